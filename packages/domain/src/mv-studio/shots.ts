import { seededRandom } from '../seeded-random.ts';
import { MV_MOTIONS, type MvMotion } from './concept.ts';

/**
 * Step 2 of the studio: the shot list. Shots follow the track's sections (a cut at each section change, long sections
 * cut again every few seconds), take the user's images in turn and a motion each. Times are milliseconds from the
 * start of the rendered segment.
 */

export interface MvShot {
  startMs: number;
  durationMs: number;
  /** 'artwork' or the id of one of the user's uploaded images. */
  image: string;
  motion: MvMotion;
}

export const SHOT_TARGET_MS = 5000;
export const SHOT_MIN_MS = 1500;
export const SHOT_MAX_MS = 30_000;
export const SHOTS_MAX = 60;

/** Splits the segment at the section boundaries that fall inside it, then every ~5 s; no piece shorter than 1.5 s. */
export function shotBoundaries(durationMs: number, sectionStartsMs: readonly number[]): number[] {
  const cuts = [0, ...sectionStartsMs.filter((ms) => ms > 0 && ms < durationMs).sort((a, b) => a - b), durationMs];
  const points: number[] = [0];
  for (let i = 1; i < cuts.length; i++) {
    const from = cuts[i - 1]!;
    const length = cuts[i]! - from;
    const pieces = Math.max(1, Math.round(length / SHOT_TARGET_MS));
    for (let p = 1; p <= pieces; p++) points.push(Math.round(from + (length * p) / pieces));
  }
  // Drop any point that would leave a piece shorter than the minimum (keeping the end).
  const kept: number[] = [0];
  for (const point of points.slice(1)) {
    if (point - kept[kept.length - 1]! < SHOT_MIN_MS) {
      if (point === durationMs && kept.length > 1) kept[kept.length - 1] = durationMs;
      continue;
    }
    kept.push(point);
  }
  if (kept[kept.length - 1] !== durationMs) kept.push(durationMs);
  return kept;
}

/** The shot list for a segment: images in turn (the artwork first), motions from the seed, never the same twice running. */
export function planShots(input: { durationMs: number; sectionStartsMs: readonly number[]; images: readonly string[]; seed: number }): MvShot[] {
  const random = seededRandom(input.seed);
  const images = input.images.length > 0 ? input.images : ['artwork'];
  const points = shotBoundaries(input.durationMs, input.sectionStartsMs).slice(0, SHOTS_MAX + 1);
  points[points.length - 1] = input.durationMs;
  const shots: MvShot[] = [];
  let previous: MvMotion | null = null;
  for (let i = 1; i < points.length; i++) {
    const choices = MV_MOTIONS.filter((m) => m !== previous && m !== 'still');
    const motion = choices[Math.floor(random() * choices.length)]!;
    previous = motion;
    shots.push({ startMs: points[i - 1]!, durationMs: points[i]! - points[i - 1]!, image: images[(i - 1) % images.length]!, motion });
  }
  return shots;
}

/** Checks an edited shot list: the message key of its first fault, or null. Start times are recomputed from durations. */
export function shotListFault(shots: readonly Omit<MvShot, 'startMs'>[], durationMs: number, images: readonly string[]): string | null {
  if (shots.length === 0 || shots.length > SHOTS_MAX) return 'mv_shots_count_invalid';
  for (const shot of shots) {
    if (!Number.isInteger(shot.durationMs) || shot.durationMs < SHOT_MIN_MS || shot.durationMs > SHOT_MAX_MS) return 'mv_shot_duration_invalid';
    if (!images.includes(shot.image)) return 'mv_shot_image_unknown';
    if (!(MV_MOTIONS as readonly string[]).includes(shot.motion)) return 'mv_shot_motion_invalid';
  }
  const total = shots.reduce((sum, shot) => sum + shot.durationMs, 0);
  if (Math.abs(total - durationMs) > 50) return 'mv_shots_total_mismatch';
  return null;
}

/** Start times from durations (the last shot absorbs the rounding so the list ends exactly at the segment's end). */
export function withStarts(shots: readonly Omit<MvShot, 'startMs'>[], totalMs: number): MvShot[] {
  let at = 0;
  return shots.map((shot, i) => {
    const durationMs = i === shots.length - 1 ? totalMs - at : shot.durationMs;
    const out = { ...shot, startMs: at, durationMs };
    at += durationMs;
    return out;
  });
}

/**
 * Section starts of a track from its loudness per second, when no chorus analysis is at hand: a boundary where the mean
 * level of the 4 s after differs most from the 4 s before (peaks of that novelty, at least 6 s apart).
 */
export function energySectionStarts(levelsDb: readonly number[], options: { window?: number; minGap?: number; thresholdDb?: number } = {}): number[] {
  const window = options.window ?? 4;
  const minGap = options.minGap ?? 6;
  const threshold = options.thresholdDb ?? 3;
  const mean = (from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += levelsDb[i]!;
    return sum / (to - from);
  };
  const novelty: { second: number; score: number }[] = [];
  for (let s = window; s + window <= levelsDb.length; s++) novelty.push({ second: s, score: Math.abs(mean(s, s + window) - mean(s - window, s)) });
  const starts: number[] = [];
  for (const candidate of novelty.filter((n) => n.score >= threshold).sort((a, b) => b.score - a.score)) {
    if (starts.every((s) => Math.abs(s - candidate.second) >= minGap)) starts.push(candidate.second);
  }
  return starts.sort((a, b) => a - b).map((s) => s * 1000);
}
