/** Spectral balance: the share of energy in a few broad bands, averaged over frames spread through the audio. */

export const SPECTRAL_BANDS = [
  { name: 'sub', from: 20, to: 60 },
  { name: 'bass', from: 60, to: 250 },
  { name: 'low_mid', from: 250, to: 2000 },
  { name: 'high_mid', from: 2000, to: 6000 },
  { name: 'air', from: 6000, to: 20000 },
] as const;
export type SpectralBandName = (typeof SPECTRAL_BANDS)[number]['name'];
/** Each band's energy relative to the whole spectrum, in dB (0 would mean all energy in that band). */
export type SpectralBalance = Record<SpectralBandName, number>;

const twiddleCache = new Map<number, { cos: Float64Array; sin: Float64Array }>();
function twiddles(n: number) {
  let table = twiddleCache.get(n);
  if (!table) {
    table = { cos: new Float64Array(n / 2), sin: new Float64Array(n / 2) };
    for (let k = 0; k < n / 2; k++) {
      table.cos[k] = Math.cos((-2 * Math.PI * k) / n);
      table.sin[k] = Math.sin((-2 * Math.PI * k) / n);
    }
    twiddleCache.set(n, table);
  }
  return table;
}

/** In-place iterative radix-2 FFT of (re, im); the length must be a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  const { cos, sin } = twiddles(n);
  for (let size = 2; size <= n; size <<= 1) {
    const halfSize = size >> 1;
    const stride = n / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < halfSize; k++) {
        const wr = cos[k * stride]!;
        const wi = sin[k * stride]!;
        const a = start + k;
        const b = a + halfSize;
        const tr = wr * re[b]! - wi * im[b]!;
        const ti = wr * im[b]! + wi * re[b]!;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

const FRAME = 4096;
const MAX_FRAMES = 240;

/**
 * The balance of the mid (L+R) signal over up to 240 Hann-windowed frames evenly spread through the audio, skipping
 * near-silent frames. Answers null when there is nothing audible.
 */
export function spectralBalance(channels: readonly Float32Array[], sampleRate: number): SpectralBalance | null {
  const frames = channels[0]?.length ?? 0;
  if (frames < FRAME) return null;
  const available = Math.floor(frames / FRAME);
  const used = Math.min(MAX_FRAMES, available);
  const stride = (frames - FRAME) / Math.max(1, used - 1);
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  const window = new Float64Array(FRAME);
  for (let i = 0; i < FRAME; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FRAME - 1));
  const bandEnergy = new Float64Array(SPECTRAL_BANDS.length);
  const binHz = sampleRate / FRAME;
  const bandOf = new Int8Array(FRAME / 2).fill(-1);
  for (let k = 1; k < FRAME / 2; k++) {
    const f = k * binHz;
    bandOf[k] = SPECTRAL_BANDS.findIndex((b) => f >= b.from && f < b.to);
  }
  for (let f = 0; f < used; f++) {
    const at = Math.round(f * stride);
    let energy = 0;
    for (let i = 0; i < FRAME; i++) {
      let v = 0;
      for (const ch of channels) v += ch[at + i]!;
      v /= channels.length;
      energy += v * v;
      re[i] = v * window[i]!;
      im[i] = 0;
    }
    if (energy / FRAME < 1e-8) continue; // below -80 dBFS: silence tells nothing about the balance
    fft(re, im);
    for (let k = 1; k < FRAME / 2; k++) {
      const band = bandOf[k]!;
      if (band >= 0) bandEnergy[band]! += re[k]! * re[k]! + im[k]! * im[k]!;
    }
  }
  const total = bandEnergy.reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  return Object.fromEntries(SPECTRAL_BANDS.map((b, i) => [b.name, bandEnergy[i]! > 0 ? 10 * Math.log10(bandEnergy[i]! / total) : -120])) as SpectralBalance;
}
