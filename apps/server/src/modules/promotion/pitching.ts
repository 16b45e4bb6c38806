import { and, eq } from 'drizzle-orm';
import { pitches, pitchProfiles, releases, tracks } from '@portal/db/schema';
import type * as contract from '@portal/contract/promotion';
import type { z } from 'zod';
import type { ResponseOf } from '@portal/contract/route';
import type { AlbumInput } from '@portal/domain/release/model';
import { dayOf, lastPitchDay, pitchBlock, PitchResult } from '@portal/domain/promotion/pitching';
import type { Actor } from '../../platform/actor.ts';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { findRelease, tracksOf, type ReleaseRow } from '../releases/release-records.ts';

type PitchState = ResponseOf<typeof contract.albumPitching>;
/** A call's body as the route hands it over, parsed. */
type Parsed<D extends { body?: z.ZodType }> = z.output<NonNullable<D['body']>>;
const formatDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

export async function pitchProfile(services: Services, actor: Actor): Promise<ResponseOf<typeof contract.pitchingInfo>> {
  const [row] = await services.db.select().from(pitchProfiles).where(eq(pitchProfiles.userId, actor.accountId));
  return { hometown: row?.hometown ?? '', marketingPlans: row?.marketingPlans ?? '', updatedAt: row?.updatedAt.toISOString() ?? null };
}

export async function savePitchProfile(services: Services, actor: Actor, body: Parsed<typeof contract.savePitchingInfo>) {
  const values = { hometown: body.hometown, marketingPlans: body.marketingPlans, updatedAt: new Date() };
  await services.db
    .insert(pitchProfiles)
    .values({ userId: actor.accountId, ...values })
    .onConflictDoUpdate({ target: pitchProfiles.userId, set: values });
  return pitchProfile(services, actor);
}

async function stateOf(services: Services, release: ReleaseRow): Promise<PitchState> {
  const songs = await tracksOf(services, release.id);
  const [sent] = await services.db.select().from(pitches).where(eq(pitches.releaseId, release.id));
  const block = pitchBlock({ status: release.status, releaseTime: release.releaseTime, stores: (release.album as AlbumInput).stores ?? {} }, dayOf(Date.now()));
  const pitched = sent ? songs.find((song) => song.id === sent.trackId) : undefined;
  return {
    albumId: release.id,
    canPitch: !sent && block === null,
    block,
    lastDay: release.releaseTime ? formatDay(lastPitchDay(dayOf(release.releaseTime))) : null,
    pitch: sent
      ? {
          songId: sent.trackId,
          songTitle: pitched?.title ?? '',
          description: sent.description,
          moods: sent.moods as string[],
          styles: sent.styles as string[],
          instruments: sent.instruments as string[],
          createdAt: sent.createdAt.toISOString(),
        }
      : null,
    songs: songs.map((song) => ({ songId: song.id, title: song.title, version: song.version })),
  };
}

export async function albumPitching(services: Services, actor: Actor, albumId: number): Promise<PitchState> {
  return stateOf(services, await findRelease(services, actor.accountId, albumId));
}

/**
 * Sends the pitch: 3 when the release cannot be pitched now, 2 when it has been pitched already (one pitch per
 * release, as the store allows; the unique index settles two at once), 1 when sent. Another account's release is not
 * found; a song not on the release is a 400 on songId.
 */
export async function sendPitch(services: Services, actor: Actor, body: Parsed<typeof contract.updateAlbumPitching>): Promise<ResponseOf<typeof contract.updateAlbumPitching>> {
  const release = await findRelease(services, actor.accountId, body.albumId);
  const state = await stateOf(services, release);
  if (!state.songs.some((song) => song.songId === body.songId)) throw refusal(400, 'pitch_song_not_on_release', 'body.songId');
  if (state.pitch) return { result: PitchResult.EXISTING_REQUEST, state };
  if (state.block) return { result: PitchResult.REQUIRE_VALID_ALBUM, state };
  const inserted = await services.db
    .insert(pitches)
    .values({
      releaseId: release.id,
      ownerUserId: actor.accountId,
      trackId: body.songId,
      description: body.description,
      moods: body.moods,
      styles: body.styles,
      instruments: body.instruments,
      createdByUserId: actor.person.id,
    })
    .onConflictDoNothing()
    .returning({ id: pitches.id });
  return { result: inserted.length ? PitchResult.SUCCESS : PitchResult.EXISTING_REQUEST, state: await stateOf(services, release) };
}

export async function songPitchingAllow(services: Services, actor: Actor, songId: number): Promise<ResponseOf<typeof contract.songPitchingAllow>> {
  const [song] = await services.db
    .select({ releaseId: tracks.releaseId })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(eq(tracks.id, songId), eq(tracks.ownerUserId, actor.accountId)));
  if (!song) throw refusal(404, 'analytics_song_not_found');
  const state = await albumPitching(services, actor, song.releaseId);
  return { songId, albumId: state.albumId, allow: state.canPitch, block: state.block, pitched: state.pitch !== null };
}
