import { existsSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FONT_FILES, documentFontPath, embedDocumentFonts } from './fonts.ts';
import { PageWriter } from './page-writer.ts';

const faces = async () => embedDocumentFonts(await PDFDocument.create());

describe('the document fonts', () => {
  it('are found in the installed package', () => {
    for (const file of Object.values(DOCUMENT_FONT_FILES)) expect(existsSync(documentFontPath(file))).toBe(true);
  });

  it('draw any text: characters without a glyph lose their marks or become "?", controls go, spaces stay spaces', async () => {
    const { regular } = await faces();
    expect(regular.clean('Maré Ωμέγα Юлия')).toBe('Maré Ωμέγα Юлия');
    expect(regular.clean('a\u0000b\tc')).toBe('ab c');
    expect(regular.clean('音楽')).toBe('??');
  });

  it('fit a line with an ellipsis and wrap words, breaking a word wider than the line', async () => {
    const { regular } = await faces();
    const long = 'a'.repeat(200);
    const fitted = regular.fit(long, 10, 100);
    expect(fitted.endsWith('…')).toBe(true);
    expect(regular.width(fitted, 10)).toBeLessThanOrEqual(100);
    const lines = regular.wrap(`one two ${long}`, 10, 100);
    expect(lines[0]).toBe('one two');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(regular.width(line, 10)).toBeLessThanOrEqual(100);
  });
});

describe('the page writer', () => {
  it('starts a new page when a line does not fit, and repeats a table header on it', async () => {
    const pdf = await PDFDocument.create();
    const { regular, bold } = await embedDocumentFonts(pdf);
    const writer = new PageWriter(pdf, regular, bold, { x: 50, top: 50, bottom: 50 });
    const rows = Array.from({ length: 120 }, (_, index) => [`row ${index}`, String(index)]);
    writer.table(
      [
        { label: 'Item', width: 300, align: 'left' },
        { label: 'Amount', width: 100, align: 'right' },
      ],
      rows,
      { size: 9, leading: 14 },
    );
    expect(pdf.getPageCount()).toBe(3);
    expect(writer.y).toBeGreaterThanOrEqual(50);
  });
});
