import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_ART_STYLES, type CoverArtInput } from '@portal/domain/cover-art/cover-art';
import { LocalDiskStore } from '../../../platform/storage.ts';
import { inspectStoredFile } from '../../uploads/inspect-file.ts';
import { syntheticPhoto } from '../test-photo.ts';
import { escapeMarkup } from './markup.ts';
import { cropSquare } from './photo-crop.ts';
import { renderCover } from './render-cover.ts';
import { setText } from './text-layer.ts';

const base: Omit<CoverArtInput, 'style'> = { title: 'Midnight Drive', artist: 'Mara Quinn', genre: 'electronic', mood: 'dreamy' };
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let root: string;
let store: LocalDiskStore;
let photo: Buffer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cover-art-'));
  store = new LocalDiskStore(root);
  photo = await syntheticPhoto();
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** The release form's cover checks, exactly as an uploaded cover meets them (uploads/inspect-file.ts). */
async function coverChecks(bytes: Buffer, name: string) {
  const key = `covers/${name}.jpg`;
  await store.put(key, bytes, 'image/jpeg');
  return inspectStoredFile(store, key, { kind: 'cover', fileName: `${name}.jpg`, mimeType: 'image/jpeg' });
}

describe('generated covers', () => {
  it.each(COVER_ART_STYLES)('%s: a 3000 x 3000 sRGB JPEG that passes the release form cover checks', async (style) => {
    const bytes = await renderCover({ ...base, style }, 77, { photo });
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 3000, height: 3000, space: 'srgb', channels: 3 });
    expect(bytes.length).toBeLessThan(10 * 1024 * 1024);
    const checked = await coverChecks(bytes, style);
    expect(checked).toEqual({ file: expect.objectContaining({ contentType: 'image/jpeg', width: 3000, height: 3000 }) });
  });

  it('is deterministic: the same input and seed give the same bytes, another seed or title another image', async () => {
    const small = { side: 600 };
    for (const style of ['typographic', 'gradient', 'geometric'] as const) {
      const first = await renderCover({ ...base, style }, 5, small);
      expect(digest(await renderCover({ ...base, style }, 5, small))).toBe(digest(first));
      expect(digest(await renderCover({ ...base, style }, 6, small))).not.toBe(digest(first));
      expect(digest(await renderCover({ ...base, style, title: 'Midnight Drive II' }, 5, small))).not.toBe(digest(first));
    }
    const crop = await renderCover({ ...base, style: 'photo-crop' }, 9, { ...small, photo });
    expect(digest(await renderCover({ ...base, style: 'photo-crop' }, 9, { ...small, photo }))).toBe(digest(crop));
  });

  it('draws titles in Japanese, Arabic and Hebrew, and ones full of markup characters, without failing', async () => {
    const titles = ['夜の街', '서울의 밤', 'ليالي القاهرة', 'שיר השירים', `Rock & Roll </span><span size="99999">"Live" 'n' <b>loud</b>`];
    for (const [index, title] of titles.entries()) {
      const bytes = await renderCover({ ...base, title, style: COVER_ART_STYLES[index % 3]! }, index, { side: 800 });
      expect((await sharp(bytes).metadata()).width).toBe(800);
    }
  });
});

describe('text', () => {
  it('escapes the markup characters and drops characters XML cannot carry', () => {
    expect(escapeMarkup(`Rock & Roll <Live> "A" 'B'`)).toBe('Rock &amp; Roll &lt;Live&gt; &quot;A&quot; &apos;B&apos;');
    expect(escapeMarkup('a\u0000b\u0007c\uFFFEd')).toBe('abcd');
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });

  it('sets markup-like titles as the letters they are, not as markup', async () => {
    const box = { x: 0, y: 0, width: 2000, height: 400 };
    const spec = { family: 'Noto Sans' as const, colour: '#ffffff', box, align: 'left' as const, valign: 'top' as const, maxSize: 200 };
    const literal = await setText({ ...spec, text: '<b>A</b>' });
    const plain = await setText({ ...spec, text: 'A' });
    // The tags are drawn as characters, so the line is far wider than the single letter.
    expect(literal!.width).toBeGreaterThan(plain!.width * 4);
  });

  it('fits a long title into its box and caps a short one at the largest size', async () => {
    const box = { x: 100, y: 100, width: 1000, height: 300 };
    const spec = { family: 'Noto Sans Display' as const, bold: true, colour: '#000000', box, align: 'left' as const, valign: 'top' as const, maxSize: 150 };
    const long = await setText({ ...spec, text: 'A Very Long Title That Has To Wrap Over Several Lines To Fit' });
    expect(long!.width).toBeLessThanOrEqual(box.width);
    expect(long!.height).toBeLessThanOrEqual(box.height);
    const short = await setText({ ...spec, text: 'Hi' });
    expect(short!.size).toBeCloseTo(150, 0);
  });

  it('sets right-to-left titles from the right of their box', async () => {
    const box = { x: 100, y: 0, width: 2000, height: 300 };
    const spec = { family: 'Noto Sans' as const, colour: '#ffffff', box, align: 'left' as const, valign: 'top' as const, maxSize: 120 };
    const arabic = await setText({ ...spec, text: 'ليالي' });
    const latin = await setText({ ...spec, text: 'Nights' });
    expect(latin!.left).toBe(box.x);
    expect(arabic!.left + arabic!.width).toBe(box.x + box.width);
  });
});

describe('photo crop', () => {
  /** Columns of a square crop where the bright sun shows. */
  const sunColumns = (data: Buffer, side: number) =>
    Array.from({ length: side }, (_, x) => x).filter((x) => {
      let bright = 0;
      for (let y = 0; y < side; y++) if (data[(y * side + x) * 3]! > 240 && data[(y * side + x) * 3 + 1]! > 220) bright++;
      return bright > 3;
    });

  it('cuts the square around what draws the eye, not blindly in the middle', async () => {
    // The sun sits at 90 % of a 4200 px wide photo: a centred 2800 px square (700 to 3500) shows a sliver of its rim.
    const wide = await syntheticPhoto(4200, 2800, 'jpeg', 0.9);
    const centred = await sharp(wide).resize(300, 300, { fit: 'cover', position: 'centre' }).raw().toBuffer();
    expect(sunColumns(centred, 300).length).toBeLessThan(10);
    const { data, info } = await cropSquare(wide, 300).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 300, height: 300, channels: 3 });
    const columns = sunColumns(data, 300);
    // The whole disc (616 px of 2800, about 66 of 300) is inside the square.
    expect(columns.length).toBeGreaterThan(50);
    expect(Math.max(...columns)).toBeLessThan(299);
  });
});
