import * as revenueRoutes from '@portal/contract/heads/revenue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { type ApiCall, ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { Withdrawal } from '../api.ts';
import { WithdrawalHistory } from './withdrawal-history.tsx';

const withdrawal = (id: number, change: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
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
  ...change,
});

const paid = withdrawal(3, { amount: '1250.500000', fee: '20.000000', method: 'paypal', destination: 'luna@example.com', status: 'Success' });
const failed = withdrawal(2, { status: 'Failed', failureReason: 'The bank refused the account number.' });
const held = withdrawal(1, { method: 'local', destination: 'demo', status: 'Collected', rfiOpen: true });

let asked: ApiCall[] = [];

/** The server answers the history with `pages` in turn (each call the next one), or fails with `failure`. */
function serve(pages: Withdrawal[][], failure?: Error) {
  asked = serveApi(() => failure ?? ok(revenueRoutes.listWithdrawals, { withdrawals: pages[asked.length - 1] ?? [] })).calls;
}

const rowOf = (id: number) => screen.getAllByTestId('rev-withdrawal-row').find((row) => row.getAttribute('data-id') === String(id))!;

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('the withdrawal history', () => {
  it('shows each withdrawal with its amount, fee, method, destination and status in words', async () => {
    serve([[paid, failed, held]]);
    renderInApp(<WithdrawalHistory />);
    await screen.findAllByTestId('rev-withdrawal-row');
    const first = rowOf(3);
    // The moment is a left-to-right isolate, kept whole inside Arabic text (decision 071).
    expect(within(first).getByText('\u20662025-03-10 09:30\u2069')).toBeTruthy();
    expect(within(first).getByTestId('rev-withdrawal-amount').textContent).toBe('$1,250.50');
    expect(within(first).getByText('$20.00')).toBeTruthy();
    expect(within(first).getByText(en.rev_method_paypal)).toBeTruthy();
    expect(within(first).getByText('luna@example.com')).toBeTruthy();
    expect(within(first).getByTestId('rev-withdrawal-status').textContent).toBe(en.rev_status_Success);

    expect(within(rowOf(2)).getByTestId('rev-withdrawal-status').textContent).toBe(en.rev_status_Failed);
    expect(within(rowOf(2)).getByTestId('rev-withdrawal-reason').textContent).toBe('The bank refused the account number.');
    // A held payout says the operators asked for information; the demo method shows no destination.
    expect(within(rowOf(1)).getByText(en.rev_rfi_open)).toBeTruthy();
    expect(within(rowOf(1)).getByText('—')).toBeTruthy();
    expect(within(rowOf(1)).queryByTestId('rev-withdrawal-reason')).toBeNull();
    expect(screen.queryByTestId('rev-history-more')).toBeNull();
  });

  it('shows twenty at a time and asks for the ones before the last when the person wants more', async () => {
    const first = Array.from({ length: 20 }, (_, index) => withdrawal(100 - index));
    serve([first, [withdrawal(50, { status: 'Success' })]]);
    const user = userEvent.setup();
    renderInApp(<WithdrawalHistory />);
    await user.click(await screen.findByTestId('rev-history-more'));
    await waitFor(() => expect(screen.getAllByTestId('rev-withdrawal-row')).toHaveLength(21));
    expect(asked.map((call) => call.query)).toEqual([{ count: '20' }, { count: '20', before: '81' }]);
    expect(asked[1]!.path).toBe('/revenue/withdraw');
    expect(within(rowOf(50)).getByTestId('rev-withdrawal-status').textContent).toBe(en.rev_status_Success);
    // Fewer than twenty came back: that was all.
    expect(screen.queryByTestId('rev-history-more')).toBeNull();
  });

  it('says in words when there are no withdrawals, and says the network failed when the list cannot be loaded', async () => {
    serve([[]]);
    const { unmount } = renderInApp(<WithdrawalHistory />);
    expect((await screen.findByTestId('rev-history-empty')).textContent).toBe(en.rev_history_empty);
    unmount();
    serve([], new TypeError('Failed to fetch'));
    renderInApp(<WithdrawalHistory />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.error_network);
  });

  it('on a phone shows a card per withdrawal, each still findable with its amount and status', async () => {
    setViewport('phone');
    serve([[paid, failed]]);
    renderInApp(<WithdrawalHistory />);
    await screen.findAllByTestId('rev-withdrawal-row');
    expect(screen.getByTestId('rev-history-table').getAttribute('data-layout')).toBe('cards');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(rowOf(3)).getByTestId('rev-withdrawal-amount').textContent).toBe('$1,250.50');
    expect(within(rowOf(2)).getByTestId('rev-withdrawal-reason')).toBeTruthy();
  });

  it('speaks Arabic to an Arabic reader: the title, the statuses and the amounts', async () => {
    activateLanguage('ar');
    serve([[paid, failed]]);
    renderInApp(<WithdrawalHistory />);
    await screen.findAllByTestId('rev-withdrawal-row');
    expect(screen.getByText(ar.rev_history_title)).toBeTruthy();
    expect(within(rowOf(3)).getByTestId('rev-withdrawal-status').textContent).toBe(ar.rev_status_Success);
    expect(within(rowOf(2)).getByTestId('rev-withdrawal-status').textContent).toBe(ar.rev_status_Failed);
    expect(within(rowOf(3)).getByTestId('rev-withdrawal-amount').textContent).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(1250.5));
  });
});
