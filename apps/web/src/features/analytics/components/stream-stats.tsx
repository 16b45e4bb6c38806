import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { Loaded } from './section.tsx';
import { StatCard, StatGrid } from './stat-card.tsx';

/** The five stream measures of the range (for the account, a song or an artist) next to the period before. */
export function StreamStats({ filters, songId, artistId }: { filters: AnalyticsFilters; songId?: number; artistId?: number }) {
  const { t } = useTranslation();
  const query = useQuery(dataQuery(routes.dspSum, { ...rangeQuery(filters, true), songId, artistId }));
  return (
    <Loaded query={query} height={90}>
      {({ totals, compareTotals }) => (
        <StatGrid>
          <StatCard label={t('an_streams')} value={totals.streams} before={compareTotals.streams} testId="an-stat-streams" />
          <StatCard label={t('an_listeners')} value={totals.averageDailyListeners} before={compareTotals.averageDailyListeners} testId="an-stat-listeners" />
          <StatCard label={t('an_saves')} value={totals.saves} before={compareTotals.saves} testId="an-stat-saves" />
          <StatCard label={t('an_playlist_adds')} value={totals.playlistAdds} before={compareTotals.playlistAdds} testId="an-stat-playlist-adds" />
          <StatCard label={t('an_skips')} value={totals.skips} before={compareTotals.skips} testId="an-stat-skips" />
        </StatGrid>
      )}
    </Loaded>
  );
}
