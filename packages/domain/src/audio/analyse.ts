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
  /** Samples at full scale (|x| ≥ 0.999) and stretches of three or more such samples in a row. */
  clipping: { clippedSamples: number; clippedRuns: number };
  /** Silence (below -60 dBFS on every channel) before the first and after the last sound, seconds. */
  silence: { leadingSec: number; trailingSec: number };
}

export const CLIP_LEVEL = 0.999;
const SILENCE_LEVEL = 10 ** (-60 / 20);
const finite = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : null);

export function clippingOf(channels: readonly Float32Array[]): AudioAnalysis['clipping'] {
  let clippedSamples = 0;
  let clippedRuns = 0;
  for (const ch of channels) {
    let run = 0;
    for (let i = 0; i < ch.length; i++) {
      const v = ch[i]!;
      if (v >= CLIP_LEVEL || v <= -CLIP_LEVEL) {
        clippedSamples++;
        if (++run === 3) clippedRuns++;
      } else run = 0;
    }
  }
  return { clippedSamples, clippedRuns };
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
