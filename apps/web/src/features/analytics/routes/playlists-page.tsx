import { useState } from 'react';
import { Badge, Group, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PlaylistKind } from '@portal/domain/analytics/vocabulary';
import { DataTable } from '../../../components/data-table.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes, type Placement } from '../api.ts';
import { AnalyticsFrame } from '../components/analytics-frame.tsx';
import { MetricTrend } from '../components/metric-trend.tsx';
import { PAGE_SIZE, pagesOf } from '../components/paged-table.tsx';
import { Loaded, Section } from '../components/section.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { dayLabel, playlistKindKey, storeName } from '../labels.ts';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { useAnalyticsFilters } from '../use-filters.ts';
import { PLAYLIST_TREND_LABELS, playlistKindFilterOptions } from '../options.ts';

/** Playlists (route /analytics/playlists): where the songs are placed, how far those playlists reach, and over time. */
export function PlaylistsPage() {
  const { t } = useTranslation();
  const { filters } = useAnalyticsFilters();
  const [kind, setKind] = useState<PlaylistKind | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useQuery(dataQuery(routes.playlists, { ...rangeQuery(filters, true), kind: kind === 'all' ? undefined : kind, count: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }));
  return (
    <AnalyticsFrame title={t('an_tab_playlists')} subtitle={t('an_playlists_subtitle')} storeFilter>
      <Loaded query={query} height={90}>
        {({ current }) => (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            <StatCard label={t('an_placements_now')} value={current.placements} testId="an-stat-placements" />
            <StatCard label={t('an_reach_now')} value={current.reach} testId="an-stat-reach" />
            <StatCard label={t('an_editorial_now')} value={current.editorial} testId="an-stat-editorial" />
          </SimpleGrid>
        )}
      </Loaded>
      <PlaylistTrend filters={filters} />
      <Section
        title={t('an_playlists')}
        testId="an-playlists"
        action={
          <SegmentedControl
            size="xs"
            value={kind}
            onChange={(value) => {
              setKind(value as PlaylistKind | 'all');
              setPage(1);
            }}
            data={playlistKindFilterOptions(t)}
            data-testid="an-playlist-kind"
          />
        }
      >
        <Loaded query={query} isEmpty={(data) => data.list.length === 0}>
          {(data) => <PlaylistTable list={data.list} total={data.total} page={page} onPage={setPage} />}
        </Loaded>
      </Section>
    </AnalyticsFrame>
  );
}

function PlaylistTable({ list, total, page, onPage }: { list: readonly Placement[]; total: number; page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <div data-total={total}>
      <DataTable
        minWidth={640}
        verticalSpacing={6}
        rows={list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `an-playlist-${row.id}` })}
        paging={pagesOf(total, page, onPage)}
        columns={[
          {
            key: 'playlist',
            header: t('an_col_playlist'),
            cell: (row) => (
              <>
                <Text size="sm" fw={500} lineClamp={1}>
                  {row.playlistName}
                </Text>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {storeName(row.storeId)}
                  </Text>
                  <Badge size="xs" variant="light" color={row.kind === 'editorial' ? 'grape' : row.kind === 'algorithmic' ? 'teal' : 'gray'}>
                    {t(playlistKindKey(row.kind))}
                  </Badge>
                </Group>
              </>
            ),
          },
          {
            key: 'song',
            header: t('an_col_song'),
            cell: (row) => (
              <Text size="sm" lineClamp={1}>
                {row.songTitle}
              </Text>
            ),
          },
          { key: 'followers', header: t('an_followers'), align: 'end', nowrap: true, cell: (row) => formatCompact(row.followers, language) },
          {
            key: 'onList',
            header: t('an_col_on_list'),
            cell: (row) => (
              <Text size="xs">
                {row.removedOn
                  ? t('an_on_list_between', { from: dayLabel(row.addedOn, language), to: dayLabel(row.removedOn, language) })
                  : t('an_on_list_since', { from: dayLabel(row.addedOn, language) })}
              </Text>
            ),
          },
        ]}
      />
    </div>
  );
}

function PlaylistTrend({ filters }: { filters: AnalyticsFilters }) {
  const query = useQuery(dataQuery(routes.playlistTrend, rangeQuery(filters, true)));
  return <MetricTrend query={query} metrics={['placements', 'reach'] as const} labels={PLAYLIST_TREND_LABELS} testId="an-playlist-trend" />;
}
