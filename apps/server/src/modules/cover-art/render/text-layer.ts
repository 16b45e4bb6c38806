import sharp, { type OverlayOptions } from 'sharp';
import { hasCase, hasCjk, isRightToLeft } from '@portal/domain/cover-art/cover-art';
import { escapeMarkup } from './markup.ts';

/**
 * Text is set by Pango (through sharp's text input), not by SVG <text>: Pango shapes every script with HarfBuzz,
 * falls back through fontconfig to the Noto fonts for Han, kana, Hangul, Arabic and Hebrew, orders right-to-left
 * text with FriBidi, wraps lines, and fits a text to a box by choosing its size.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Align = 'left' | 'centre' | 'right';

export interface TextSpec {
  text: string;
  /** A Noto family (installed by scripts/install-system-deps.sh). */
  family: 'Noto Sans' | 'Noto Sans Display' | 'Noto Serif' | 'Noto Serif Display';
  bold?: boolean;
  italic?: boolean;
  colour: string;
  /** 0 to 1. */
  opacity?: number;
  box: Box;
  /** For left-to-right text; right-to-left text is mirrored (left becomes right), in its lines and in the box. */
  align: Align;
  valign: 'top' | 'middle' | 'bottom';
  /** The largest size in pixels (the text is otherwise as large as the box allows). */
  maxSize: number;
  /** Extra space between letters, as a fraction of the size. */
  tracking?: number;
  /** Line height as a fraction of the font's line height (below 1 sets lines closer, for capitals). */
  leading?: number;
}

/** Named before fontconfig's own fallback, which would pick DejaVu for Arabic and Hebrew; Han and kana find Noto CJK. */
const fallbacks = {
  sans: ['Noto Sans Arabic', 'Noto Sans Hebrew'],
  serif: ['Noto Naskh Arabic', 'Noto Serif Hebrew'],
};

/** Pango sizes are in points; at this many points, pixels = points * dpi / 72. */
const POINTS = 100;
const dpiForPixels = (pixels: number) => (pixels * 72) / POINTS;

function markupOf(spec: TextSpec) {
  const attributes = [`foreground="${spec.colour}"`];
  if (spec.opacity !== undefined && spec.opacity < 1) attributes.push(`alpha="${Math.max(1, Math.round(spec.opacity * 100))}%"`);
  // Spacing letters apart would break the joined letters of Arabic and similar scripts.
  if (spec.tracking && (hasCase(spec.text) || hasCjk(spec.text))) attributes.push(`letter_spacing="${Math.round(spec.tracking * POINTS * 1024)}"`);
  // A factor of the font's own line height (about 1.36 of the size for Noto); scripts with tall marks or no
  // capitals keep it whole, so nothing is clipped.
  if (spec.leading && hasCase(spec.text)) attributes.push(`line_height="${spec.leading}"`);
  return `<span ${attributes.join(' ')}>${escapeMarkup(spec.text)}</span>`;
}

const mirrored = (align: Align): Align => (align === 'left' ? 'right' : align === 'right' ? 'left' : 'centre');

async function render(spec: TextSpec, fit: { height?: number; dpi?: number }) {
  const font = `${[spec.family, ...fallbacks[spec.family.startsWith('Noto Serif') ? 'serif' : 'sans']].join(',')}${spec.bold ? ' Bold' : ''}${spec.italic ? ' Italic' : ''} ${POINTS}`;
  return sharp({
    text: {
      text: markupOf(spec),
      font,
      width: Math.round(spec.box.width),
      ...(fit.height ? { height: Math.round(fit.height) } : { dpi: Math.max(1, Math.round(fit.dpi!)) }),
      // Pango itself swaps left and right for a right-to-left paragraph.
      align: spec.align,
      rgba: true,
      wrap: hasCjk(spec.text) ? 'word-char' : 'word',
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

export interface PlacedText {
  /** RGBA pixels. */
  pixels: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
  /** The size the text was set at, in pixels. */
  size: number;
}

/** The text set as large as fits its box (at most maxSize), placed in the box by its alignment. */
export async function setText(spec: TextSpec): Promise<PlacedText | null> {
  if (!spec.text.trim()) return null;
  let result = await render(spec, { height: spec.box.height });
  const fitted = result.info.textAutofitDpi ?? dpiForPixels(spec.maxSize);
  if (fitted > dpiForPixels(spec.maxSize)) result = await render(spec, { dpi: dpiForPixels(spec.maxSize) });
  const { width, height } = result.info;
  const rtl = isRightToLeft(spec.text);
  const align = rtl ? mirrored(spec.align) : spec.align;
  const { box } = spec;
  const left = align === 'left' ? box.x : align === 'right' ? box.x + box.width - width : box.x + (box.width - width) / 2;
  const top = spec.valign === 'top' ? box.y : spec.valign === 'bottom' ? box.y + box.height - height : box.y + (box.height - height) / 2;
  const size = (Math.min(fitted, dpiForPixels(spec.maxSize)) * POINTS) / 72;
  return { pixels: result.data, left: Math.round(left), top: Math.round(top), width, height, size };
}

/**
 * The text as a layer at its place (or another top-left corner), cut to the canvas: sharp refuses layers that reach
 * past the edge, and a row of repeated text does.
 */
export function layerOf(text: PlacedText, side: number, at: { left: number; top: number } = text): OverlayOptions | null {
  const [left, top] = [Math.round(at.left), Math.round(at.top)];
  const [x0, y0] = [Math.max(0, -left), Math.max(0, -top)];
  const width = Math.min(text.width, side - left) - x0;
  const height = Math.min(text.height, side - top) - y0;
  if (width <= 0 || height <= 0) return null;
  const whole = x0 === 0 && y0 === 0 && width === text.width && height === text.height;
  const pixels = whole ? text.pixels : Buffer.alloc(width * height * 4);
  if (!whole) {
    for (let row = 0; row < height; row++) {
      const from = ((y0 + row) * text.width + x0) * 4;
      text.pixels.copy(pixels, row * width * 4, from, from + width * 4);
    }
  }
  return { input: pixels, raw: { width, height, channels: 4 }, left: left + x0, top: top + y0 };
}

/** The layers of the texts that were set (empty texts are skipped). */
export const textLayers = (side: number, ...texts: (PlacedText | null)[]): OverlayOptions[] =>
  texts.flatMap((text) => {
    const layer = text && layerOf(text, side);
    return layer ? [layer] : [];
  });
