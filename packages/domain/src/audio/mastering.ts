import { filterSeries, peaking, shelf, type Biquad } from './biquad.ts';
import { integratedFromSegments, segmentPowers } from './loudness.ts';
import { SPECTRAL_BANDS, spectralBalance, type SpectralBalance, type SpectralBandName } from './spectrum.ts';
import { toDb, truePeak, truePeakEnvelope } from './true-peak.ts';
import { MAX_TRUE_PEAK_DBTP, MASTERING_TARGETS, type MasteringGenre, type MasteringTarget } from './mastering-targets.ts';

/**
 * The mastering chain (decision 034): EQ part of the way towards a genre's spectral balance, a stereo-linked
 * compressor, then gain and a look-ahead true-peak limiter iterated until the integrated loudness reaches the target
 * with the true peak at most -1 dBTP. Everything works on typed arrays in place; nothing is allocated per sample.
 */

export * from './mastering-targets.ts';

/**
 * Each genre's balance as a tilt against pink noise (dB per octave, about 1 kHz) plus extra dB in the low bands:
 * commercial mixes fall a little faster than pink noise, hip-hop and electronic carry more low end, acoustic less.
 */
const GENRE_SHAPES: Record<MasteringGenre, { tiltDbPerOctave: number; sub: number; bass: number }> = {
  pop: { tiltDbPerOctave: -1.5, sub: 0, bass: 1 },
  hiphop: { tiltDbPerOctave: -2, sub: 3, bass: 2 },
  rock: { tiltDbPerOctave: -1, sub: -2, bass: 1 },
  electronic: { tiltDbPerOctave: -1.5, sub: 3, bass: 1 },
  acoustic: { tiltDbPerOctave: -1, sub: -5, bass: 0 },
};

/** The spectral balance a genre aims at, in the same terms as spectralBalance measures. */
export function genreTarget(genre: MasteringGenre): SpectralBalance {
  const shape = GENRE_SHAPES[genre];
  const energies = SPECTRAL_BANDS.map((band) => {
    const extra = band.name === 'sub' ? shape.sub : band.name === 'bass' ? shape.bass : 0;
    let sum = 0;
    // Pink noise has equal energy per octave: integrate the tilted density over the band in 1/12-octave steps.
    const octaves = Math.log2(band.to / band.from);
    const steps = Math.max(1, Math.round(octaves * 12));
    for (let s = 0; s < steps; s++) {
      const f = band.from * 2 ** ((s + 0.5) * (octaves / steps));
      sum += (octaves / steps) * 10 ** ((shape.tiltDbPerOctave * Math.log2(f / 1000) + extra) / 10);
    }
    return sum;
  });
  const total = energies.reduce((a, b) => a + b, 0);
  return Object.fromEntries(SPECTRAL_BANDS.map((b, i) => [b.name, 10 * Math.log10(energies[i]! / total)])) as SpectralBalance;
}

/** How far a balance is from a genre's, as the RMS of the per-band differences after removing their mean (dB). */
export function balanceDistance(measured: SpectralBalance, target: SpectralBalance): number {
  const diffs = SPECTRAL_BANDS.map((b) => target[b.name] - measured[b.name]);
  const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
  return Math.sqrt(diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / diffs.length);
}

/** Where each band's filter sits: shelves at the ends, broad bells between. */
const EQ_BANDS: Record<SpectralBandName, (sampleRate: number, gainDb: number) => Biquad> = {
  sub: (sr, g) => shelf('low', sr, 50, g),
  bass: (sr, g) => peaking(sr, 130, g, 0.9),
  low_mid: (sr, g) => peaking(sr, 700, g, 0.5),
  high_mid: (sr, g) => peaking(sr, 3500, g, 0.8),
  air: (sr, g) => shelf('high', sr, 9000, g),
};

/** EQ moves: half of each band's distance from the target (after removing the overall level), at most ±4 dB. */
export function eqGains(measured: SpectralBalance, target: SpectralBalance): Record<SpectralBandName, number> {
  const diffs = SPECTRAL_BANDS.map((b) => target[b.name] - measured[b.name]);
  const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
  return Object.fromEntries(SPECTRAL_BANDS.map((b, i) => [b.name, Math.round(Math.max(-4, Math.min(4, 0.5 * (diffs[i]! - mean))) * 10) / 10])) as Record<SpectralBandName, number>;
}

const COMPRESSION: Record<MasteringTarget, { ratio: number; thresholdDb: number }> = {
  gentle: { ratio: 1.5, thresholdDb: -16 },
  streaming: { ratio: 2, thresholdDb: -18 },
  loud: { ratio: 3, thresholdDb: -20 },
};

/**
 * A feed-forward compressor linked across channels, on a peak envelope (attack 10 ms, release 150 ms), applied in place.
 * The threshold is relative to the audio brought to -18 LUFS, so the same settings suit quiet and loud mixes.
 */
export function compress(channels: Float32Array[], sampleRate: number, settings: { ratio: number; thresholdDb: number; inputLufs: number }): { maxReductionDb: number } {
  const n = channels[0]?.length ?? 0;
  const threshold = 10 ** ((settings.thresholdDb + (settings.inputLufs - -18)) / 20);
  const attack = Math.exp(-1 / (0.01 * sampleRate));
  const release = Math.exp(-1 / (0.15 * sampleRate));
  const exponent = 1 / settings.ratio - 1;
  let envelope = 0;
  let minGain = 1;
  for (let i = 0; i < n; i++) {
    let level = 0;
    for (const ch of channels) {
      const v = Math.abs(ch[i]!);
      if (v > level) level = v;
    }
    envelope = level > envelope ? attack * envelope + (1 - attack) * level : release * envelope + (1 - release) * level;
    if (envelope > threshold) {
      const gain = (envelope / threshold) ** exponent;
      if (gain < minGain) minGain = gain;
      for (const ch of channels) ch[i] = ch[i]! * gain;
    }
  }
  return { maxReductionDb: Math.round(-toDb(minGain) * 10) / 10 };
}

/**
 * Gain per sample that keeps `scale × peaks` under `ceiling`: the required gain's minimum over a look-ahead window,
 * averaged over the same window (so the gain is down before each peak arrives), released slowly (80 ms).
 */
export function limiterGain(peaks: Float32Array, scale: number, ceiling: number, lookahead: number, sampleRate: number, out: Float32Array, deque: Int32Array): void {
  const n = peaks.length;
  const required = (i: number) => {
    const p = peaks[i]! * scale;
    return p > ceiling ? ceiling / p : 1;
  };
  // Sliding minimum over [i, i + lookahead - 1] with a monotonic deque of indices.
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    const end = Math.min(n, i + lookahead);
    for (; next < end; next++) {
      const r = required(next);
      while (tail > head && required(deque[tail - 1]!) >= r) tail--;
      deque[tail++] = next;
    }
    while (deque[head]! < i) head++;
    out[i] = required(deque[head]!);
  }
  // Moving average over [i - lookahead + 1, i]: each average covering a peak's index is at most that peak's gain.
  // Before the audio the window holds the first minimum, whose look-ahead covers every peak of the first window.
  const held = new Float64Array(lookahead).fill(n > 0 ? out[0]! : 1);
  let sum = held[0]! * lookahead;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    sum += m - held[i % lookahead]!;
    held[i % lookahead] = m;
    out[i] = sum / lookahead;
  }
  const rise = 1 - Math.exp(-1 / (0.08 * sampleRate));
  let g = 1;
  for (let i = 0; i < n; i++) {
    const s = out[i]!;
    g = s < g ? s : g + (s - g) * rise;
    out[i] = g;
  }
}

export interface MasteringResult {
  channels: Float32Array[];
  settings: {
    target: MasteringTarget;
    targetLufs: number;
    genre: MasteringGenre;
    eqGainsDb: Record<SpectralBandName, number>;
    compressionRatio: number;
    compressionMaxReductionDb: number;
    gainDb: number;
    limiterCeilingDbtp: number;
  };
  /** Measured on the result by the same analyser as the input. */
  integratedLufs: number;
  truePeakDbtp: number;
}

/**
 * Masters audio (changed in place and answered). `onProgress` gets 0–1 between the stages and is awaited, so a server
 * can report progress and let other work run between them. Throws when the audio is silent (no loudness to bring to
 * the target).
 */
export async function master(
  channels: Float32Array[],
  sampleRate: number,
  options: { target: MasteringTarget; genre: MasteringGenre; onProgress?: (fraction: number) => Promise<void> | void },
): Promise<MasteringResult> {
  const progress = async (fraction: number) => options.onProgress?.(fraction);
  const targetLufs = MASTERING_TARGETS[options.target];
  const n = channels[0]?.length ?? 0;
  const scratch = new Float32Array(n);

  const before = spectralBalance(channels, sampleRate);
  const eq = before ? eqGains(before, genreTarget(options.genre)) : eqGains(genreTarget(options.genre), genreTarget(options.genre));
  const sections = SPECTRAL_BANDS.filter((b) => Math.abs(eq[b.name]) >= 0.1).map((b) => EQ_BANDS[b.name](sampleRate, eq[b.name]));
  for (const ch of channels) filterSeries(ch, sections, ch);
  await progress(0.2);

  const inputLufs = integratedFromSegments(segmentPowers(channels, sampleRate, scratch));
  if (!Number.isFinite(inputLufs)) throw new SilentAudioError();
  const comp = COMPRESSION[options.target];
  const { maxReductionDb } = compress(channels, sampleRate, { ...comp, inputLufs });
  await progress(0.35);

  const peaks = new Float32Array(n);
  for (const ch of channels) truePeakEnvelope(ch, sampleRate, peaks);
  await progress(0.55);

  const gainCurve = new Float32Array(n);
  const deque = new Int32Array(n);
  const lookahead = Math.max(1, Math.round(0.005 * sampleRate));
  const output = channels.map(() => new Float32Array(n));
  const render = (scale: number, ceiling: number) => {
    limiterGain(peaks, scale, ceiling, lookahead, sampleRate, gainCurve, deque);
    channels.forEach((ch, c) => {
      const out = output[c]!;
      for (let i = 0; i < n; i++) out[i] = ch[i]! * scale * gainCurve[i]!;
    });
    return integratedFromSegments(segmentPowers(output, sampleRate, scratch));
  };

  // The limiter pulls loudness down as the gain rises: step the gain by the remaining distance until within 0.2 LU.
  // 0.4 dB below the limit: meters whose interpolators differ from ours (ffmpeg's ebur128) read up to 0.2 dB higher.
  let ceilingDb = MAX_TRUE_PEAK_DBTP - 0.4;
  let gainDb = targetLufs - (inputLufs - maxReductionDb * 0.5);
  let lufs = render(10 ** (gainDb / 20), 10 ** (ceilingDb / 20));
  for (let step = 0; step < 8 && Math.abs(targetLufs - lufs) > 0.2; step++) {
    gainDb += targetLufs - lufs;
    lufs = render(10 ** (gainDb / 20), 10 ** (ceilingDb / 20));
    await progress(0.55 + 0.05 * (step + 1));
  }
  // The limiter's gain moves between samples, so the result's true peak can stray a little above its ceiling.
  let peakDb = toDb(truePeak(output, sampleRate));
  for (let step = 0; step < 3 && peakDb > MAX_TRUE_PEAK_DBTP; step++) {
    ceilingDb -= peakDb - MAX_TRUE_PEAK_DBTP + 0.1;
    lufs = render(10 ** (gainDb / 20), 10 ** (ceilingDb / 20));
    peakDb = toDb(truePeak(output, sampleRate));
  }
  await progress(1);
  return {
    channels: output,
    settings: {
      target: options.target,
      targetLufs,
      genre: options.genre,
      eqGainsDb: eq,
      compressionRatio: comp.ratio,
      compressionMaxReductionDb: maxReductionDb,
      gainDb: Math.round(gainDb * 10) / 10,
      limiterCeilingDbtp: Math.round(ceilingDb * 10) / 10,
    },
    integratedLufs: Math.round(lufs * 100) / 100,
    truePeakDbtp: Math.round(peakDb * 100) / 100,
  };
}

export class SilentAudioError extends Error {
  constructor() {
    super('the audio is silent');
  }
}
