import { seededRandom } from '@portal/domain/cover-art/seeded-random';

/** The grain is a seeded tile of this side, repeated: random noise shows no seams, and a tile is cheap to make. */
const TILE = 509;

/**
 * Film grain added to raw RGB(A) pixels in place: it breaks up the banding large gradients show once a store
 * recompresses the artwork, and gives flat colour a printed feel. Monochrome (the same offset on each colour channel),
 * softer in the deepest shadows and brightest highlights, and seeded, so the same image always gets the same grain.
 * Done on the raw buffer rather than as a blended sharp layer, which took seconds at 3000 x 3000.
 */
export function addGrain(pixels: Buffer, info: { width: number; height: number; channels: number }, seed: number, amount: number): void {
  if (amount <= 0) return;
  const random = seededRandom(seed ^ 0x9e3779b9);
  const tile = new Float32Array(TILE * TILE);
  // Two uniforms averaged: a softer, roughly triangular spread than plain white noise.
  for (let index = 0; index < tile.length; index++) tile[index] = (random.next() + random.next() - 1) * amount;
  const out = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
  const { width, height, channels } = info;
  for (let y = 0; y < height; y++) {
    const row = (y % TILE) * TILE;
    let at = y * width * channels;
    for (let x = 0; x < width; x++, at += channels) {
      const light = (out[at]! + out[at + 1]! + out[at + 2]!) / 765;
      const noise = tile[row + (x % TILE)]! * (1 - Math.abs(2 * light - 1) * 0.6);
      out[at] = out[at]! + noise;
      out[at + 1] = out[at + 1]! + noise;
      out[at + 2] = out[at + 2]! + noise;
    }
  }
}
