import sharp from 'sharp';
import { COVER_SIDE, renderKey, type CoverArtInput, type CoverStyle } from '@portal/domain/cover-art/cover-art';
import { paletteFor } from '@portal/domain/cover-art/palettes';
import { seededRandom } from '@portal/domain/cover-art/seeded-random';
import type { Style } from './compose.ts';
import { geometric } from './geometric.ts';
import { gradient } from './gradient.ts';
import { addGrain } from './grain.ts';
import { photoCrop } from './photo-crop.ts';
import { typographic } from './typographic.ts';

const styles: Record<CoverStyle, Style> = { typographic, gradient, geometric, 'photo-crop': photoCrop };

/** JPEG at this quality keeps grain and type edges clean at a few MB, far under the cover limit of 40 MiB (mozjpeg would
 * save a fifth of the bytes at ten times the time). */
const JPEG = { quality: 92, chromaSubsampling: '4:4:4' } as const;

/** Encodes a square image as the cover JPEG: sRGB, three channels, no metadata. */
export const encodeCover = (image: sharp.Sharp) => image.removeAlpha().toColourspace('srgb').jpeg(JPEG).toBuffer();

/**
 * One cover: the same input and seed always give the same image (every choice comes from a generator seeded by
 * both). `photo` is the user's picture for the photo-crop style.
 */
export async function renderCover(input: CoverArtInput, seed: number, options: { photo?: Buffer; side?: number } = {}): Promise<Buffer> {
  const side = options.side ?? COVER_SIDE;
  const random = seededRandom(renderKey(input, seed));
  const palette = paletteFor(input.mood, random);
  const drawing = await styles[input.style]({ input, random, palette, side, seed, photo: options.photo });
  const flat = await sharp(drawing.background, drawing.backgroundRaw && { raw: drawing.backgroundRaw })
    .resize(side, side, { fit: 'fill' })
    .composite(drawing.layers)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(flat.data, flat.info, seed, drawing.grain);
  return encodeCover(sharp(flat.data, { raw: { width: flat.info.width, height: flat.info.height, channels: flat.info.channels } }));
}
