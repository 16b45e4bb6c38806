import { integratedFromSegments, loudnessRangeFromSegments, maxBlockLoudness, segmentPowers } from './loudness.ts';
import { spectralBalance, type SpectralBalance } from './spectrum.ts';
import { toDb, truePeak } from './true-peak.ts';

/** What the mastering page shows of a piece of audio; levels that do not exist (silence) are null. */
export interface AudioAnalysis {
  durationSec: number;
  sampleRate: number;
  channels: number;
  /** Integrated loudness, LUFS (BS.1770-4, gated). */
  integratedLufs: number | null;
  /** Loudest 3 s, LUFS. */
  maxShortTermLufs: number | null;
  /** Loudness range, LU (EBU Tech 3342). */
  loudnessRangeLu: number;
  truePeakDbtp: number | null;
  samplePeakDbfs: number | null;
  /** Per-band share of the energy, dB. */
  spectrum: SpectralBalance | null;
  /** Samples at full scale (|x| ≥ CLIP_LEVEL) and stretches of CLIP_RUN or more such samples in a row. */
  clipping: { clippedSamples: number; clippedRuns: number };
  /** Silence (below -60 dBFS on every channel) before the first and after the last sound, seconds. */
  silence: { leadingSec: number; trailingSec: number };
}

export const CLIP_LEVEL = 0.999;
/** Quieter than this on every channel is silence. */
export const SILENCE_LEVEL = 10 ** (-60 / 20);
/** How many full-scale samples in a row make a clipped stretch. */
export const CLIP_RUN = 3;
const finite = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : null);

/**
 * Counts full-scale samples as audio streams in block by block (a stretch may go on into the next block), and keeps
 * the block's largest absolute sample on the way (`blockPeak`, for the true-peak meter that comes next).
 */
export class ClipCounter {
  clippedSamples = 0;
  clippedRuns = 0;
  /** Samples that belong to a stretch of CLIP_RUN or more. */
  samplesInRuns = 0;
  /** The largest absolute sample of the last block pushed. */
  blockPeak = 0;
  private readonly runs: number[];

  constructor(channelCount: number) {
    this.runs = new Array<number>(channelCount).fill(0);
  }

  push(channels: readonly Float32Array[], frames = channels[0]?.length ?? 0): void {
    let peak = 0;
    for (let c = 0; c < channels.length; c++) {
      const ch = channels[c]!;
      let run = this.runs[c]!;
      let clipped = 0;
      let inRuns = 0;
      let runs = 0;
      for (let i = 0; i < frames; i++) {
        const v = Math.abs(ch[i]!);
        if (v > peak) peak = v;
        if (v < CLIP_LEVEL) {
          run = 0;
          continue;
        }
        clipped++;
        run++;
        if (run === CLIP_RUN) {
          runs++;
          inRuns += CLIP_RUN;
        } else if (run > CLIP_RUN) inRuns++;
      }
      this.clippedSamples += clipped;
      this.clippedRuns += runs;
      this.samplesInRuns += inRuns;
      this.runs[c] = run;
    }
    this.blockPeak = peak;
  }
}

export function clippingOf(channels: readonly Float32Array[]): AudioAnalysis['clipping'] {
  const counter = new ClipCounter(channels.length);
  counter.push(channels);
  return { clippedSamples: counter.clippedSamples, clippedRuns: counter.clippedRuns };
}

export function silenceOf(channels: readonly Float32Array[], sampleRate: number): AudioAnalysis['silence'] {
  const n = channels[0]?.length ?? 0;
  const loud = (i: number) => channels.some((ch) => Math.abs(ch[i]!) > SILENCE_LEVEL);
  let first = 0;
  while (first < n && !loud(first)) first++;
  if (first === n) return { leadingSec: n / sampleRate, trailingSec: 0 };
  let last = n - 1;
  while (last > first && !loud(last)) last--;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return { leadingSec: round(first / sampleRate), trailingSec: round((n - 1 - last) / sampleRate) };
}

/** Measures audio given as one Float32Array per channel (full scale ±1). */
export function analyseAudio(channels: readonly Float32Array[], sampleRate: number): AudioAnalysis {
  const frames = channels[0]?.length ?? 0;
  const segments = segmentPowers(channels, sampleRate);
  let samplePeak = 0;
  for (const ch of channels) for (let i = 0; i < ch.length; i++) if (Math.abs(ch[i]!) > samplePeak) samplePeak = Math.abs(ch[i]!);
  return {
    durationSec: Math.round((frames / sampleRate) * 1000) / 1000,
    sampleRate,
    channels: channels.length,
    integratedLufs: finite(integratedFromSegments(segments)),
    maxShortTermLufs: finite(maxBlockLoudness(segments, 30)),
    loudnessRangeLu: Math.round(loudnessRangeFromSegments(segments) * 100) / 100,
    truePeakDbtp: finite(toDb(truePeak(channels, sampleRate))),
    samplePeakDbfs: finite(toDb(samplePeak)),
    spectrum: spectralBalance(channels, sampleRate),
    clipping: clippingOf(channels),
    silence: silenceOf(channels, sampleRate),
  };
}
