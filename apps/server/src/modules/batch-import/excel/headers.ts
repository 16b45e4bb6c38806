import { EXCEL_COLUMNS, type EXCEL_SHEETS, slotHeaderSuffix, type ExcelColumn } from '@portal/domain/bulk-import/excel-layout';
import { uiLanguages } from '@portal/domain/languages';
import { valueKey } from './lists.ts';

/** The server's translator (services.translate): language, key, values. */
export type Translate = (language: string, key: string, values?: Record<string, string | number>) => string;
export type DataSheet = typeof EXCEL_SHEETS.releases | typeof EXCEL_SHEETS.tracks;

/** The header a column shows in a language ("Contributor role 2" for a slot column). */
export const columnHeader = (column: ExcelColumn, text: (key: string) => string) => `${text(column.header)}${slotHeaderSuffix(column)}`;

/**
 * Finds a column by the header a user sees, in whichever UI language the template was made, or by its key: a label
 * reads the same workbook in the report language, and a column moved or a header in another language still reads.
 */
export interface HeaderIndex {
  column(sheet: DataSheet, header: string): ExcelColumn | undefined;
}

export function headerIndex(translate: Translate): HeaderIndex {
  const bySheet = new Map<DataSheet, Map<string, ExcelColumn>>();
  for (const [sheet, columns] of Object.entries(EXCEL_COLUMNS) as [DataSheet, readonly ExcelColumn[]][]) {
    const index = new Map<string, ExcelColumn>();
    for (const column of columns) index.set(valueKey(column.key), column);
    for (const language of uiLanguages) {
      for (const column of columns) {
        const key = valueKey(columnHeader(column, (message) => translate(language, message)));
        if (!index.has(key)) index.set(key, column);
      }
    }
    bySheet.set(sheet, index);
  }
  return { column: (sheet, header) => bySheet.get(sheet)?.get(valueKey(header)) };
}
