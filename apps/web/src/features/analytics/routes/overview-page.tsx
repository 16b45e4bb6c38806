import { lazy, Suspense } from 'react';
import { Alert, Anchor, Badge, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { platformById } from '@portal/domain/catalog/platforms';
import { DataTable } from '../../../components/data-table.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes, type Overview } from '../api.ts';
import { AnalyticsFrame } from '../components/analytics-frame.tsx';
import { SongCell } from '../components/paged-table.tsx';
import { RankedBars } from '../components/ranked-bars.tsx';
import { Loaded, NoData, Section } from '../components/section.tsx';
import { StatCard, StatGrid } from '../components/stat-card.tsx';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { useAnalyticsFilters } from '../use-filters.ts';
import { dayLabel } from '../labels.ts';

const TrendChart = lazy(() => import('../components/trend-chart.tsx').then((m) => ({ default: m.TrendChart })));

/** Data insights overview (route /analytics): the range's numbers next to the period before, the trend, stores, songs and presaves. */
export function AnalyticsOverviewPage() {
  const { t } = useTranslation();
  return (
    <AnalyticsFrame title={t('an_title')} subtitle={t('an_subtitle')} storeFilter>
      <OverviewBody />
    </AnalyticsFrame>
  );
}

function OverviewBody() {
  const { t, i18n } = useTranslation();
  const { filters, search } = useAnalyticsFilters();
  const query = useQuery(dataQuery(routes.overview, rangeQuery(filters, true)));
  return (
    <Loaded query={query} height={320}>
      {(data) => (
        <Stack gap="lg" data-testid="an-overview" data-start={data.range.start} data-end={data.range.end}>
          {data.dataThrough && (
            <Text size="xs" c="dimmed">
              {t('an_data_through', { date: dayLabel(data.dataThrough, i18n.language) })}
            </Text>
          )}
          {data.totals.streams === 0 && data.shortVideo.creations === 0 && data.video.views === 0 && (
            <Alert variant="light" data-testid="an-empty">
              {t('an_empty')}
            </Alert>
          )}
          <StatGrid>
            <StatCard label={t('an_streams')} value={data.totals.streams} before={data.compareTotals.streams} testId="an-stat-streams" />
            <StatCard label={t('an_listeners')} value={data.totals.averageDailyListeners} before={data.compareTotals.averageDailyListeners} testId="an-stat-listeners" />
            <StatCard label={t('an_saves')} value={data.totals.saves} before={data.compareTotals.saves} testId="an-stat-saves" />
            <StatCard label={t('an_creations')} value={data.shortVideo.creations} before={data.shortVideo.compareCreations} testId="an-stat-creations" />
            <StatCard label={t('an_video_views')} value={data.video.views} before={data.video.compareViews} testId="an-stat-video" />
          </StatGrid>
          <Section title={t('an_trend_title')}>
            <Suspense fallback={<Skeleton height={240} />}>
              <TrendChart
                dates={data.trend.map((point) => point.date)}
                ariaLabel={t('an_trend_aria')}
                series={[
                  { key: 'previous', label: t('an_previous_period'), values: data.compareTrend.map((point) => point.streams), color: 'var(--mantine-color-gray-5)', dashed: true },
                  { key: 'streams', label: t('an_this_period'), values: data.trend.map((point) => point.streams), color: 'var(--mantine-color-blue-6)' },
                ]}
              />
            </Suspense>
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <TopStores stores={data.stores} search={search} />
            <TopSongs filters={filters} search={search} />
          </SimpleGrid>
          <Presaves filters={filters} />
        </Stack>
      )}
    </Loaded>
  );
}

function TopStores({ stores, search }: { stores: Overview['stores']; search: string }) {
  const { t } = useTranslation();
  const total = stores.reduce((sum, store) => sum + store.streams, 0);
  return (
    <Section
      title={t('an_top_stores')}
      testId="an-top-stores"
      action={
        <Anchor component={Link} to={`/analytics/streaming${search}`} size="xs">
          {t('an_see_all')}
        </Anchor>
      }
    >
      {stores.length === 0 ? (
        <NoData />
      ) : (
        <RankedBars
          items={stores.map((store) => ({ key: String(store.storeId), label: platformById(store.storeId)?.name ?? store.storeId, value: store.streams, share: total ? store.streams / total : 0 }))}
        />
      )}
    </Section>
  );
}

function TopSongs({ filters, search }: { filters: AnalyticsFilters; search: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(dataQuery(routes.songList, { ...rangeQuery(filters, true), count: 5, offset: 0 }));
  return (
    <Section
      title={t('an_top_songs')}
      testId="an-top-songs"
      action={
        <Anchor component={Link} to={`/analytics/streaming${search}#songs`} size="xs">
          {t('an_see_all')}
        </Anchor>
      }
    >
      <Loaded query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <DataTable
            verticalSpacing={6}
            rows={data.list}
            rowKey={(song) => song.songId}
            columns={[
              { key: 'song', header: t('an_col_song'), cell: (song) => <SongCell song={song} search={search} /> },
              {
                key: 'streams',
                header: t('an_streams'),
                align: 'end',
                nowrap: true,
                cell: (song) => (
                  <>
                    <Text size="sm" fw={600}>
                      {formatCompact(song.streams, i18n.language)}
                    </Text>
                    {song.creations > 0 && (
                      <Badge size="xs" variant="light">
                        {t('an_song_creations', { creations: formatCompact(song.creations, i18n.language) })}
                      </Badge>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Loaded>
    </Section>
  );
}

/** Presaves of the releases still to come: shown once there are any. */
function Presaves({ filters }: { filters: AnalyticsFilters }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(dataQuery(routes.presaves, rangeQuery(filters)));
  if (!data || (data.total === 0 && data.releases.length === 0)) return null;
  return (
    <Section
      title={t('an_presaves_title')}
      testId="an-presaves"
      action={
        <Text size="sm" fw={700} data-testid="an-presaves-total" data-value={data.total}>
          {formatCompact(data.total, i18n.language)}
        </Text>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap={6}>
          {data.releases.map((release) => (
            <Text key={release.albumId} size="sm">
              {release.title}
              <Text span c="dimmed" size="xs">
                {' · '}
                {release.releaseTime ? t('an_presave_release_on', { date: dayLabel(release.releaseTime.slice(0, 10), i18n.language) }) : ''}
                {' · '}
                {t('an_presave_count', { presaves: formatCompact(release.presaves, i18n.language) })}
              </Text>
            </Text>
          ))}
        </Stack>
        <RankedBars items={data.stores.map((store) => ({ key: String(store.storeId), label: platformById(store.storeId)?.name ?? store.storeId, value: store.presaves }))} />
      </SimpleGrid>
    </Section>
  );
}
