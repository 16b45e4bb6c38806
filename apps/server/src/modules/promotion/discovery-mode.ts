import { and, eq, inArray, sql } from 'drizzle-orm';
import { discoveryModeAccounts, discoveryModeTracks, releases, tracks } from '@portal/db/schema';
import type * as contract from '@portal/contract/promotion-center';
import type { ResponseOf } from '@portal/contract/route';
import { ReleaseStatus } from '@portal/domain/enums';
import { DISCOVERY_MODE_MIN_DAYS_OUT, DISCOVERY_MODE_RATE_REDUCTION, discoveryModeBlock, type DiscoveryModeStatus } from '@portal/domain/promotion/center';
import { isProfilePassed } from '@portal/domain/user-state';
import type { Actor } from '../../platform/actor.ts';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { notify } from '../notices/notify.ts';
import { countPromoTracks, promoTracks, songRefusal } from './center-records.ts';

// Discovery Mode (decision 030): the account joins by accepting a lower royalty rate on the streams its chosen tracks
// get in the store's personalised contexts, then chooses live tracks (out 30 days, in Spotify, not flagged).

type Status = ResponseOf<typeof contract.discoveryModeStatus>;
const live = eq(releases.status, ReleaseStatus.Live);

export async function discoveryModeStatus(services: Services, actor: Actor): Promise<Status> {
  const [[row], [counted]] = await Promise.all([
    services.db.select().from(discoveryModeAccounts).where(eq(discoveryModeAccounts.userId, actor.accountId)),
    services.db.select({ n: sql<number>`count(*)` }).from(discoveryModeTracks).where(eq(discoveryModeTracks.userId, actor.accountId)),
  ]);
  const status: DiscoveryModeStatus = row?.optedIn ? 'OPTED_IN' : isProfilePassed(actor.account.status) ? 'NOT_OPTED_IN' : 'NOT_ELIGIBLE';
  return {
    status,
    rateReduction: row?.optedIn ? row.rateReduction : DISCOVERY_MODE_RATE_REDUCTION,
    optedInAt: row?.optedIn ? (row.optedInAt?.toISOString() ?? null) : null,
    trackCount: Number(counted?.n ?? 0),
    minDaysOut: DISCOVERY_MODE_MIN_DAYS_OUT,
  };
}

/**
 * PUT /promo/dm/status: joining needs a settled (verified) account and the rate accepted in the same call; leaving
 * takes every track out. Either is recorded with who did it and noticed to the account.
 */
export async function updateDiscoveryModeStatus(services: Services, actor: Actor, body: { optIn: boolean; acceptRate: boolean }): Promise<Status> {
  const current = await discoveryModeStatus(services, actor);
  if (body.optIn === (current.status === 'OPTED_IN')) return current;
  if (body.optIn) {
    if (current.status === 'NOT_ELIGIBLE') throw refusal(409, 'promo_dm_not_eligible');
    if (!body.acceptRate) throw refusal(400, 'promo_dm_accept_rate_required', 'body.acceptRate');
  }
  const now = new Date();
  const values = { optedIn: body.optIn, rateReduction: DISCOVERY_MODE_RATE_REDUCTION, optedInAt: body.optIn ? now : null, updatedByUserId: actor.person.id, updatedAt: now };
  await services.db.transaction(async (tx) => {
    await tx
      .insert(discoveryModeAccounts)
      .values({ userId: actor.accountId, ...values })
      .onConflictDoUpdate({ target: discoveryModeAccounts.userId, set: values });
    if (!body.optIn) await tx.delete(discoveryModeTracks).where(eq(discoveryModeTracks.userId, actor.accountId));
  });
  const key = body.optIn ? 'notice_discovery_mode_joined' : 'notice_discovery_mode_left';
  await notify(services, {
    userId: actor.accountId,
    subtype: 'DISCOVERY_MODE',
    titleKey: `${key}_title`,
    bodyKey: `${key}_body`,
    vars: { rate: DISCOVERY_MODE_RATE_REDUCTION },
    link: '/promotion/discovery',
  });
  return discoveryModeStatus(services, actor);
}

/** GET /promo/dm/track/list: the account's live songs, whether each is in Discovery Mode and whether it may be. */
export async function discoveryModeTracksOf(services: Services, actor: Actor, page: { offset: number; count: number }): Promise<ResponseOf<typeof contract.discoveryModeTracks>> {
  const [total, songs] = await Promise.all([countPromoTracks(services, actor.accountId, live), promoTracks(services, actor.accountId, live, page)]);
  const enabled = songs.length
    ? new Set(
        (
          await services.db
            .select({ trackId: discoveryModeTracks.trackId })
            .from(discoveryModeTracks)
            .where(
              inArray(
                discoveryModeTracks.trackId,
                songs.map((song) => song.songId),
              ),
            )
        ).map((row) => row.trackId),
      )
    : new Set<number>();
  const now = Date.now();
  return {
    total,
    tracks: songs.map((song) => {
      const block = discoveryModeBlock(song.facts, now);
      return {
        songId: song.songId,
        title: song.title,
        version: song.version,
        artists: song.artists,
        albumTitle: song.albumTitle,
        releaseTime: song.facts.releaseTime?.getTime() ?? null,
        enabled: enabled.has(song.songId),
        eligible: block === null,
        block,
      };
    }),
  };
}

/** PUT /promo/dm/track/list: adds qualifying songs of the account (it must have joined) or takes songs out. */
export async function updateDiscoveryModeTracks(services: Services, actor: Actor, body: { songIds: number[]; enabled: boolean }): Promise<Status> {
  const status = await discoveryModeStatus(services, actor);
  if (body.enabled && status.status !== 'OPTED_IN') throw refusal(409, 'promo_dm_not_opted_in');
  const found = await promoTracks(services, actor.accountId, inArray(tracks.id, body.songIds));
  const missing = body.songIds.findIndex((songId) => !found.some((song) => song.songId === songId));
  if (missing >= 0) throw refusal(404, 'promo_song_not_found', `body.songIds.${missing}`);
  if (!body.enabled) {
    await services.db.delete(discoveryModeTracks).where(and(eq(discoveryModeTracks.userId, actor.accountId), inArray(discoveryModeTracks.trackId, body.songIds)));
    return discoveryModeStatus(services, actor);
  }
  const now = Date.now();
  for (const [index, songId] of body.songIds.entries()) {
    const song = found.find((entry) => entry.songId === songId)!;
    const block = discoveryModeBlock(song.facts, now);
    if (block) throw songRefusal(400, `promo_block_${block}`, index, song.title);
  }
  await services.db
    .insert(discoveryModeTracks)
    .values(body.songIds.map((trackId) => ({ trackId, userId: actor.accountId })))
    .onConflictDoNothing();
  return discoveryModeStatus(services, actor);
}
