import * as r from '@portal/contract/heads/revenue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { RecoupCard } from './recoup-card.tsx';
import { TrendCard } from './trend-card.tsx';

const advance = { id: 4, amount: '500.000000', recouped: '120.500000', remaining: '379.500000', note: 'Album advance', createdAt: '2026-05-02T10:00:00.000Z' };

describe('recoupment on the revenue page', () => {
  it('shows what the advances add up to and, for one advance, the earnings that paid it back', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) => {
      if (isCallTo(call, r.recoupSummary)) return ok(r.recoupSummary, { currency: 'USD', advanced: '500.000000', recouped: '120.500000', outstanding: '379.500000' });
      if (isCallTo(call, r.recoupDetail))
        return ok(r.recoupDetail, {
          advance,
          movements: [
            { at: '2026-06-10T00:00:00.000Z', kind: 'sales_import', amount: '100.000000' },
            { at: '2026-07-10T00:00:00.000Z', kind: 'direct_transfer', amount: '20.500000' },
          ],
        });
      return ok(r.recoupList, { currency: 'USD', advances: [advance] });
    });
    renderInApp(<RecoupCard />);
    expect((await screen.findByTestId('rev-recoup-advanced')).textContent).toContain('$500.00');
    expect(screen.getByTestId('rev-recoup-recouped').textContent).toContain('$120.50');
    expect(screen.getByTestId('rev-recoup-outstanding').textContent).toContain('$379.50');

    await user.click(screen.getByTestId('rev-recoup-row'));
    const detail = await screen.findByTestId('rev-recoup-detail');
    expect(callsTo(r.recoupDetail)[0]!.query).toEqual({ id: '4' });
    const rows = await within(detail).findAllByText(/\$\d/);
    expect(rows.map((cell) => cell.textContent)).toContain('$100.00');
    expect(within(detail).getByText(en.rev_recoup_from_sales)).toBeTruthy();
    expect(within(detail).getByText(en.rev_recoup_from_other)).toBeTruthy();
  });

  it('shows nothing to an account that never had an advance', async () => {
    const { calls } = serveApi((call) =>
      isCallTo(call, r.recoupSummary)
        ? ok(r.recoupSummary, { currency: 'USD', advanced: '0.000000', recouped: '0.000000', outstanding: '0.000000' })
        : ok(r.recoupList, { currency: 'USD', advances: [] }),
    );
    renderInApp(<RecoupCard />);
    await waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('rev-recoup')).toBeNull();
  });
});

describe('monthly royalties', () => {
  it('shows each sales month with its units and earnings, newest first, as a table', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) =>
      isCallTo(call, r.royaltyMonthly)
        ? ok(r.royaltyMonthly, {
            currency: 'USD',
            months: [
              { month: '2026-10', amount: '12.340000', units: 1500 },
              { month: '2026-11', amount: '3.000000', units: 250 },
            ],
          })
        : ok(r.royaltyTrend, { currency: 'USD', months: [], series: [] }),
    );
    renderInApp(<TrendCard />);
    await user.click(await screen.findByText(en.rev_trend_view_table));
    const november = await screen.findByTestId('rev-monthly-2026-11');
    expect(november.textContent).toContain('250');
    expect(screen.getByTestId('rev-monthly-2026-10').textContent).toContain('$12.34');
    expect(screen.getAllByTestId(/^rev-monthly-\d/).map((row) => row.dataset.testid)).toEqual(['rev-monthly-2026-11', 'rev-monthly-2026-10']);
    expect(callsTo(r.royaltyMonthly)[0]!.query.from).toMatch(/^\d{4}-\d{2}$/);
  });
});
