import type { Random } from './seeded-random.ts';
import type { CoverMood } from './cover-art.ts';

/**
 * Colour palettes per mood (decision 036). Each has five colours, roughly from the deepest to the lightest or from
 * the ground to the accents; styles pick their roles from them and the seed turns the hue a little, so two seeds of
 * one mood are related but not the same.
 */
export const MOOD_PALETTES: Record<CoverMood, readonly (readonly string[])[]> = {
  chill: [
    ['#0f3d3e', '#2e7d7a', '#8fc1b5', '#f1e4c3', '#e07a5f'],
    ['#1b263b', '#415a77', '#778da9', '#e0e1dd', '#f4a261'],
    ['#264653', '#2a9d8f', '#e9c46a', '#f4f1de', '#e76f51'],
  ],
  energetic: [
    ['#0b0033', '#ff0054', '#ff5400', '#ffbd00', '#ffffff'],
    ['#3a0ca3', '#7209b7', '#f72585', '#4cc9f0', '#fefefe'],
    ['#1a1423', '#a23e48', '#ff3c38', '#ff8c42', '#fff275'],
  ],
  happy: [
    ['#540d6e', '#ee4266', '#3bceac', '#ffd23f', '#fffbf0'],
    ['#3a86ff', '#8338ec', '#ff006e', '#fb5607', '#ffbe0b'],
    ['#43bccd', '#ea3546', '#f86624', '#f9c80e', '#fff8e7'],
  ],
  romantic: [
    ['#590d22', '#a4133c', '#ff4d6d', '#ffb3c1', '#fff0f3'],
    ['#3d0e61', '#b5179e', '#f7aef8', '#fad2e1', '#fde2e4'],
    ['#6d2e46', '#a26769', '#cebebe', '#d5b9b2', '#ece2d0'],
  ],
  sad: [
    ['#0d1b2a', '#1b263b', '#415a77', '#778da9', '#e0e1dd'],
    ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
    ['#2b2d42', '#5c677d', '#8d99ae', '#d6dbe4', '#edf2f4'],
  ],
  dark: [
    ['#050505', '#1a1a1d', '#4e0e2e', '#c3073f', '#e8e8e8'],
    ['#0b090a', '#161a1d', '#660708', '#ba181b', '#f5f3f4'],
    ['#000814', '#001d3d', '#003566', '#ffc300', '#f8f9fa'],
  ],
  empowering: [
    ['#000000', '#14213d', '#fca311', '#e5e5e5', '#ffffff'],
    ['#03071e', '#6a040f', '#d00000', '#f48c06', '#ffba08'],
    ['#10002b', '#5a189a', '#e0aaff', '#ff9e00', '#ffffff'],
  ],
  party: [
    ['#120136', '#035aa6', '#40bad5', '#fcbf1e', '#ff2e63'],
    ['#2d00f7', '#8900f2', '#e500a4', '#f20089', '#ffd000'],
    ['#0c0f0a', '#ff206e', '#41ead4', '#fbff12', '#ffffff'],
  ],
  focus: [
    ['#212529', '#495057', '#0077b6', '#dee2e6', '#f8f9fa'],
    ['#3d405b', '#81b29a', '#d6ccc2', '#edede9', '#f5ebe0'],
    ['#2f3e46', '#354f52', '#cad2c5', '#c0c0c0', '#eaeaea'],
  ],
  dreamy: [
    ['#2e1760', '#6a4c93', '#c19ee0', '#f1c0e8', '#a3c4f3'],
    ['#355070', '#6d597a', '#b56576', '#e56b6f', '#eaac8b'],
    ['#a2d2ff', '#bde0fe', '#cdb4db', '#ffc8dd', '#ffafcc'],
  ],
};

type Rgb = [number, number, number];

const clamp = (value: number, min = 0, max = 1) => Math.min(max, Math.max(min, value));

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export const rgbToHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((part) =>
      Math.round(clamp(part, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue = max === red ? (green - blue) / delta + (green < blue ? 6 : 0) : max === green ? (blue - red) / delta + 2 : (red - green) / delta + 4;
  return [hue * 60, saturation, lightness];
}

function hslToRgb([hue, saturation, lightness]: [number, number, number]): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] = h < 1 ? [chroma, x, 0] : h < 2 ? [x, chroma, 0] : h < 3 ? [0, chroma, x] : h < 4 ? [0, x, chroma] : h < 5 ? [x, 0, chroma] : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** The colour with its hue turned by `degrees`. */
export const rotateHue = (hex: string, degrees: number) => {
  const [hue, saturation, lightness] = rgbToHsl(hexToRgb(hex));
  return rgbToHex(hslToRgb([hue + degrees, saturation, lightness]));
};

/** a and b mixed, t = 0 gives a, 1 gives b. */
export const mix = (a: string, b: string, t: number) => {
  const [from, to] = [hexToRgb(a), hexToRgb(b)];
  return rgbToHex(from.map((part, index) => part + (to[index]! - part) * t) as Rgb);
};

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((part) => {
    const value = part / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The palette colour that reads best on `ground`, or white or black when none reaches 4.5:1 (one of those two always
 * does: at worst, on a mid grey, both give 4.58).
 */
export function inkFor(ground: string, palette: readonly string[]): string {
  const best = [...palette].sort((a, b) => contrast(b, ground) - contrast(a, ground))[0]!;
  if (contrast(best, ground) >= 4.5) return best;
  return contrast('#ffffff', ground) >= contrast('#000000', ground) ? '#ffffff' : '#000000';
}

/** One palette of the mood, its hue turned by up to 14 degrees either way. */
export function paletteFor(mood: CoverMood, random: Random): string[] {
  const base = random.pick(MOOD_PALETTES[mood]);
  const turn = random.range(-14, 14);
  return base.map((colour) => rotateHue(colour, turn));
}
