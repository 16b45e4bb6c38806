import { useState } from 'react';
import { Box, Card, Center, Group, Loader, ScrollArea, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table.tsx';
import { formatNumber, regionName } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { BREAKDOWN_PAGE_SIZE, royaltyListQuery, type RoyaltyGroup } from '../api.ts';
import { columnDigits, formatMoney, MONTH_PATTERN, monthFromNow, monthLabel } from '../../../lib/money.ts';
import { FormError } from '../../../components/form-error.tsx';
import { royaltyGroupOptions } from '../options.ts';

const SALE_TYPES = new Set(['stream', 'download', 'ugc', 'other']);

/** Earnings grouped by month, store, country, release, track or kind of sale for a range of months, 20 rows a page. */
export function BreakdownCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [group, setGroup] = useState<RoyaltyGroup>('month');
  const [from, setFrom] = useState(() => monthFromNow(-11));
  const [to, setTo] = useState(() => monthFromNow(0));
  const [page, setPage] = useState(1);
  const rangeValid = MONTH_PATTERN.test(from) && MONTH_PATTERN.test(to) && from <= to;
  const { data, error, isPending, isPlaceholderData } = useQuery({ ...royaltyListQuery(group, from, to, page), enabled: rangeValid });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / BREAKDOWN_PAGE_SIZE));
  const digits = columnDigits(data?.rows.map((row) => row.amount) ?? []);

  const label = (key: string, text: string) => {
    switch (group) {
      case 'month':
        return monthLabel(key, language, true);
      case 'country':
        if (!key || key.toUpperCase() === 'WW') return t('rev_worldwide');
        return /^[A-Za-z]{2}$/.test(key) ? regionName(key.toUpperCase(), language) : key;
      case 'saleType':
        return SALE_TYPES.has(key) ? t(`rev_sale_${key}`) : key || t('rev_unknown');
      case 'track':
        // Sales of a whole release (no track) are keyed by their release: "r12".
        if (key.startsWith('r')) return t('rev_release_level', { title: text });
        return key ? text : t('rev_no_track');
      default:
        return text || key || t('rev_unknown');
    }
  };
  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Card withBorder padding="md" data-testid="rev-breakdown">
      <Stack gap="sm">
        <Text fw={600}>{t('rev_breakdown_title')}</Text>
        <ScrollArea type="auto" offsetScrollbars="x" scrollbarSize={4}>
          <SegmentedControl
            size="xs"
            value={group}
            onChange={(value) => change(() => setGroup(value as RoyaltyGroup))}
            aria-label={t('rev_group_label')}
            data={royaltyGroupOptions(t).map((option) => ({ ...option, label: <span data-testid={`rev-group-${option.value}`}>{option.label}</span> }))}
          />
        </ScrollArea>
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
          <TextInput
            type="month"
            label={t('rev_from')}
            placeholder="YYYY-MM"
            value={from}
            onChange={(event) => change(() => setFrom(event.currentTarget.value))}
            error={MONTH_PATTERN.test(from) ? undefined : t('rev_month_invalid')}
            miw={140}
            data-testid="rev-from"
          />
          <TextInput
            type="month"
            label={t('rev_to')}
            placeholder="YYYY-MM"
            value={to}
            onChange={(event) => change(() => setTo(event.currentTarget.value))}
            error={!MONTH_PATTERN.test(to) ? t('rev_month_invalid') : MONTH_PATTERN.test(from) && from > to ? t('money_range_invalid') : undefined}
            miw={140}
            data-testid="rev-to"
          />
        </Group>
        {error ? (
          <FormError error={error} />
        ) : !rangeValid ? null : isPending ? (
          <Center py={32}>
            <Loader size="sm" />
          </Center>
        ) : data.rows.length === 0 && data.total === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="rev-empty">
            {t('rev_empty')}
          </Text>
        ) : (
          <Box style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
            <DataTable
              columns={[
                { key: 'label', header: t(`rev_group_${group}`), cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{label(row.key, row.label)}</span> },
                { key: 'units', header: t('rev_col_units'), align: 'end', nowrap: true, cell: (row) => formatNumber(row.units, language) },
                { key: 'amount', header: t('rev_col_amount'), align: 'end', nowrap: true, testId: 'rev-row-amount', cell: (row) => formatMoney(row.amount, data.currency, language, digits, digits) },
              ]}
              rows={data.rows}
              rowKey={(row) => row.key}
              rowProps={(row) => ({ 'data-testid': 'rev-row', 'data-key': row.key })}
              paging={{ page: Math.min(page, pages), total: data.total, pageSize: BREAKDOWN_PAGE_SIZE, onPage: setPage }}
              empty={t('rev_empty')}
              striped
              testId="rev-table"
            />
          </Box>
        )}
      </Stack>
    </Card>
  );
}
