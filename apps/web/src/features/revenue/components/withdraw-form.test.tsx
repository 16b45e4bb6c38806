import * as revenueRoutes from '@portal/contract/heads/revenue';
import type { User } from '@portal/contract/user';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import type { Endpoint } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/queries.ts';
import { type ApiCall, isCallTo, ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { Quote, Withdrawal, WithdrawalBody } from '../api.ts';
import { WithdrawalHistory } from './withdrawal-history.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

const settled = aUser({ permissions: { EWallet: ['View', 'Withdraw'], Contract: ['View'] } });

const quote: Quote = { amount: '50.000000', fee: '1.000000', total: '51.000000', currency: 'USD' };
const created: Withdrawal = {
  id: 9,
  amount: '50.000000',
  fee: '1.000000',
  currency: 'USD',
  method: 'bank_transfer',
  destination: 'Banco Sol ••••6789',
  status: 'Notified',
  rfiOpen: false,
  failureReason: null,
  createdAt: '2025-03-10T09:30:00',
  updatedAt: '2025-03-10T09:30:00',
};

let sent: ApiCall[] = [];
/** What the fake server answers a withdrawal request with, one reply per request (the last one repeats). */
let withdrawReplies: Reply[] = [];
let quoteReply: Reply = ok(revenueRoutes.withdrawalQuote, quote);
let withdrawals: Withdrawal[] = [];

beforeEach(() => {
  withdrawReplies = [ok(revenueRoutes.requestWithdrawal, created)];
  quoteReply = ok(revenueRoutes.withdrawalQuote, quote);
  withdrawals = [];
  sent = serveApi((call) => {
    if (isCallTo(call, revenueRoutes.getBalance))
      return ok(revenueRoutes.getBalance, { currency: 'USD', available: '120.000000', pendingWithdrawals: '0.000000', advanceOutstanding: '0.000000', minimumWithdrawal: '10.000000' });
    if (isCallTo(call, revenueRoutes.withdrawalQuote)) return quoteReply;
    if (isCallTo(call, revenueRoutes.requestWithdrawal)) {
      const reply = withdrawReplies.length > 1 ? withdrawReplies.shift()! : withdrawReplies[0]!;
      if ('data' in reply) withdrawals = [created];
      return reply;
    }
    if (isCallTo(call, revenueRoutes.listWithdrawals)) return ok(revenueRoutes.listWithdrawals, { withdrawals });
    return { status: 404, errorCode: 0 };
  }).calls;
});

const signedIn = (user: User = settled) => ({ seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, user) });
const calls = (route: Endpoint) => sent.filter((call) => isCallTo(call, route));

/** Renders the form once the balance has arrived, and fills a bank transfer of `amount`. */
async function fillBankTransfer(amount: string, user = userEvent.setup()) {
  await waitFor(() => expect((screen.getByTestId('rev-withdraw-all') as HTMLButtonElement).disabled).toBe(false));
  await user.type(screen.getByTestId('rev-amount'), amount);
  await user.type(screen.getByTestId('rev-dest-accountName'), 'Luna Mar');
  await user.type(screen.getByTestId('rev-dest-bankName'), 'Banco Sol');
  await user.type(screen.getByTestId('rev-dest-accountNumber'), '12-3456 789');
  return user;
}

describe('the withdrawal form', () => {
  it('says on the form when the amount and its fee are more than the balance, and "Everything" fills in the most that can go', async () => {
    renderInApp(<WithdrawForm onDone={() => {}} />, signedIn());
    const user = await fillBankTransfer('200');
    await user.click(screen.getByTestId('rev-withdraw-continue'));
    // A balance of $120.00 less the bank transfer's $1.00 fee.
    expect(await screen.findByText(en.rev_withdraw_over_balance.replace('{{amount}}', '$119.00'))).toBeTruthy();
    expect(calls(revenueRoutes.withdrawalQuote)).toEqual([]);

    await user.click(screen.getByTestId('rev-withdraw-all'));
    expect((screen.getByTestId('rev-amount') as HTMLInputElement).value).toBe('119.00');
    expect(screen.queryByText(en.rev_withdraw_over_balance.replace('{{amount}}', '$119.00'))).toBeNull();
  });

  it('checks where the money goes before asking the server: a bank needs its fields, PayPal a valid e-mail address', async () => {
    const user = userEvent.setup();
    renderInApp(<WithdrawForm onDone={() => {}} />, signedIn());
    await waitFor(() => expect((screen.getByTestId('rev-withdraw-all') as HTMLButtonElement).disabled).toBe(false));
    await user.type(screen.getByTestId('rev-amount'), '20');
    await user.click(screen.getByTestId('rev-withdraw-continue'));
    expect(await screen.findAllByText(en.money_destination_required)).toHaveLength(3);

    await user.click(screen.getByTestId('rev-method'));
    await user.click(await screen.findByRole('option', { name: en.rev_method_paypal, hidden: true }));
    expect(screen.queryByTestId('rev-dest-accountName')).toBeNull();
    await user.type(screen.getByTestId('rev-dest-email'), 'luna@nowhere');
    await user.click(screen.getByTestId('rev-withdraw-continue'));
    expect(await screen.findByText(en.money_destination_invalid)).toBeTruthy();
    expect(calls(revenueRoutes.withdrawalQuote)).toEqual([]);
  });

  it('shows the quote to confirm, sends the withdrawal, then empties the form and shows it in the history', async () => {
    const onDone = vi.fn();
    renderInApp(
      <>
        <WithdrawForm onDone={onDone} />
        <WithdrawalHistory />
      </>,
      signedIn(),
    );
    const user = await fillBankTransfer('50');
    await user.click(screen.getByTestId('rev-withdraw-continue'));

    expect((await screen.findByTestId('rev-confirm-amount')).textContent).toBe('$50.00');
    expect(calls(revenueRoutes.withdrawalQuote).map((call) => call.query)).toEqual([{ amount: '50', method: 'bank_transfer' }]);
    expect(screen.getByTestId('rev-confirm-fee').textContent).toBe('$1.00');
    expect(screen.getByTestId('rev-confirm-total').textContent).toBe('$51.00');
    // The account number by its last four digits only.
    expect(screen.getByTestId('rev-confirm-destination').textContent).toBe(`${en.rev_method_bank_transfer}Luna Mar · Banco Sol · ••••6789`);
    expect(sent.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByTestId('rev-withdraw-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    const [request] = calls(revenueRoutes.requestWithdrawal);
    const body = request!.body as WithdrawalBody;
    expect(body).toEqual({ amount: '50', destination: { method: 'bank_transfer', accountName: 'Luna Mar', bankName: 'Banco Sol', accountNumber: '12-3456 789' }, idempotencyKey: expect.any(String) });
    expect(body.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    await waitFor(() => expect(screen.queryByTestId('rev-confirm-amount')).toBeNull());
    expect((screen.getByTestId('rev-amount') as HTMLInputElement).value).toBe('');
    // The balance and the history are asked again, and the new withdrawal is listed.
    await waitFor(() => expect(within(screen.getByTestId('rev-history')).getAllByTestId('rev-withdrawal-row')).toHaveLength(1));
    expect(calls(revenueRoutes.getBalance).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the dialog when the request may not have arrived, and a retry sends the same key so nothing pays twice', async () => {
    withdrawReplies = [new TypeError('Failed to fetch'), ok(revenueRoutes.requestWithdrawal, created)];
    const onDone = vi.fn();
    renderInApp(<WithdrawForm onDone={onDone} />, signedIn());
    const user = await fillBankTransfer('50');
    await user.click(screen.getByTestId('rev-withdraw-continue'));
    await user.click(await screen.findByTestId('rev-withdraw-confirm'));

    expect((await screen.findByTestId('rev-confirm-error')).textContent).toBe(en.error_network);
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('rev-withdraw-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    const [first, second] = calls(revenueRoutes.requestWithdrawal).map((call) => (call.body as WithdrawalBody).idempotencyKey);
    expect(second).toBe(first);
  });

  it('puts the server’s refusal of the amount back on the form’s field', async () => {
    withdrawReplies = [refused('money_withdraw_insufficient', 400, [{ field: 'body.amount', messageKey: 'money_withdraw_insufficient', message: 'insufficient' }])];
    const onDone = vi.fn();
    renderInApp(<WithdrawForm onDone={onDone} />, signedIn());
    const user = await fillBankTransfer('50');
    await user.click(screen.getByTestId('rev-withdraw-continue'));
    await user.click(await screen.findByTestId('rev-withdraw-confirm'));

    expect(await screen.findByText(en.money_withdraw_insufficient)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('rev-confirm-amount')).toBeNull());
    expect(screen.getByTestId('rev-amount').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByTestId('rev-amount') as HTMLInputElement).value).toBe('50');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a quote as the form’s message', async () => {
    quoteReply = refused('money_withdraw_not_settled', 403);
    renderInApp(<WithdrawForm onDone={() => {}} />, signedIn());
    const user = await fillBankTransfer('50');
    await user.click(screen.getByTestId('rev-withdraw-continue'));
    expect((await screen.findByTestId('rev-withdraw-error')).textContent).toBe(en.money_withdraw_not_settled);
    expect(screen.queryByTestId('rev-confirm-amount')).toBeNull();
  });

  it('lists what an unsettled account must do first, each step linked, and cannot continue until then', async () => {
    renderInApp(<WithdrawForm onDone={() => {}} />, signedIn({ ...settled, isSettled: false, profilePassed: false, hasSigned: false }));
    const needs = screen.getByTestId('rev-withdraw-requirements');
    expect(within(needs).getByText(en.rev_requirements_title)).toBeTruthy();
    expect(within(needs).getByRole('link', { name: en.overview_step_identity }).getAttribute('href')).toBe('/user/pi-info');
    expect(within(needs).getByRole('link', { name: en.overview_step_contract }).getAttribute('href')).toBe('/contract/management');
    expect((screen.getByTestId('rev-withdraw-continue') as HTMLButtonElement).disabled).toBe(true);
  });
});
