import * as revenueRoutes from '@portal/contract/heads/revenue';
import type * as revenue from '@portal/contract/revenue';
import type { ResponseOf } from '@portal/contract/route';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { monthFromNow } from '../../../lib/money.ts';
import { type ApiCall, ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { BreakdownCard } from './breakdown-card.tsx';

type Breakdown = ResponseOf<typeof revenue.royaltyList>;
type Row = Breakdown['rows'][number];

const row = (key: string, label: string, units: number, amount: string): Row => ({ key, label, units, gross: amount, amount });
const byMonth: Breakdown = { currency: 'USD', total: 2, rows: [row('2025-03', '2025-03', 1234, '1234.500000'), row('2025-02', '2025-02', 87, '12.100000')] };
const byCountry: Breakdown = { currency: 'USD', total: 45, rows: [row('BR', 'BR', 900, '12.345600'), row('WW', '', 10, '1.500000')] };

let asked: ApiCall[] = [];
let reply: (call: ApiCall) => Reply;
const breakdown = (data: Breakdown) => ok(revenueRoutes.royaltyList, data);

beforeEach(() => {
  reply = (call) => breakdown(call.query.groupBy === 'country' ? byCountry : byMonth);
  asked = serveApi((call) => reply(call)).calls;
});

const rowOf = (key: string) => screen.getAllByTestId('rev-row').find((element) => element.getAttribute('data-key') === key)!;
const lastQuery = () => asked.at(-1)!.query;

describe('the earnings breakdown card', () => {
  it('asks for the last twelve months by month and shows each month’s units and earnings in the reader’s format', async () => {
    renderInApp(<BreakdownCard />);
    await screen.findAllByTestId('rev-row');
    expect(asked[0]!.path).toBe('/revenue/royalty/list');
    expect(lastQuery()).toEqual({ groupBy: 'month', from: monthFromNow(-11), to: monthFromNow(0), offset: '0', count: '20' });
    const march = rowOf('2025-03');
    expect(within(march).getByText('Mar 2025')).toBeTruthy();
    expect(within(march).getByText('1,234')).toBeTruthy();
    expect(within(march).getByTestId('rev-row-amount').textContent).toBe('$1,234.50');
    expect(within(rowOf('2025-02')).getByTestId('rev-row-amount').textContent).toBe('$12.10');
  });

  it('groups by country when asked: countries by name, the rest of the world in words, every amount to the same fraction of a cent, and pages on the server', async () => {
    const user = userEvent.setup();
    renderInApp(<BreakdownCard />);
    await screen.findAllByTestId('rev-row');
    await user.click(screen.getByTestId('rev-group-country'));
    await waitFor(() => expect(within(rowOf('BR')).getByText('Brazil')).toBeTruthy());
    expect(lastQuery()).toMatchObject({ groupBy: 'country', offset: '0' });
    expect(within(rowOf('WW')).getByText(en.rev_worldwide)).toBeTruthy();
    // One amount has a fraction of a cent: the whole column shows four decimals.
    expect(within(rowOf('BR')).getByTestId('rev-row-amount').textContent).toBe('$12.3456');
    expect(within(rowOf('WW')).getByTestId('rev-row-amount').textContent).toBe('$1.5000');
    expect(screen.getByRole('columnheader', { name: new RegExp(en.rev_group_country) })).toBeTruthy();

    await user.click(within(screen.getByTestId('rev-table-pager')).getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ groupBy: 'country', offset: '40', count: '20' }));
  });

  it('says when the range ends before it starts, and asks nothing for it', async () => {
    renderInApp(<BreakdownCard />);
    await screen.findAllByTestId('rev-row');
    const before = asked.length;
    fireEvent.change(screen.getByTestId('rev-from'), { target: { value: monthFromNow(2) } });
    expect(await screen.findByText(en.money_range_invalid)).toBeTruthy();
    expect(screen.queryByTestId('rev-row')).toBeNull();
    expect(asked).toHaveLength(before);
  });

  it('says in words when the months have no earnings, and shows the server’s refusal translated', async () => {
    reply = () => breakdown({ currency: 'USD', total: 0, rows: [] });
    const { unmount } = renderInApp(<BreakdownCard />);
    expect((await screen.findByTestId('rev-empty')).textContent).toBe(en.rev_empty);
    unmount();
    reply = () => refused('money_range_invalid');
    renderInApp(<BreakdownCard />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.money_range_invalid);
  });
});
