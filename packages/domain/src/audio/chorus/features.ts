/**
 * Frame features for structure analysis: a 12-bin chroma (pitch-class energy, from a Hann-windowed FFT) and the RMS
 * level of each frame. Frames are centred on multiples of the hop, so frame i describes the time i * hop.
 */

import { fft } from '../spectrum.ts';

export interface FrameFeatures {
  /** Seconds between frames. */
  hopSeconds: number;
  frameCount: number;
  /** frameCount x 12, each row L2-normalised (all zeros for a silent frame). */
  chroma: Float32Array;
  /** RMS level of each frame (linear, full scale 1). */
  rms: Float32Array;
}

const FFT_SIZE = 4096;
/** Pitches outside this band say little about harmony (rumble below, overtones and hiss above). */
const CHROMA_LOW_HZ = 55;
const CHROMA_HIGH_HZ = 2000;
/** Below this RMS (about -60 dBFS) a frame counts as silence and carries no chroma. */
const SILENT_RMS = 0.001;

/** The pitch class (0 = C) of each FFT bin inside the chroma band, -1 elsewhere. */
function pitchClassOfBins(sampleRate: number): Int8Array {
  const classes = new Int8Array(FFT_SIZE / 2).fill(-1);
  for (let bin = 1; bin < FFT_SIZE / 2; bin++) {
    const hz = (bin * sampleRate) / FFT_SIZE;
    if (hz < CHROMA_LOW_HZ || hz > CHROMA_HIGH_HZ) continue;
    const midi = Math.round(69 + 12 * Math.log2(hz / 440));
    classes[bin] = ((midi % 12) + 12) % 12;
  }
  return classes;
}

export function frameFeatures(samples: Float32Array, sampleRate: number, hopSeconds: number): FrameFeatures {
  const hop = hopSeconds * sampleRate;
  const frameCount = Math.max(0, Math.floor(samples.length / hop));
  const chroma = new Float32Array(frameCount * 12);
  const rms = new Float32Array(frameCount);
  const classes = pitchClassOfBins(sampleRate);
  const window = Float64Array.from({ length: FFT_SIZE }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FFT_SIZE));
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  // RMS over one hop centred on the frame: frames then tile the track without gaps or overlap.
  const half = Math.floor(hop / 2);
  for (let frame = 0; frame < frameCount; frame++) {
    const centre = Math.round(frame * hop + hop / 2);
    let energy = 0;
    let counted = 0;
    for (let i = Math.max(0, centre - half); i < Math.min(samples.length, centre + half); i++, counted++) energy += samples[i]! ** 2;
    rms[frame] = Math.sqrt(energy / Math.max(1, counted));
    if (rms[frame]! < SILENT_RMS) continue;

    const from = centre - FFT_SIZE / 2;
    for (let i = 0; i < FFT_SIZE; i++) {
      const at = from + i;
      re[i] = at >= 0 && at < samples.length ? samples[at]! * window[i]! : 0;
      im[i] = 0;
    }
    fft(re, im);
    const row = frame * 12;
    for (let bin = 1; bin < FFT_SIZE / 2; bin++) {
      const pitchClass = classes[bin]!;
      if (pitchClass >= 0) chroma[row + pitchClass]! += Math.hypot(re[bin]!, im[bin]!);
    }
    let norm = 0;
    for (let c = 0; c < 12; c++) norm += chroma[row + c]! ** 2;
    norm = Math.sqrt(norm);
    for (let c = 0; c < 12; c++) chroma[row + c] = norm > 0 ? chroma[row + c]! / norm : 0;
  }
  return { hopSeconds, frameCount, chroma, rms };
}
