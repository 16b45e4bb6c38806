import { z } from 'zod';
import { MASTERING_GENRES, MASTERING_TARGETS } from '@portal/domain/audio/mastering-targets';
import { SPECTRAL_BANDS } from '@portal/domain/audio/spectrum';
import { BusinessCode } from '@portal/domain/errors';
import { defineRoute } from './route.ts';
import { aigcTask, aigcTaskCreated } from './aigc.ts';
import * as heads from './heads/mastering.ts';

const bandNames = SPECTRAL_BANDS.map((b) => b.name) as [string, ...string[]];
export const masteringTarget = z.enum(Object.keys(MASTERING_TARGETS) as [keyof typeof MASTERING_TARGETS, ...(keyof typeof MASTERING_TARGETS)[]]);
export const masteringGenre = z.enum(MASTERING_GENRES);

export const audioAnalysis = z.object({
  durationSec: z.number(),
  sampleRate: z.number(),
  channels: z.number(),
  integratedLufs: z.number().nullable(),
  maxShortTermLufs: z.number().nullable(),
  loudnessRangeLu: z.number(),
  truePeakDbtp: z.number().nullable(),
  samplePeakDbfs: z.number().nullable(),
  spectrum: z.record(z.enum(bandNames), z.number()).nullable(),
  clipping: z.object({ clippedSamples: z.number(), clippedRuns: z.number() }),
  silence: z.object({ leadingSec: z.number(), trailingSec: z.number() }),
});

export const advice = z.object({ key: z.string(), level: z.enum(['good', 'info', 'warning']), vars: z.record(z.string(), z.union([z.string(), z.number()])).optional() });

/** The audio a task worked on: a playable URL for the page's "before" player. */
const source = z.object({ fileId: z.string(), fileName: z.string(), url: z.string() });

export const analyseOutput = z.object({
  type: z.literal('analyse'),
  source,
  analysis: audioAnalysis,
  advice: z.array(advice),
  /** The genre whose balance the spectrum is compared with. */
  genreTarget: z.record(z.enum(bandNames), z.number()),
});

export const processOutput = z.object({
  type: z.literal('process'),
  source,
  before: audioAnalysis,
  after: audioAnalysis,
  settings: z.object({
    target: masteringTarget,
    targetLufs: z.number(),
    genre: masteringGenre,
    eqGainsDb: z.record(z.enum(bandNames), z.number()),
    compressionRatio: z.number(),
    compressionMaxReductionDb: z.number(),
    gainDb: z.number(),
    limiterCeilingDbtp: z.number(),
  }),
  fileName: z.string(),
  /** The mastered 24-bit WAV. */
  url: z.string(),
  sizeBytes: z.number(),
});

export const analyse = defineRoute(heads.analyse, {
  summary:
    "Starts measuring a track's audio: an uploaded file of the account (fileId from the uploads, WAV or FLAC) or a song of the account (songId). Answers the task; its result (get-process-result) holds loudness, true peak, loudness range, spectral balance, clipping, silence and advice.",
  body: z.union([z.object({ fileId: z.string().min(1).max(100) }).strict(), z.object({ songId: z.number().int().positive() }).strict()]),
  response: aigcTaskCreated,
  errorCodes: [BusinessCode.OUT_OF_CREDITS],
});

export const processMaster = defineRoute(heads.processMaster, {
  summary:
    'Masters the audio of a finished analysis to a loudness target (streaming -14, loud -9, gentle -16 LUFS) with EQ towards a genre balance, compression and a true-peak limiter (at most -1 dBTP). Answers the task.',
  body: z.object({ taskId: z.number().int().positive(), target: masteringTarget, genre: masteringGenre.default('pop') }).strict(),
  response: aigcTaskCreated,
  errorCodes: [BusinessCode.OUT_OF_CREDITS],
});

export const getProcessResult = defineRoute(heads.getProcessResult, {
  summary: 'An analysis or mastering task of the account: state, result code, progress and, once done, its result. 404 for anyone else.',
  query: z.object({ taskId: z.coerce.number().int().positive() }),
  response: aigcTask(z.discriminatedUnion('type', [analyseOutput, processOutput])),
});

export const applyToDraft = defineRoute(heads.applyToDraft, {
  summary:
    "Not in document 1: puts a finished master into a draft as a track's full audio (the master passes the upload checks like any uploaded file and becomes a file of the account). Answers the new file and the draft's revision.",
  body: z.object({ taskId: z.number().int().positive(), albumId: z.number().int().positive(), trackIndex: z.number().int().min(0).max(999), revision: z.number().int() }).strict(),
  response: z.object({ fileId: z.string(), url: z.string(), revision: z.number() }),
});
