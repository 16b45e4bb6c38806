import sharp from 'sharp';
import { MV_STYLE_COLOURS, type MvStyle } from '@portal/domain/mv-studio/concept';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The picture standing in for artwork when a video's audio has none (an uploaded recording): a gradient in the style's
 * colours with rings and the title in the middle (the part every crop keeps, above the visualiser band), so every shot list has
 * at least one image.
 */
export async function writeBackdrop(path: string, look: { style: MvStyle; title: string; subtitle: string }): Promise<string> {
  const { accent, outline } = MV_STYLE_COLOURS[look.style];
  const rings = Array.from(
    { length: 6 },
    (_, i) => `<circle cx="800" cy="720" r="${160 + i * 110}" fill="none" stroke="${accent}" stroke-opacity="${0.5 - i * 0.07}" stroke-width="${14 - i * 2}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${outline}"/><stop offset="1" stop-color="#0b0b12"/></linearGradient></defs>
<rect width="1600" height="1600" fill="url(#g)"/>${rings}
<text x="800" y="735" font-family="Noto Sans" font-weight="bold" font-size="84" fill="#ffffff" text-anchor="middle">${escapeXml(look.title.slice(0, 24))}</text>
<text x="800" y="815" font-family="Noto Sans" font-size="48" fill="${accent}" text-anchor="middle">${escapeXml(look.subtitle.slice(0, 32))}</text>
</svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(path);
  return path;
}
