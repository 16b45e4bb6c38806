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

/** The taps nearest the interpolated point (k = 10 to 21: six input samples either side) that screen a sample first. */
const NEAR_FROM = TAPS_PER_PHASE / 2 - 6;
const NEAR_TO = TAPS_PER_PHASE / 2 + 6;
const EMPTY = new Float64Array(0);

/**
 * How much the far taps can add at most, per full scale of input: the largest sum of their absolute weights over the
 * phases. With every input sample at most the sample peak, a point's value is within that of its near taps' sum.
 */
const farWeightCache = new Map<number, number>();
function farWeightFor(factor: number): number {
  let far = farWeightCache.get(factor);
  if (far === undefined) {
    far = 0;
    for (const taps of phasesFor(factor)) {
      let sum = 0;
      for (let k = 0; k < TAPS_PER_PHASE; k++) if (k < NEAR_FROM || k >= NEAR_TO) sum += Math.abs(taps[k]!);
      far = Math.max(far, sum);
    }
    farWeightCache.set(factor, far);
  }
  return far;
}

/** The largest absolute value the near taps give of the interpolated points after sample i (as peakAfter reads x). */
function nearPeakAfter(x: Float32Array, i: number, phases: Float64Array[]): number {
  let peak = 0;
  for (const taps of phases) {
    let v = 0;
    for (let k = NEAR_FROM, j = i + 1 + NEAR_FROM; k < NEAR_TO; k++, j++) v += taps[k]! * x[j]!;
    if (v < 0) v = -v;
    if (v > peak) peak = v;
  }
  return peak;
}

/**
 * The near taps of the 4x phases folded by their symmetry: phase 3 is phase 1 backwards and phase 2 its own mirror,
 * so sums and differences of the samples paired from both ends (k and 31 - k) need half the products.
 */
interface NearFolded4 {
  /** (a[k] + a[31 - k]) / 2 and (a[k] - a[31 - k]) / 2 of phase 1, and phase 2's (b[k] + b[31 - k]) / 2, for the near k below the middle. */
  even: Float64Array;
  odd: Float64Array;
  middle: Float64Array;
}

let folded4: NearFolded4 | undefined;
function nearFolded4(): NearFolded4 {
  if (folded4) return folded4;
  const [a, b] = phasesFor(4) as [Float64Array, Float64Array, Float64Array];
  const pairs = (NEAR_TO - NEAR_FROM) / 2;
  const even = new Float64Array(pairs);
  const odd = new Float64Array(pairs);
  const middle = new Float64Array(pairs);
  for (let m = 0; m < pairs; m++) {
    const k = NEAR_FROM + m;
    const mirror = TAPS_PER_PHASE - 1 - k;
    even[m] = (a[k]! + a[mirror]!) / 2;
    odd[m] = (a[k]! - a[mirror]!) / 2;
    middle[m] = (b[k]! + b[mirror]!) / 2;
  }
  folded4 = { even, odd, middle };
  return folded4;
}

/** nearPeakAfter for the common 4x case, by the folded taps (within rounding of it: the screen allows for that). */
function nearPeakAfter4(x: Float32Array, i: number, even: Float64Array, odd: Float64Array, middle: Float64Array): number {
  let e = 0;
  let o = 0;
  let v2 = 0;
  for (let m = 0, lo = i + 1 + NEAR_FROM, hi = i + NEAR_TO; m < even.length; m++, lo++, hi--) {
    const p = x[lo]!;
    const q = x[hi]!;
    const sum = p + q;
    e += even[m]! * sum;
    o += odd[m]! * (p - q);
    v2 += middle[m]! * sum;
  }
  let v1 = e + o;
  let v3 = e - o;
  if (v1 < 0) v1 = -v1;
  if (v2 < 0) v2 = -v2;
  if (v3 < 0) v3 = -v3;
  return v1 > v2 ? (v1 > v3 ? v1 : v3) : v2 > v3 ? v2 : v3;
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
 * The true peak (linear) of audio that streams in block by block. Stretches far below the sample peak cannot hold the
 * maximum, so only samples where it or the next sample reaches half the sample peak so far (-6 dB) are interpolated.
 * A sample is measured once the TAPS/2 after it have arrived (or the stream has ended: zeros stand in for them).
 *
 * Each such sample is screened first with the twelve nearest taps of every phase: their sum plus the most the far
 * taps can add (farWeightFor × the sample peak) bounds the points after it, and when that bound is no higher than the
 * peak already known they cannot change the answer. Only the others are interpolated in full, in the same order as
 * ever, so the figure is exactly what interpolating every such sample gives, at a fraction of the work on loud
 * masters (most of whose samples are within 6 dB of their peak).
 */
export class TruePeakMeter {
  private readonly phases: Float64Array[];
  /** Per channel: the TAPS/2 samples before the first one not yet measured, then the unmeasured ones. */
  private readonly carried: Float32Array[];
  private readonly carriedLength: number[];
  private readonly farWeight: number;
  private work = new Float32Array(0);
  private peak = 0;
  /** The largest absolute sample so far. */
  samplePeak = 0;

  constructor(channelCount: number, sampleRate: number) {
    this.phases = phasesFor(oversamplingFactor(sampleRate));
    this.farWeight = this.phases.length > 0 ? farWeightFor(oversamplingFactor(sampleRate)) : 0;
    // Before the first sample: TAPS/2 zeros, as padded() puts there.
    this.carried = Array.from({ length: channelCount }, () => new Float32Array(TAPS_PER_PHASE));
    this.carriedLength = Array.from({ length: channelCount }, () => TAPS_PER_PHASE / 2);
  }

  /** The first `frames` samples of each channel, next in the stream; `blockPeak`, their largest absolute value, when known. */
  push(channels: readonly Float32Array[], frames = channels[0]?.length ?? 0, blockPeak?: number): void {
    let samplePeak = this.samplePeak;
    if (blockPeak !== undefined) samplePeak = Math.max(samplePeak, blockPeak);
    else {
      for (const ch of channels) {
        for (let i = 0; i < frames; i++) {
          const v = Math.abs(ch[i]!);
          if (v > samplePeak) samplePeak = v;
        }
      }
    }
    this.samplePeak = samplePeak;
    if (this.phases.length > 0) channels.forEach((ch, c) => this.scan(c, ch, frames));
  }

  /** The true peak of everything pushed. */
  finish(): number {
    const end = new Float32Array(TAPS_PER_PHASE / 2);
    if (this.phases.length > 0) this.carried.forEach((_, c) => this.scan(c, end, end.length));
    return Math.max(this.samplePeak, this.peak);
  }

  /** Measures the channel's samples that now have TAPS/2 samples after them. */
  private scan(c: number, samples: Float32Array, frames: number) {
    const carried = this.carried[c]!;
    const kept = this.carriedLength[c]!;
    const length = kept + frames;
    if (this.work.length < length) this.work = new Float32Array(length);
    const x = this.work;
    x.set(carried.subarray(0, kept));
    x.set(frames === samples.length ? samples : samples.subarray(0, frames), kept);
    // x[i + TAPS/2] is the sample measured at i; peakAfter reads x[i + 1] to x[i + TAPS].
    const measurable = length - TAPS_PER_PHASE;
    // Nothing but zeros so far: every interpolated point is zero too.
    if (this.samplePeak > 0) {
      const samplePeak = this.samplePeak;
      const threshold = samplePeak / 2;
      // Above the far taps' most, with room for rounding: a bound that must hold, not an estimate.
      const far = this.farWeight * samplePeak * (1 + 1e-9) + 1e-12;
      const phases = this.phases;
      const four = phases.length === 3;
      const [a, b, c] = four ? (phases as [Float64Array, Float64Array, Float64Array]) : [EMPTY, EMPTY, EMPTY];
      const { even, odd, middle } = four ? nearFolded4() : { even: EMPTY, odd: EMPTY, middle: EMPTY };
      const half = TAPS_PER_PHASE / 2;
      let peak = this.peak;
      let known = Math.max(peak, samplePeak);
      for (let i = 0; i < measurable; i++) {
        const here = x[i + half]!;
        const next = x[i + half + 1]!;
        if (here < threshold && here > -threshold && next < threshold && next > -threshold) continue;
        if ((four ? nearPeakAfter4(x, i, even, odd, middle) : nearPeakAfter(x, i, phases)) + far <= known) continue;
        const p = four ? peakAfter4(x, i, a, b, c) : peakAfter(x, i, phases);
        if (p > peak) {
          peak = p;
          if (p > known) known = p;
        }
      }
      this.peak = peak;
    }
    const from = Math.max(0, measurable);
    carried.set(x.subarray(from, length));
    this.carriedLength[c] = length - from;
  }
}

/** The true peak (linear) of the channels. */
export function truePeak(channels: readonly Float32Array[], sampleRate: number): number {
  const meter = new TruePeakMeter(channels.length, sampleRate);
  meter.push(channels);
  return meter.finish();
}

export const toDb = (linear: number) => (linear > 0 ? 20 * Math.log10(linear) : -Infinity);
