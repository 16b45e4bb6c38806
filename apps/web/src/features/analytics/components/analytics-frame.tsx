import { useState, type ReactNode } from 'react';
import { Button, Group, Menu, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { NoPermission } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { storeName } from '../labels.ts';
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
  { path: '/analytics/charts', label: 'charts_title' },
  // Shown only to those who may download analytics (decision 062).
  { path: '/analytics/exports', label: 'analytics_export_tab' },
] as const;

/**
 * A data-insight page: its title, the tabs, the range (presets or two days of one's own) and, where the numbers are
 * streams, the store filter; the page itself only when the caller may view analytics. A page with days of its own (the
 * exports) leaves the range control out.
 */
export function AnalyticsFrame({
  title,
  subtitle,
  back,
  storeFilter = false,
  rangeControl = true,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: boolean;
  storeFilter?: boolean;
  rangeControl?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { user, can } = useAbilities();
  const { pathname } = useLocation();
  const { search } = useAnalyticsFilters();
  if (!user) return null;
  const allowed = can('AnalyticsData', 'View');
  const tabs = ANALYTICS_TABS.filter((tab) => tab.path !== '/analytics/exports' || can('AnalyticsData', 'Download'));
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
        {allowed && rangeControl && <RangeControl />}
      </Group>
      {!back && (
        <nav aria-label={t('an_title')} style={{ overflowX: 'auto' }}>
          <Group gap={6} wrap="nowrap" data-testid="an-tabs">
            {tabs.map((tab) => (
              <Button
                key={tab.path}
                component={Link}
                to={`${tab.path}${search}`}
                size="xs"
                radius="xl"
                variant={pathname.replace(/\/+$/, '') === tab.path ? 'filled' : 'default'}
                data-testid={`an-tab-${tab.path.split('/')[2] ?? 'overview'}`}
                style={{ flexShrink: 0 }}
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
          <TextInput
            type="date"
            size="xs"
            aria-label={t('an_range_start')}
            value={filters.start}
            max={filters.end}
            onChange={(event) => event.currentTarget.value && chooseDays(event.currentTarget.value, filters.end)}
            data-testid="an-range-start"
          />
          <Text size="xs">–</Text>
          <TextInput
            type="date"
            size="xs"
            aria-label={t('an_range_end')}
            value={filters.end}
            onChange={(event) => event.currentTarget.value && chooseDays(filters.start, event.currentTarget.value)}
            data-testid="an-range-end"
          />
        </Group>
      )}
    </Stack>
  );
}

/**
 * The stores with data, to limit the streaming numbers to some of them: a menu of check items (a menu, not a select:
 * the shell already loads it, which keeps these pages' first load small).
 */
function StoreFilter() {
  const { t } = useTranslation();
  const { filters, chooseStores } = useAnalyticsFilters();
  const { data } = useQuery(dataQuery(routes.storeUpdates, undefined));
  const chosen = new Set(filters.storeIds);
  const toggle = (storeId: number) => chooseStores(chosen.has(storeId) ? filters.storeIds.filter((id) => id !== storeId) : [...filters.storeIds, storeId]);
  const label = filters.storeIds.length === 0 ? t('an_all_stores') : filters.storeIds.map(storeName).join(', ');
  return (
    <Menu closeOnItemClick={false} position="bottom-start" width={260} shadow="md">
      <Menu.Target>
        <Button variant="default" size="xs" maw={560} style={{ alignSelf: 'flex-start' }} aria-label={t('an_stores_filter')} data-testid="an-store-filter">
          <Text span size="xs" truncate>
            {t('an_stores_filter')}: {label}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        <Menu.Item onClick={() => chooseStores([])} data-testid="an-store-all" fw={filters.storeIds.length === 0 ? 700 : undefined}>
          {t('an_all_stores')}
        </Menu.Item>
        <Menu.Divider />
        {(data?.stores ?? []).map((store) => (
          <Menu.Item
            key={store.storeId}
            onClick={() => toggle(store.storeId)}
            leftSection={
              <span aria-hidden style={{ width: 14, display: 'inline-block' }}>
                {chosen.has(store.storeId) ? '✓' : ''}
              </span>
            }
            role="menuitemcheckbox"
            aria-checked={chosen.has(store.storeId)}
            data-testid={`an-store-option-${store.storeId}`}
          >
            {storeName(store.storeId)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
