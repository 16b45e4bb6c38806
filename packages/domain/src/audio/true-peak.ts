/**
 * True peak (ITU-R BS.1770-4 annex 2): the signal is oversampled (4x below 96 kHz, 2x below 192 kHz) by a windowed-sinc
 * polyphase interpolator and the largest absolute value of the oversampled signal is the true peak.
 */

const TAPS_PER_PHASE = 32;
/** Passband edge as a share of the input's Nyquist frequency, and the Kaiser window's shape (as ffmpeg's resampler). */
const CUTOFF = 0.97;
const KAISER_BETA = 9;

export function oversamplingFactor(sampleRate: number): number {
  return sampleRate < 96_000 ? 4 : sampleRate < 192_000 ? 2 : 1;
}

/** The modified Bessel function of order 0, by its power series. */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50 && term > 1e-12 * sum; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

const phaseCache = new Map<number, Float64Array[]>();

/**
 * The interpolator's phases 1..factor-1 (phase 0 is the sample itself): phase p, tap k weighs input sample
 * i - TAPS/2 + 1 + k to give the value at i + p/factor. Kaiser-windowed sinc with its edge just below Nyquist, so
 * content up to 21 kHz at 44.1 kHz is interpolated at full level; each phase normalised to unit DC gain.
 */
function phasesFor(factor: number): Float64Array[] {
  let phases = phaseCache.get(factor);
  if (phases) return phases;
  phases = [];
  const half = TAPS_PER_PHASE / 2;
  const norm = besselI0(KAISER_BETA);
  for (let p = 1; p < factor; p++) {
    const taps = new Float64Array(TAPS_PER_PHASE);
    let sum = 0;
    for (let k = 0; k < TAPS_PER_PHASE; k++) {
      const t = k - half + 1 - p / factor; // input position relative to the output point, in samples
      const x = CUTOFF * t;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const r = t / half; // -1..1 across the window
      const window = Math.abs(r) >= 1 ? 0 : besselI0(KAISER_BETA * Math.sqrt(1 - r * r)) / norm;
      taps[k] = sinc * window;
      sum += taps[k]!;
    }
    for (let k = 0; k < TAPS_PER_PHASE; k++) taps[k] = taps[k]! / sum;
    phases.push(taps);
  }
  phaseCache.set(factor, phases);
  return phases;
}

/** The channel with TAPS/2 zeros on each side, so the interpolator's inner loop needs no bounds checks. */
function padded(channel: Float32Array): Float32Array {
  const out = new Float32Array(channel.length + TAPS_PER_PHASE);
  out.set(channel, TAPS_PER_PHASE / 2);
  return out;
}

/**
 * The largest absolute oversampled value in [i, i+1) for sample i of `x` (the channel padded by padded()): the
 * sample itself and the interpolated points after it. `n` is the unpadded length.
 */
function peakAfter(x: Float32Array, i: number, phases: Float64Array[]): number {
  let peak = Math.abs(x[i + TAPS_PER_PHASE / 2]!);
  for (const taps of phases) {
    let v = 0;
    for (let k = 0, j = i + 1; k < TAPS_PER_PHASE; k++, j++) v += taps[k]! * x[j]!;
    if (v < 0) v = -v;
    if (v > peak) peak = v;
  }
  return peak;
}

/** peakAfter for the common 4x case: the three phases accumulated together, each input sample read once per tap. */
function peakAfter4(x: Float32Array, i: number, a: Float64Array, b: Float64Array, c: Float64Array): number {
  let v1 = 0;
  let v2 = 0;
  let v3 = 0;
  for (let k = 0, j = i + 1; k < TAPS_PER_PHASE; k++, j++) {
    const s = x[j]!;
    v1 += a[k]! * s;
    v2 += b[k]! * s;
    v3 += c[k]! * s;
  }
  let peak = Math.abs(x[i + TAPS_PER_PHASE / 2]!);
  if (v1 < 0) v1 = -v1;
  if (v2 < 0) v2 = -v2;
  if (v3 < 0) v3 = -v3;
  if (v1 > peak) peak = v1;
  if (v2 > peak) peak = v2;
  if (v3 > peak) peak = v3;
  return peak;
}

/**
 * The true-peak envelope of one channel: out[i] is the largest absolute oversampled value in [i, i+1) (the sample and
 * the interpolated points after it). When `into` is given, keeps the larger of its value and this channel's (stereo link).
 */
export function truePeakEnvelope(channel: Float32Array, sampleRate: number, into?: Float32Array): Float32Array {
  const n = channel.length;
  const out = into ?? new Float32Array(n);
  const factor = oversamplingFactor(sampleRate);
  if (factor === 1) {
    for (let i = 0; i < n; i++) if (Math.abs(channel[i]!) > out[i]!) out[i] = Math.abs(channel[i]!);
    return out;
  }
  const phases = phasesFor(factor);
  const x = padded(channel);
  if (phases.length === 3) {
    const [a, b, c] = phases as [Float64Array, Float64Array, Float64Array];
    for (let i = 0; i < n; i++) {
      const peak = peakAfter4(x, i, a, b, c);
      if (peak > out[i]!) out[i] = peak;
    }
  } else {
    for (let i = 0; i < n; i++) {
      const peak = peakAfter(x, i, phases);
      if (peak > out[i]!) out[i] = peak;
    }
  }
  return out;
}

/**
 * The true peak (linear) of the channels. Stretches far below the sample peak cannot hold the maximum, so only samples
 * where it or the next sample reaches half the sample peak (-6 dB) are interpolated.
 */
export function truePeak(channels: readonly Float32Array[], sampleRate: number): number {
  let samplePeak = 0;
  for (const ch of channels) for (let i = 0; i < ch.length; i++) if (Math.abs(ch[i]!) > samplePeak) samplePeak = Math.abs(ch[i]!);
  const factor = oversamplingFactor(sampleRate);
  if (samplePeak === 0 || factor === 1) return samplePeak;
  const phases = phasesFor(factor);
  const threshold = samplePeak / 2;
  let peak = samplePeak;
  for (const ch of channels) {
    const n = ch.length;
    const x = padded(ch);
    for (let i = 0; i < n; i++) {
      if (Math.abs(ch[i]!) < threshold && (i + 1 >= n || Math.abs(ch[i + 1]!) < threshold)) continue;
      const p = phases.length === 3 ? peakAfter4(x, i, phases[0]!, phases[1]!, phases[2]!) : peakAfter(x, i, phases);
      if (p > peak) peak = p;
    }
  }
  return peak;
}

export const toDb = (linear: number) => (linear > 0 ? 20 * Math.log10(linear) : -Infinity);
