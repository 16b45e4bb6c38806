import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/translator.ts';
import { renderInApp } from '../../../test/render.tsx';
import { MonthlyChart } from './monthly-chart.tsx';

const chart = () => (
  <MonthlyChart
    months={['2026-01', '2026-02', '2026-03']}
    currency="USD"
    series={[
      { key: 'Spotify', label: 'Spotify', amounts: ['41.290000', '0.000000', '1234.5'] },
      { key: 'others', label: 'Other stores', amounts: ['12.500000', '0.000000', '0.004'], others: true },
    ]}
  />
);
const tooltip = () => screen.queryByTestId('rev-chart-reader-tooltip');

afterEach(() => {
  activateLanguage('en');
  document.documentElement.dir = 'ltr';
});

describe('the monthly earnings chart', () => {
  it("shows a month's total and each store's part under the pointer, in the reader's format", async () => {
    const user = userEvent.setup();
    renderInApp(chart());
    await user.hover(screen.getByTestId('rev-chart-reader-point-0'));
    expect(tooltip()!.textContent).toBe('January 2026Total$53.79Spotify$41.29Other stores$12.50');
    // A month with nothing earned still answers, with its total only.
    await user.hover(screen.getByTestId('rev-chart-reader-point-1'));
    expect(tooltip()!.textContent).toBe('February 2026Total$0.00');

    activateLanguage('fr');
    await user.hover(screen.getByTestId('rev-chart-reader-point-2'));
    const usd = (value: number) => new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(value);
    expect(usd(1234.5)).toMatch(/^1\s234,50\s\$US$/);
    // The French catalog is not loaded here: the label is English, the amounts French.
    expect(tooltip()!.textContent).toBe(`mars 2026Total${usd(1234.504)}Spotify${usd(1234.5)}Other stores${usd(0)}`);
  });

  it('is read month by month with the keyboard, the left arrow going forward in right-to-left', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    renderInApp(chart());
    const reader = screen.getByRole('group', { name: 'Bar chart of your earnings per month over the last 12 months' });
    await user.tab();
    expect(document.activeElement).toBe(reader);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('rev-chart-reader-live').textContent).toBe('January 2026, Total: $53.79, Spotify: $41.29, Other stores: $12.50');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByTestId('rev-chart-reader-tooltip-title').textContent).toBe('March 2026');
    // The bars are drawn from the right: January's is the last third.
    expect(screen.getByTestId('rev-chart-reader-point-0').style.left).toBe('66.66666666666667%');
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
  });
});
