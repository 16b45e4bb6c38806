import { useState } from 'react';
import { Card, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROYALTY_TREND_OTHERS } from '@portal/domain/money/royalty';
import { DataTable } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { formatMoney, longMonthLabel, microsOf, monthFromNow } from '../../../lib/money.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { royaltyMonthlyQuery, royaltyTrendQuery } from '../api.ts';
import { MonthlyChart } from './monthly-chart.tsx';

/** The last twelve months of earnings, this month included: by store as a chart, or month by month as a table. */
export function TrendCard() {
  const { t } = useTranslation();
  const [range] = useState(() => ({ from: monthFromNow(-11), to: monthFromNow(0) }));
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card withBorder padding="md" data-testid="rev-trend">
      <Stack gap="sm">
        <Group justify="space-between" gap={4}>
          <Text fw={600}>{t('rev_trend_title')}</Text>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            data={[
              { value: 'chart', label: t('rev_trend_view_chart') },
              { value: 'table', label: t('rev_trend_view_table') },
            ]}
            data-testid="rev-trend-view"
          />
        </Group>
        {view === 'chart' ? <TrendChart from={range.from} to={range.to} /> : <MonthlyTable from={range.from} to={range.to} />}
      </Stack>
    </Card>
  );
}

function TrendChart({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(royaltyTrendQuery(from, to));
  if (error) return <FormError error={error} />;
  if (!data) return <Skeleton height={188} />;
  return (
    <MonthlyChart
      months={data.months}
      currency={data.currency}
      series={data.series.map((entry) => ({ ...entry, label: entry.key === ROYALTY_TREND_OTHERS ? t('rev_trend_others') : entry.key, others: entry.key === ROYALTY_TREND_OTHERS }))}
    />
  );
}

/** Monthly royalties (GET /revenue/royalty/monthly): each sales month's earnings and units, newest first. */
function MonthlyTable({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(royaltyMonthlyQuery(from, to));
  if (error) return <FormError error={error} />;
  const units = new Intl.NumberFormat(i18n.language);
  return (
    <DataTable
      testId="rev-monthly"
      rows={data ? [...data.months].reverse() : undefined}
      rowKey={(row) => row.month}
      rowProps={(row) => ({ 'data-testid': `rev-monthly-${row.month}` })}
      columns={[
        { key: 'month', header: t('rev_monthly_col_month'), cell: (row) => longMonthLabel(row.month, i18n.language) },
        { key: 'units', header: t('rev_monthly_col_units'), align: 'end', nowrap: true, sortValue: (row) => row.units, cell: (row) => units.format(row.units) },
        {
          key: 'amount',
          header: t('rev_monthly_col_amount'),
          align: 'end',
          nowrap: true,
          sortValue: (row) => microsOf(row.amount) ?? 0n,
          cell: (row) => formatMoney(row.amount, data!.currency, i18n.language),
        },
      ]}
    />
  );
}
