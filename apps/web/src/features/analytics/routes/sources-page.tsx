import { lazy, Suspense } from 'react';
import { SegmentedControl, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SOURCE_STORE_IDS } from '@portal/domain/analytics/vocabulary';
import { DataTable } from '../../../components/data-table.tsx';
import { formatCompact, safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { AnalyticsFrame } from '../components/analytics-frame.tsx';
import { Change } from '../components/change.tsx';
import { Loaded, Section } from '../components/section.tsx';
import { SERIES_COLORS } from '../components/series-colors.ts';
import { sourceKey, storeName } from '../labels.ts';
import { change, rangeQuery } from '../ranges.ts';
import { useAnalyticsFilters } from '../use-filters.ts';

const TrendChart = lazy(() => import('../components/trend-chart.tsx').then((m) => ({ default: m.TrendChart })));
/** The trend draws this many of the biggest sources; the table lists them all. */
const DRAWN = 5;

/** Traffic sources (route /analytics/sources?store=1026): where the streams of the stores that say so started. */
export function SourcesPage() {
  const { t, i18n } = useTranslation();
  const { filters } = useAnalyticsFilters();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('store'));
  const storeId = (SOURCE_STORE_IDS as number[]).includes(asked) ? asked : SOURCE_STORE_IDS[0]!;
  const sum = useQuery(dataQuery(routes.sourceSum, { storeId, ...rangeQuery(filters) }));
  const trend = useQuery(dataQuery(routes.sourceTrend, { storeId, ...rangeQuery(filters) }));
  const language = i18n.language;
  const percent = new Intl.NumberFormat(safeLocale(language), { style: 'percent', maximumFractionDigits: 1 });
  const label = (source: string) => t(sourceKey(storeId, source));
  const biggest = (sum.data?.sources ?? []).slice(0, DRAWN).map((row) => row.source);
  return (
    <AnalyticsFrame title={t('an_tab_sources')} subtitle={t('an_sources_subtitle')}>
      <SegmentedControl
        value={String(storeId)}
        onChange={(value) =>
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set('store', value);
              return next;
            },
            { replace: true },
          )
        }
        data={SOURCE_STORE_IDS.map((id) => ({ value: String(id), label: storeName(id) }))}
        data-testid="an-source-store"
        style={{ alignSelf: 'flex-start' }}
      />
      <Section title={t('an_trend_daily')} testId="an-source-trend">
        <Loaded query={trend} height={260}>
          {(data) => (
            <Suspense fallback={<Skeleton height={260} />}>
              <TrendChart
                dates={data.points.map((point) => point.date)}
                ariaLabel={t('an_sources_trend_aria', { store: storeName(storeId) })}
                series={biggest.map((source, index) => {
                  const position = data.sources.indexOf(source);
                  return { key: source, label: label(source), values: data.points.map((point) => point.counts[position] ?? 0), color: SERIES_COLORS[index] ?? SERIES_COLORS[5]! };
                })}
              />
            </Suspense>
          )}
        </Loaded>
      </Section>
      <Section title={t('an_sources', { store: storeName(storeId) })} testId="an-sources">
        <Loaded query={sum} isEmpty={(data) => data.total === 0}>
          {(data) => (
            <div data-total={data.total}>
              <DataTable
                testId="an-source-table"
                verticalSpacing={6}
                rows={data.sources}
                rowKey={(row) => row.source}
                rowProps={(row) => ({ 'data-testid': `an-source-${row.source}` })}
                columns={[
                  { key: 'source', header: t('an_col_source'), sortValue: (row) => label(row.source), cell: (row) => <Text size="sm">{label(row.source)}</Text> },
                  {
                    key: 'streams',
                    header: storeId === 1900 ? t('an_video_views') : t('an_streams'),
                    align: 'end',
                    nowrap: true,
                    sortValue: (row) => row.streams,
                    cell: (row) => formatCompact(row.streams, language),
                  },
                  { key: 'share', header: t('an_col_share'), align: 'end', nowrap: true, sortValue: (row) => row.share, cell: (row) => percent.format(row.share) },
                  {
                    key: 'change',
                    header: t('an_col_change'),
                    align: 'end',
                    nowrap: true,
                    // Nothing to compare with (—) sorts below any fall.
                    sortValue: (row) => change(row.streams, row.compareStreams) ?? Number.NEGATIVE_INFINITY,
                    cell: (row) => <Change value={row.streams} before={row.compareStreams} />,
                  },
                ]}
              />
            </div>
          )}
        </Loaded>
      </Section>
    </AnalyticsFrame>
  );
}
