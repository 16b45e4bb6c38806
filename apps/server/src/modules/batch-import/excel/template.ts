import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../platform/on-first-use.ts';
import { EXCEL_COLUMNS, EXCEL_FIRST_DATA_ROW, EXCEL_HEADER_ROW, EXCEL_LISTS, EXCEL_SHEETS, type ExcelColumn, type ExcelListName, type ExcelValueFormat } from '@portal/domain/bulk-import/excel-layout';
import { columnHeader, type DataSheet } from './headers.ts';
import { excelListValues } from './lists.ts';
import { validationsOf } from './validations.ts';

/** A translator bound to the user's language. */
export type TranslateIn = (key: string, values?: Record<string, string | number>) => string;

/**
 * Rows of the data sheets that get the drop-down lists. Bounded because exceljs expands every validated range into
 * one entry per cell when it opens a workbook (the annotated report does): these are the benchmark's 1,000 releases
 * and 10,000 tracks; rows further down still import, they only lack the drop-down.
 */
export const VALIDATED_ROWS: Record<DataSheet, number> = { [EXCEL_SHEETS.releases]: 1_000, [EXCEL_SHEETS.tracks]: 10_000 };

const FORMAT_HINT: Record<ExcelValueFormat, string> = {
  text: 'bulk_fmt_text',
  names: 'bulk_fmt_names',
  releaseKey: 'bulk_fmt_release_key',
  integer: 'bulk_fmt_integer',
  percent: 'bulk_fmt_percent',
  date: 'bulk_fmt_date',
  time: 'bulk_fmt_time',
  yesNo: 'bulk_fmt_yes_no',
  language: 'bulk_fmt_language',
  genre: 'bulk_fmt_genre',
  subgenre: 'bulk_fmt_subgenre',
  explicitness: 'bulk_fmt_list',
  releaseKind: 'bulk_fmt_release_kind',
  releaseTimeType: 'bulk_fmt_list',
  licensedContentType: 'bulk_fmt_list',
  timezone: 'bulk_fmt_timezone',
  stores: 'bulk_fmt_stores',
  territories: 'bulk_fmt_territories',
  asset: 'bulk_fmt_asset',
  role: 'bulk_fmt_role',
};

export const formatHint = (column: ExcelColumn, t: TranslateIn) => t(FORMAT_HINT[column.format]);

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };

/** The column letter and rows of a list on the Lists sheet, as a data validation formula. */
function listFormula(list: ExcelListName, values: Record<ExcelListName, string[]>) {
  const letter = columnLetter(EXCEL_LISTS.indexOf(list) + 1);
  return `${EXCEL_SHEETS.lists}!$${letter}$2:$${letter}$${values[list].length + 1}`;
}

export function columnLetter(number: number): string {
  let letters = '';
  for (let n = number; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A data sheet with its translated headers, widths, text formats, frozen header and drop-down lists. */
export function addDataSheet(workbook: ExcelJS.Workbook, sheet: DataSheet, t: TranslateIn, values: Record<ExcelListName, string[]>) {
  const columns = EXCEL_COLUMNS[sheet];
  const worksheet = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: EXCEL_HEADER_ROW }] });
  const lastRow = EXCEL_FIRST_DATA_ROW + VALIDATED_ROWS[sheet] - 1;
  columns.forEach((column, index) => {
    const number = index + 1;
    const excelColumn = worksheet.getColumn(number);
    excelColumn.width = column.width;
    // Text cells keep UPCs, ISRCs and dates as typed (Excel would drop a UPC's leading zero or turn a date into a serial).
    if (column.format !== 'integer' && column.format !== 'percent') excelColumn.numFmt = '@';
    const cell = worksheet.getCell(EXCEL_HEADER_ROW, number);
    cell.value = columnHeader(column, t);
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.note = formatHint(column, t);
    if (column.list) {
      const letter = columnLetter(number);
      validationsOf(worksheet).add(`${letter}${EXCEL_FIRST_DATA_ROW}:${letter}${lastRow}`, {
        type: 'list',
        allowBlank: true,
        formulae: [listFormula(column.list, values)],
        // A warning, not a stop: the reader also takes ids and codes ("en", "hip-hop-rap", role numbers).
        showErrorMessage: true,
        errorStyle: 'warning',
        error: t('bulk_tpl_list_warning'),
      });
    }
  });
  return worksheet;
}

function addInstructions(workbook: ExcelJS.Workbook, t: TranslateIn) {
  const sheet = workbook.addWorksheet(EXCEL_SHEETS.instructions);
  sheet.columns = [{ width: 12 }, { width: 34 }, { width: 70 }, { width: 26 }];
  const title = sheet.addRow([t('bulk_tpl_heading')]);
  title.font = { bold: true, size: 14 };
  const releaseNo = columnHeader(EXCEL_COLUMNS[EXCEL_SHEETS.releases][0]!, t);
  for (const key of ['bulk_tpl_intro_rows', 'bulk_tpl_intro_files', 'bulk_tpl_intro_values', 'bulk_tpl_intro_empty', 'bulk_tpl_intro_report']) {
    const row = sheet.addRow([t(key, { releaseNo })]);
    sheet.mergeCells(row.number, 1, row.number, 4);
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    row.height = 48;
  }
  sheet.addRow([]);
  const head = sheet.addRow([t('bulk_tpl_col_sheet'), t('bulk_tpl_col_column'), t('bulk_tpl_col_how'), t('bulk_tpl_col_example')]);
  head.font = { bold: true };
  head.eachCell((cell) => (cell.fill = HEADER_FILL));
  for (const sheetName of [EXCEL_SHEETS.releases, EXCEL_SHEETS.tracks] as const) {
    for (const column of EXCEL_COLUMNS[sheetName]) {
      const row = sheet.addRow([sheetName, columnHeader(column, t), formatHint(column, t), column.example]);
      row.getCell(3).alignment = { wrapText: true, vertical: 'top' };
    }
  }
}

function addLists(workbook: ExcelJS.Workbook, values: Record<ExcelListName, string[]>) {
  const sheet = workbook.addWorksheet(EXCEL_SHEETS.lists, { state: 'hidden' });
  EXCEL_LISTS.forEach((list, index) => {
    sheet.getColumn(index + 1).width = 24;
    [list, ...values[list]].forEach((value, row) => (sheet.getCell(row + 1, index + 1).value = value));
  });
}

/** The import template in the user's language: Instructions, Releases, Tracks and the hidden Lists. */
export async function buildExcelTemplate(t: TranslateIn): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'SoundPort';
  const values = excelListValues();
  addInstructions(workbook, t);
  addDataSheet(workbook, EXCEL_SHEETS.releases, t, values);
  addDataSheet(workbook, EXCEL_SHEETS.tracks, t, values);
  addLists(workbook, values);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
