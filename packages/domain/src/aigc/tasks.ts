/**
 * The creation tools' task vocabulary (document 1 section 3 "AI tasks", "Audio-processing result codes"; decision 034):
 * states, result codes with the number given to each named case, the kinds of task and what each costs in credits.
 */

export const AIGC_TASK_STATES = ['Init', 'Processing', 'Success', 'Fail'] as const;
export type AigcTaskState = (typeof AIGC_TASK_STATES)[number];

/**
 * Result codes. Document 1 fixes 0, 10, 2000 and 2001 and says the named cases lie in 1001 to 1099 without their
 * numbers: they are numbered here in the order the document lists them (decision 034 has the table).
 */
export const AigcResultCode = {
  SUCCESS: 0,
  UNSUPPORTED_LANGUAGE: 10,
  INVALID_REQUEST: 1001,
  PERMISSION_DENIED: 1002,
  QPS_LIMIT: 1003,
  COUNT_LIMIT: 1004,
  SERVER_BUSY: 1005,
  INTERRUPTED: 1006,
  AUDIO_TOO_LONG: 1007,
  PACKET_TOO_LARGE: 1008,
  INVALID_FORMAT: 1009,
  SILENT_AUDIO: 1010,
  EMPTY_AUDIO: 1011,
  DOWNLOAD_FAILURE: 1012,
  INVALID_AUDIO: 1013,
  TIMEOUT: 1014,
  PROCESSING_ERROR: 1015,
  QUOTA_REJECTED: 1016,
  ONGOING: 2000,
  PENDING: 2001,
} as const;
export type AigcResultCodeValue = (typeof AigcResultCode)[keyof typeof AigcResultCode];

/** The message key of each result code (aigc_result_<name in lower case>). */
export const aigcResultMessageKeys: Record<number, string> = Object.fromEntries(Object.entries(AigcResultCode).map(([name, code]) => [code, `aigc_result_${name.toLowerCase()}`]));

export const aigcResultMessageKey = (code: number) => aigcResultMessageKeys[code] ?? 'aigc_result_processing_error';

/** Every kind of task the creation tools run. */
export const AIGC_KINDS = ['mastering_analyse', 'mastering_process', 'remix', 'chorus', 'cover_art', 'lyrics_generate', 'lyrics_asr', 'mv_concept', 'mv_shots', 'mv_video', 'video_edit'] as const;
export type AigcKind = (typeof AIGC_KINDS)[number];

/** Kinds charged and answered within the request (chorus detection, the video's concept and shots): no background task. */
export const AIGC_INSTANT_KINDS = ['chorus', 'mv_concept', 'mv_shots'] as const satisfies readonly AigcKind[];
/** A kind that runs as a background task, with its tool's handler. */
export type AigcTaskKind = Exclude<AigcKind, (typeof AIGC_INSTANT_KINDS)[number]>;
export const AIGC_TASK_KINDS = AIGC_KINDS.filter((kind): kind is AigcTaskKind => !(AIGC_INSTANT_KINDS as readonly AigcKind[]).includes(kind));

/** The tools that decode or render audio and video with ffmpeg (all but the cover-art generator and lyric writing). */
export const aigcNeedsMediaTools = (kind: AigcKind) => kind !== 'cover_art' && kind !== 'lyrics_generate';

/** Credits one task of each kind takes (given back when the task fails). */
export const AIGC_COSTS: Record<AigcKind, number> = {
  mastering_analyse: 1,
  mastering_process: 4,
  remix: 3,
  chorus: 1,
  cover_art: 2,
  lyrics_generate: 2,
  lyrics_asr: 3,
  mv_concept: 1,
  mv_shots: 2,
  mv_video: 10,
  video_edit: 5,
};

/** Credits each account gets per calendar month (UTC); unused credits do not carry over. */
export const AIGC_MONTHLY_CREDITS = 100;

/** The tools of the creation home, each with the kinds it runs. */
export const AIGC_TOOLS = {
  mastering: ['mastering_analyse', 'mastering_process'],
  remix: ['remix', 'chorus'],
  coverArt: ['cover_art'],
  lyrics: ['lyrics_generate', 'lyrics_asr'],
  mvStudio: ['mv_concept', 'mv_shots', 'mv_video', 'video_edit'],
} as const satisfies Record<string, readonly AigcKind[]>;
export type AigcTool = keyof typeof AIGC_TOOLS;

/** The month a credit balance belongs to, as YYYY-MM (UTC). */
export const creditPeriodOf = (at: Date) => at.toISOString().slice(0, 7);

export const isFinished = (state: AigcTaskState) => state === 'Success' || state === 'Fail';
