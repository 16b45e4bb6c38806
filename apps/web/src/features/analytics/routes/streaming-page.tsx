import { Anchor, SimpleGrid, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
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
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
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
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {data.list.map((artist, index) => (
                <Table.Tr key={artist.artistId}>
                  <Table.Td w={32}>
                    <Text size="sm" c="dimmed">
                      {index + 1}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/analytics/artist/${artist.artistId}${search}`} size="sm" fw={500} data-testid={`an-artist-${artist.artistId}`}>
                      {artist.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="end">{formatCompact(artist.streams, i18n.language)}</Table.Td>
                  <Table.Td ta="end" w={90}>
                    <Change value={artist.streams} before={artist.compareStreams} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Loaded>
    </Section>
  );
}
