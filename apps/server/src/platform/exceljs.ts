import type ExcelJS from 'exceljs';

let loaded: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, with the zip libraries under it, takes about a third of a second to load: it is loaded with the first
 * workbook rather than at start. The package is CommonJS: under Node's ESM loader its API is the default export.
 */
export function loadExcel(): Promise<typeof ExcelJS> {
  loaded ??= import('exceljs').then((module) => ((module as unknown as { default?: typeof ExcelJS }).default ?? module) as typeof ExcelJS);
  return loaded;
}
