import type { PDFFont } from 'pdf-lib';

/** A font with a substitute for every character it has no glyph for, width measuring, wrapping and fitting. */
export class Face {
  private readonly supported: Set<number>;
  private readonly substitutes = new Map<string, string>();

  constructor(readonly font: PDFFont) {
    this.supported = new Set(font.getCharacterSet());
  }

  /** NFC text in which every character has a glyph: others become a decomposed form without marks, or "?". */
  clean(text: string): string {
    let out = '';
    for (const ch of text.normalize('NFC')) out += this.supported.has(ch.codePointAt(0)!) ? ch : this.substitute(ch);
    return out;
  }

  private substitute(ch: string): string {
    let result = this.substitutes.get(ch);
    if (result !== undefined) return result;
    if (/\s/u.test(ch)) result = ' ';
    else if (/[\p{Cc}\p{Cf}]/u.test(ch)) result = '';
    else {
      const base = [...ch.normalize('NFKD')].filter((part) => !/\p{M}/u.test(part) || this.supported.has(part.codePointAt(0)!)).join('');
      result = base !== '' && [...base].every((part) => this.supported.has(part.codePointAt(0)!)) ? base : '?';
    }
    this.substitutes.set(ch, result);
    return result;
  }

  width(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  /** Clean text cut with an ellipsis to fit the width. */
  fit(text: string, size: number, width: number): string {
    const clean = this.clean(text);
    if (this.width(clean, size) <= width) return clean;
    const chars = [...clean];
    while (chars.length > 0 && this.width(`${chars.join('')}…`, size) > width) chars.pop();
    return `${chars.join('')}…`;
  }

  /** Greedy word wrap of already-clean text; words wider than the line are broken between characters. */
  wrap(text: string, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    const space = this.width(' ', size);
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ').filter((w) => w !== '')) {
        const wordWidth = this.width(word, size);
        if (line !== '' && lineWidth + space + wordWidth <= maxWidth) {
          line += ` ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line !== '') lines.push(line);
        if (wordWidth <= maxWidth) {
          line = word;
          lineWidth = wordWidth;
          continue;
        }
        let chunk = '';
        for (const ch of word) {
          if (chunk !== '' && this.width(chunk + ch, size) > maxWidth) {
            lines.push(chunk);
            chunk = ch;
          } else chunk += ch;
        }
        line = chunk;
        lineWidth = this.width(chunk, size);
      }
      lines.push(line);
    }
    return lines;
  }
}
