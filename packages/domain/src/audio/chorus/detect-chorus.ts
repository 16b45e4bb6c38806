import { frameFeatures, type FrameFeatures } from './features.ts';

/**
 * Chorus clip detection (decision 035): the most repeated, energetic section of a track, proposed as the preview
 * clip for online trim and the short-video platform.
 *
 * 1. Frame features every `hop` seconds: chroma and RMS.
 * 2. Self-similarity along each diagonal (lag) of the chroma similarity matrix, median-filtered so a repeated
 *    passage is a straight run and its edges stay sharp.
 * 3. Every run of high similarity, long enough to be a section, is a repetition: both of its copies get votes.
 * 4. Votes (capped: repeated enough) times loudness per frame; the runs of frames near the best are the chorus occurrences; the clip starts
 *    at the earliest one that is nearly as strong as the best (listeners know the first chorus).
 * Without any repetition the clip falls back to the loudest window.
 */

export interface ChorusOptions {
  /** Shortest and longest clip to propose, in ms (document 3: a store clip is 15 to 60 s). */
  minClipMs?: number;
  maxClipMs?: number;
}

export interface TimeSpan {
  startMs: number;
  endMs: number;
}

export interface ChorusResult {
  durationMs: number;
  /** Frame spacing: every time in the answer is a multiple of it. */
  hopMs: number;
  /** 'repetition' when a repeated section was found, 'energy' when the loudest window stands in for it. */
  method: 'repetition' | 'energy';
  /** The chosen occurrence of the repeated section (or the loudest window). */
  chorus: TimeSpan;
  /** Every occurrence found, in time order, with its strength relative to the best (0 to 1). */
  occurrences: (TimeSpan & { score: number })[];
  /** The proposed clip: starts with the chorus, between minClipMs and maxClipMs long, inside the track. */
  clip: TimeSpan & { durationMs: number };
}

const DEFAULT_MIN_CLIP_MS = 15_000;
const DEFAULT_MAX_CLIP_MS = 30_000;
/** Frame spacing; longer tracks get a coarser one so the similarity work stays bounded. */
const BASE_HOP_SECONDS = 0.25;
const MAX_FRAMES = 2400;
/** A repetition must last this long to count as a section (shorter ones are riffs or chance). */
const MIN_SECTION_SECONDS = 6;
const MEDIAN_SECONDS = 2;
/** Diagonal cells at or above this quantile of all cells count as "similar"; never below the floor. */
const SIMILAR_QUANTILE = 0.9;
const SIMILAR_FLOOR = 0.6;
/**
 * Votes at which a frame counts as fully repeated (about two strong repetitions). Beyond it more votes do not help:
 * a looped verse bed repeats more often than the chorus, which stands out by being repeated and loud.
 */
const REPEATED_ENOUGH = 1.5;
/** Frames whose weighted votes reach this share of the best belong to an occurrence. */
const OCCURRENCE_SHARE = 0.6;
/** An occurrence this close to the best one's strength may be chosen for being earlier. */
const NEAR_BEST = 0.85;

export function hopSecondsFor(durationSeconds: number): number {
  return Math.max(BASE_HOP_SECONDS, Math.ceil((durationSeconds / MAX_FRAMES) * 4) / 4);
}

function median(values: Float32Array, from: number, to: number, scratch: number[]): number {
  scratch.length = 0;
  for (let i = from; i < to; i++) scratch.push(values[i]!);
  scratch.sort((a, b) => a - b);
  return scratch[scratch.length >> 1] ?? 0;
}

function dot(chroma: Float32Array, a: number, b: number): number {
  let sum = 0;
  for (let c = 0; c < 12; c++) sum += chroma[a * 12 + c]! * chroma[b * 12 + c]!;
  return sum;
}

/** The similarity of frame t and frame t + lag for every t, median-filtered along the diagonal. */
function diagonal(features: FrameFeatures, lag: number, width: number, raw: Float32Array, out: Float32Array, scratch: number[]): number {
  const length = features.frameCount - lag;
  for (let t = 0; t < length; t++) raw[t] = dot(features.chroma, t, t + lag);
  const half = width >> 1;
  for (let t = 0; t < length; t++) out[t] = median(raw, Math.max(0, t - half), Math.min(length, t + half + 1), scratch);
  return length;
}

/** The value below which `share` of a sample of the (filtered) similarity cells lie. */
function similarityThreshold(features: FrameFeatures, minLag: number, width: number): number {
  const sample: number[] = [];
  const raw = new Float32Array(features.frameCount);
  const out = new Float32Array(features.frameCount);
  const scratch: number[] = [];
  const lagStep = Math.max(1, Math.floor((features.frameCount - minLag) / 200));
  for (let lag = minLag; lag < features.frameCount; lag += lagStep) {
    const length = diagonal(features, lag, width, raw, out, scratch);
    for (let t = 0; t < length; t += 2) sample.push(out[t]!);
  }
  if (sample.length === 0) return 1;
  sample.sort((a, b) => a - b);
  return Math.max(SIMILAR_FLOOR, sample[Math.floor(sample.length * SIMILAR_QUANTILE)]!);
}

/** Votes per frame: every long run of similarity on a diagonal adds its mean similarity to both copies. */
function repetitionVotes(features: FrameFeatures): Float32Array {
  const frames = features.frameCount;
  const minRun = Math.round(MIN_SECTION_SECONDS / features.hopSeconds);
  const width = Math.max(3, Math.round(MEDIAN_SECONDS / features.hopSeconds) | 1);
  const votes = new Float32Array(frames);
  if (frames < 2 * minRun) return votes;
  const threshold = similarityThreshold(features, minRun, width);
  const raw = new Float32Array(frames);
  const filtered = new Float32Array(frames);
  const scratch: number[] = [];
  for (let lag = minRun; lag < frames - minRun; lag++) {
    const length = diagonal(features, lag, width, raw, filtered, scratch);
    let runStart = -1;
    let sum = 0;
    for (let t = 0; t <= length; t++) {
      const similar = t < length && filtered[t]! >= threshold;
      if (similar) {
        if (runStart < 0) runStart = t;
        sum += filtered[t]!;
        continue;
      }
      if (runStart >= 0 && t - runStart >= minRun) {
        const strength = sum / (t - runStart);
        for (let f = runStart; f < t; f++) {
          votes[f]! += strength;
          votes[f + lag]! += strength;
        }
      }
      runStart = -1;
      sum = 0;
    }
  }
  return votes;
}

/** A moving average over `width` frames, centred. */
function smooth(values: Float32Array, width: number): Float32Array {
  const out = new Float32Array(values.length);
  const half = width >> 1;
  let sum = 0;
  const prefix = new Float64Array(values.length + 1);
  for (let i = 0; i < values.length; i++) prefix[i + 1] = sum += values[i]!;
  for (let i = 0; i < values.length; i++) {
    const from = Math.max(0, i - half);
    const to = Math.min(values.length, i + half + 1);
    out[i] = (prefix[to]! - prefix[from]!) / (to - from);
  }
  return out;
}

/** Runs of frames at or above `threshold`, gaps shorter than `bridge` frames closed, runs shorter than `minLength` dropped. */
function runsAbove(values: Float32Array, threshold: number, bridge: number, minLength: number): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  for (let t = 0; t < values.length; t++) {
    if (values[t]! < threshold) continue;
    const last = runs.at(-1);
    if (last && t - last.end <= bridge) last.end = t + 1;
    else runs.push({ start: t, end: t + 1 });
  }
  return runs.filter((run) => run.end - run.start >= minLength);
}

function mean(values: Float32Array, start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i]!;
  return sum / Math.max(1, end - start);
}

/** The start frame of the loudest window of `length` frames. */
function loudestWindow(rms: Float32Array, length: number): number {
  let best = 0;
  let bestSum = -1;
  let sum = 0;
  for (let i = 0; i < rms.length; i++) {
    sum += rms[i]! ** 2;
    if (i >= length) sum -= rms[i - length]! ** 2;
    if (i >= length - 1 && sum > bestSum) {
      bestSum = sum;
      best = i - length + 1;
    }
  }
  return best;
}

/** Finds the chorus of a mono track (any sample rate; 11025 Hz is plenty) and proposes a clip starting with it. */
export function detectChorus(samples: Float32Array, sampleRate: number, options: ChorusOptions = {}): ChorusResult {
  const minClipMs = options.minClipMs ?? DEFAULT_MIN_CLIP_MS;
  const maxClipMs = Math.max(minClipMs, options.maxClipMs ?? DEFAULT_MAX_CLIP_MS);
  const durationSeconds = samples.length / sampleRate;
  const hopSeconds = hopSecondsFor(durationSeconds);
  const hopMs = Math.round(hopSeconds * 1000);
  const features = frameFeatures(samples, sampleRate, hopSeconds);
  const frames = features.frameCount;
  const durationMs = frames * hopMs;

  const loudness = smooth(features.rms, Math.max(1, Math.round(2 / hopSeconds)));
  const loudest = Math.max(1e-9, ...loudness);
  const votes = repetitionVotes(features);
  const weighted = votes.map((vote, t) => Math.min(1, vote / REPEATED_ENOUGH) * (loudness[t]! / loudest));
  const best = Math.max(0, ...weighted);

  const minSection = Math.round(MIN_SECTION_SECONDS / hopSeconds);
  const runs = best > 0 ? runsAbove(weighted, best * OCCURRENCE_SHARE, Math.round(1 / hopSeconds), minSection) : [];
  let method: ChorusResult['method'] = 'repetition';
  let occurrences = runs.map((run) => ({ ...run, strength: mean(weighted, run.start, run.end) }));
  if (occurrences.length === 0) {
    method = 'energy';
    const length = Math.min(frames, Math.round(minClipMs / hopMs));
    const start = loudestWindow(features.rms, length);
    occurrences = [{ start, end: start + length, strength: 1 }];
  }
  const strongest = Math.max(...occurrences.map((o) => o.strength));
  const chosen = occurrences.find((o) => o.strength >= strongest * NEAR_BEST)!;

  const clipDuration = Math.min(durationMs, Math.max(minClipMs, Math.min(maxClipMs, (chosen.end - chosen.start) * hopMs)));
  const clipDurationMs = Math.floor(clipDuration / hopMs) * hopMs;
  const clipStartMs = Math.max(0, Math.min(chosen.start * hopMs, durationMs - clipDurationMs));
  return {
    durationMs,
    hopMs,
    method,
    chorus: { startMs: chosen.start * hopMs, endMs: chosen.end * hopMs },
    occurrences: occurrences.map((o) => ({ startMs: o.start * hopMs, endMs: o.end * hopMs, score: Math.round((o.strength / strongest) * 100) / 100 })),
    clip: { startMs: clipStartMs, endMs: clipStartMs + clipDurationMs, durationMs: clipDurationMs },
  };
}
