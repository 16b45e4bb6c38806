import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import { discoveryModeTracks, promoApplications, promoApplicationTracks, promoCampaigns, releases, splitInvites, splits, trackPublishing, tracks } from '@portal/db/schema';
import type { Services } from '../../platform/services.ts';
import { songNotFound, submittedReleasesOf } from './song-records.ts';

/** GET /song/usage: where one song of the account is used, for the library's song page. */
export async function songUsage(services: Services, accountId: number, songId: number) {
  const [song] = await services.db
    .select({ id: tracks.id, isrc: tracks.isrc })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(eq(tracks.id, songId), submittedReleasesOf(accountId)));
  if (!song) throw songNotFound();
  const [carriers, [split], [publishing], promotions, [discovery]] = await Promise.all([
    // The same recording on other releases of the account (a single and its album, a compilation…).
    services.db
      .select({ albumId: releases.id, songId: tracks.id, title: releases.title, status: releases.status, isDraft: releases.isDraft })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(and(eq(releases.ownerUserId, accountId), or(eq(tracks.id, songId), song.isrc ? eq(tracks.isrc, song.isrc) : undefined)))
      .orderBy(desc(releases.id)),
    services.db
      .select({ splitId: splits.id, status: splits.status, effectiveFrom: splits.effectiveFrom, collaborators: count(splitInvites.id) })
      .from(splits)
      .leftJoin(splitInvites, eq(splitInvites.splitId, splits.id))
      .where(and(eq(splits.trackId, songId), eq(splits.ownerUserId, accountId), inArray(splits.status, ['CREATED', 'ACTIVE'])))
      .groupBy(splits.id),
    services.db
      .select({ status: trackPublishing.status, iswc: trackPublishing.iswc, societyWorkId: trackPublishing.societyWorkId })
      .from(trackPublishing)
      .where(and(eq(trackPublishing.trackId, songId), eq(trackPublishing.ownerUserId, accountId))),
    services.db
      .select({ applicationId: promoApplications.id, campaignTitle: promoCampaigns.title, status: promoApplications.status })
      .from(promoApplicationTracks)
      .innerJoin(promoApplications, eq(promoApplications.id, promoApplicationTracks.applicationId))
      .innerJoin(promoCampaigns, eq(promoCampaigns.id, promoApplications.campaignId))
      .where(and(eq(promoApplicationTracks.trackId, songId), eq(promoApplicationTracks.ownerUserId, accountId)))
      .orderBy(asc(promoApplications.id)),
    services.db
      .select({ trackId: discoveryModeTracks.trackId })
      .from(discoveryModeTracks)
      .where(and(eq(discoveryModeTracks.trackId, songId), eq(discoveryModeTracks.userId, accountId))),
  ]);
  return {
    songId,
    releases: carriers,
    split: split ? { ...split, effectiveFrom: String(split.effectiveFrom).slice(0, 7) } : null,
    publishing: publishing ?? null,
    promotions,
    discoveryMode: Boolean(discovery),
  };
}
