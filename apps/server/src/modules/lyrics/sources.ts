import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { lyricTimings, releases, tracks } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import type { TrackInput } from '@portal/domain/release/model';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { DraftForm, ReleaseRow } from '../releases/release-records.ts';
import { fileUrl } from '../uploads/record-file.ts';
import { submittedReleasesOf } from '../catalogue/song-records.ts';

/**
 * The tracks the lyric editor works on, addressed by a source key: `draft:<albumId>:<index>` (a draft keeps its
 * tracks inside the form, so the index is their place there) or `song:<songId>` (a track of a submitted release).
 */
export type LyricSource =
  | { kind: 'draft'; release: ReleaseRow; index: number; track: TrackInput; audioFileId: string | null }
  | { kind: 'song'; release: ReleaseRow; songId: number; track: TrackInput; audioFileId: string | null };

export const trackNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'lyrics_track_not_found');

export const sourceKey = (source: LyricSource) => (source.kind === 'draft' ? `draft:${source.release.id}:${source.index}` : `song:${source.songId}`);

/** A track of this account; anything else (another account's, a deleted release, a submitted release's draft key) is not found. */
export async function resolveSource(services: Services, accountId: number, key: string): Promise<LyricSource> {
  const [kind, first, second] = key.split(':');
  if (kind === 'draft') {
    const albumId = Number(first);
    const index = Number(second);
    const [release] = await services.db
      .select()
      .from(releases)
      .where(and(eq(releases.id, albumId), eq(releases.ownerUserId, accountId), eq(releases.isDraft, true), isNull(releases.deletedAt)));
    const track = (release?.draft as DraftForm | null)?.tracks?.[index];
    if (!release || !track) throw trackNotFound();
    return { kind, release, index, track, audioFileId: track.fullAudio || null };
  }
  const songId = Number(first);
  const [row] = await services.db
    .select({ track: tracks, release: releases })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(eq(tracks.id, songId), submittedReleasesOf(accountId)));
  if (!row) throw trackNotFound();
  return { kind: 'song', release: row.release, songId, track: row.track.data as TrackInput, audioFileId: row.track.fullAudioFileId };
}

const DRAFTS_LISTED = 30;
const SONGS_LISTED = 200;

/** The newest drafts' tracks, then the songs of submitted releases, with whether each has words and saved timings. */
export async function listSources(services: Services, accountId: number) {
  const [drafts, songs, timings] = await Promise.all([
    services.db
      .select()
      .from(releases)
      .where(and(eq(releases.ownerUserId, accountId), eq(releases.isDraft, true), isNull(releases.deletedAt)))
      .orderBy(desc(releases.updatedAt), desc(releases.id))
      .limit(DRAFTS_LISTED),
    services.db
      .select({ songId: tracks.id, title: tracks.title, audioFileId: tracks.fullAudioFileId, data: tracks.data, releaseTitle: releases.title })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(and(submittedReleasesOf(accountId), isNotNull(tracks.fullAudioFileId)))
      .orderBy(desc(releases.id), tracks.sequenceNumber)
      .limit(SONGS_LISTED),
    services.db.select({ audioFileId: lyricTimings.audioFileId }).from(lyricTimings).where(eq(lyricTimings.ownerUserId, accountId)),
  ]);
  const timed = new Set(timings.map((row) => row.audioFileId));
  const summary = (source: string, kind: 'draft' | 'song', track: TrackInput, title: string, releaseTitle: string, audioFileId: string | null) => ({
    source,
    kind,
    title: title || track.title || '',
    releaseTitle,
    audioUrl: fileUrl(audioFileId),
    hasLyrics: !!track.lyrics?.trim(),
    hasTimings: !!audioFileId && timed.has(audioFileId),
  });
  return [
    ...drafts.flatMap((release) =>
      ((release.draft as DraftForm | null)?.tracks ?? []).map((track, index) => summary(`draft:${release.id}:${index}`, 'draft', track, track.title ?? '', release.title, track.fullAudio || null)),
    ),
    ...songs.map((song) => summary(`song:${song.songId}`, 'song', song.data as TrackInput, song.title, song.releaseTitle, song.audioFileId)),
  ];
}
