import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { AnalyticsFrame } from '../components/analytics-frame.tsx';
import { AudienceSection } from '../components/audience.tsx';
import { Loaded, Refusal, Section } from '../components/section.tsx';
import { SongTable } from '../components/song-table.tsx';
import { StreamStats } from '../components/stream-stats.tsx';
import { StreamTrend } from '../components/stream-trend.tsx';
import { rangeQuery } from '../ranges.ts';
import { useAnalyticsFilters, usePathId } from '../use-filters.ts';

/** One artist of the account (route /analytics/artist/:artistId): streams, trend, audience and their songs. */
export function ArtistPage() {
  const { t } = useTranslation();
  const artistId = usePathId();
  const { filters, search } = useAnalyticsFilters();
  const valid = Number.isInteger(artistId) && artistId > 0;
  const audience = useQuery(dataQuery(routes.artistAudience, { artistId, ...rangeQuery(filters) }, valid));
  const artists = useQuery(dataQuery(routes.artistList, rangeQuery(filters)));
  const artist = artists.data?.list.find((row) => row.artistId === artistId);
  if (!valid) {
    return (
      <AnalyticsFrame back title={t('an_title')}>
        <Refusal messageKey="analytics_artist_not_found" />
      </AnalyticsFrame>
    );
  }
  return (
    <AnalyticsFrame back storeFilter title={artist ? artist.name : artists.data ? t('an_artist') : <Skeleton height={28} width={200} />}>
      <Loaded query={audience} height={90}>
        {(data) => (
          <>
            <div data-testid="an-artist">
              <StreamStats filters={filters} artistId={artistId} />
            </div>
            <StreamTrend filters={filters} artistId={artistId} />
            <AudienceSection audience={data} />
            <Section title={t('an_songs')} testId="an-songs">
              <SongTable filters={filters} search={search} artistId={artistId} />
            </Section>
          </>
        )}
      </Loaded>
    </AnalyticsFrame>
  );
}
