import { eq, sql } from 'drizzle-orm';
import { royaltyEntries } from '@portal/db/schema';
import type { ResponseOf } from '@portal/contract/route';
import type * as contract from '@portal/contract/monetization';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { monetizationTypes, optInStates, type MonetizationType, type OptInState } from '@portal/domain/monetization/programmes';
import { can } from '@portal/domain/permissions';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { accountMonetization, accountTracks, contractOf, optInRows, stateOf } from './programme-state.ts';

/**
 * Which royalty entries a programme earned, read from what the sales reports say (decision 031): the video platform's
 * UGC lines are Content ID, other platforms' UGC lines are user videos, and the video-editing app (FlickCut, platform 3)
 * reports the video app programme. Breakthrough, CML and sync income is not told apart in the reports: no earnings.
 */
const programmeOfEntry = sql<string | null>`case
  when ${royaltyEntries.saleType} = 'ugc' and lower(${royaltyEntries.store}) like 'youtube%' then 'YOUTUBE_CONTENT_ID'
  when ${royaltyEntries.saleType} = 'ugc' then 'UG'
  when lower(${royaltyEntries.store}) = 'flickcut' then 'CAPCUT'
end`;
const mapped = new Set<MonetizationType>(['YOUTUBE_CONTENT_ID', 'UG', 'CAPCUT']);

async function earningsByProgramme(services: Services, accountId: number): Promise<Map<string, bigint>> {
  const rows = await services.db
    .select({ programme: programmeOfEntry, amount: sql<string>`sum(${royaltyEntries.amount})` })
    .from(royaltyEntries)
    .where(eq(royaltyEntries.userId, accountId))
    .groupBy(programmeOfEntry);
  return new Map(rows.filter((row) => row.programme).map((row) => [row.programme!, BigInt(row.amount)]));
}

export async function monetizationStatistic(services: Services, actor: Actor): Promise<ResponseOf<typeof contract.monetizationStatistic>> {
  const withEarnings = can(actor.abilities, 'Royalty', 'View');
  const [context, list, chosen, earnings] = await Promise.all([
    accountMonetization(services, actor.account),
    accountTracks(services, actor.accountId),
    optInRows(services, actor.accountId),
    withEarnings ? earningsByProgramme(services, actor.accountId) : Promise.resolve(null),
  ]);
  const programmes = monetizationTypes.map((type) => {
    const rows = chosen.get(type) ?? new Map();
    const counts = Object.fromEntries(optInStates.map((state) => [state, 0])) as Record<OptInState, number>;
    let qualified = 0;
    for (const track of list) {
      const { state, reason } = stateOf(type, track, rows.get(track.songId), context);
      counts[state] += 1;
      if (reason === null) qualified += 1;
    }
    const earned = earnings && mapped.has(type) ? formatMicros(earnings.get(type) ?? 0n) : null;
    return { type, counts, qualified, contract: contractOf(context, type), earnings: earned };
  });
  return { currency: SETTLEMENT_CURRENCY, programmes };
}
