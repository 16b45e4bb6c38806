import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
let loaded: Promise<Fontkit> | undefined;

/**
 * fontkit, which embeds the PDFs' fonts. It unpacks its tables when it loads (about 0.2 s), so it is loaded with the
 * first PDF rather than at start. The package is CommonJS (UMD): under Node's ESM loader its API is the default export.
 */
export function loadFontkit(): Promise<Fontkit> {
  loaded ??= import('@pdf-lib/fontkit').then((module) => ((module as unknown as { default?: Fontkit }).default ?? module) as Fontkit);
  return loaded;
}
