import { useState } from 'react';
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROYALTY_TREND_OTHERS } from '@portal/domain/money/royalty';
import { useTranslation } from '../../../lib/use-translation.ts';
import { royaltyTrendQuery } from '../api.ts';
import { monthFromNow } from '../../../lib/money.ts';
import { MonthlyChart } from './monthly-chart.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** The last twelve months of earnings by store, this month included. */
export function TrendCard() {
  const { t } = useTranslation();
  const [range] = useState(() => ({ from: monthFromNow(-11), to: monthFromNow(0) }));
  const { data, error } = useQuery(royaltyTrendQuery(range.from, range.to));
  return (
    <Card withBorder padding="md" data-testid="rev-trend">
      <Stack gap="sm">
        <Group justify="space-between" gap={4}>
          <Text fw={600}>{t('rev_trend_title')}</Text>
          <Text size="xs" c="dimmed">
            {data?.currency}
          </Text>
        </Group>
        {error ? (
          <FormError error={error} />
        ) : !data ? (
          <Skeleton height={188} />
        ) : (
          <MonthlyChart
            months={data.months}
            currency={data.currency}
            series={data.series.map((entry) => ({ ...entry, label: entry.key === ROYALTY_TREND_OTHERS ? t('rev_trend_others') : entry.key, others: entry.key === ROYALTY_TREND_OTHERS }))}
          />
        )}
      </Stack>
    </Card>
  );
}
