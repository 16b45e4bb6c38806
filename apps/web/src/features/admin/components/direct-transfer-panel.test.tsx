import * as routes from '@portal/contract/heads/revenue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { isCallTo, ok, refused, serveApi, type Reply } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { DirectTransferPanel } from './direct-transfer-panel.tsx';

const luna = { userId: 12, nickname: 'Luna Prado', email: 'luna@example.com', region: 'BR', isLabel: false };

function serveTransfers(
  answer: Reply = ok(routes.makeDirectTransfer, { id: 901, amount: '25.000000', currency: 'USD', note: 'Paid by wire in November', reference: 'WIRE-1182', at: '2026-12-01T10:00:00.000Z' }),
) {
  return serveApi((call) => {
    if (isCallTo(call, routes.findAccounts)) return ok(routes.findAccounts, { accounts: call.query.q === 'luna' ? [luna] : [] });
    if (isCallTo(call, routes.makeDirectTransfer)) return answer;
    return refused('error_not_found', 404);
  });
}

/** Finds Luna's account by name and fills in the transfer. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, { amount = '25', note = 'Paid by wire in November', reference = 'WIRE-1182' } = {}) {
  const picker = screen.getByTestId('admin-direct-user');
  await user.click(picker);
  await user.type(picker, 'luna');
  const list = await waitFor(() => document.getElementById(picker.getAttribute('aria-controls') ?? '')!);
  await user.click(await within(list).findByRole('option', { name: 'Luna Prado · luna@example.com · BR · #12', hidden: true }));
  await user.type(screen.getByTestId('admin-direct-amount'), amount);
  await user.click(screen.getByTestId('admin-direct-note'));
  await user.paste(note);
  if (reference) {
    await user.click(screen.getByTestId('admin-direct-reference'));
    await user.paste(reference);
  }
}

const submit = () => screen.getByTestId('admin-direct-submit') as HTMLButtonElement;

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('recording a direct transfer in the console', () => {
  it('finds the account, asks to confirm against its name, records the transfer and clears the form', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveTransfers();
    renderInApp(<DirectTransferPanel />);
    expect(submit().disabled).toBe(true);
    await fillIn(user);
    await user.click(submit());
    expect(screen.getByTestId('admin-direct-confirm-text').textContent).toBe(
      "Record $25.00 paid to Luna Prado (luna@example.com, account #12) outside the portal? It is taken from the account's balance and shows on its revenue page as paid directly.",
    );
    expect(callsTo(routes.makeDirectTransfer)).toHaveLength(0);
    await user.click(screen.getByTestId('admin-direct-confirm'));

    expect((await screen.findByTestId('admin-direct-success')).textContent).toBe('Direct transfer #901 of $25.00 recorded for Luna Prado · luna@example.com · BR · #12.');
    expect(callsTo(routes.makeDirectTransfer).map((call) => call.body)).toEqual([{ userId: 12, amount: '25', note: 'Paid by wire in November', reference: 'WIRE-1182' }]);
    expect((screen.getByTestId('admin-direct-amount') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('admin-direct-user') as HTMLInputElement).value).toBe('');
    expect(submit().disabled).toBe(true);
  });

  it('sends no reference when none is given, and nothing while the amount is not whole cents', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveTransfers();
    renderInApp(<DirectTransferPanel />);
    await fillIn(user, { amount: '10.005', reference: '' });
    expect(submit().disabled).toBe(true);
    await user.clear(screen.getByTestId('admin-direct-amount'));
    await user.type(screen.getByTestId('admin-direct-amount'), '10,50');
    await user.click(submit());
    await user.click(screen.getByTestId('admin-direct-confirm'));
    await waitFor(() => expect(callsTo(routes.makeDirectTransfer)).toHaveLength(1));
    expect(callsTo(routes.makeDirectTransfer)[0]!.body).toEqual({ userId: 12, amount: '10.50', note: 'Paid by wire in November' });
  });

  it('says on the amount, in an operator’s words, when the balance does not cover it, and keeps what was typed', async () => {
    const user = userEvent.setup();
    serveTransfers(refused('error_invalid_request', 400, [{ field: 'body.amount', messageKey: 'money_withdraw_insufficient', message: '' }]));
    renderInApp(<DirectTransferPanel />);
    await fillIn(user, { amount: '6000' });
    await user.click(submit());
    await user.click(screen.getByTestId('admin-direct-confirm'));
    expect(await screen.findByText(en.admin_direct_insufficient)).toBeTruthy();
    expect(screen.queryByText(en.money_withdraw_insufficient)).toBeNull();
    expect((screen.getByTestId('admin-direct-amount') as HTMLInputElement).value).toBe('6000');
    expect(screen.queryByTestId('admin-direct-success')).toBeNull();
  });

  it('shows a refusal that names no field as the form’s error', async () => {
    const user = userEvent.setup();
    serveTransfers(refused('error_admin_only', 403));
    renderInApp(<DirectTransferPanel />);
    await fillIn(user);
    await user.click(submit());
    await user.click(screen.getByTestId('admin-direct-confirm'));
    expect((await screen.findByTestId('admin-direct-error')).textContent).toBe(en.error_admin_only);
  });

  it('works on a phone in Arabic', async () => {
    const user = userEvent.setup();
    setViewport('phone');
    activateLanguage('ar');
    const { callsTo } = serveTransfers();
    renderInApp(<DirectTransferPanel />);
    expect(submit().textContent).toBe(ar.admin_direct_submit);
    await fillIn(user);
    await user.click(submit());
    await user.click(screen.getByTestId('admin-direct-confirm'));
    await waitFor(() => expect(callsTo(routes.makeDirectTransfer)).toHaveLength(1));
    expect(await screen.findByTestId('admin-direct-success')).toBeTruthy();
  });
});
