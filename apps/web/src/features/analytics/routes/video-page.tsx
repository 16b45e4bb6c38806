import { useState } from 'react';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { VIDEO_METRICS, type VideoMetric } from '@portal/domain/analytics/vocabulary';
import { DataTable } from '../../../components/data-table.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { AnalyticsFrame } from '../components/analytics-frame.tsx';
import { PAGE_SIZE, pagesOf } from '../components/paged-table.tsx';
import { MetricTrend } from '../components/metric-trend.tsx';
import { Loaded, Section } from '../components/section.tsx';
import { formatStat, StatCard } from '../components/stat-card.tsx';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { useAnalyticsFilters } from '../use-filters.ts';
import { VIDEO_METRIC_LABELS as METRIC_LABELS } from '../options.ts';

/** Watch time is kept in seconds and shown in hours. */
const shown = (metric: VideoMetric, value: number) => (metric === 'watchSeconds' ? value / 3600 : value);

/** The video site (route /analytics/video): views, watch time and Content ID claims of the videos that use the songs. */
export function VideoPage() {
  const { t } = useTranslation();
  const { filters, search } = useAnalyticsFilters();
  const sum = useQuery(dataQuery(routes.youtubeSum, rangeQuery(filters)));
  return (
    <AnalyticsFrame title={t('an_tab_video')} subtitle={t('an_video_subtitle')}>
      <Loaded query={sum} height={90}>
        {({ totals, compareTotals }) => (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            <StatCard label={t('an_video_views')} value={totals.views} before={compareTotals.views} testId="an-stat-views" />
            <StatCard label={t('an_watch_hours')} value={totals.watchSeconds} before={compareTotals.watchSeconds} format="hours" testId="an-stat-watch" />
            <StatCard label={t('an_claims')} value={totals.claims} before={compareTotals.claims} testId="an-stat-claims" />
          </SimpleGrid>
        )}
      </Loaded>
      <VideoTrend filters={filters} />
      <Videos filters={filters} search={search} />
      <Text size="sm">
        <Anchor component={Link} to={`/analytics/sources${search ? `${search}&` : '?'}store=1900`} data-testid="an-video-sources">
          {t('an_video_sources_link')}
        </Anchor>
      </Text>
    </AnalyticsFrame>
  );
}

function VideoTrend({ filters }: { filters: AnalyticsFilters }) {
  const query = useQuery(dataQuery(routes.youtubeTrend, rangeQuery(filters)));
  return <MetricTrend query={query} metrics={VIDEO_METRICS} labels={METRIC_LABELS} testId="an-video-trend" pointValue={(point, metric) => shown(metric, point[metric])} />;
}

function Videos({ filters, search }: { filters: AnalyticsFilters; search: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(dataQuery(routes.youtubeVideos, { ...rangeQuery(filters), count: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }));
  const language = i18n.language;
  return (
    <Section title={t('an_videos')} testId="an-videos">
      <Loaded query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <div data-total={data.total}>
            <DataTable
              minWidth={600}
              verticalSpacing={6}
              rows={data.list}
              rowKey={(video) => video.videoId}
              rowProps={(video) => ({ 'data-testid': `an-video-${video.videoId}` })}
              paging={pagesOf(data.total, page, setPage)}
              columns={[
                {
                  key: 'video',
                  header: t('an_col_video'),
                  cell: (video) => (
                    <>
                      <Text size="sm" fw={500} lineClamp={1}>
                        {video.title}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {video.channel}
                      </Text>
                    </>
                  ),
                },
                {
                  key: 'song',
                  header: t('an_col_song'),
                  cell: (video) => (
                    <Anchor component={Link} to={`/analytics/track/${video.songId}${search}`} size="sm" lineClamp={1}>
                      {video.songTitle}
                    </Anchor>
                  ),
                },
                { key: 'views', header: t('an_video_views'), align: 'end', nowrap: true, cell: (video) => formatCompact(video.views, language) },
                { key: 'watch', header: t('an_watch_hours'), align: 'end', nowrap: true, cell: (video) => formatStat(video.watchSeconds, 'hours', language) },
                { key: 'claims', header: t('an_claims'), align: 'end', nowrap: true, cell: (video) => formatCompact(video.claims, language) },
              ]}
            />
          </div>
        )}
      </Loaded>
    </Section>
  );
}
