import { useState } from 'react';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { platformById } from '@portal/domain/catalog/platforms';
import { PROMO_STORES } from '@portal/domain/promotion/promo-page';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { overviewQuery } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';

const PERIODS = [7, 28, 90] as const;

/** A link kind as people read it: the store's name, or the social platform's. */
function linkName(link: string, t: (key: string) => string) {
  const store = PROMO_STORES.find((entry) => entry.key === link);
  return store ? (platformById(store.storeId)?.name ?? link) : t(`promo_link_${link}`);
}

interface CountRow {
  key: string;
  name: string;
  value: number;
}

/** A two-column table of counts; "none yet", under the table's name, while the period has none. A narrow table: it stays a table on a phone. */
function CountTable({ label, valueLabel, rows, format, testId }: { label: string; valueLabel: string; rows?: CountRow[]; format: (value: number) => string; testId?: string }) {
  const { t } = useTranslation();
  const columns: DataColumn<CountRow>[] = [
    { key: 'name', header: label, cell: (row) => row.name, sortValue: (row) => row.name },
    { key: 'value', header: valueLabel, cell: (row) => format(row.value), align: 'end', nowrap: true, sortValue: (row) => row.value },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      phone="scroll"
      testId={testId}
      empty={
        <>
          <Text span inherit fw={600} c="var(--mantine-color-text)">
            {label}
          </Text>
          <br />
          {t('promo_overview_none')}
        </>
      }
    />
  );
}

/** The page's views, link clicks and presaves over the last 7, 28 or 90 days. */
export function PageOverview({ pageId }: { pageId: number }) {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<number>(28);
  const { data, error } = useQuery(overviewQuery(pageId, days));
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="promo-overview">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('promo_overview')}
          </Title>
          <SegmentedControl
            size="xs"
            value={String(days)}
            onChange={(value) => setDays(Number(value))}
            data={PERIODS.map((period) => ({ value: String(period), label: t('promo_overview_days', { days: period }) }))}
          />
        </Group>
        <FormError error={error} />
        <SimpleGrid cols={3} spacing="sm">
          {(
            [
              ['promo_overview_views', data?.views, 'promo-views'],
              ['promo_overview_clicks', data?.clicks, 'promo-clicks'],
              ['promo_overview_presaves', data?.presaves, 'promo-presaves'],
            ] as const
          ).map(([label, value, testId]) => (
            <div key={label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(label)}
              </Text>
              <Text size="xl" fw={700} data-testid={testId}>
                {value === undefined ? '–' : number(value)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CountTable
            label={t('promo_overview_presaves_by_store')}
            valueLabel={t('promo_overview_presaves')}
            rows={data?.presavesByStore.map((row) => ({ key: String(row.storeId), name: platformById(row.storeId)?.name ?? String(row.storeId), value: row.presaves }))}
            format={number}
            testId="promo-presaves-by-store"
          />
          <CountTable
            label={t('promo_overview_clicks_by_link')}
            valueLabel={t('promo_overview_clicks')}
            rows={data?.clicksByLink.map((row) => ({ key: row.link, name: linkName(row.link, t), value: row.clicks }))}
            format={number}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
