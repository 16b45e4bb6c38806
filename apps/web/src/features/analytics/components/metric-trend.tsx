import { lazy, Suspense, useState } from 'react';
import { SegmentedControl, Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Loaded, Section } from './section.tsx';
import { SERIES_COLORS } from './series-colors.ts';
import type { TrendSeries } from './trend-chart.tsx';
import { metricOptions } from '../options.ts';

const TrendChart = lazy(() => import('./trend-chart.tsx').then((m) => ({ default: m.TrendChart })));

type Point = { date: string };

/**
 * "Day by day": one measure of a trend call at a time, chosen above the chart (streams, creations, views,
 * placements…), with any lines the page adds for that measure.
 */
export function MetricTrend<T extends { points: Point[] }, M extends string>({
  query,
  metrics,
  labels,
  testId,
  pointValue,
  extraSeries,
}: {
  query: UseQueryResult<T>;
  metrics: readonly M[];
  /** The message key of each measure. */
  labels: Record<M, string>;
  testId: string;
  /** A point's value of a measure (default: the point's field of that name). */
  pointValue?: (point: T['points'][number], metric: M) => number;
  extraSeries?: (data: T, metric: M) => TrendSeries[];
}) {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<M>(metrics[0]!);
  const label = t(labels[metric]);
  const read = pointValue ?? ((point: Point, key: M) => (point as unknown as Record<M, number>)[key]);
  return (
    <Section
      title={t('an_trend_daily')}
      testId={testId}
      action={<SegmentedControl size="xs" value={metric} onChange={(value) => setMetric(value as M)} data={metricOptions(t, metrics, labels)} data-testid="an-metric" />}
    >
      <Loaded query={query} height={260}>
        {(data) => (
          <Suspense fallback={<Skeleton height={260} />}>
            <TrendChart
              dates={data.points.map((point) => point.date)}
              ariaLabel={t('an_trend_metric_aria', { metric: label })}
              series={[{ key: metric, label, values: data.points.map((point) => read(point, metric)), color: SERIES_COLORS[0]! }, ...(extraSeries?.(data, metric) ?? [])]}
            />
          </Suspense>
        )}
      </Loaded>
    </Section>
  );
}
