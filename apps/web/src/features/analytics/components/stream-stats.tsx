import { useQuery } from '@tanstack/react-query';
import type { streamTotals } from '@portal/contract/analytics';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { Loaded } from './section.tsx';
import { StatCard, StatGrid } from './stat-card.tsx';

type Totals = z.infer<typeof streamTotals>;

/** The five stream measures of a range next to the period before. */
export function StreamStatGrid({ totals, compareTotals }: { totals: Totals; compareTotals: Totals }) {
  const { t } = useTranslation();
  return (
    <StatGrid>
      <StatCard label={t('an_streams')} value={totals.streams} before={compareTotals.streams} testId="an-stat-streams" />
      <StatCard label={t('an_listeners')} value={totals.averageDailyListeners} before={compareTotals.averageDailyListeners} testId="an-stat-listeners" />
      <StatCard label={t('an_saves')} value={totals.saves} before={compareTotals.saves} testId="an-stat-saves" />
      <StatCard label={t('an_playlist_adds')} value={totals.playlistAdds} before={compareTotals.playlistAdds} testId="an-stat-playlist-adds" />
      <StatCard label={t('an_skips')} value={totals.skips} before={compareTotals.skips} testId="an-stat-skips" />
    </StatGrid>
  );
}

/** The same, asked for the account or one artist (/data/dsp/sum). */
export function StreamStats({ filters, artistId }: { filters: AnalyticsFilters; artistId?: number }) {
  const query = useQuery(dataQuery(routes.dspSum, { ...rangeQuery(filters, true), artistId }));
  return (
    <Loaded query={query} height={90}>
      {(data) => <StreamStatGrid totals={data.totals} compareTotals={data.compareTotals} />}
    </Loaded>
  );
}
