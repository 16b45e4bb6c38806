import { luminance, mix } from '@portal/domain/cover-art/palettes';
import { capitals, familiesOf, svg, svgLayer, type Style } from './compose.ts';
import { n } from './markup.ts';
import { setText, textLayers } from './text-layer.ts';

/**
 * Soft colour fields of the mood's palette: a linear wash and large glowing blobs (radial gradients fading to
 * nothing, no blur filter, so they rasterise fast), under grain; quiet type at the foot or in the middle.
 */
export const gradient: Style = async ({ input, random, palette, side }) => {
  const angle = random.range(0, 360);
  const radians = (angle * Math.PI) / 180;
  const [x1, y1] = [0.5 - Math.cos(radians) / 2, 0.5 - Math.sin(radians) / 2];
  const [from, to] = random.chance(0.5) ? [palette[0]!, palette[1]!] : [palette[1]!, palette[0]!];
  const defs = [
    `<linearGradient id="wash" x1="${n(x1)}" y1="${n(y1)}" x2="${n(1 - x1)}" y2="${n(1 - y1)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
  ];
  const blobs: string[] = [];
  const count = random.int(3, 5);
  for (let index = 0; index < count; index++) {
    const colour = palette[2 + (index % 3)]!;
    const id = `glow${index}`;
    defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${n(random.range(0.75, 0.95))}"/><stop offset="0.55" stop-color="${colour}" stop-opacity="${n(random.range(0.25, 0.4))}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    const radius = side * random.range(0.35, 0.65);
    blobs.push(`<circle cx="${n(side * random.range(-0.1, 1.1))}" cy="${n(side * random.range(-0.1, 1.1))}" r="${n(radius)}" fill="url(#${id})"/>`);
  }
  const centred = random.chance(0.4);
  // A thin ring only where the type is not: with the title at the foot.
  const ring =
    !centred && random.chance(0.5)
      ? `<circle cx="${n(side * random.range(0.45, 0.6))}" cy="${n(side * random.range(0.3, 0.36))}" r="${n(side * random.range(0.17, 0.23))}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(side * 0.003)}"/>`
      : '';
  const background = svg(side, `<rect width="${side}" height="${side}" fill="url(#wash)"/>${blobs.join('')}${ring}`, defs.join(''));

  // Type sits where the wash is calm; its colour reads against the average of the palette's ground colours.
  const average = mix(mix(from, to, 0.5), palette[3]!, 0.3);
  const ink = luminance(average) > 0.45 ? '#151515' : '#ffffff';
  const { display, text } = familiesOf(input);
  const margin = side * 0.08;
  const title = await setText({
    text: input.title,
    family: display,
    bold: random.chance(0.5),
    colour: ink,
    box: centred ? { x: margin, y: side * 0.32, width: side - 2 * margin, height: side * 0.3 } : { x: margin, y: side * 0.6, width: side * 0.8, height: side * 0.24 },
    align: centred ? 'centre' : 'left',
    valign: centred ? 'middle' : 'bottom',
    maxSize: side * 0.15,
    leading: 0.85,
  });
  const artistTop = title ? title.top + title.height + side * 0.025 : side * 0.86;
  const artist = await setText({
    text: capitals(input.artist),
    family: text,
    colour: ink,
    opacity: 0.85,
    box: { x: margin, y: Math.min(artistTop, side - margin - side * 0.04), width: centred ? side - 2 * margin : side * 0.8, height: side * 0.04 },
    align: centred ? 'centre' : 'left',
    valign: 'top',
    maxSize: side * 0.03,
    tracking: 0.28,
  });
  // A glow can land right behind the type: a soft shade of the type's opposite keeps it readable there.
  const shade = ink === '#ffffff' ? '#000000' : '#ffffff';
  const veil = centred
    ? `<radialGradient id="veil"><stop offset="0" stop-color="${shade}" stop-opacity="0.3"/><stop offset="1" stop-color="${shade}" stop-opacity="0"/></radialGradient>`
    : `<linearGradient id="veil" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="${shade}" stop-opacity="0"/><stop offset="1" stop-color="${shade}" stop-opacity="0.32"/></linearGradient>`;
  const veiled = centred
    ? `<ellipse cx="${n(side / 2)}" cy="${n(side * 0.5)}" rx="${n(side * 0.55)}" ry="${n(side * 0.3)}" fill="url(#veil)"/>`
    : `<rect width="${side}" height="${side}" fill="url(#veil)"/>`;
  return { background, layers: [svgLayer(side, veiled, veil), ...textLayers(side, title, artist)], grain: 22 };
};
