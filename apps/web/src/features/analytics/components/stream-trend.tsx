import { useQuery } from '@tanstack/react-query';
import { STREAM_METRICS } from '@portal/domain/analytics/vocabulary';
import { dataQuery, routes } from '../api.ts';
import { storeName } from '../labels.ts';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { MetricTrend } from './metric-trend.tsx';
import { SERIES_COLORS } from './series-colors.ts';
import { STREAM_METRIC_LABELS as METRIC_LABELS } from '../options.ts';

/** The daily trend of one stream measure (of the account, a song or an artist); for streams also the five biggest stores. */
export function StreamTrend({ filters, songId, artistId }: { filters: AnalyticsFilters; songId?: number; artistId?: number }) {
  const query = useQuery(dataQuery(routes.dspTrend, { ...rangeQuery(filters, true), songId, artistId, byStore: '1' }));
  return (
    <MetricTrend
      query={query}
      metrics={STREAM_METRICS}
      labels={METRIC_LABELS}
      testId="an-stream-trend"
      extraSeries={(data, metric) =>
        metric === 'streams'
          ? data.stores.map((store, index) => ({
              key: `store-${store.storeId}`,
              label: storeName(store.storeId),
              values: store.streams,
              color: SERIES_COLORS[index + 1] ?? SERIES_COLORS[5]!,
              dashed: true,
            }))
          : []
      }
    />
  );
}
