import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, longMonthLabel, microsOf, monthLabel } from '../money.ts';

const CHART_HEIGHT = 160;
const LABEL_SPACE = 22;
const TOP_SPACE = 6;

/**
 * Earnings per month as bars (plain SVG, no chart library). Positions are percentages of the width, so the chart
 * fills any container down to a 390 px phone while the month labels keep their size. Screen readers get the same
 * numbers as a visually hidden table.
 */
export function MonthlyChart({ months, currency }: { months: { month: string; amount: string; units: number }[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const values = months.map((entry) => {
    const micros = microsOf(entry.amount) ?? 0n;
    return micros > 0n ? micros : 0n;
  });
  const max = values.reduce((top, value) => (value > top ? value : top), 0n);
  const slot = months.length > 0 ? 100 / months.length : 100;
  const gap = slot * 0.18;
  const height = (value: bigint) => {
    if (max === 0n || value === 0n) return 0;
    // Drawing only: the share of the tallest bar, to a thousandth.
    return Math.max(2, (Number((value * 1000n) / max) / 1000) * CHART_HEIGHT);
  };
  const baseline = TOP_SPACE + CHART_HEIGHT;
  return (
    <>
      <svg width="100%" height={baseline + LABEL_SPACE} role="img" aria-label={t('rev_trend_aria')} data-testid="rev-chart" style={{ display: 'block', overflow: 'visible' }}>
        <line x1="0" x2="100%" y1={baseline} y2={baseline} stroke="var(--mantine-color-default-border)" strokeWidth={1} />
        <line x1="0" x2="100%" y1={TOP_SPACE} y2={TOP_SPACE} stroke="var(--mantine-color-default-border)" strokeWidth={1} strokeDasharray="3 4" />
        {months.map((entry, index) => {
          const barHeight = height(values[index]!);
          return (
            <g key={entry.month} data-testid="rev-chart-bar" data-month={entry.month} data-amount={entry.amount}>
              <title>{`${longMonthLabel(entry.month, language)}: ${formatMoney(entry.amount, currency, language)}`}</title>
              {/* A transparent column keeps the tooltip reachable for months with nothing earned. */}
              <rect x={`${index * slot}%`} width={`${slot}%`} y={TOP_SPACE} height={CHART_HEIGHT} fill="transparent" />
              <rect x={`${index * slot + gap}%`} width={`${slot - 2 * gap}%`} y={baseline - barHeight} height={barHeight} rx={3} fill="var(--mantine-primary-color-filled)" />
              <text x={`${(index + 0.5) * slot}%`} y={baseline + 16} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
                {monthLabel(entry.month, language)}
              </text>
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('rev_trend_title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rev_col_month')}</Table.Th>
              <Table.Th>{t('rev_col_amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((entry) => (
              <Table.Tr key={entry.month}>
                <Table.Td>{longMonthLabel(entry.month, language)}</Table.Td>
                <Table.Td>{formatMoney(entry.amount, currency, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
