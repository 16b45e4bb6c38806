import { and, eq } from 'drizzle-orm';
import { lyricTimings } from '@portal/db/schema';
import { explicitVerdict } from '@portal/domain/lyrics/explicit';
import { parseLrc } from '@portal/domain/lyrics/lrc';
import { Explicitness, type TrackInput } from '@portal/domain/release/model';
import type { Actor } from '../../platform/actor.ts';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { saveOverRevision } from '../releases/drafts.ts';
import type { DraftForm } from '../releases/release-records.ts';
import { fileUrl } from '../uploads/record-file.ts';
import { resolveSource, sourceKey, type LyricSource } from './sources.ts';

/** The terms found and whether the words force Explicit: what the editor and the lyric tasks report. */
export const explicitCheck = (lyrics: string) => {
  const verdict = explicitVerdict(lyrics);
  return { terms: verdict.terms, mustBeExplicit: verdict.mustBeExplicit };
};

async function savedLrc(services: Services, accountId: number, audioFileId: string | null) {
  if (!audioFileId) return null;
  const [row] = await services.db
    .select({ lrc: lyricTimings.lrc })
    .from(lyricTimings)
    .where(and(eq(lyricTimings.ownerUserId, accountId), eq(lyricTimings.audioFileId, audioFileId)));
  return row?.lrc ?? null;
}

async function view(services: Services, accountId: number, source: LyricSource) {
  const { track } = source;
  return {
    source: sourceKey(source),
    kind: source.kind,
    title: track.title ?? '',
    releaseTitle: source.release.title,
    audioUrl: fileUrl(source.audioFileId),
    lyrics: track.lyrics ?? '',
    lyricsLanguage: track.lyricsLanguage ?? '',
    lrc: await savedLrc(services, accountId, source.audioFileId),
    explicitness: track.explicitness ?? null,
    isInstrumental: track.isInstrumental === true,
    revision: source.kind === 'draft' ? source.release.revision : null,
    wordsEditable: source.kind === 'draft',
  };
}

export async function readTrackLyrics(services: Services, actor: Actor, key: string) {
  return view(services, actor.accountId, await resolveSource(services, actor.accountId, key));
}

export interface SaveLyrics {
  source: string;
  revision?: number;
  lyrics?: string;
  lyricsLanguage?: string;
  lrc: string | null;
  markExplicit: boolean;
}

/**
 * A draft track's words go into the release form's own lyrics field (the form and its rules see them at once); the
 * timings are the audio's, so they are kept per audio file of the account (decision 037) and follow the recording
 * from draft to song. A song's words change through its release, so only its timings are saved here.
 */
export async function saveTrackLyrics(services: Services, actor: Actor, input: SaveLyrics) {
  let source = await resolveSource(services, actor.accountId, input.source);
  if (input.lrc !== null) {
    if (!source.audioFileId) throw refusal(400, 'lyrics_no_audio', 'body.lrc');
    const issue = parseLrc(input.lrc).issues[0];
    if (issue) throw refusal(400, 'lyrics_lrc_invalid', 'body.lrc');
  }
  const wordsChange = input.lyrics !== undefined && input.lyrics !== (source.track.lyrics ?? '');
  if (source.kind === 'song' && (wordsChange || input.markExplicit)) throw refusal(409, 'lyrics_song_words_locked', 'body.lyrics');
  if (source.kind === 'draft') {
    const lyrics = input.lyrics ?? source.track.lyrics ?? '';
    if (source.track.isInstrumental && lyrics.trim()) throw refusal(400, 'lyrics_track_instrumental', 'body.lyrics');
    if (input.revision === undefined) throw refusal(400, 'lyrics_revision_required', 'body.revision');
    const form = source.release.draft as DraftForm;
    const at = source.index;
    const track: TrackInput = {
      ...source.track,
      lyrics,
      ...(input.lyricsLanguage ? { lyricsLanguage: input.lyricsLanguage } : {}),
      ...(input.markExplicit ? { explicitness: Explicitness.YES } : {}),
    };
    const saved = await saveOverRevision(services, source.release, input.revision, {
      draft: { ...form, tracks: form.tracks.map((item, index) => (index === at ? track : item)) },
    });
    source = { ...source, release: saved, track };
  }
  if (source.audioFileId) {
    if (input.lrc === null) {
      await services.db.delete(lyricTimings).where(and(eq(lyricTimings.ownerUserId, actor.accountId), eq(lyricTimings.audioFileId, source.audioFileId)));
    } else {
      const values = { lrc: input.lrc, updatedByUserId: actor.person.id, updatedAt: new Date() };
      await services.db
        .insert(lyricTimings)
        .values({ ownerUserId: actor.accountId, audioFileId: source.audioFileId, ...values })
        .onConflictDoUpdate({ target: [lyricTimings.ownerUserId, lyricTimings.audioFileId], set: values });
    }
  }
  const result = await view(services, actor.accountId, source);
  return { ...result, explicit: explicitCheck(result.lyrics) };
}
