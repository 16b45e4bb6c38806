import type sharp from 'sharp';
import { isRightToLeft } from '@portal/domain/cover-art/cover-art';
import { contrast, inkFor, mix } from '@portal/domain/cover-art/palettes';
import { capitals, familiesOf, svg, svgLayer, type Drawing, type Style, type StyleContext } from './compose.ts';
import { n } from './markup.ts';
import { layerOf, setText, textLayers } from './text-layer.ts';

/** Type as the image: the title set as large as it goes, in one of four layouts the seed picks. */

/** The most contrasting pair of the palette as ground and ink. */
function groundAndInk(palette: string[], light: boolean) {
  const ground = light ? mix(palette[4]!, '#ffffff', 0.35) : mix(palette[0]!, '#000000', 0.25);
  return { ground, ink: inkFor(ground, palette), accent: [...palette].sort((a, b) => contrast(b, ground) - contrast(a, ground))[1]! };
}

/** Title stacked top-left in capitals, a bar under it, the artist at the foot, a large disc leaving the frame. */
async function posterStack({ input, random, palette, side }: StyleContext): Promise<Drawing> {
  const margin = side * 0.08;
  const { ground, ink, accent } = groundAndInk(palette, random.chance(0.4));
  const { display, text } = familiesOf(input);
  const title = await setText({
    text: capitals(input.title),
    family: display,
    bold: true,
    colour: ink,
    box: { x: margin, y: margin, width: side - 2 * margin, height: side * 0.56 },
    align: 'left',
    valign: 'top',
    maxSize: side * 0.26,
    leading: 0.72,
  });
  const artist = await setText({
    text: capitals(input.artist),
    family: text,
    colour: ink,
    box: { x: margin, y: side - margin - side * 0.05, width: side * 0.6, height: side * 0.05 },
    align: 'left',
    valign: 'bottom',
    maxSize: side * 0.036,
    tracking: 0.22,
  });
  const barTop = (title ? title.top + title.height : margin) + side * 0.045;
  const barWidth = side * 0.18;
  // Right-to-left titles hang from the right: the bar and the disc change sides with them.
  const rtl = isRightToLeft(input.title);
  const barLeft = rtl ? side - margin - barWidth : margin;
  const radius = side * random.range(0.3, 0.42);
  const offset = radius * random.range(0.35, 0.75);
  const cx = rtl ? offset : side - offset;
  const cy = side - radius * random.range(0.3, 0.7);
  const background = svg(side, `<rect width="${side}" height="${side}" fill="${ground}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${accent}"/>`);
  const bar = svgLayer(side, `<rect x="${n(barLeft)}" y="${n(barTop)}" width="${n(barWidth)}" height="${n(side * 0.014)}" fill="${accent}"/>`);
  return { background, layers: [bar, ...textLayers(side, title, artist)], grain: 10 };
}

/** A thin frame, the title centred inside it, the artist spaced out above, two short rules as ornaments. */
async function centredFrame({ input, random, palette, side }: StyleContext): Promise<Drawing> {
  const { ground, ink, accent } = groundAndInk(palette, random.chance(0.5));
  const { display, text } = familiesOf(input);
  const inset = side * 0.05;
  const inner = side * 0.14;
  const title = await setText({
    text: input.title,
    family: display,
    bold: random.chance(0.6),
    italic: familiesOf(input).display === 'Noto Serif Display' && random.chance(0.5),
    colour: ink,
    box: { x: inner, y: side * 0.3, width: side - 2 * inner, height: side * 0.4 },
    align: 'centre',
    valign: 'middle',
    maxSize: side * 0.2,
    leading: 0.82,
  });
  const artist = await setText({
    text: capitals(input.artist),
    family: text,
    colour: contrast(accent, ground) >= 3 ? accent : ink,
    box: { x: inner, y: side * 0.19, width: side - 2 * inner, height: side * 0.05 },
    align: 'centre',
    valign: 'middle',
    maxSize: side * 0.034,
    tracking: 0.3,
  });
  const ruleY = title ? title.top + title.height + side * 0.06 : side * 0.75;
  const stroke = side * 0.004;
  const frame = `<rect x="${n(inset)}" y="${n(inset)}" width="${n(side - 2 * inset)}" height="${n(side - 2 * inset)}" fill="none" stroke="${ink}" stroke-width="${n(stroke)}"/>`;
  const rules = `<rect x="${n(side / 2 - side * 0.06)}" y="${n(ruleY)}" width="${n(side * 0.12)}" height="${n(stroke * 2)}" fill="${accent}"/>`;
  const background = svg(side, `<rect width="${side}" height="${side}" fill="${ground}"/>${frame}`);
  return { background, layers: [svgLayer(side, rules), ...textLayers(side, title, artist)], grain: 8 };
}

/** Two colour fields: the artist small on the upper one, the title huge across the lower one. */
async function splitField({ input, random, palette, side }: StyleContext): Promise<Drawing> {
  const margin = side * 0.07;
  const split = side * random.range(0.4, 0.52);
  const upper = random.pick(palette.slice(1, 4));
  const lower = mix(palette[0]!, '#000000', 0.3);
  const { display, text } = familiesOf(input);
  const title = await setText({
    text: capitals(input.title),
    family: display,
    bold: true,
    colour: inkFor(lower, palette),
    box: { x: margin, y: split + margin * 0.6, width: side - 2 * margin, height: side - split - margin * 1.6 },
    align: 'left',
    valign: 'bottom',
    maxSize: side * 0.24,
    leading: 0.72,
  });
  const artist = await setText({
    text: input.artist,
    family: text,
    bold: true,
    colour: inkFor(upper, palette),
    box: { x: margin, y: margin, width: side * 0.7, height: side * 0.06 },
    align: 'left',
    valign: 'top',
    maxSize: side * 0.045,
    tracking: 0.04,
  });
  const stripes = Array.from({ length: 6 }, (_, index) => {
    const y = split - side * 0.02 * (index + 1) * 2;
    return `<rect x="${n(side * 0.62)}" y="${n(y)}" width="${n(side * 0.38)}" height="${n(side * 0.012)}" fill="${lower}" opacity="${n(0.85 - index * 0.12)}"/>`;
  }).join('');
  const background = svg(side, `<rect width="${side}" height="${n(split)}" fill="${upper}"/><rect y="${n(split)}" width="${side}" height="${n(side - split)}" fill="${lower}"/>${stripes}`);
  return { background, layers: textLayers(side, title, artist), grain: 12 };
}

/** The title repeated as a faint texture, one line of it solid across the middle, the artist on a band at the foot. */
async function echo({ input, random, palette, side }: StyleContext): Promise<Drawing> {
  const { ground, ink, accent } = groundAndInk(palette, random.chance(0.3));
  const { display, text } = familiesOf(input);
  const line = { x: side * 0.06, y: 0, width: side * 0.88, height: side * 0.16 };
  const spec = { text: capitals(input.title), family: display, bold: true, box: line, align: 'centre', valign: 'top', maxSize: side * 0.14, leading: 0.7 } as const;
  const ghost = await setText({ ...spec, colour: accent, opacity: 0.2 });
  const solid = await setText({ ...spec, colour: ink });
  const bandTop = side * 0.86;
  const layers: sharp.OverlayOptions[] = [];
  if (ghost && solid) {
    // As many rows as fit above the artist's band, centred in that space, the middle one solid.
    const step = Math.max(ghost.height + side * 0.015, side * 0.05);
    const space = bandTop - side * 0.02;
    const rows = Math.max(1, Math.floor((space + step - ghost.height) / step));
    const first = (space - (rows - 1) * step - ghost.height) / 2;
    for (let row = 0; row < rows; row++) {
      const top = first + row * step;
      const layer = row === Math.floor(rows / 2) ? layerOf(solid, side, { left: solid.left, top }) : layerOf(ghost, side, { left: ghost.left, top });
      if (layer) layers.push(layer);
    }
  }
  const artist = await setText({
    text: capitals(input.artist),
    family: text,
    colour: ink,
    box: { x: side * 0.1, y: bandTop, width: side * 0.8, height: side * 0.08 },
    align: 'centre',
    valign: 'middle',
    maxSize: side * 0.032,
    tracking: 0.35,
  });
  const band = artist ? svgLayer(side, `<rect y="${n(bandTop)}" width="${side}" height="${n(side * 0.08)}" fill="${ground}"/>`) : null;
  const background = svg(side, `<rect width="${side}" height="${side}" fill="${ground}"/>`);
  return { background, layers: [...layers, ...(band ? [band] : []), ...textLayers(side, artist)], grain: 10 };
}

export const typographic: Style = (context) => context.random.pick([posterStack, centredFrame, splitField, echo])(context);
