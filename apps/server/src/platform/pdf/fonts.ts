import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFDocument } from 'pdf-lib';
import { loadFontkit } from '../on-first-use.ts';
import { Face } from './face.ts';

/** DejaVu Sans (Latin with diacritics, Greek, Cyrillic), from the `dejavu-fonts-ttf` package. */
export const DOCUMENT_FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

export function documentFontPath(file: string): string {
  return createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
}

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | null = null;

/** The document fonts embedded (subset) in `pdf`, as faces that draw any text. */
export async function embedDocumentFonts(pdf: PDFDocument): Promise<{ regular: Face; bold: Face }> {
  fontBytes ??= { regular: readFileSync(documentFontPath(DOCUMENT_FONT_FILES.regular)), bold: readFileSync(documentFontPath(DOCUMENT_FONT_FILES.bold)) };
  pdf.registerFontkit(await loadFontkit());
  return {
    regular: new Face(await pdf.embedFont(fontBytes.regular, { subset: true })),
    bold: new Face(await pdf.embedFont(fontBytes.bold, { subset: true })),
  };
}
