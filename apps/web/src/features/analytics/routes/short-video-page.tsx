import { lazy, Suspense, useState } from 'react';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SHORT_VIDEO_METRICS } from '@portal/domain/analytics/vocabulary';
import { DataTable } from '../../../components/data-table.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { AnalyticsFrame } from '../components/analytics-frame.tsx';
import { PAGE_SIZE, pagesOf, SongCell } from '../components/paged-table.tsx';
import { MetricTrend } from '../components/metric-trend.tsx';
import { RankedBars } from '../components/ranked-bars.tsx';
import { Loaded, Section } from '../components/section.tsx';
import { SpotifyBanner } from '../components/spotify-banner.tsx';
import { StatCard, StatGrid } from '../components/stat-card.tsx';
import { SERIES_COLORS } from '../components/series-colors.ts';
import { categoryKey } from '../labels.ts';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { useAnalyticsFilters } from '../use-filters.ts';
import { SHORT_VIDEO_METRIC_LABELS as METRIC_LABELS } from '../options.ts';

const TrendChart = lazy(() => import('../components/trend-chart.tsx').then((m) => ({ default: m.TrendChart })));

/** The short-video app (route /analytics/short-video): videos made with the sounds, their reach and engagement, who makes them. */
export function ShortVideoPage() {
  const { t } = useTranslation();
  const { filters, search } = useAnalyticsFilters();
  const range = rangeQuery(filters);
  const sum = useQuery(dataQuery(routes.ttSum, range));
  const engagement = useQuery(dataQuery(routes.ttEngagement, range));
  const categories = useQuery(dataQuery(routes.ttCategories, range));
  const artists = useQuery(dataQuery(routes.ttArtistList, range));
  return (
    <AnalyticsFrame title={t('an_tab_short_video')} subtitle={t('an_short_video_subtitle')}>
      <SpotifyBanner />
      <Loaded query={sum} height={90}>
        {({ totals, compareTotals }) => (
          <StatGrid>
            {SHORT_VIDEO_METRICS.map((metric) => (
              <StatCard key={metric} label={t(METRIC_LABELS[metric])} value={totals[metric]} before={compareTotals[metric]} testId={`an-stat-${metric}`} />
            ))}
          </StatGrid>
        )}
      </Loaded>
      <ShortVideoTrend filters={filters} />
      <Section title={t('an_engagement')} testId="an-engagement">
        <Loaded query={engagement} height={90}>
          {({ rates, compareRates }) => (
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
              <StatCard label={t('an_engagement_rate')} value={rates.engagementRate} before={compareRates.engagementRate} format="percent" testId="an-rate-engagement" />
              <StatCard label={t('an_like_rate')} value={rates.likeRate} before={compareRates.likeRate} format="percent" testId="an-rate-like" />
              <StatCard label={t('an_share_rate')} value={rates.shareRate} before={compareRates.shareRate} format="percent" testId="an-rate-share" />
              <StatCard label={t('an_comment_rate')} value={rates.commentRate} before={compareRates.commentRate} format="percent" testId="an-rate-comment" />
            </SimpleGrid>
          )}
        </Loaded>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('an_creator_categories')} testId="an-categories">
          <Loaded query={categories} isEmpty={(data) => data.categories.length === 0}>
            {(data) => <RankedBars testId="an-category" items={data.categories.map((row) => ({ key: row.category, label: t(categoryKey(row.category)), value: row.creations, share: row.share }))} />}
          </Loaded>
        </Section>
        <Section title={t('an_artists')} testId="an-tt-artists">
          <Loaded query={artists} isEmpty={(data) => data.list.length === 0}>
            {(data) => (
              <RankedBars items={data.list.map((artist) => ({ key: String(artist.artistId), label: artist.name, value: artist.creations, href: `/analytics/artist/${artist.artistId}${search}` }))} />
            )}
          </Loaded>
        </Section>
      </SimpleGrid>
      <CreatorTrend filters={filters} />
      <ShortVideoSongs filters={filters} search={search} />
    </AnalyticsFrame>
  );
}

function ShortVideoTrend({ filters }: { filters: AnalyticsFilters }) {
  const query = useQuery(dataQuery(routes.ttTrend, rangeQuery(filters)));
  return <MetricTrend query={query} metrics={SHORT_VIDEO_METRICS} labels={METRIC_LABELS} testId="an-tt-trend" />;
}

/** Videos made per day by the biggest creator categories. */
function CreatorTrend({ filters }: { filters: AnalyticsFilters }) {
  const { t } = useTranslation();
  const query = useQuery(dataQuery(routes.ttCreators, rangeQuery(filters)));
  return (
    <Section title={t('an_creators_trend')} testId="an-creators">
      <Loaded query={query} height={260} isEmpty={(data) => data.categories.length === 0}>
        {(data) => (
          <Suspense fallback={<Skeleton height={260} />}>
            <TrendChart
              dates={data.points.map((point) => point.date)}
              ariaLabel={t('an_creators_trend')}
              series={data.categories.map((category, index) => ({
                key: category,
                label: t(categoryKey(category)),
                values: data.points.map((point) => point.counts[index] ?? 0),
                color: SERIES_COLORS[index] ?? SERIES_COLORS[5]!,
              }))}
            />
          </Suspense>
        )}
      </Loaded>
    </Section>
  );
}

function ShortVideoSongs({ filters, search }: { filters: AnalyticsFilters; search: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(dataQuery(routes.ttSongs, { ...rangeQuery(filters), count: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }));
  const language = i18n.language;
  return (
    <Section title={t('an_sounds')} testId="an-tt-songs">
      <Loaded query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <div data-total={data.total}>
            <DataTable
              minWidth={560}
              verticalSpacing={6}
              rows={data.list}
              rowKey={(song) => song.songId}
              paging={pagesOf(data.total, page, setPage)}
              columns={[
                { key: 'song', header: t('an_col_song'), cell: (song) => <SongCell song={song} search={search} /> },
                ...SHORT_VIDEO_METRICS.map((metric) => ({
                  key: metric,
                  header: t(METRIC_LABELS[metric]),
                  align: 'end' as const,
                  nowrap: true,
                  cell: (song: (typeof data.list)[number]) => formatCompact(song[metric], language),
                })),
              ]}
            />
          </div>
        )}
      </Loaded>
    </Section>
  );
}
