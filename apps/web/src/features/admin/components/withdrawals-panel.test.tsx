import * as routes from '@portal/contract/heads/revenue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import type { AnswerOf } from '../../../lib/api-client.ts';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { activateLanguage } from '../../../lib/translator.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { WithdrawalsPanel } from './withdrawals-panel.tsx';

type Withdrawal = AnswerOf<typeof routes.adminWithdrawals>['withdrawals'][number];
const withdrawal = (fields: Partial<Withdrawal> & Pick<Withdrawal, 'id'>): Withdrawal => ({
  userId: 1201,
  account: { email: 'luna@example.com', nickname: 'Luna' },
  amount: '1250.500000',
  fee: '25.010000',
  currency: 'USD',
  method: 'paypal',
  destination: 'luna@paypal.example',
  status: 'Notified',
  rfiOpen: false,
  failureReason: null,
  createdAt: '2025-04-01T10:00:00.000Z',
  updatedAt: '2025-04-01T10:00:00.000Z',
  ...fields,
});

const notified = withdrawal({ id: 31 });
const waiting = withdrawal({
  id: 32,
  userId: 1202,
  account: { email: 'sol@example.com', nickname: null },
  amount: '40.000000',
  fee: '1.000000',
  method: 'bank_transfer',
  destination: 'Banco Sol ••••4821',
  rfiOpen: true,
});
const collected = withdrawal({ id: 33, status: 'Collected', method: 'local', destination: '' });
const byStatus = (status: string | undefined) => [notified, waiting, collected].filter((entry) => entry.status === status);

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('the withdrawals panel', () => {
  it('shows the waiting withdrawals with their account, amounts in the reader’s format, method, destination and the steps they can take', async () => {
    const { callsTo } = serveApi((call) => ok(routes.adminWithdrawals, { withdrawals: byStatus(call.query.status) }));
    renderInApp(<WithdrawalsPanel />);

    const row = await screen.findByTestId('admin-withdrawal-31');
    expect(callsTo(routes.adminWithdrawals)[0]!.query).toEqual({ status: 'Notified', count: '200' });
    expect(within(row).getByText('Luna')).toBeTruthy();
    expect(within(row).getByText('luna@example.com · #1201 · W31')).toBeTruthy();
    expect(within(row).getByText('$1,250.50')).toBeTruthy();
    expect(within(row).getByText('$25.01')).toBeTruthy();
    expect(within(row).getByText(en.rev_method_paypal)).toBeTruthy();
    expect(within(row).getByText('luna@paypal.example')).toBeTruthy();
    expect(within(row).getByTestId('admin-withdrawal-31-Collected').textContent).toBe(en.admin_money_move_Collected);
    expect(within(row).getByTestId('admin-withdrawal-31-Failed').textContent).toBe(en.admin_money_move_Failed);
    expect(within(row).queryByTestId('admin-withdrawal-31-Success')).toBeNull();

    // An account without a name shows its e-mail; a withdrawal waiting for an answer says so and cannot be asked again.
    const other = screen.getByTestId('admin-withdrawal-32');
    expect(within(other).getByText('sol@example.com')).toBeTruthy();
    expect(within(other).getByText(en.admin_money_rfi_open)).toBeTruthy();
    expect(within(other).queryByTestId('admin-withdrawal-32-rfi')).toBeNull();
  });

  it('moves a withdrawal on one step and reads the list again; a refusal shows its translated message', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) => {
      if (isCallTo(call, routes.moveWithdrawal))
        return (call.body as { id: number }).id === 32 ? refused('money_withdrawal_waiting_rfi') : ok(routes.moveWithdrawal, { ...notified, status: 'Collected' });
      return ok(routes.adminWithdrawals, { withdrawals: byStatus(call.query.status) });
    });
    renderInApp(<WithdrawalsPanel />);

    await user.click(await screen.findByTestId('admin-withdrawal-31-Collected'));
    await waitFor(() => expect(callsTo(routes.adminWithdrawals)).toHaveLength(2));
    expect(callsTo(routes.moveWithdrawal)[0]!.body).toEqual({ id: 31, status: 'Collected' });

    await user.click(screen.getByTestId('admin-withdrawal-32-Collected'));
    expect((await screen.findByTestId('admin-withdrawals-error')).textContent).toBe(en.money_withdrawal_waiting_rfi);
  });

  it('fails a withdrawal only with a reason the account will read', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) =>
      isCallTo(call, routes.moveWithdrawal) ? ok(routes.moveWithdrawal, { ...notified, status: 'Failed' }) : ok(routes.adminWithdrawals, { withdrawals: byStatus(call.query.status) }),
    );
    renderInApp(<WithdrawalsPanel />);

    await user.click(await screen.findByTestId('admin-withdrawal-31-Failed'));
    const dialog = await screen.findByRole('dialog', { name: en.admin_money_fail_title });
    const confirm = within(dialog).getByTestId('admin-withdrawal-fail-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByLabelText(en.admin_money_fail_reason));
    await user.paste('  The PayPal account is closed.  ');
    await user.click(confirm);

    await waitFor(() => expect(callsTo(routes.moveWithdrawal)).toHaveLength(1));
    expect(callsTo(routes.moveWithdrawal)[0]!.body).toEqual({ id: 31, status: 'Failed', note: 'The PayPal account is closed.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.admin_money_fail_title })).toBeNull());
  });

  it('shows the collected ones when asked, and marks one paid after confirming the amount and where it went', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) =>
      isCallTo(call, routes.moveWithdrawal) ? ok(routes.moveWithdrawal, { ...collected, status: 'Success' }) : ok(routes.adminWithdrawals, { withdrawals: byStatus(call.query.status) }),
    );
    renderInApp(<WithdrawalsPanel />);
    await screen.findByTestId('admin-withdrawal-31');

    await user.click(screen.getByTestId('admin-withdrawals-filter-Collected'));
    const row = await screen.findByTestId('admin-withdrawal-33');
    expect(callsTo(routes.adminWithdrawals).at(-1)!.query).toEqual({ status: 'Collected', count: '200' });
    expect(screen.queryByTestId('admin-withdrawal-31')).toBeNull();
    // The demo provider has no address: its name says where the money went.
    expect(within(row).getAllByText(en.rev_method_local)).toHaveLength(2);

    await user.click(within(row).getByTestId('admin-withdrawal-33-Success'));
    expect((await screen.findByTestId('admin-withdrawal-pay-text')).textContent).toBe(
      en.admin_money_pay_confirm.replace('{{amount}}', '$1,250.50').replace('{{id}}', '33').replace('{{destination}}', en.rev_method_local),
    );
    expect(callsTo(routes.moveWithdrawal)).toHaveLength(0);
    await user.click(screen.getByTestId('admin-withdrawal-pay-confirm'));
    await waitFor(() => expect(callsTo(routes.moveWithdrawal)).toHaveLength(1));
    expect(callsTo(routes.moveWithdrawal)[0]!.body).toEqual({ id: 33, status: 'Success' });
  });

  it('asks the account a question about a withdrawal', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) =>
      isCallTo(call, routes.askRfi)
        ? ok(routes.askRfi, { withdrawalId: 31, question: 'Why? Is the PayPal address yours?', askedAt: '2025-04-02T09:00:00.000Z', answer: null, answeredAt: null, open: true })
        : ok(routes.adminWithdrawals, { withdrawals: byStatus(call.query.status) }),
    );
    renderInApp(<WithdrawalsPanel />);

    await user.click(await screen.findByTestId('admin-withdrawal-31-rfi'));
    const dialog = await screen.findByRole('dialog', { name: en.admin_money_rfi_title });
    const send = within(dialog).getByTestId('admin-rfi-send') as HTMLButtonElement;
    await user.type(within(dialog).getByLabelText(en.admin_money_rfi_question), 'Why?');
    expect(send.disabled).toBe(true);
    await user.paste(' Is the PayPal address yours? ');
    await user.click(send);
    await waitFor(() => expect(callsTo(routes.askRfi)).toHaveLength(1));
    expect(callsTo(routes.askRfi)[0]!.body).toEqual({ id: 31, question: 'Why? Is the PayPal address yours?' });
  });

  it('says when no withdrawal has the status, and shows why the list could not be read', async () => {
    const user = userEvent.setup();
    serveApi((call) => (call.query.status === 'Failed' ? refused('error_forbidden', 403) : ok(routes.adminWithdrawals, { withdrawals: byStatus(call.query.status) })));
    renderInApp(<WithdrawalsPanel />);
    await screen.findByTestId('admin-withdrawal-31');

    await user.click(screen.getByTestId('admin-withdrawals-filter-Success'));
    expect((await screen.findByTestId('admin-withdrawals-empty')).textContent).toBe(en.admin_money_withdrawals_none);
    await user.click(screen.getByTestId('admin-withdrawals-filter-Failed'));
    expect((await screen.findByTestId('admin-withdrawals-error')).textContent).toBe(en.error_forbidden);
  });

  it('on a phone shows each withdrawal as a card with its actions', async () => {
    setViewport('phone');
    serveApi((call) => ok(routes.adminWithdrawals, { withdrawals: byStatus(call.query.status) }));
    renderInApp(<WithdrawalsPanel />);
    const card = await screen.findByTestId('admin-withdrawal-31');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText(en.admin_money_col_amount)).toBeTruthy();
    expect(within(card).getByText('$1,250.50')).toBeTruthy();
    expect(within(card).getByTestId('admin-withdrawal-31-Collected')).toBeTruthy();
    expect(screen.getByTestId('admin-withdrawal-32')).toBeTruthy();
  });

  it('speaks Arabic to an Arabic operator, with the amounts in Arabic number format', async () => {
    activateLanguage('ar');
    serveApi((call) => ok(routes.adminWithdrawals, { withdrawals: byStatus(call.query.status) }));
    renderInApp(<WithdrawalsPanel />);
    const row = await screen.findByTestId('admin-withdrawal-31');
    const arabicAmount = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1250.5);
    expect(arabicAmount).not.toBe('$1,250.50');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain(arabicAmount);
    expect(within(row).getByTestId('admin-withdrawal-31-Collected').textContent).toBe(ar.admin_money_move_Collected);
    expect(screen.getByTestId('admin-withdrawals-filter-Notified').textContent).toBe(ar.admin_money_status_Notified);
  });
});
