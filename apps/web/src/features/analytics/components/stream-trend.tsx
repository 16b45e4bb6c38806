import { lazy, Suspense, useState } from 'react';
import { SegmentedControl, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STREAM_METRICS, type StreamMetric } from '@portal/domain/analytics/vocabulary';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { storeName } from '../labels.ts';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { Loaded, Section } from './section.tsx';
import { SERIES_COLORS } from './series-colors.ts';

const TrendChart = lazy(() => import('./trend-chart.tsx').then((m) => ({ default: m.TrendChart })));

const METRIC_LABELS: Record<StreamMetric, string> = {
  streams: 'an_streams',
  listeners: 'an_metric_listeners',
  saves: 'an_saves',
  playlistAdds: 'an_playlist_adds',
  skips: 'an_skips',
};

/** The daily trend of one measure; for streams also the five biggest stores' lines. */
export function StreamTrend({ filters, songId, artistId }: { filters: AnalyticsFilters; songId?: number; artistId?: number }) {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<StreamMetric>('streams');
  const query = useQuery(dataQuery(routes.dspTrend, { ...rangeQuery(filters, true), songId, artistId, byStore: '1' }));
  return (
    <Section
      title={t('an_trend_daily')}
      testId="an-stream-trend"
      action={<SegmentedControl size="xs" value={metric} onChange={(value) => setMetric(value as StreamMetric)} data={STREAM_METRICS.map((key) => ({ value: key, label: t(METRIC_LABELS[key]) }))} data-testid="an-metric" />}
    >
      <Loaded query={query} height={260}>
        {(data) => (
          <Suspense fallback={<Skeleton height={260} />}>
            <TrendChart
              dates={data.points.map((point) => point.date)}
              ariaLabel={t('an_trend_metric_aria', { metric: t(METRIC_LABELS[metric]) })}
              series={[
                { key: metric, label: t(METRIC_LABELS[metric]), values: data.points.map((point) => point[metric]), color: SERIES_COLORS[0]! },
                ...(metric === 'streams' ? data.stores.map((store, index) => ({ key: `store-${store.storeId}`, label: storeName(store.storeId), values: store.streams, color: SERIES_COLORS[index + 1] ?? SERIES_COLORS[5]!, dashed: true })) : []),
              ]}
            />
          </Suspense>
        )}
      </Loaded>
    </Section>
  );
}

