import { and, eq, isNull } from 'drizzle-orm';
import { lyricTimings, releases, tracks, uploadedFiles } from '@portal/db/schema';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { detectChorus } from '@portal/domain/audio/chorus/detect-chorus';
import { looksLikeLrc, parseLrc, type LyricLine } from '@portal/domain/lyrics/lrc';
import { energySectionStarts } from '@portal/domain/mv-studio/shots';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { decodePcm, MediaToolError } from '../../platform/media/ffmpeg.ts';
import { copyToLocal, withTempDir } from '../../platform/media/local-copy.ts';
import type { Services } from '../../platform/services.ts';
import { AigcTaskError, aigcRefusal } from '../aigc/tasks.ts';
import { fileUrl } from '../uploads/record-file.ts';

/** The audio a video is made from: a song of the account's catalogue, or one of its audio uploads. */
export interface StudioSource {
  songId?: number | null | undefined;
  fileId?: string | null | undefined;
}

/** A song (or an uploaded recording) as the studio uses it. */
export interface StudioSong {
  songId: number | null;
  title: string;
  artistName: string;
  audio: { fileId: string; objectKey: string; durationMs: number };
  artwork: { fileId: string; objectKey: string } | null;
  lyrics: LyricLine[];
}

const notFound = () => aigcRefusal(AigcResultCode.INVALID_REQUEST, 404, 'song_not_found');

async function accountFile(services: Services, accountId: number, id: string | null | undefined, kinds: string[]) {
  if (!id) return null;
  const [file] = await services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.userId, accountId)));
  return file && kinds.includes(file.kind) ? file : null;
}

const durationOf = (file: { meta: unknown }) => (file.meta as { durationMs?: number }).durationMs ?? 0;

/**
 * The source of a video: a song of the account (not of a deleted release) with its audio, artwork and timed lyrics, or
 * an audio upload of the account (titled by its file name, without artwork or lyrics). Anyone else's is not found.
 */
export async function loadSong(services: Services, accountId: number, source: StudioSource): Promise<StudioSong> {
  if (!source.songId) {
    const file = await accountFile(services, accountId, source.fileId, ['audio']);
    if (!file) throw notFound();
    const name = (file.meta as { fileName?: string }).fileName ?? 'audio';
    return {
      songId: null,
      title: name.replace(/\.[a-z0-9]{1,5}$/i, ''),
      artistName: '',
      audio: { fileId: file.id, objectKey: file.objectKey, durationMs: durationOf(file) },
      artwork: null,
      lyrics: [],
    };
  }
  const [row] = await services.db
    .select({ track: tracks, album: releases.album })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(eq(tracks.id, source.songId), eq(tracks.ownerUserId, accountId), isNull(releases.deletedAt)));
  if (!row) throw notFound();
  const album = row.album as AlbumInput;
  const data = row.track.data as TrackInput;
  const audio = await accountFile(services, accountId, row.track.fullAudioFileId, ['audio']);
  if (!audio) throw aigcRefusal(AigcResultCode.INVALID_REQUEST, 400, 'mv_song_without_audio');
  const cover = await accountFile(services, accountId, album.cover, ['cover']);
  const artists = data.uniMainArtistObjects?.length ? data.uniMainArtistObjects : (album.uniMainArtistObjects ?? []);
  const lrc = (await savedLrc(services, accountId, audio.id)) ?? (data.lyrics && looksLikeLrc(data.lyrics) ? data.lyrics : null);
  return {
    songId: source.songId,
    title: row.track.title,
    artistName: artists.map((a) => a.name).join(', '),
    audio: { fileId: audio.id, objectKey: audio.objectKey, durationMs: row.track.durationMs ?? durationOf(audio) },
    artwork: cover ? { fileId: cover.id, objectKey: cover.objectKey } : null,
    lyrics: lrc ? parseLrc(lrc).lines.filter((l) => l.timeMs !== null) : [],
  };
}

/** The recording's timed lyrics saved by the lyric editor (decision 037), if any. */
async function savedLrc(services: Services, accountId: number, audioFileId: string) {
  const [row] = await services.db
    .select({ lrc: lyricTimings.lrc })
    .from(lyricTimings)
    .where(and(eq(lyricTimings.ownerUserId, accountId), eq(lyricTimings.audioFileId, audioFileId)));
  return row?.lrc ?? null;
}

export const songUrls = (song: StudioSong) => ({ audioUrl: fileUrl(song.audio.fileId), artworkUrl: song.artwork ? fileUrl(song.artwork.fileId) : null });

/** Where a source is kept on a project or task. */
export const sourceOf = (song: StudioSong) => ({ songId: song.songId, fileId: song.songId ? null : song.audio.fileId });

const ANALYSIS_RATE = 11_025;

/** Loudness in dB of each whole second of a mono signal. */
export function levelsPerSecond(mono: Float32Array, sampleRate: number): number[] {
  const levels: number[] = [];
  for (let start = 0; start + sampleRate <= mono.length; start += sampleRate) {
    let sum = 0;
    for (let i = start; i < start + sampleRate; i++) sum += mono[i]! ** 2;
    levels.push(10 * Math.log10(sum / sampleRate + 1e-12));
  }
  return levels;
}

/**
 * The song's sections (where its level changes, plus the repeated section's occurrences found by the chorus detector of
 * decision 035) and the clip start it suggests (the chorus).
 */
export async function analyseSong(services: Services, song: StudioSong): Promise<{ durationMs: number; sectionStartsMs: number[]; suggestedStartMs: number }> {
  return withTempDir(async (dir) => {
    const path = await copyToLocal(services.files, song.audio.objectKey, dir, 'audio');
    if (!path) throw new AigcTaskError(AigcResultCode.DOWNLOAD_FAILURE);
    const [mono] = await decodePcm(path, { sampleRate: ANALYSIS_RATE, channels: 1, maxSeconds: 15 * 60 }).catch((error: unknown) => {
      throw error instanceof MediaToolError ? new AigcTaskError(AigcResultCode.INVALID_AUDIO) : error;
    });
    if (!mono || mono.length < ANALYSIS_RATE) throw new AigcTaskError(AigcResultCode.EMPTY_AUDIO);
    const durationMs = Math.floor((mono.length / ANALYSIS_RATE) * 1000);
    const starts = new Set(energySectionStarts(levelsPerSecond(mono, ANALYSIS_RATE)));
    let suggestedStartMs = 0;
    if (durationMs >= 15_000) {
      const chorus = detectChorus(mono, ANALYSIS_RATE, { maxClipMs: 30_000 });
      suggestedStartMs = chorus.clip.startMs;
      for (const occurrence of chorus.occurrences) {
        starts.add(occurrence.startMs);
        starts.add(occurrence.endMs);
      }
    }
    const sectionStartsMs = [...starts].filter((ms) => ms > 0 && ms < durationMs).sort((a, b) => a - b);
    return { durationMs, sectionStartsMs, suggestedStartMs };
  });
}

/** analyseSong for a call (no task exists yet): a failure reading the audio is refused with its result code (400). */
export const analyseSongForRequest = (services: Services, song: StudioSong) =>
  analyseSong(services, song).catch((error: unknown) => {
    if (error instanceof AigcTaskError) throw aigcRefusal(error.code, 400, error.messageKey);
    throw error;
  });

/** Sections as spans, for the page. */
export const sectionSpans = (starts: readonly number[], durationMs: number) => {
  const cuts = [0, ...starts, durationMs];
  return cuts.slice(1).map((end, i) => ({ startMs: cuts[i]!, endMs: end }));
};
