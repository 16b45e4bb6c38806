import { and, eq } from 'drizzle-orm';
import { releases, tracks, uploadedFiles } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import type { TrackInput } from '@portal/domain/release/model';
import { fullyEditable, limitedEditable } from '@portal/domain/release/status';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { cutClip } from './cut-clip.ts';
import { scheduleUpdate } from './delivery-jobs.ts';
import { fileUrl } from '../uploads/record-file.ts';
import { notInThatState } from './release-status.ts';

const songNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'song_not_found');

async function songOf(services: Services, actor: Actor, songId: number) {
  const [row] = await services.db
    .select({ track: tracks, release: releases })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(eq(tracks.id, songId), eq(tracks.ownerUserId, actor.accountId)));
  if (!row || row.release.deletedAt) throw songNotFound();
  return row;
}

/** GET /song/update/clip: the preview clip a submitted track has, and where in the full audio it starts. */
export async function songClip(services: Services, actor: Actor, songId: number) {
  const { track } = await songOf(services, actor, songId);
  const clipId = (track.data as TrackInput).clipAudios?.[0] ?? null;
  const [clip] = clipId ? await services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, clipId)) : [];
  const meta = (clip?.meta ?? {}) as { startMs?: number; durationMs?: number };
  const ownClip = Boolean(clip && clip.kind === 'clip');
  return { songId, clipFileId: clipId, clipUrl: fileUrl(clipId), startMs: ownClip ? (meta.startMs ?? null) : null, durationMs: ownClip ? (meta.durationMs ?? null) : null };
}

/**
 * POST /song/update/clip: a new preview clip for a submitted track, cut from its full audio. The clip is not
 * locked by a limited update (stores take a new preview), so stores that have the release get an update.
 */
export async function updateSongClip(services: Services, actor: Actor, input: { songId: number; startMs: number; durationMs: number }) {
  const { track, release } = await songOf(services, actor, input.songId);
  if (!fullyEditable(release.status) && !limitedEditable(release.status)) throw notInThatState();
  const cut = await cutClip(services, actor, { fileId: track.fullAudioFileId ?? '', startMs: input.startMs, durationMs: input.durationMs });
  await services.db.transaction(async (tx) => {
    const data = { ...(track.data as TrackInput), clipAudios: [cut.clipFileId] };
    await tx.update(tracks).set({ data, clipFileId: cut.clipFileId, updatedAt: new Date() }).where(eq(tracks.id, track.id));
    const [bumped] = await tx
      .update(releases)
      .set({ revision: release.revision + 1, updatedAt: new Date() })
      .where(eq(releases.id, release.id))
      .returning();
    if (limitedEditable(release.status)) await scheduleUpdate({ ...services, db: tx }, bumped!);
  });
  return songClip(services, actor, input.songId);
}
