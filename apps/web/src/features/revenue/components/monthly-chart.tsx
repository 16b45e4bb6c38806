import { Group, Table, Text, useDirection, VisuallyHidden } from '@mantine/core';
import { ChartReader } from '../../../components/chart-reader.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, longMonthLabel, microsOf, monthLabel } from '../../../lib/money.ts';

const CHART_HEIGHT = 160;
const LABEL_SPACE = 22;
const TOP_SPACE = 6;
const SERIES_COLOURS = ['blue', 'teal', 'grape', 'orange', 'pink', 'cyan', 'lime', 'indigo', 'yellow', 'red'];
const OTHERS_COLOUR = 'var(--mantine-color-gray-5)';

export interface ChartSeries {
  key: string;
  label: string;
  /** One amount per month, in the order of `months`. */
  amounts: string[];
  others?: boolean;
}

const positive = (amount: string | undefined) => {
  const micros = microsOf(amount ?? '0') ?? 0n;
  return micros > 0n ? micros : 0n;
};

/**
 * Earnings per month as stacked bars, one colour per series (plain SVG, no chart library). Positions are percentages
 * of the width, so the chart fills any container down to a 390 px phone while the month labels keep their size.
 * Hovering, tapping or arrowing to a month shows its total and each series' amount (ChartReader); screen readers also
 * get the numbers as a visually hidden table. In right-to-left the months run from the right.
 */
export function MonthlyChart({ months, series, currency }: { months: string[]; series: ChartSeries[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rtl = useDirection().dir === 'rtl';
  const colour = (index: number, entry: ChartSeries) => (entry.others ? OTHERS_COLOUR : `var(--mantine-color-${SERIES_COLOURS[index % SERIES_COLOURS.length]}-6)`);
  const totals = months.map((_, index) => series.reduce((sum, entry) => sum + positive(entry.amounts[index]), 0n));
  const max = totals.reduce((top, value) => (value > top ? value : top), 0n);
  // Drawing only: the share of the tallest bar, to a thousandth.
  const height = (value: bigint) => (max === 0n || value === 0n ? 0 : (Number((value * 1000n) / max) / 1000) * CHART_HEIGHT);
  const totalText = (index: number) => formatMoney((Number(totals[index]!) / 1e6).toFixed(6), currency, language);
  const slot = months.length > 0 ? 100 / months.length : 100;
  // A month's place from the left, as drawn.
  const place = (index: number) => (rtl ? months.length - 1 - index : index);
  const point = (index: number) => ({
    title: longMonthLabel(months[index]!, language),
    rows: [
      { label: t('chart_total'), value: totalText(index) },
      ...series.flatMap((entry, seriesIndex) =>
        positive(entry.amounts[index]) > 0n ? [{ label: entry.label, value: formatMoney(entry.amounts[index]!, currency, language), color: colour(seriesIndex, entry) }] : [],
      ),
    ],
  });
  const gap = slot * 0.18;
  const baseline = TOP_SPACE + CHART_HEIGHT;
  return (
    <>
      <ChartReader count={months.length} pointAt={(index) => (index + 0.5) / months.length} point={point} label={t('rev_trend_aria')} testId="rev-chart-reader">
        <svg width="100%" height={baseline + LABEL_SPACE} aria-hidden data-testid="rev-chart" style={{ display: 'block', overflow: 'visible' }}>
          <line x1="0" x2="100%" y1={baseline} y2={baseline} stroke="var(--mantine-color-default-border)" strokeWidth={1} />
          <line x1="0" x2="100%" y1={TOP_SPACE} y2={TOP_SPACE} stroke="var(--mantine-color-default-border)" strokeWidth={1} strokeDasharray="3 4" />
          {months.map((month, index) => {
            let top = baseline;
            return (
              <g key={month} data-testid="rev-chart-bar" data-month={month}>
                {series.map((entry, seriesIndex) => {
                  const segment = height(positive(entry.amounts[index]));
                  if (segment === 0) return null;
                  top -= segment;
                  return <rect key={entry.key} x={`${place(index) * slot + gap}%`} width={`${slot - 2 * gap}%`} y={top} height={segment} fill={colour(seriesIndex, entry)} />;
                })}
                <text x={`${(place(index) + 0.5) * slot}%`} y={baseline + 16} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
                  {monthLabel(month, language)}
                </text>
              </g>
            );
          })}
        </svg>
      </ChartReader>
      {series.length > 0 && (
        <Group gap="sm" data-testid="rev-chart-legend">
          {series.map((entry, index) => (
            <Group key={entry.key} gap={4} wrap="nowrap">
              <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: colour(index, entry), display: 'inline-block' }} />
              <Text size="xs">{entry.label}</Text>
            </Group>
          ))}
        </Group>
      )}
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('rev_trend_title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rev_col_month')}</Table.Th>
              {series.map((entry) => (
                <Table.Th key={entry.key}>{entry.label}</Table.Th>
              ))}
              <Table.Th>{t('rev_col_amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((month, index) => (
              <Table.Tr key={month}>
                <Table.Td>{longMonthLabel(month, language)}</Table.Td>
                {series.map((entry) => (
                  <Table.Td key={entry.key}>{formatMoney(entry.amounts[index] ?? '0', currency, language)}</Table.Td>
                ))}
                <Table.Td>{totalText(index)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
