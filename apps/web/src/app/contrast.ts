/** WCAG 2 contrast of two `#rrggbb` colours: 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG AA for body text. */
export const READABLE_CONTRAST = 4.5;

/** `hex` with each channel scaled down by `amount` (0 to 1) towards black. */
export function darken(hex: string, amount: number): string {
  const channel = (offset: number) =>
    Math.round(parseInt(hex.slice(offset, offset + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** The first of `shades` (lightest first) readable on `background`, else the last one darkened until it is. */
export function readableOn(background: string, shades: readonly string[]): string {
  const readable = shades.find((shade) => contrastRatio(shade, background) >= READABLE_CONTRAST);
  if (readable) return readable;
  const darkest = shades[shades.length - 1]!;
  let colour = darkest;
  // Black is as dark as it gets: the darkening stops there.
  for (let amount = 0.05; amount <= 1 && contrastRatio(colour, background) < READABLE_CONTRAST; amount += 0.05) colour = darken(darkest, amount);
  return colour;
}
