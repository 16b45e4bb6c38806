import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { promoApplications, promoApplicationTracks, promoCampaigns, tracks } from '@portal/db/schema';
import type { Services } from '../../platform/services.ts';
import { likePattern, trackArtistNamed } from '../catalogue/song-records.ts';
import { applicationViews } from './center-records.ts';

/**
 * POST /search/entity with type promotion_application (document 1 section 3 "Search"): the account's applications
 * whose campaign title, or one of whose tracks' title or artists, matches; newest first.
 */
export async function searchApplications(services: Services, accountId: number, query: { value: string; offset: number; count: number }) {
  const pattern = likePattern(query.value);
  const trackMatches = sql`exists (select 1 from ${promoApplicationTracks} join ${tracks} on ${tracks.id} = ${promoApplicationTracks.trackId}
    where ${promoApplicationTracks.applicationId} = ${promoApplications.id} and ${or(ilike(tracks.title, pattern), trackArtistNamed(pattern))})`;
  const campaignMatches = sql`exists (select 1 from ${promoCampaigns} where ${promoCampaigns.id} = ${promoApplications.campaignId} and ${ilike(promoCampaigns.title, pattern)})`;
  const where = and(eq(promoApplications.ownerUserId, accountId), or(campaignMatches, trackMatches));
  const [[counted], rows] = await Promise.all([
    services.db.select({ total: sql<number>`count(*)` }).from(promoApplications).where(where),
    services.db.select().from(promoApplications).where(where).orderBy(desc(promoApplications.id)).offset(query.offset).limit(query.count),
  ]);
  return { type: 'promotion_application' as const, total: Number(counted?.total ?? 0), applications: await applicationViews(services, rows) };
}
