import { useState, type ReactNode } from 'react';
import { Button, Group, MultiSelect, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { platformById } from '@portal/domain/catalog/platforms';
import { NoPermission } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { RANGE_PRESETS, type RangePreset } from '../ranges.ts';
import { useAnalyticsFilters } from '../use-filters.ts';

/** The data-insight pages as tabs (decision 025): the address keeps the range and stores from one to the next. */
export const ANALYTICS_TABS = [
  { path: '/analytics', label: 'an_tab_overview' },
  { path: '/analytics/streaming', label: 'an_tab_streaming' },
  { path: '/analytics/short-video', label: 'an_tab_short_video' },
  { path: '/analytics/video', label: 'an_tab_video' },
  { path: '/analytics/playlists', label: 'an_tab_playlists' },
  { path: '/analytics/sources', label: 'an_tab_sources' },
] as const;

/**
 * A data-insight page: its title, the tabs, the range (presets or two days of one's own) and, where the numbers are
 * streams, the store filter; the page itself only when the caller may view analytics.
 */
export function AnalyticsFrame({ title, subtitle, back, storeFilter = false, children }: { title: ReactNode; subtitle?: ReactNode; back?: boolean; storeFilter?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { user, can } = useAbilities();
  const { pathname } = useLocation();
  const { search } = useAnalyticsFilters();
  if (!user) return null;
  const allowed = can('AnalyticsData', 'View');
  return (
    <Stack gap="lg" maw={1200} mx="auto" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'lg', sm: 32 }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          {back && (
            <Text component={Link} to={`/analytics/streaming${search}`} size="sm" c="blue" data-testid="an-back">
              ← {t('an_back')}
            </Text>
          )}
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {allowed && <RangeControl />}
      </Group>
      {!back && (
        <nav aria-label={t('an_title')} style={{ overflowX: 'auto' }}>
          <Group gap={6} wrap="nowrap" data-testid="an-tabs">
            {ANALYTICS_TABS.map((tab) => (
              <Button
                key={tab.path}
                component={Link}
                to={`${tab.path}${search}`}
                size="xs"
                radius="xl"
                variant={pathname.replace(/\/+$/, '') === tab.path ? 'filled' : 'default'}
                data-testid={`an-tab-${tab.path.split('/')[2] ?? 'overview'}`}
                aria-current={pathname.replace(/\/+$/, '') === tab.path ? 'page' : undefined}
              >
                {t(tab.label)}
              </Button>
            ))}
          </Group>
        </nav>
      )}
      {allowed && storeFilter && <StoreFilter />}
      {allowed ? children : <NoPermission />}
    </Stack>
  );
}

function RangeControl() {
  const { t } = useTranslation();
  const { filters, choosePreset, chooseDays } = useAnalyticsFilters();
  const [custom, setCustom] = useState(filters.preset === 'custom');
  const showDays = custom || filters.preset === 'custom';
  return (
    <Stack gap={6} align="flex-end">
      <SegmentedControl
        size="xs"
        value={showDays ? 'custom' : String(filters.preset)}
        onChange={(value) => {
          if (value === 'custom') setCustom(true);
          else {
            setCustom(false);
            choosePreset(Number(value) as RangePreset);
          }
        }}
        data={[...RANGE_PRESETS.map((days) => ({ value: String(days), label: t('an_range_days', { days }) })), { value: 'custom', label: t('an_range_custom') }]}
        data-testid="an-range"
      />
      {showDays && (
        <Group gap="xs" wrap="nowrap" data-testid="an-custom-range">
          <TextInput type="date" size="xs" aria-label={t('an_range_start')} value={filters.start} max={filters.end} onChange={(event) => event.currentTarget.value && chooseDays(event.currentTarget.value, filters.end)} data-testid="an-range-start" />
          <Text size="xs">–</Text>
          <TextInput type="date" size="xs" aria-label={t('an_range_end')} value={filters.end} onChange={(event) => event.currentTarget.value && chooseDays(filters.start, event.currentTarget.value)} data-testid="an-range-end" />
        </Group>
      )}
    </Stack>
  );
}

/** The stores with data, to limit the streaming numbers to some of them. */
function StoreFilter() {
  const { t } = useTranslation();
  const { filters, chooseStores } = useAnalyticsFilters();
  const { data } = useQuery(dataQuery(routes.storeUpdates, undefined));
  const options = (data?.stores ?? []).map((store) => ({ value: String(store.storeId), label: platformById(store.storeId)?.name ?? String(store.storeId) }));
  return (
    <MultiSelect
      data={options}
      value={filters.storeIds.map(String)}
      onChange={(values) => chooseStores(values.map(Number))}
      placeholder={filters.storeIds.length ? undefined : t('an_all_stores')}
      aria-label={t('an_stores_filter')}
      searchable
      clearable
      maw={560}
      size="xs"
      data-testid="an-store-filter"
    />
  );
}
