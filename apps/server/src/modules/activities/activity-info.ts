import { and, eq } from 'drizzle-orm';
import { activityTracks, releases, tracks } from '@portal/db/schema';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { activityById, activityDto, participation } from './activity-view.ts';
import { inviteFor } from './invite.ts';
import { inviterStatistics } from './referrals.ts';

/** One activity for anyone; the signed-in account also sees its entries, or its referral figures and invite link. */
export async function activityInfo(services: Services, actor: Actor | null, activityId: number) {
  const row = await activityById(services, activityId);
  const { counts, joined } = await participation(services, [row.id], actor?.accountId ?? null);
  const activity = activityDto(row, { participants: counts.get(row.id) ?? 0, joined: joined.has(row.id) });
  if (!actor || !activity.joined) return { activity, entries: [], statistics: null, invite: null };
  if (row.activityType === 'referral') {
    return {
      activity,
      entries: [],
      statistics: await inviterStatistics(services, row.id, actor.accountId),
      invite: actor.isOwner ? inviteFor(services, actor.account) : null,
    };
  }
  const entries = await services.db
    .select({ songId: activityTracks.songId, title: tracks.title, releaseTitle: releases.title })
    .from(activityTracks)
    .innerJoin(tracks, eq(tracks.id, activityTracks.songId))
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(eq(activityTracks.activityId, row.id), eq(activityTracks.userId, actor.accountId)))
    .orderBy(activityTracks.createdAt, activityTracks.songId);
  return { activity, entries, statistics: null, invite: null };
}
