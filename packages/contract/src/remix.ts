import { z } from 'zod';
import { REMIX_LIMITS, remixFormats, remixPresets, tempoModes } from '@portal/domain/audio/remix/remix-plan';
import { BusinessCode } from '@portal/domain/errors';
import { aigcTask, aigcTaskCreated } from './aigc.ts';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/remix.ts';

const fileId = z.string().min(1).max(100);
const songId = z.coerce.number().int().positive();

/** Exactly one of songId and fileId. */
const oneSource = <T extends { songId?: number | undefined; fileId?: string | undefined }>(value: T, ctx: z.RefinementCtx) => {
  if ((value.songId === undefined) === (value.fileId === undefined)) ctx.addIssue({ code: 'custom', path: ['songId'], message: 'audio_source_required' });
};

const span = z.object({ startMs: z.number(), endMs: z.number() });

export const chorusAnswer = z.object({
  songId: z.number().nullable(),
  fileId: z.string(),
  durationMs: z.number(),
  /** Every time is a multiple of this frame spacing. */
  hopMs: z.number(),
  /** 'repetition': the most repeated, energetic section; 'energy': nothing repeats, the loudest window instead. */
  method: z.enum(['repetition', 'energy']),
  chorus: span,
  occurrences: z.array(span.extend({ score: z.number() })),
  /** The proposed clip (15 s up to maxClipMs, inside the track, starting with the chorus); nothing is saved. */
  clip: span.extend({ durationMs: z.number() }),
});

export const audioChorus = defineRoute(heads.audioChorus, {
  summary:
    'Finds the chorus (the most repeated, energetic section, from chroma self-similarity and loudness) of a catalogue song or an audio upload and proposes a clip starting with it for online trim and the short-video platform. Proposes only: saving a clip is /release/clip or /song/update/clip.',
  query: z
    .object({
      songId: songId.optional(),
      fileId: fileId.optional(),
      /** The longest clip wanted (document 3: 15 to 60 s). */
      maxClipMs: z.coerce.number().int().min(15_000).max(60_000).default(30_000),
    })
    .superRefine(oneSource),
  response: chorusAnswer,
});

export const remixSettings = z.object({
  tempo: z.number().min(REMIX_LIMITS.tempoMin).max(REMIX_LIMITS.tempoMax).default(1),
  /** varispeed: the pitch follows the speed; stretch: the pitch stays. */
  tempoMode: z.enum(tempoModes).default('stretch'),
  pitchSemitones: z.number().min(REMIX_LIMITS.pitchMin).max(REMIX_LIMITS.pitchMax).default(0),
  reverb: z.number().min(0).max(1).default(0),
  fadeInMs: z.number().int().min(0).max(REMIX_LIMITS.fadeMaxMs).default(0),
  fadeOutMs: z.number().int().min(0).max(REMIX_LIMITS.fadeMaxMs).default(0),
  trimStartMs: z.number().int().min(0).default(0),
  trimEndMs: z.number().int().positive().nullable().default(null),
});

const remixRequest = z
  .object({
    songId: z.number().int().positive().optional(),
    fileId: fileId.optional(),
    /** Which preset the settings came from (recorded with the task; the settings are what is rendered). */
    preset: z.enum(remixPresets).default('custom'),
    settings: remixSettings,
    format: z.enum(remixFormats).default('mp3'),
  })
  .strict();

export const remixPreview = defineRoute(heads.remixPreview, {
  summary: `Not in document 1: the first ${REMIX_LIMITS.previewMs / 1000} seconds of the remix, rendered at once as MP3 for listening; free, nothing is stored.`,
  body: remixRequest.superRefine(oneSource),
  response: download,
});

export const remixProcess = defineRoute(heads.remixProcess, {
  summary: 'Renders the whole remix as a creation task (credits as /aigc/get-aigc-basic lists; 60004 when too few are left); poll /audio/remix/result.',
  body: remixRequest.superRefine(oneSource),
  response: aigcTaskCreated,
  errorCodes: [BusinessCode.OUT_OF_CREDITS],
});

export const remixOutput = z.object({
  fileName: z.string(),
  /** Where the account downloads the render (GET, a file). */
  downloadPath: z.string(),
  format: z.enum(remixFormats),
  durationMs: z.number(),
  sizeBytes: z.number(),
  /** The factor every frequency was multiplied by. */
  pitchRatio: z.number(),
});

export const remixResult = defineRoute(heads.remixResult, {
  summary: 'A remix task of the account: state, progress, result code and, once done, the rendered file; another account’s task is not found.',
  query: z.object({ taskId: z.coerce.number().int().positive() }),
  response: aigcTask(remixOutput),
});
