/**
 * Text set into SVG or Pango markup (both XML): the five markup characters become entities and characters XML 1.0
 * cannot carry are dropped, so a title such as `Rock & Roll <Live>` is drawn as written and never read as markup.
 */
export function escapeMarkup(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A number for an SVG attribute: rounded to two decimals, so the same layout gives the same bytes everywhere. */
export const n = (value: number) => String(Math.round(value * 100) / 100);
