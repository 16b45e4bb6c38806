import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { AnalyticsFrame } from '../components/analytics-frame.tsx';
import { Change } from '../components/change.tsx';
import { CountryRanking } from '../components/countries.tsx';
import { RankedBars } from '../components/ranked-bars.tsx';
import { Loaded, Section } from '../components/section.tsx';
import { SongTable } from '../components/song-table.tsx';
import { SpotifyBanner } from '../components/spotify-banner.tsx';
import { StreamStats } from '../components/stream-stats.tsx';
import { StreamTrend } from '../components/stream-trend.tsx';
import { storeName } from '../labels.ts';
import { change, rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { useAnalyticsFilters } from '../use-filters.ts';

/** Streaming (route /analytics/streaming): totals, the trend per measure and per store, stores, countries, songs and artists. */
export function StreamingPage() {
  const { t } = useTranslation();
  const { filters, search } = useAnalyticsFilters();
  const all = useQuery(dataQuery(routes.dspAll, rangeQuery(filters, true)));
  return (
    <AnalyticsFrame title={t('an_tab_streaming')} subtitle={t('an_streaming_subtitle')} storeFilter>
      <SpotifyBanner />
      <StreamStats filters={filters} />
      <StreamTrend filters={filters} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('an_stores')} testId="an-stores">
          <Loaded query={all} isEmpty={(data) => data.stores.length === 0}>
            {(data) => <RankedBars testId="an-store" items={data.stores.map((store) => ({ key: String(store.storeId), label: storeName(store.storeId), value: store.streams, share: store.share }))} />}
          </Loaded>
        </Section>
        <Section title={t('an_countries')} testId="an-countries-card">
          <Loaded query={all} isEmpty={(data) => data.countries.length === 0}>
            {(data) => <CountryRanking countries={data.countries} />}
          </Loaded>
        </Section>
      </SimpleGrid>
      <div id="songs">
        <Section title={t('an_songs')} testId="an-songs">
          <SongTable filters={filters} search={search} />
        </Section>
      </div>
      <ArtistRanking filters={filters} search={search} />
    </AnalyticsFrame>
  );
}

function ArtistRanking({ filters, search }: { filters: AnalyticsFilters; search: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(dataQuery(routes.dspArtistList, rangeQuery(filters, true)));
  return (
    <Section title={t('an_artists')} testId="an-artists">
      <Loaded query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          // On a phone the table scrolls sideways rather than turning into cards: the phone's browser test opens an artist from its rows.
          <DataTable
            phone="scroll"
            verticalSpacing={6}
            rows={data.list.map((artist, index) => ({ ...artist, rank: index + 1 }))}
            rowKey={(artist) => artist.artistId}
            columns={[
              {
                key: 'rank',
                header: '#',
                width: 32,
                sortValue: (artist) => artist.rank,
                cell: (artist) => (
                  <Text size="sm" c="dimmed">
                    {artist.rank}
                  </Text>
                ),
              },
              {
                key: 'artist',
                header: t('an_artist'),
                sortValue: (artist) => artist.name,
                cell: (artist) => (
                  <Anchor component={Link} to={`/analytics/artist/${artist.artistId}${search}`} size="sm" fw={500} data-testid={`an-artist-${artist.artistId}`}>
                    {artist.name}
                  </Anchor>
                ),
              },
              { key: 'streams', header: t('an_streams'), align: 'end', nowrap: true, sortValue: (artist) => artist.streams, cell: (artist) => formatCompact(artist.streams, i18n.language) },
              {
                key: 'change',
                header: t('an_col_change'),
                align: 'end',
                nowrap: true,
                width: 90,
                sortValue: (artist) => change(artist.streams, artist.compareStreams) ?? Number.NEGATIVE_INFINITY,
                cell: (artist) => <Change value={artist.streams} before={artist.compareStreams} />,
              },
            ]}
          />
        )}
      </Loaded>
    </Section>
  );
}
