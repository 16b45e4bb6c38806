import type ExcelJS from 'exceljs';
import type { PDFDocument } from 'pdf-lib';

/**
 * Packages that take long to load, loaded with their first use rather than at start (a cold start pays for every
 * import). Both are CommonJS: under Node's ESM loader their API is the default export.
 */
function onFirstUse<T>(load: () => Promise<unknown>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load().then((module) => ((module as { default?: T }).default ?? module) as T));
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** fontkit, which embeds the PDFs' fonts: it unpacks its tables when it loads (about 0.2 s). */
export const loadFontkit = onFirstUse<Fontkit>(() => import('@pdf-lib/fontkit'));

/** exceljs, with the zip libraries under it: about a third of a second to load. */
export const loadExcel = onFirstUse<typeof ExcelJS>(() => import('exceljs'));
