import { Anchor, Badge, Group, NativeSelect, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { formatCompact, regionName } from '../../../lib/format.ts';
import { CountryFlag } from '../../../components/country-flag.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes, type ChartEntry } from '../api.ts';
import { movementOf } from '../chart-movement.ts';
import { AnalyticsFrame } from '../components/analytics-frame.tsx';
import { Change } from '../components/change.tsx';
import { Loaded, Section } from '../components/section.tsx';
import { dayLabel } from '../labels.ts';
import { rangeQuery } from '../ranges.ts';
import { useAnalyticsFilters } from '../use-filters.ts';
import { type CHART_KINDS, chartKindOptions } from '../options.ts';

type Kind = (typeof CHART_KINDS)[number];
const COUNTRY = /^[A-Z]{2}$/;

/**
 * Charts (route /analytics/charts, decision 065): the account's own songs or releases ranked by streams over the
 * range, with their movement against the period before, on all or some stores or in one country. The kind and the
 * country live in the address (?chart=releases&country=BR) beside the range and stores.
 */
export function ChartsPage() {
  const { t, i18n } = useTranslation();
  const { filters, search } = useAnalyticsFilters();
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('chart') === 'releases' ? 'releases' : 'songs';
  const country = COUNTRY.test(params.get('country') ?? '') ? params.get('country')! : null;
  const query = useQuery(dataQuery(routes.charts, { ...rangeQuery(filters, country === null), kind, country: country ?? undefined }));
  const change = (name: string, value: string | null, extra: Record<string, string | null> = {}) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, v] of Object.entries({ [name]: value, ...extra })) {
          if (v) next.set(key, v);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const countries = query.data?.countries ?? [];
  const language = i18n.language;

  return (
    // A country's chart counts every store (a track's countries are kept over all stores), so the store filter goes.
    <AnalyticsFrame title={t('charts_title')} subtitle={t('charts_subtitle')} storeFilter={country === null}>
      <Section
        title={t(kind === 'songs' ? 'charts_top_songs' : 'charts_top_releases')}
        testId="charts"
        action={
          <Group gap="xs" wrap="wrap">
            <SegmentedControl size="xs" value={kind} onChange={(value) => change('chart', value === 'songs' ? null : value)} data={chartKindOptions(t)} data-testid="charts-kind" />
            <NativeSelect
              size="xs"
              aria-label={t('charts_country')}
              value={country ?? ''}
              // Choosing a country drops the stores: the server cannot rank one country on some stores.
              onChange={(event) => change('country', event.currentTarget.value || null, event.currentTarget.value ? { stores: null } : {})}
              data={[
                { value: '', label: t('charts_all_countries') },
                ...[...new Set([...(country ? [country] : []), ...countries])].map((code) => ({ value: code, label: regionName(code, language) })),
              ]}
              leftSection={country ? <CountryFlag code={country} /> : undefined}
              leftSectionPointerEvents="none"
              data-testid="charts-country"
            />
          </Group>
        }
      >
        <Loaded query={query} isEmpty={(data) => data.entries.length === 0}>
          {(data) => (
            <>
              <Text size="xs" c="dimmed" mb="sm" data-testid="charts-period">
                {t(data.wholeMonths ? 'charts_period_months' : 'charts_period', {
                  start: dayLabel(data.range.start, language),
                  end: dayLabel(data.range.end, language),
                  compareStart: dayLabel(data.compare.start, language),
                  compareEnd: dayLabel(data.compare.end, language),
                })}
              </Text>
              <ChartTable entries={data.entries} kind={data.kind} search={search} />
              {data.charted > data.entries.length && (
                <Text size="xs" c="dimmed" mt="xs" data-testid="charts-more">
                  {t('charts_more', { shown: data.entries.length, charted: data.charted })}
                </Text>
              )}
            </>
          )}
        </Loaded>
      </Section>
    </AnalyticsFrame>
  );
}

function Movement({ rank, previousRank }: { rank: number; previousRank: number | null }) {
  const { t } = useTranslation();
  const movement = movementOf(rank, previousRank);
  if (movement.kind === 'new') {
    return (
      <Badge size="sm" color="violet" variant="light" data-testid="charts-movement">
        {t('charts_new')}
      </Badge>
    );
  }
  if (movement.kind === 'same') {
    return (
      <Text span size="sm" c="dimmed" aria-label={t('charts_same')} title={t('charts_same')} data-testid="charts-movement">
        =
      </Text>
    );
  }
  const label = t(movement.kind === 'up' ? 'charts_up' : 'charts_down', { places: movement.places });
  return (
    <Text span size="sm" fw={600} c={movement.kind === 'up' ? 'teal' : 'red'} aria-label={label} title={label} data-testid="charts-movement">
      {movement.kind === 'up' ? '▲' : '▼'} {movement.places}
    </Text>
  );
}

function ChartTable({ entries, kind, search }: { entries: readonly ChartEntry[]; kind: Kind; search: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <DataTable
      testId="charts-table"
      minWidth={560}
      verticalSpacing={6}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowProps={(entry) => ({ 'data-testid': `charts-row-${entry.rank}` })}
      columns={[
        { key: 'rank', header: t('charts_col_rank'), nowrap: true, cell: (entry) => <Text fw={700}>{entry.rank}</Text> },
        { key: 'movement', header: t('charts_col_movement'), nowrap: true, cell: (entry) => <Movement rank={entry.rank} previousRank={entry.previousRank} /> },
        {
          key: 'title',
          header: t(kind === 'songs' ? 'charts_col_song' : 'charts_col_release'),
          cell: (entry) => (
            <>
              {entry.songId !== null ? (
                <Anchor component={Link} to={`/analytics/track/${entry.songId}${search}`} size="sm" fw={500} lineClamp={1}>
                  {entry.title}
                  {entry.version ? ` (${entry.version})` : ''}
                </Anchor>
              ) : (
                <Text size="sm" fw={500} lineClamp={1}>
                  {entry.title}
                </Text>
              )}
              <Text size="xs" c="dimmed" lineClamp={1}>
                {[entry.artists.join(', '), entry.detail].filter(Boolean).join(' · ')}
              </Text>
            </>
          ),
        },
        { key: 'streams', header: t('an_streams'), align: 'end', nowrap: true, cell: (entry) => formatCompact(entry.streams, language) },
        {
          key: 'previous',
          header: t('charts_col_previous'),
          align: 'end',
          nowrap: true,
          cell: (entry) => (entry.previousRank === null ? '—' : t('charts_previous_rank', { rank: entry.previousRank })),
        },
        { key: 'change', header: t('an_col_change'), align: 'end', nowrap: true, cell: (entry) => <Change value={entry.streams} before={entry.previousStreams} /> },
      ]}
    />
  );
}
