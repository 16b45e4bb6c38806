import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { AnalyticsFrame } from '../components/analytics-frame.tsx';
import { AudienceSection } from '../components/audience.tsx';
import { CountryRanking } from '../components/countries.tsx';
import { RankedBars } from '../components/ranked-bars.tsx';
import { Loaded, Refusal, Section } from '../components/section.tsx';
import { StatCard, StatGrid } from '../components/stat-card.tsx';
import { StreamStatGrid } from '../components/stream-stats.tsx';
import { StreamTrend } from '../components/stream-trend.tsx';
import { storeName } from '../labels.ts';
import { rangeQuery } from '../ranges.ts';
import { useAnalyticsFilters, usePathId } from '../use-filters.ts';

/** One track (route /analytics/track/:songId): its streams, trend, stores, countries, audience and life on the other platforms. */
export function TrackPage() {
  const { t } = useTranslation();
  const songId = usePathId();
  const { filters } = useAnalyticsFilters();
  const valid = Number.isInteger(songId) && songId > 0;
  const song = useQuery(dataQuery(routes.dspSong, { songId, ...rangeQuery(filters, true) }, valid));
  const audience = useQuery(dataQuery(routes.songAudience, { songId, ...rangeQuery(filters) }, valid));
  const shortVideo = useQuery(dataQuery(routes.ttSum, { songId, ...rangeQuery(filters) }, valid));
  const video = useQuery(dataQuery(routes.youtubeSum, { songId, ...rangeQuery(filters) }, valid));
  const summary = song.data?.song;
  if (!valid) {
    return (
      <AnalyticsFrame back title={t('an_title')}>
        <Refusal messageKey="analytics_song_not_found" />
      </AnalyticsFrame>
    );
  }
  return (
    <AnalyticsFrame
      back
      storeFilter
      title={summary ? `${summary.title}${summary.version ? ` (${summary.version})` : ''}` : <Skeleton height={28} width={240} />}
      subtitle={summary ? `${summary.artists.join(', ')} · ${summary.releaseTitle} · ${summary.isrc}` : undefined}
    >
      <Loaded query={song} height={90}>
        {(data) => (
          <div data-testid="an-track" data-song={data.song.songId}>
            <StreamStatGrid totals={data.totals} compareTotals={data.compareTotals} />
          </div>
        )}
      </Loaded>
      {song.data && (
        <>
          <StreamTrend filters={filters} songId={songId} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section title={t('an_stores')} testId="an-stores">
              <RankedBars testId="an-store" items={song.data.stores.map((store) => ({ key: String(store.storeId), label: storeName(store.storeId), value: store.streams, share: store.share }))} />
            </Section>
            <Section title={t('an_countries')} testId="an-countries-card">
              <CountryRanking countries={song.data.countries} />
            </Section>
          </SimpleGrid>
          <Loaded query={audience}>{(data) => <AudienceSection audience={data} />}</Loaded>
          <Section title={t('an_elsewhere')} testId="an-elsewhere">
            <StatGrid>
              <StatCard label={t('an_creations')} value={shortVideo.data?.totals.creations ?? 0} before={shortVideo.data?.compareTotals.creations} testId="an-stat-creations" />
              <StatCard label={t('an_short_video_views')} value={shortVideo.data?.totals.views ?? 0} before={shortVideo.data?.compareTotals.views} testId="an-stat-short-views" />
              <StatCard label={t('an_video_views')} value={video.data?.totals.views ?? 0} before={video.data?.compareTotals.views} testId="an-stat-video" />
              <StatCard label={t('an_watch_hours')} value={video.data?.totals.watchSeconds ?? 0} before={video.data?.compareTotals.watchSeconds} format="hours" testId="an-stat-watch" />
            </StatGrid>
            <Text size="xs" c="dimmed" mt="xs">
              {t('an_elsewhere_hint')}
            </Text>
          </Section>
        </>
      )}
    </AnalyticsFrame>
  );
}
