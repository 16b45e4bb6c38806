import { z } from 'zod';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { BusinessCode } from '@portal/domain/errors';
import { RELEASE_LIMITS } from '@portal/domain/release/validate';
import { aigcTask, aigcTaskCreated } from './aigc.ts';
import { defineRoute } from './route.ts';
import * as heads from './heads/lyrics.ts';

export const LYRIC_SOURCE = /^(draft:\d{1,15}:\d{1,4}|song:\d{1,15})$/;
export const lyricSource = z.string().regex(LYRIC_SOURCE);
// The words are checked against the release form's limit by the server (a translated error); the schema only bounds the body.
const lyricsText = z.string().max(RELEASE_LIMITS.lyricsMax * 2);
const lrcText = z.string().max(RELEASE_LIMITS.lyricsMax * 4);
/** A model that is not configured is a tool that is off: 1002 with aigc_tool_off, as decision 034 answers it. */
const modelErrors = [AigcResultCode.PERMISSION_DENIED, BusinessCode.OUT_OF_CREDITS] as const;

export const lyricSourceSummary = z.object({
  source: z.string(),
  kind: z.enum(['draft', 'song']),
  title: z.string(),
  releaseTitle: z.string(),
  audioUrl: z.string().nullable(),
  hasLyrics: z.boolean(),
  hasTimings: z.boolean(),
});

export const lyricsEditorContext = defineRoute(heads.lyricsEditorContext, {
  summary: 'Not in document 1: the tracks with audio the lyric editor can time (the newest drafts’ tracks, then the songs) and whether lyric generation and transcription are configured',
  response: z.object({
    generation: z.boolean(),
    transcription: z.boolean(),
    sources: z.array(lyricSourceSummary),
  }),
});

export const explicitCheck = z.object({
  terms: z.array(z.string()),
  mustBeExplicit: z.boolean(),
});

export const trackLyrics = z.object({
  source: z.string(),
  kind: z.enum(['draft', 'song']),
  title: z.string(),
  releaseTitle: z.string(),
  audioUrl: z.string().nullable(),
  lyrics: z.string(),
  lyricsLanguage: z.string(),
  /** The saved timed lyrics (LRC), null before any were saved. */
  lrc: z.string().nullable(),
  /** Explicitness of the track (0 no, 1 yes, 2 clean), null while not chosen. */
  explicitness: z.number().nullable(),
  isInstrumental: z.boolean(),
  /** The draft's revision, named back when saving; null for a song. */
  revision: z.number().nullable(),
  /** A draft's words can be saved; a song's words change through its release (its timings can be saved). */
  wordsEditable: z.boolean(),
});

export const readTrackLyrics = defineRoute(heads.readTrackLyrics, {
  summary: 'Not in document 1: the words, saved timings (LRC) and explicitness of a draft’s track or of a song',
  query: z.object({ source: lyricSource }),
  response: trackLyrics,
});

export const saveTrackLyrics = defineRoute(heads.saveTrackLyrics, {
  summary: 'Not in document 1: saves a draft track’s words into the release form’s lyrics field (marking it Explicit when asked) and the timings (LRC) of its audio; for a song, the timings only',
  body: z
    .object({
      source: lyricSource,
      /** The draft's revision read with the lyrics; an older one is refused (409). Ignored for a song. */
      revision: z.number().int().positive().optional(),
      lyrics: lyricsText.optional(),
      lyricsLanguage: z.string().max(20).optional(),
      /** Null removes the saved timings. */
      lrc: lrcText.nullable(),
      markExplicit: z.boolean().default(false),
    })
    .strict(),
  response: trackLyrics.extend({ explicit: explicitCheck }),
  errorCodes: [BusinessCode.COMMON_BUSINESS, BusinessCode.REQUEST_COMMON],
});

/** What a lyric task produces: the words, the timed lines when the words were heard in audio, and the explicit check. */
export const lyricTaskOutput = z.object({
  lyrics: z.string(),
  lines: z.array(z.object({ text: z.string(), timeMs: z.number() })).nullable(),
  explicit: explicitCheck,
});

export const generateLyrics = defineRoute(heads.generateLyrics, {
  summary: 'Starts a lyrics-writing task for the configured language model (OpenAI-compatible chat completions); 1002 (aigc_tool_off) when none is configured. Read it with /lyrics/task',
  body: z
    .object({
      theme: z.string().trim().min(1).max(500),
      /** The lyrics language (a release-form language code such as en, pt-BR). */
      language: z.string().trim().min(2).max(20),
      genre: z.string().trim().max(60).default(''),
      mood: z.string().trim().max(60).default(''),
    })
    .strict(),
  response: aigcTaskCreated,
  errorCodes: modelErrors,
});

export const transcribeLyrics = defineRoute(heads.transcribeLyrics, {
  summary:
    'Starts a transcription task for a track’s audio (decoded to 16 kHz mono WAV, sent to the configured Whisper-like speech model); 1002 (aigc_tool_off) when none is configured. Read it with /lyrics/task',
  body: z.object({ source: lyricSource, language: z.string().trim().min(2).max(20).optional() }).strict(),
  response: aigcTaskCreated,
  errorCodes: modelErrors,
});

export const lyricTask = defineRoute(heads.lyricTask, {
  summary: 'Not in document 1: a lyrics-writing or transcription task of the account, with its words once done',
  query: z.object({ taskId: z.coerce.number().int().positive() }),
  response: aigcTask(lyricTaskOutput),
});
