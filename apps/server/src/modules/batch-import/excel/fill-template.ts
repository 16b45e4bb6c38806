import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../platform/on-first-use.ts';
import { EXCEL_COLUMNS, EXCEL_FIRST_DATA_ROW, EXCEL_SHEETS } from '@portal/domain/bulk-import/excel-layout';
import { collapseValidations } from './validations.ts';

/** A row as a person would type it: column key -> cell value. */
export type FilledRow = Record<string, string | number | Date>;

/**
 * Fills the template the way a label would in Excel (tests and the benchmark): each value goes into the column the
 * layout puts it in, rows from row 2 down, nothing else touched.
 */
export async function fillTemplate(template: Buffer, rows: { releases: FilledRow[]; tracks: FilledRow[] }): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  for (const [sheet, list] of [
    [EXCEL_SHEETS.releases, rows.releases],
    [EXCEL_SHEETS.tracks, rows.tracks],
  ] as const) {
    const worksheet = workbook.getWorksheet(sheet)!;
    collapseValidations(worksheet);
    const columns = EXCEL_COLUMNS[sheet];
    list.forEach((row, index) => {
      for (const [key, value] of Object.entries(row)) {
        const number = columns.findIndex((column) => column.key === key) + 1;
        if (number === 0) throw new Error(`no column ${key} on ${sheet}`);
        worksheet.getCell(EXCEL_FIRST_DATA_ROW + index, number).value = value;
      }
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
