import { and, eq, inArray, isNull } from 'drizzle-orm';
import { activityTracks, releases, tracks } from '@portal/db/schema';
import { ActivityStatus } from '@portal/domain/activities';
import { ReleaseStatus } from '@portal/domain/enums';
import { refusal } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { activityById, join, statusOf } from './activity-view.ts';

const ACCEPTED = [ReleaseStatus.Approved, ReleaseStatus.Delivered, ReleaseStatus.Live];

/**
 * Enters tracks in a running volume-up campaign: songs of the account on releases that passed review, up to the
 * campaign's limit counting the ones entered before (entering a track again changes nothing).
 */
export async function joinVolumeUp(services: Services, actor: Actor, input: { activityId: number; songIds: number[] }) {
  const row = await activityById(services, input.activityId);
  if (row.activityType !== 'volume_up') throw refusal(409, 'activity_not_volume_up', 'body.activityId');
  if (statusOf(row) !== ActivityStatus.ONGOING) throw refusal(409, 'activity_not_running', 'body.activityId');
  const songIds = [...new Set(input.songIds)];
  const songs = await services.db
    .select({ id: tracks.id, status: releases.status })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(inArray(tracks.id, songIds), eq(tracks.ownerUserId, actor.accountId), isNull(releases.deletedAt)));
  // Another account's song is "not found", like one that does not exist.
  if (songs.length !== songIds.length) throw refusal(404, 'activity_song_not_found', 'body.songIds');
  if (songs.some((song) => !(ACCEPTED as number[]).includes(song.status))) throw refusal(409, 'activity_song_not_approved', 'body.songIds');
  return services.db.transaction(async (db) => {
    const entered = await db
      .select({ songId: activityTracks.songId })
      .from(activityTracks)
      .where(and(eq(activityTracks.activityId, row.id), eq(activityTracks.userId, actor.accountId)));
    const all = new Set([...entered.map((entry) => entry.songId), ...songIds]);
    if (all.size > row.maxTracks) throw refusal(409, 'activity_too_many_tracks', 'body.songIds');
    await db
      .insert(activityTracks)
      .values(songIds.map((songId) => ({ activityId: row.id, userId: actor.accountId, songId })))
      .onConflictDoNothing();
    await join({ ...services, db }, row.id, actor.accountId);
    return { activityId: row.id, songIds: [...all].sort((a, b) => a - b) };
  });
}
