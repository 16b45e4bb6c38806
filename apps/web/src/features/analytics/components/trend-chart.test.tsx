import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { renderInApp } from '../../../test/render.tsx';
import { TrendChart } from './trend-chart.tsx';

const dates = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
const chart = () => (
  <TrendChart
    dates={dates}
    ariaLabel="Streams per day"
    series={[
      { key: 'streams', label: 'Streams', values: [1200, 12345, 7, 0], color: 'blue' },
      { key: 'previous', label: 'Previous period', values: [900, 1000, 2500000, 3], color: 'gray', dashed: true },
    ]}
  />
);
const tooltip = () => screen.queryByTestId('an-trend-chart-reader-tooltip');
const live = () => screen.getByTestId('an-trend-chart-reader-live').textContent;

afterEach(() => {
  activateLanguage('en');
  document.documentElement.dir = 'ltr';
});

describe('the daily trend chart', () => {
  it('shows the date and each value of the day under the pointer, and hides them when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderInApp(chart());
    expect(tooltip()).toBeNull();

    await user.hover(screen.getByTestId('an-trend-chart-reader-point-1'));
    expect(screen.getByTestId('an-trend-chart-reader-tooltip-title').textContent).toBe('Mon, March 2, 2026');
    expect(tooltip()!.textContent).toBe('Mon, March 2, 2026Streams12,345Previous period1,000');

    await user.hover(screen.getByTestId('an-trend-chart-reader-point-2'));
    expect(tooltip()!.textContent).toBe('Tue, March 3, 2026Streams7Previous period2,500,000');

    await user.unhover(screen.getByTestId('an-trend-chart-reader'));
    expect(tooltip()).toBeNull();
  });

  it('shows the values of a tapped day', async () => {
    const user = userEvent.setup();
    renderInApp(chart());
    await user.pointer({ keys: '[TouchA]', target: screen.getByTestId('an-trend-chart-reader-point-3') });
    expect(tooltip()!.textContent).toBe('Wed, March 4, 2026Streams0Previous period3');
  });

  it('is reached with Tab, read with the arrow keys (also said to screen readers) and closed with Escape', async () => {
    const user = userEvent.setup();
    renderInApp(chart());
    const reader = screen.getByRole('group', { name: 'Streams per day' });
    expect(reader.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(reader.getAttribute('aria-describedby')!)!.textContent).toBe(en.chart_reader_hint);

    await user.tab();
    expect(document.activeElement).toBe(reader);
    expect(tooltip()).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(tooltip()!.textContent).toBe('Sun, March 1, 2026Streams1,200Previous period900');
    expect(live()).toBe('Sun, March 1, 2026, Streams: 1,200, Previous period: 900');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(live()).toBe('Tue, March 3, 2026, Streams: 7, Previous period: 2,500,000');
    await user.keyboard('{ArrowLeft}');
    expect(live()).toBe('Mon, March 2, 2026, Streams: 12,345, Previous period: 1,000');
    await user.keyboard('{End}');
    expect(screen.getByTestId('an-trend-chart-reader-tooltip-title').textContent).toBe('Wed, March 4, 2026');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('an-trend-chart-reader-tooltip-title').textContent).toBe('Wed, March 4, 2026');
    await user.keyboard('{Home}');
    expect(screen.getByTestId('an-trend-chart-reader-tooltip-title').textContent).toBe('Sun, March 1, 2026');

    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    expect(live()).toBe('');
  });

  it('formats the date and the numbers in the reader’s language', async () => {
    const user = userEvent.setup();
    activateLanguage('de');
    renderInApp(chart());
    await user.hover(screen.getByTestId('an-trend-chart-reader-point-1'));
    expect(tooltip()!.textContent).toBe('Mo., 2. März 2026Streams12.345Previous period1.000');
  });

  it('runs from the right in Arabic: the first day is on the right, and the left arrow moves to later days', async () => {
    const user = userEvent.setup();
    act(() => activateLanguage('ar'));
    document.documentElement.dir = 'rtl';
    renderInApp(chart());
    const format = (value: number) => new Intl.NumberFormat('ar').format(value);
    const first = screen.getByTestId('an-trend-chart-reader-point-0');
    expect(first.style.left).toBe('83.33333333333334%');
    expect(screen.getByTestId('an-trend-chart-reader-point-3').style.left).toBe('0%');
    expect(screen.getByTestId('an-trend-chart').querySelector('svg')!.style.transform).toBe('scaleX(-1)');

    await user.tab();
    await user.keyboard('{ArrowLeft}');
    const title = new Date('2026-03-01T00:00:00Z').toLocaleDateString('ar', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(live()).toBe(`${title}, Streams: ${format(1200)}, Previous period: ${format(900)}`);
    // The tooltip stands over the first day, at the right edge.
    expect(tooltip()!.style.left).toBe('100%');
    await user.keyboard('{ArrowLeft}');
    expect(tooltip()!.textContent).toContain(format(12345));
    await user.keyboard('{ArrowRight}');
    expect(tooltip()!.textContent).toContain(format(1200));
    expect(document.getElementById(screen.getByTestId('an-trend-chart-reader').getAttribute('aria-describedby')!)!.textContent).toBe(ar.chart_reader_hint);
  });
});
