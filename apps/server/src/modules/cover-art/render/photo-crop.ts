import sharp from 'sharp';
import { isRightToLeft } from '@portal/domain/cover-art/cover-art';
import { hexToRgb, mix } from '@portal/domain/cover-art/palettes';
import type { Random } from '@portal/domain/cover-art/seeded-random';
import { capitals, familiesOf, svgLayer, type Style } from './compose.ts';
import { n } from './markup.ts';
import { setText, textLayers } from './text-layer.ts';

/** Far above any photo a phone takes: decoding stops before a decompression bomb fills the memory. */
export const MAX_PHOTO_PIXELS = 100_000_000;

type Grade = (image: sharp.Sharp, palette: string[], random: Random) => sharp.Sharp;

/** The seeded colour grades: a two-tone print, warm film, faded cool and vivid. */
const grades: Grade[] = [
  (image, palette) => {
    const [dark, light] = [hexToRgb(mix(palette[0]!, '#000000', 0.3)), hexToRgb(mix(palette[3]!, '#ffffff', 0.2))];
    // Each channel runs from the dark colour (at black) to the light one (at white) along the picture's luminance.
    const scale = [0, 1, 2].map((channel) => (light[channel]! - dark[channel]!) / 255);
    const luma = [0.299, 0.587, 0.114];
    const matrix = scale.map((factor) => luma.map((weight) => weight * factor)) as [[number, number, number], [number, number, number], [number, number, number]];
    return image.recomb(matrix).linear([1, 1, 1], dark);
  },
  (image) => image.modulate({ saturation: 0.82, brightness: 1.02, hue: 8 }).linear([1.04, 1.0, 0.9], [6, 2, -4]),
  (image) => image.modulate({ saturation: 0.7 }).linear([0.86, 0.88, 0.92], [22, 24, 34]),
  (image) => image.modulate({ saturation: 1.25 }).linear(1.1, -12),
];

/**
 * A picture as a square of `side`: turned upright, scaled to cover, and cut around what draws the eye (sharp's
 * attention strategy: luminance frequency, saturation and skin tones) rather than blindly in the middle.
 */
export const cropSquare = (photo: Buffer, side: number) =>
  sharp(photo, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).rotate().resize(side, side, { fit: 'cover', position: sharp.strategy.attention }).removeAlpha().toColourspace('srgb');

/**
 * The user's picture cropped to the square around what draws the eye (sharp's attention strategy: luminance
 * frequency, saturation and skin tones), graded, vignetted, and titled over a dark scrim at the foot.
 */
export const photoCrop: Style = async ({ input, random, palette, side, photo }) => {
  if (!photo) throw new Error('the photo-crop style needs a photo');
  const graded = await random.pick(grades)(cropSquare(photo, side), palette, random).raw().toBuffer({ resolveWithObject: true });
  const topTitle = random.chance(0.25);
  const scrim = `<linearGradient id="scrim" x1="0" y1="${topTitle ? 1 : 0}" x2="0" y2="${topTitle ? 0 : 1}"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.72"/></linearGradient><radialGradient id="vignette" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`;
  const shade = svgLayer(side, `<rect width="${side}" height="${side}" fill="url(#vignette)"/><rect width="${side}" height="${side}" fill="url(#scrim)"/>`, scrim);
  const margin = side * 0.07;
  const { display, text } = familiesOf(input);
  const centred = random.chance(0.35);
  const titleBox = topTitle ? { x: margin, y: margin * 1.7, width: side - 2 * margin, height: side * 0.22 } : { x: margin, y: side * 0.64, width: side - 2 * margin, height: side * 0.22 };
  const title = await setText({
    text: random.chance(0.5) ? capitals(input.title) : input.title,
    family: display,
    bold: true,
    colour: '#ffffff',
    box: titleBox,
    align: centred ? 'centre' : 'left',
    valign: topTitle ? 'top' : 'bottom',
    maxSize: side * 0.14,
    leading: 0.78,
  });
  const artistY = topTitle ? margin : side - margin - side * 0.045;
  const artist = await setText({
    text: capitals(input.artist),
    family: text,
    colour: '#ffffff',
    opacity: 0.9,
    box: { x: margin, y: artistY, width: side - 2 * margin, height: side * 0.045 },
    align: centred ? 'centre' : 'left',
    valign: 'middle',
    maxSize: side * 0.03,
    tracking: 0.3,
  });
  const accent =
    random.chance(0.5) && !centred && title
      ? [
          svgLayer(
            side,
            `<rect x="${n(isRightToLeft(input.title) ? side - margin - side * 0.12 : margin)}" y="${n(topTitle ? title.top + title.height + side * 0.02 : title.top - side * 0.035)}" width="${n(side * 0.12)}" height="${n(side * 0.008)}" fill="${palette[3]}"/>`,
          ),
        ]
      : [];
  return { background: graded.data, backgroundRaw: { width: side, height: side, channels: graded.info.channels as 3 | 4 }, layers: [shade, ...accent, ...textLayers(side, title, artist)], grain: 8 };
};
