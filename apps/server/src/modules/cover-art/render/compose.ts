import type sharp from 'sharp';
import { typeVoiceOf, type CoverArtInput } from '@portal/domain/cover-art/cover-art';
import type { Random } from '@portal/domain/cover-art/seeded-random';
import type { TextSpec } from './text-layer.ts';

/** What a style is given to draw one image. */
export interface StyleContext {
  input: CoverArtInput;
  random: Random;
  /** Five colours of the mood (palettes.ts). */
  palette: string[];
  side: number;
  seed: number;
  /** The user's picture, for the photo-crop style. */
  photo?: Buffer;
}

/** A style's drawing: a background (SVG text or an image) and the layers over it, bottom to top. */
export interface Drawing {
  background: Buffer;
  /** The background's layout when it is raw pixels (not an encoded image or SVG). */
  backgroundRaw?: { width: number; height: number; channels: 3 | 4 };
  layers: sharp.OverlayOptions[];
  /** Grain strength (0 for none). */
  grain: number;
}

export type Style = (context: StyleContext) => Promise<Drawing>;

export const svg = (side: number, body: string, defs = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}"><defs>${defs}</defs>${body}</svg>`);

/** An SVG drawn over the image (ornaments placed after the text was measured). */
export const svgLayer = (side: number, body: string, defs = ''): sharp.OverlayOptions => ({ input: svg(side, body, defs), left: 0, top: 0 });

/** The type families of the genre's voice: display for titles, text for small lines. */
export function familiesOf(input: CoverArtInput): { display: TextSpec['family']; text: TextSpec['family'] } {
  return typeVoiceOf(input.genre) === 'serif' ? { display: 'Noto Serif Display', text: 'Noto Serif' } : { display: 'Noto Sans Display', text: 'Noto Sans' };
}

/** The title in capitals where the script has them and the style wants them. */
export const capitals = (text: string) => text.toLocaleUpperCase();
