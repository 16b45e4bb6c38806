import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
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
 * Screen readers get the same numbers as a visually hidden table.
 */
export function MonthlyChart({ months, series, currency }: { months: string[]; series: ChartSeries[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const colour = (index: number, entry: ChartSeries) => (entry.others ? OTHERS_COLOUR : `var(--mantine-color-${SERIES_COLOURS[index % SERIES_COLOURS.length]}-6)`);
  const totals = months.map((_, index) => series.reduce((sum, entry) => sum + positive(entry.amounts[index]), 0n));
  const max = totals.reduce((top, value) => (value > top ? value : top), 0n);
  // Drawing only: the share of the tallest bar, to a thousandth.
  const height = (value: bigint) => (max === 0n || value === 0n ? 0 : (Number((value * 1000n) / max) / 1000) * CHART_HEIGHT);
  const totalText = (index: number) => formatMoney((Number(totals[index]!) / 1e6).toFixed(6), currency, language);
  const slot = months.length > 0 ? 100 / months.length : 100;
  const gap = slot * 0.18;
  const baseline = TOP_SPACE + CHART_HEIGHT;
  return (
    <>
      <svg width="100%" height={baseline + LABEL_SPACE} role="img" aria-label={t('rev_trend_aria')} data-testid="rev-chart" style={{ display: 'block', overflow: 'visible' }}>
        <line x1="0" x2="100%" y1={baseline} y2={baseline} stroke="var(--mantine-color-default-border)" strokeWidth={1} />
        <line x1="0" x2="100%" y1={TOP_SPACE} y2={TOP_SPACE} stroke="var(--mantine-color-default-border)" strokeWidth={1} strokeDasharray="3 4" />
        {months.map((month, index) => {
          let top = baseline;
          return (
            <g key={month} data-testid="rev-chart-bar" data-month={month}>
              <title>
                {[
                  `${longMonthLabel(month, language)}: ${totalText(index)}`,
                  ...series.filter((entry) => positive(entry.amounts[index]) > 0n).map((entry) => `${entry.label}: ${formatMoney(entry.amounts[index]!, currency, language)}`),
                ].join('\n')}
              </title>
              {/* A transparent column keeps the tooltip reachable for months with nothing earned. */}
              <rect x={`${index * slot}%`} width={`${slot}%`} y={TOP_SPACE} height={CHART_HEIGHT} fill="transparent" />
              {series.map((entry, seriesIndex) => {
                const segment = height(positive(entry.amounts[index]));
                if (segment === 0) return null;
                top -= segment;
                return <rect key={entry.key} x={`${index * slot + gap}%`} width={`${slot - 2 * gap}%`} y={top} height={segment} fill={colour(seriesIndex, entry)} />;
              })}
              <text x={`${(index + 0.5) * slot}%`} y={baseline + 16} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
                {monthLabel(month, language)}
              </text>
            </g>
          );
        })}
      </svg>
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
