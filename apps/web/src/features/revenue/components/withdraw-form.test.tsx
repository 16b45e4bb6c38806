import type { User } from '@portal/contract/user';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { configureApiClient, resetApiClient } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/queries.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { Quote, Withdrawal, WithdrawalBody } from '../api.ts';
import { WithdrawalHistory } from './withdrawal-history.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

const settled: User = {
  userId: 1,
  email: 'luna@example.com',
  emailProven: true,
  accountEmailProven: true,
  phone: null,
  hasPhone: false,
  region: 'BR',
  language: 'en',
  type: 0,
  organizationType: null,
  isLabel: false,
  nickname: 'Luna',
  avatarUrl: null,
  status: 1,
  signStatus: 1,
  hasSigned: true,
  publishingWithoutCheck: false,
  profilePassed: true,
  isSettled: true,
  userTag: '',
  tier: 0,
  catalogSizeLevel: 0,
  isBanned: false,
  banType: 0,
  isAdmin: false,
  source: 0,
  inviteCode: 'LUNA1',
  needsProfile: false,
  albumSongCounts: { albumCount: 1, songStatusCount: {} },
  googleOfflineEvents: [],
  extra: { musicTabConfirmed: true, mccReviewStatus: 0, musicTabEnableType: 0 },
  userDetail: { userBase: { userId: 1, nickname: 'Luna', region: 'BR', createdAt: '2024-01-01T00:00:00Z' }, userArtist: null, userLabel: null },
  permissions: { EWallet: ['View', 'Withdraw'], Contract: ['View'] },
  team: null,
  createdAt: '2024-01-01T00:00:00Z',
};

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

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
type Reply = { data: unknown } | { status: number; messageKey?: string; details?: { field: string; messageKey: string; message: string }[] } | Error;

let sent: Sent[] = [];
/** What the fake server answers a withdrawal request with, one reply per request (the last one repeats). */
let withdrawReplies: Reply[] = [];
let quoteReply: Reply = { data: quote };
let withdrawals: Withdrawal[] = [];

const json = (status: number, envelope: unknown) => new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
function answer(reply: Reply): Response {
  if (reply instanceof Error) throw reply;
  if ('data' in reply) return json(200, { baseResponse: { errorCode: 0, message: 'success' }, data: reply.data });
  return json(reply.status, { baseResponse: { errorCode: 4000, message: 'refused', messageKey: reply.messageKey, details: reply.details ?? [] } });
}

beforeEach(() => {
  sent = [];
  withdrawReplies = [{ data: created }];
  quoteReply = { data: quote };
  withdrawals = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'https://portal.example');
      const call = { method: init?.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      sent.push(call);
      if (call.path === '/api/revenue/balance')
        return answer({ data: { currency: 'USD', available: '120.000000', pendingWithdrawals: '0.000000', advanceOutstanding: '0.000000', minimumWithdrawal: '10.000000' } });
      if (call.path === '/api/revenue/withdraw/quote') return answer(quoteReply);
      if (call.path === '/api/revenue/withdraw' && call.method === 'POST') {
        const reply = withdrawReplies.length > 1 ? withdrawReplies.shift()! : withdrawReplies[0]!;
        const response = answer(reply);
        if ('data' in reply) withdrawals = [created];
        return response;
      }
      if (call.path === '/api/revenue/withdraw') return answer({ data: { withdrawals } });
      return json(404, { baseResponse: { errorCode: 0, message: 'not found' } });
    }) as typeof fetch,
    readCsrfToken: () => 'csrf-token',
    report: () => {},
  });
});
afterEach(resetApiClient);

const signedIn = (user: User = settled) => ({ seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, user) });
const calls = (path: string, method = 'GET') => sent.filter((call) => call.path === path && call.method === method);

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
    expect(calls('/api/revenue/withdraw/quote')).toEqual([]);

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
    expect(calls('/api/revenue/withdraw/quote')).toEqual([]);
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
    expect(calls('/api/revenue/withdraw/quote').map((call) => call.query)).toEqual([{ amount: '50', method: 'bank_transfer' }]);
    expect(screen.getByTestId('rev-confirm-fee').textContent).toBe('$1.00');
    expect(screen.getByTestId('rev-confirm-total').textContent).toBe('$51.00');
    // The account number by its last four digits only.
    expect(screen.getByTestId('rev-confirm-destination').textContent).toBe(`${en.rev_method_bank_transfer}Luna Mar · Banco Sol · ••••6789`);
    expect(sent.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByTestId('rev-withdraw-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    const [request] = calls('/api/revenue/withdraw', 'POST');
    const body = request!.body as WithdrawalBody;
    expect(body).toEqual({ amount: '50', destination: { method: 'bank_transfer', accountName: 'Luna Mar', bankName: 'Banco Sol', accountNumber: '12-3456 789' }, idempotencyKey: expect.any(String) });
    expect(body.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    await waitFor(() => expect(screen.queryByTestId('rev-confirm-amount')).toBeNull());
    expect((screen.getByTestId('rev-amount') as HTMLInputElement).value).toBe('');
    // The balance and the history are asked again, and the new withdrawal is listed.
    await waitFor(() => expect(within(screen.getByTestId('rev-history')).getAllByTestId('rev-withdrawal-row')).toHaveLength(1));
    expect(calls('/api/revenue/balance').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the dialog when the request may not have arrived, and a retry sends the same key so nothing pays twice', async () => {
    withdrawReplies = [new TypeError('Failed to fetch'), { data: created }];
    const onDone = vi.fn();
    renderInApp(<WithdrawForm onDone={onDone} />, signedIn());
    const user = await fillBankTransfer('50');
    await user.click(screen.getByTestId('rev-withdraw-continue'));
    await user.click(await screen.findByTestId('rev-withdraw-confirm'));

    expect((await screen.findByTestId('rev-confirm-error')).textContent).toBe(en.error_network);
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('rev-withdraw-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    const [first, second] = calls('/api/revenue/withdraw', 'POST').map((call) => (call.body as WithdrawalBody).idempotencyKey);
    expect(second).toBe(first);
  });

  it('puts the server’s refusal of the amount back on the form’s field', async () => {
    withdrawReplies = [{ status: 400, messageKey: 'money_withdraw_insufficient', details: [{ field: 'body.amount', messageKey: 'money_withdraw_insufficient', message: 'insufficient' }] }];
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
    quoteReply = { status: 403, messageKey: 'money_withdraw_not_settled' };
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
