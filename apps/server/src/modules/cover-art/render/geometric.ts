import { motifsOf, type GeometricMotif } from '@portal/domain/cover-art/cover-art';
import { inkFor, mix } from '@portal/domain/cover-art/palettes';
import type { Random } from '@portal/domain/cover-art/seeded-random';
import { capitals, familiesOf, svg, type Style } from './compose.ts';
import { n } from './markup.ts';
import { setText, textLayers } from './text-layer.ts';

/**
 * Seeded shapes in the palette's colours, the motif chosen by genre (electronic leans to grids, classical to
 * circles), over the upper part of the square; the type sits on a calm band at the foot.
 */

interface Field {
  width: number;
  height: number;
  colours: string[];
  ground: string;
  random: Random;
}

/** Bauhaus tiles: each cell a quarter, half or whole circle, turned by the seed. */
function circles({ width, height, colours, ground, random }: Field) {
  const cells = random.pick([2, 3, 4]);
  const size = width / cells;
  const rows = Math.ceil(height / size);
  const parts: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < cells; column++) {
      const [x, y] = [column * size, row * size];
      const fill = random.pick(colours);
      const back = random.pick(colours.filter((colour) => colour !== fill).concat(ground));
      parts.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" fill="${back}"/>`);
      const kind = random.int(0, 3);
      const corner = random.int(0, 3);
      const [cx, cy] = [x + (corner % 2) * size, y + Math.floor(corner / 2) * size];
      if (kind === 0) parts.push(`<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.42)}" fill="${fill}"/>`);
      if (kind === 1) {
        const [dx, dy] = [corner % 2 ? -size : size, corner < 2 ? size : -size];
        parts.push(`<path d="M${n(cx)} ${n(cy)} L${n(cx + dx)} ${n(cy)} A${n(size)} ${n(size)} 0 0 ${dx * dy > 0 ? 1 : 0} ${n(cx)} ${n(cy + dy)} Z" fill="${fill}"/>`);
      }
      if (kind === 2) parts.push(`<path d="M${n(x)} ${n(y + size / 2)} A${n(size / 2)} ${n(size / 2)} 0 0 ${random.int(0, 1)} ${n(x + size)} ${n(y + size / 2)} Z" fill="${fill}"/>`);
      if (kind === 3) {
        parts.push(`<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.45)}" fill="${fill}"/>`);
        parts.push(`<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.2)}" fill="${back}"/>`);
      }
    }
  }
  return parts.join('');
}

/** A fine grid of dots, squares and diagonals, some cells left empty. */
function grid({ width, height, colours, ground, random }: Field) {
  const cells = random.pick([4, 5, 6]);
  const size = width / cells;
  const rows = Math.ceil(height / size);
  const parts = [`<rect width="${n(width)}" height="${n(height)}" fill="${ground}"/>`];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < cells; column++) {
      const [x, y] = [column * size, row * size];
      const fill = random.pick(colours);
      const pad = size * 0.12;
      const kind = random.int(0, 5);
      if (kind === 0) parts.push(`<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.38)}" fill="${fill}"/>`);
      if (kind === 1) parts.push(`<rect x="${n(x + pad)}" y="${n(y + pad)}" width="${n(size - 2 * pad)}" height="${n(size - 2 * pad)}" fill="${fill}"/>`);
      if (kind === 2) parts.push(`<path d="M${n(x + pad)} ${n(y + size - pad)} L${n(x + size - pad)} ${n(y + pad)} L${n(x + size - pad)} ${n(y + size - pad)} Z" fill="${fill}"/>`);
      if (kind === 3) parts.push(`<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.12)}" fill="${fill}"/>`);
    }
  }
  return parts.join('');
}

/** Swiss-style slabs on a light ground, overlapping with transparency, and one disc. */
function blocks({ width, height, colours, random }: Field) {
  const parts = [`<rect width="${n(width)}" height="${n(height)}" fill="${mix(colours[colours.length - 1]!, '#ffffff', 0.55)}"/>`];
  const turn = random.pick([0, 0, -12, 12, 45]);
  parts.push(`<g transform="rotate(${turn} ${n(width / 2)} ${n(height / 2)})">`);
  const count = random.int(4, 6);
  for (let index = 0; index < count; index++) {
    const w = width * random.range(0.18, 0.55);
    const h = height * random.range(0.15, 0.7);
    parts.push(
      `<rect x="${n(random.range(-0.1, 0.85) * width)}" y="${n(random.range(-0.1, 0.75) * height)}" width="${n(w)}" height="${n(h)}" fill="${colours[index % (colours.length - 1)]}" opacity="${n(random.range(0.82, 0.95))}"/>`,
    );
  }
  parts.push('</g>');
  parts.push(`<circle cx="${n(width * random.range(0.2, 0.8))}" cy="${n(height * random.range(0.25, 0.75))}" r="${n(width * random.range(0.12, 0.2))}" fill="${random.pick(colours)}"/>`);
  return parts.join('');
}

/** Stacked sine bands in the palette, each a little out of phase with the last. */
function waves({ width, height, colours, ground, random }: Field) {
  const bands = random.int(7, 12);
  const amplitude = height * random.range(0.02, 0.06);
  const length = width / random.range(1, 2.5);
  const phase = random.range(0, Math.PI * 2);
  const parts = [`<rect width="${n(width)}" height="${n(height)}" fill="${ground}"/>`];
  for (let band = bands; band >= 0; band--) {
    const base = (band / bands) * height * 1.05;
    const points: string[] = [];
    for (let x = 0; x <= width; x += width / 60) points.push(`${n(x)} ${n(base + Math.sin((x / length) * Math.PI * 2 + phase + band * 0.6) * amplitude)}`);
    parts.push(`<path d="M0 ${n(height)} L${points.join(' L')} L${n(width)} ${n(height)} Z" fill="${colours[band % colours.length]}"/>`);
  }
  return parts.join('');
}

const motifs: Record<GeometricMotif, (field: Field) => string> = { circles, grid, blocks, waves };

export const geometric: Style = async ({ input, random, palette, side }) => {
  const motif = random.pick(motifsOf(input.genre));
  const bandHeight = side * random.range(0.24, 0.3);
  const bandOnTop = random.chance(0.25);
  const fieldHeight = side - bandHeight;
  const band = random.chance(0.5) ? mix(palette[0]!, '#000000', 0.35) : mix(palette[4]!, '#ffffff', 0.6);
  const ground = random.pick([palette[0]!, mix(palette[4]!, '#ffffff', 0.3)]);
  const shapes = motifs[motif]({ width: side, height: fieldHeight, colours: palette.slice(1), ground, random });
  const fieldTop = bandOnTop ? bandHeight : 0;
  const bandTop = bandOnTop ? 0 : fieldHeight;
  const background = svg(side, `<rect width="${side}" height="${side}" fill="${band}"/><svg x="0" y="${n(fieldTop)}" width="${side}" height="${n(fieldHeight)}" overflow="hidden">${shapes}</svg>`);
  const ink = inkFor(band, palette);
  const margin = side * 0.07;
  const { display, text } = familiesOf(input);
  const title = await setText({
    text: input.title,
    family: display,
    bold: true,
    colour: ink,
    box: { x: margin, y: bandTop + bandHeight * 0.14, width: side - 2 * margin, height: bandHeight * 0.5 },
    align: 'left',
    valign: 'bottom',
    maxSize: side * 0.13,
    leading: 0.8,
  });
  const artist = await setText({
    text: capitals(input.artist),
    family: text,
    colour: ink,
    opacity: 0.8,
    box: { x: margin, y: bandTop + bandHeight * 0.7, width: side - 2 * margin, height: bandHeight * 0.16 },
    align: 'left',
    valign: 'top',
    maxSize: side * 0.032,
    tracking: 0.26,
  });
  return { background, layers: textLayers(side, title, artist), grain: 12 };
};
