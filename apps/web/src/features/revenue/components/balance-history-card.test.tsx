import * as reportRoutes from '@portal/contract/heads/revenue-reports';
import type { ResponseOf } from '@portal/contract/route';
import type * as reports from '@portal/contract/revenue-reports';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { balanceHistoryQuery, type BalanceMovement } from '../report-api.ts';
import { BalanceHistoryCard } from './balance-history-card.tsx';

type History = ResponseOf<typeof reports.balanceHistory>;

const withdrawal: BalanceMovement = {
  id: 3,
  at: '2025-03-10T12:00:00Z',
  kind: 'withdrawal',
  lines: [
    { kind: 'withdrawal', amount: '-50.000000' },
    { kind: 'fee', amount: '-1.000000' },
  ],
  amount: '-51.000000',
  balanceAfter: '129.000000',
  source: { withdrawalId: 7, method: 'paypal', status: 'Notified' },
};
const sales: BalanceMovement = {
  id: 2,
  at: '2025-03-05T12:00:00Z',
  kind: 'sales_import',
  lines: [{ kind: 'earnings', amount: '180.000000' }],
  amount: '180.000000',
  balanceAfter: '180.000000',
  source: { salesFrom: '2025-01', salesTo: '2025-02' },
};
const advance: BalanceMovement = {
  id: 1,
  at: '2025-01-02T12:00:00Z',
  kind: 'advance',
  lines: [{ kind: 'advance', amount: '0.000000' }],
  amount: '0.000000',
  balanceAfter: '0.000000',
  source: { note: 'Tour support' },
};

const history = (movements: BalanceMovement[], total = movements.length): History => ({ currency: 'USD', balance: '129.000000', total, movements });
const seeded = (data: History) => ({ seed: (client: QueryClient) => client.setQueryData(balanceHistoryQuery(1).queryKey, data) });
const movement = (kind: string) => screen.getAllByTestId('balance-movement').find((row) => row.getAttribute('data-kind') === kind)!;

afterEach(() => setViewport('desktop'));

describe('the balance history card', () => {
  it('shows each movement with its date, its lines, the amount and the balance after it, as a bank statement does', () => {
    renderInApp(<BalanceHistoryCard />, seeded(history([withdrawal, sales, advance])));
    const paid = movement('withdrawal');
    expect(within(paid).getByText('Mar 10, 2025')).toBeTruthy();
    expect(within(paid).getByTestId('balance-movement-amount').textContent).toBe('-$51.00');
    expect(within(paid).getByTestId('balance-movement-after').textContent).toBe('$129.00');
    // Several lines: each says what it was and its own amount.
    const lines = within(paid).getAllByTestId('balance-line');
    expect(lines.map((line) => line.getAttribute('data-line'))).toEqual(['withdrawal', 'fee']);
    expect(lines[0]!.textContent).toContain(en.balance_line_withdrawal);
    expect(lines[0]!.textContent).toContain('-$50.00');
    expect(lines[1]!.textContent).toContain(en.balance_line_fee);
    expect(lines[1]!.textContent).toContain('-$1.00');

    const earned = movement('sales_import');
    expect(within(earned).getByTestId('balance-movement-amount').textContent).toBe('$180.00');
    expect(within(earned).getByTestId('balance-line').textContent).toContain(en.balance_line_earnings);
  });

  it('links where the money came from or went: the sales months to the statements, the payout to the withdrawals', () => {
    renderInApp(<BalanceHistoryCard />, seeded(history([withdrawal, sales, advance])));
    const salesLink = within(movement('sales_import')).getByTestId('balance-line-source');
    expect(salesLink.textContent).toBe(en.balance_source_sales.replace('{{period}}', 'January 2025 – February 2025'));
    expect(salesLink.getAttribute('href')).toBe('/revenue/reports');
    const payoutLink = within(movement('withdrawal')).getByTestId('balance-line-source');
    expect(payoutLink.textContent).toBe(en.rev_method_paypal);
    expect(payoutLink.getAttribute('href')).toBe('/revenue/withdraw');
    // An advance has no page of its own: its note is shown as plain text.
    expect(within(movement('advance')).getByText(/Tour support/)).toBeTruthy();
    expect(within(movement('advance')).queryByTestId('balance-line-source')).toBeNull();
  });

  it('asks the server for the next page when the person turns to it, and shows that page', async () => {
    const asked = serveApi(() => ok(reportRoutes.balanceHistory, history([advance], 21))).calls;
    const user = userEvent.setup();
    renderInApp(<BalanceHistoryCard />, seeded(history([withdrawal, sales], 21)));
    await user.click(within(screen.getByTestId('balance-history-table-pager')).getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('balance-movement').map((row) => row.getAttribute('data-kind'))).toEqual(['advance']));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.path).toBe('/revenue/balance/history');
    expect(asked[0]!.query).toEqual({ page: '2', pageSize: '20' });
  });

  it('on a phone shows a card per movement: date, lines, then the amount and the balance after it', () => {
    setViewport('phone');
    renderInApp(<BalanceHistoryCard />, seeded(history([withdrawal, sales])));
    expect(screen.getByTestId('balance-history-table').getAttribute('data-layout')).toBe('cards');
    expect(screen.queryByRole('table')).toBeNull();
    const paid = movement('withdrawal');
    expect(within(paid).getByText('Mar 10, 2025')).toBeTruthy();
    expect(within(paid).getByTestId('balance-movement-amount').textContent).toBe('-$51.00');
    expect(within(paid).getByTestId('balance-movement-after').textContent).toBe('$129.00');
    expect(within(paid).getByText(en.bal_col_balance)).toBeTruthy();
    expect(within(movement('sales_import')).getByTestId('balance-line-source').getAttribute('href')).toBe('/revenue/reports');
  });
});
