import { filterSeries, filterSeriesStereo, type Biquad } from './biquad.ts';

/**
 * Loudness per ITU-R BS.1770-4 and EBU Tech 3341/3342: K-weighting, 400 ms momentary blocks with 75 % overlap gated at
 * -70 LUFS and then 10 LU below their mean (integrated loudness), and 3 s short-term blocks gated at -70 LUFS and 20 LU
 * below their mean whose 10th-to-95th percentile spread is the loudness range.
 */

/** The K-weighting pre-filter and RLB high-pass for any sample rate (the BS.1770 analogue prototypes, as libebur128). */
export function kWeighting(sampleRate: number): Biquad[] {
  let f0 = 1681.974450955533;
  const G = 3.999843853973347;
  let Q = 0.7071752369554196;
  let K = Math.tan((Math.PI * f0) / sampleRate);
  const Vh = 10 ** (G / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const shelf: Biquad = { b0: (Vh + (Vb * K) / Q + K * K) / a0, b1: (2 * (K * K - Vh)) / a0, b2: (Vh - (Vb * K) / Q + K * K) / a0, a1: (2 * (K * K - 1)) / a0, a2: (1 - K / Q + K * K) / a0 };
  f0 = 38.13547087602444;
  Q = 0.5003270373238773;
  K = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + K / Q + K * K;
  const highPass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (K * K - 1)) / a0, a2: (1 - K / Q + K * K) / a0 };
  return [shelf, highPass];
}

const LUFS_OFFSET = -0.691;
export const powerToLufs = (power: number) => (power > 0 ? LUFS_OFFSET + 10 * Math.log10(power) : -Infinity);
const lufsToPower = (lufs: number) => 10 ** ((lufs - LUFS_OFFSET) / 10);

/** Channel weights of BS.1770 for the usual layouts (L, R, C, LFE excluded, Ls, Rs); mono and stereo weigh 1. */
const channelWeight = (index: number, count: number) => (count === 6 ? [1, 1, 1, 0, 1.41, 1.41][index]! : 1);

/**
 * The weighted K-filtered energy of each 100 ms segment (sum over channels of weight × mean square), measured block by
 * block as audio streams in: the filters and the unfinished segment carry over from one block to the next. Blocks of
 * 400 ms or 3 s are sums of consecutive segments, so both gates come from one filtering pass.
 */
export class SegmentPowers {
  private readonly filters: Biquad[];
  private readonly states: Float64Array[];
  private readonly weights: number[];
  private readonly partial: Float64Array;
  private readonly hop: number;
  /** Samples of the unfinished segment so far. */
  private filled = 0;
  private powers: Float64Array;
  private count = 0;
  /** The right channel's filtered block, for stereo (filtered together with the left). */
  private scratchRight?: Float32Array;

  constructor(
    channelCount: number,
    sampleRate: number,
    /** How many segments to make room for at first (the room grows as needed). */
    expected = 0,
    private scratch?: Float32Array,
  ) {
    this.filters = kWeighting(sampleRate);
    this.states = Array.from({ length: channelCount }, () => new Float64Array(2 * this.filters.length));
    this.weights = Array.from({ length: channelCount }, (_, c) => channelWeight(c, channelCount));
    this.partial = new Float64Array(channelCount);
    this.hop = Math.round(sampleRate / 10);
    this.powers = new Float64Array(Math.max(16, expected));
  }

  /** The first `frames` samples of each channel, next in the stream. */
  push(channels: readonly Float32Array[], frames = channels[0]?.length ?? 0): void {
    const { hop } = this;
    const finished = Math.floor((this.filled + frames) / hop);
    if (this.count + finished > this.powers.length) {
      const grown = new Float64Array(Math.max(2 * this.powers.length, this.count + finished));
      grown.set(this.powers.subarray(0, this.count));
      this.powers = grown;
    }
    const powers = this.powers;
    if (!this.scratch || this.scratch.length < frames) this.scratch = new Float32Array(frames);
    const buffer = this.scratch.subarray(0, frames);
    const part = (channel: Float32Array) => (channel.length === frames ? channel : channel.subarray(0, frames));
    const stereo = channels.length === 2;
    if (stereo) {
      if (!this.scratchRight || this.scratchRight.length < frames) this.scratchRight = new Float32Array(frames);
      filterSeriesStereo(part(channels[0]!), part(channels[1]!), this.filters, buffer, this.scratchRight.subarray(0, frames), this.states[0]!, this.states[1]!);
    }
    channels.forEach((channel, c) => {
      const weight = this.weights[c]!;
      if (weight === 0) return;
      const filtered = stereo ? (c === 0 ? buffer : this.scratchRight!.subarray(0, frames)) : filterSeries(part(channel), this.filters, buffer, this.states[c]);
      let s = this.count;
      let sum = this.partial[c]!;
      for (let i = 0, end = hop - this.filled; i < frames; end = i + hop) {
        const stop = end < frames ? end : frames;
        for (; i < stop; i++) sum += filtered[i]! * filtered[i]!;
        if (i === end) {
          powers[s++]! += (weight * sum) / hop;
          sum = 0;
        }
      }
      this.partial[c] = sum;
    });
    this.filled = (this.filled + frames) % hop;
    this.count += finished;
  }

  /** The finished segments so far (a last segment shorter than 100 ms is left out). */
  segments(): Float64Array {
    return this.powers.subarray(0, this.count);
  }
}

export function segmentPowers(channels: readonly Float32Array[], sampleRate: number, scratch?: Float32Array): Float64Array {
  const frames = channels[0]?.length ?? 0;
  const meter = new SegmentPowers(channels.length, sampleRate, Math.floor(frames / Math.round(sampleRate / 10)), scratch);
  meter.push(channels, frames);
  return meter.segments();
}

/** Block powers of `segments` consecutive segments, every segment (so 400 ms blocks overlap by 75 %). */
function blockPowers(segments: Float64Array, perBlock: number): Float64Array {
  const count = Math.max(0, segments.length - perBlock + 1);
  const out = new Float64Array(count);
  let sum = 0;
  for (let i = 0; i < segments.length; i++) {
    sum += segments[i]!;
    if (i >= perBlock) sum -= segments[i - perBlock]!;
    if (i >= perBlock - 1) out[i - perBlock + 1] = Math.max(0, sum / perBlock);
  }
  return out;
}

/** Integrated loudness in LUFS from segment powers (-Infinity when every block is below the absolute gate). */
export function integratedFromSegments(segments: Float64Array): number {
  const blocks = blockPowers(segments, 4);
  const absGate = lufsToPower(-70);
  let sum = 0;
  let n = 0;
  for (const p of blocks) if (p > absGate) (sum += p), n++;
  if (n === 0) return -Infinity;
  const relGate = (sum / n) * 10 ** (-10 / 10);
  let gatedSum = 0;
  let gated = 0;
  for (const p of blocks) if (p > absGate && p > relGate) (gatedSum += p), gated++;
  return gated === 0 ? -Infinity : powerToLufs(gatedSum / gated);
}

/** Loudness range in LU (EBU Tech 3342) from segment powers: 0 when fewer than two short-term blocks pass the gates. */
export function loudnessRangeFromSegments(segments: Float64Array): number {
  const blocks = blockPowers(segments, 30);
  const absGate = lufsToPower(-70);
  let sum = 0;
  let n = 0;
  for (const p of blocks) if (p > absGate) (sum += p), n++;
  if (n === 0) return 0;
  const relGate = (sum / n) * 10 ** (-20 / 10);
  const values: number[] = [];
  for (const p of blocks) if (p > absGate && p > relGate) values.push(powerToLufs(p));
  if (values.length < 2) return 0;
  values.sort((a, b) => a - b);
  const at = (q: number) => values[Math.round((values.length - 1) * q)]!;
  return at(0.95) - at(0.1);
}

/** The loudest short-term (3 s) and momentary (400 ms) loudness, in LUFS. */
export function maxBlockLoudness(segments: Float64Array, perBlock: 4 | 30): number {
  let max = 0;
  for (const p of blockPowers(segments, perBlock)) if (p > max) max = p;
  return powerToLufs(max);
}

/** Integrated loudness of audio in LUFS. */
export const integratedLoudness = (channels: readonly Float32Array[], sampleRate: number) => integratedFromSegments(segmentPowers(channels, sampleRate));
