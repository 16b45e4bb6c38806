import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../platform/on-first-use.ts';
import { EXCEL_COLUMNS, EXCEL_FIRST_DATA_ROW, EXCEL_HEADER_ROW, EXCEL_SHEETS, EXCEL_STATUS_COLUMN_HEADER, type ExcelColumn } from '@portal/domain/bulk-import/excel-layout';
import type { BatchRowStatus, RowFinding, SourcePlace } from '@portal/domain/bulk-import/model';
import { uiLanguages } from '@portal/domain/languages';
import { createTranslator } from '@portal/i18n/translate';
import { loadCatalog } from '@portal/i18n/node-catalogs';
import type { AnnotatedReportInput, AnnotatedRow } from '../readers.ts';
import { cellText, plainCell } from './cells.ts';
import { columnHeader, headerIndex, type DataSheet, type HeaderIndex } from './headers.ts';
import { valueKey } from './lists.ts';
import { collapseValidations } from './validations.ts';
import type { TranslateIn } from './template.ts';
import { neutraliseFormula } from '../../../platform/spreadsheet-cells.ts';

/** The sheet the report adds with every finding; the reader ignores it. */
export const FINDINGS_SHEET = 'Findings';

const MARK_COLOR = 'FFFFC7CE';
const MARK_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: MARK_COLOR } };
const PASS_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFC6EFCE' } };
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };

const ROW_STATUS_KEY: Record<BatchRowStatus, string> = {
  PENDING: 'bulk_report_row_pending',
  PASS: 'bulk_report_row_pass',
  REJECT: 'bulk_report_row_reject',
  IMPORTED: 'bulk_report_row_imported',
  IMPORT_FAILED: 'bulk_report_row_import_failed',
};
/** Cells of a loaded workbook share style objects (one per style in the file): a cell gets its own before it changes. */
function restyle(cell: ExcelJS.Cell, change: Partial<ExcelJS.Style>) {
  cell.style = { ...cell.style, ...change };
}

const statusLabel = (status: string, t: TranslateIn) => t(ROW_STATUS_KEY[status as BatchRowStatus] ?? ROW_STATUS_KEY.PENDING);

const catalogs = createTranslator(loadCatalog);
let headers: HeaderIndex | null = null;
let statusHeaders: Set<string> | null = null;
/** Headers are recognised in every UI language: a workbook made in German may be reported on in English. */
const allHeaders = () => (headers ??= headerIndex(catalogs));
const isStatusHeader = (text: string) => (statusHeaders ??= new Set(uiLanguages.map((language) => valueKey(catalogs(language, EXCEL_STATUS_COLUMN_HEADER))))).has(valueKey(text));

/** The layout column a finding's field is shown in ('tracks' and fields without a column of their own: the release no.). */
function columnOfField(sheet: DataSheet, field: string): ExcelColumn {
  const columns = EXCEL_COLUMNS[sheet];
  const direct = columns.find((column) => column.field === field || column.key === field);
  if (direct) return direct;
  if (field === 'clipAudios') return columns.find((column) => column.field === 'fullAudio')!;
  return columns[0]!;
}

export function fieldLabel(sheet: DataSheet, field: string, t: TranslateIn) {
  if (field === 'tracks') return t('rf_tracks_section');
  const column = columnOfField(sheet, field);
  return column.field === field || column.key === field || field === 'clipAudios' ? columnHeader(column, t) : field;
}

interface Mark {
  sheet: DataSheet;
  row: number;
  field: string;
  message: string;
}

/** Each finding with the cell it concerns: the release's row, or the row of the track it names. */
function marksOf(rows: AnnotatedRow[], t: TranslateIn): { row: AnnotatedRow; finding: RowFinding; place: SourcePlace | undefined; message: string }[] {
  return rows.flatMap((row) =>
    row.findings.map((finding) => ({
      row,
      finding,
      place: finding.track === null ? row.place : row.trackPlaces[finding.track],
      message: t(finding.messageKey, finding.values),
    })),
  );
}

function dataSheetOf(place: SourcePlace | undefined): DataSheet | null {
  return place?.sheet === EXCEL_SHEETS.releases || place?.sheet === EXCEL_SHEETS.tracks ? place.sheet : null;
}

/** Column numbers of the layout columns in this worksheet (by header, in any language). */
function columnNumbers(worksheet: ExcelJS.Worksheet, sheet: DataSheet) {
  const numbers = new Map<string, number>();
  let status: number | null = null;
  worksheet.getRow(EXCEL_HEADER_ROW).eachCell((cell, number) => {
    const text = cellText(plainCell(cell.value));
    const column = allHeaders().column(sheet, text);
    if (column && !numbers.has(column.key)) numbers.set(column.key, number);
    else if (isStatusHeader(text)) status = number;
  });
  return { numbers, status: status as number | null };
}

/** A report made from an earlier report: its marks go before the new ones are made. */
function clearOldMarks(worksheet: ExcelJS.Worksheet) {
  worksheet.eachRow((row, number) => {
    if (number < EXCEL_FIRST_DATA_ROW) return;
    row.eachCell({ includeEmpty: true }, (cell) => {
      const fill = cell.fill as ExcelJS.FillPattern | undefined;
      if (fill?.type === 'pattern' && fill.fgColor?.argb === MARK_COLOR) {
        restyle(cell, { fill: { type: 'pattern', pattern: 'none' } });
        // exceljs cannot remove a note: drop the comment it keeps, and the copy a loaded value's model keeps.
        delete (cell as unknown as { _comment?: unknown })._comment;
        const value = cell.value;
        cell.value = null;
        cell.value = value;
      }
    });
  });
}

function annotateSheet(worksheet: ExcelJS.Worksheet, sheet: DataSheet, marks: Mark[], statusOfRow: Map<number, string>, t: TranslateIn) {
  collapseValidations(worksheet);
  clearOldMarks(worksheet);
  const { numbers, status } = columnNumbers(worksheet, sheet);
  const fallback = numbers.get(EXCEL_COLUMNS[sheet][0]!.key) ?? 1;
  const messages = new Map<string, string[]>();
  for (const mark of marks) {
    const column = numbers.get(columnOfField(sheet, mark.field).key) ?? fallback;
    const address = `${mark.row}:${column}`;
    messages.set(address, [...(messages.get(address) ?? []), mark.message]);
  }
  for (const [address, texts] of messages) {
    const [row, column] = address.split(':').map(Number) as [number, number];
    const cell = worksheet.getCell(row, column);
    restyle(cell, { fill: MARK_FILL });
    cell.note = texts.join('\n');
  }

  const statusColumn = status ?? worksheet.getRow(EXCEL_HEADER_ROW).cellCount + 1;
  const header = worksheet.getCell(EXCEL_HEADER_ROW, statusColumn);
  header.value = t(EXCEL_STATUS_COLUMN_HEADER);
  restyle(header, { font: { bold: true }, fill: HEADER_FILL });
  worksheet.getColumn(statusColumn).width = 18;
  const failingRows = new Set(marks.map((mark) => mark.row));
  for (const [row, label] of statusOfRow) {
    const cell = worksheet.getCell(row, statusColumn);
    cell.value = neutraliseFormula(label);
    restyle(cell, { fill: failingRows.has(row) ? MARK_FILL : PASS_FILL });
  }
}

function addFindingsSheet(workbook: ExcelJS.Workbook, rows: AnnotatedRow[], t: TranslateIn) {
  const existing = workbook.getWorksheet(FINDINGS_SHEET);
  if (existing) workbook.removeWorksheet(existing.id);
  const sheet = workbook.addWorksheet(FINDINGS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('bulk_report_col_file'), width: 22 },
    { header: t('bulk_report_col_sheet'), width: 12 },
    { header: t('bulk_report_col_row'), width: 8 },
    { header: t('bulk_report_col_reference'), width: 16 },
    { header: t('bulk_report_col_track'), width: 8 },
    { header: t('bulk_report_col_field'), width: 28 },
    { header: t('bulk_report_col_message'), width: 80 },
  ];
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.eachCell((cell) => (cell.fill = HEADER_FILL));
  for (const { row, finding, place, message } of marksOf(rows, t)) {
    const label = fieldLabel(finding.track === null ? EXCEL_SHEETS.releases : EXCEL_SHEETS.tracks, finding.field, t);
    // File names, references and messages may carry what the uploader typed: text a spreadsheet must not run.
    sheet.addRow([
      neutraliseFormula(place?.file ?? row.place.file),
      neutraliseFormula(place?.sheet ?? ''),
      place?.row ?? '',
      neutraliseFormula(place?.reference ?? row.place.reference ?? ''),
      finding.track === null ? '' : finding.track + 1,
      neutraliseFormula(label),
      neutraliseFormula(message),
    ]);
  }
}

/**
 * The verification report as a workbook: the uploaded workbook with each failing cell filled red and explained in a
 * note, a Status column on every row and a Findings sheet — or, without a workbook (DDEX, migration), the Findings
 * sheet alone. A corrected copy imports again: the original columns stay, Status and Findings are ignored.
 */
export async function annotateExcelReport(input: Omit<AnnotatedReportInput, 'workbook'> & { workbook: Buffer | null }): Promise<Buffer> {
  const t: TranslateIn = input.translate;
  const workbook = new (await loadExcel()).Workbook();
  if (input.workbook) {
    await workbook.xlsx.load(input.workbook as unknown as ExcelJS.Buffer);
    const marks: Mark[] = [];
    const statuses = new Map<DataSheet, Map<number, string>>([
      [EXCEL_SHEETS.releases, new Map()],
      [EXCEL_SHEETS.tracks, new Map()],
    ]);
    for (const row of input.rows) {
      const label = statusLabel(row.status, t);
      for (const place of [row.place, ...row.trackPlaces]) {
        const sheet = dataSheetOf(place);
        if (sheet && place?.row) statuses.get(sheet)!.set(place.row, label);
      }
    }
    for (const { finding, place, message } of marksOf(input.rows, t)) {
      const sheet = dataSheetOf(place);
      if (sheet && place?.row) marks.push({ sheet, row: place.row, field: finding.field, message });
    }
    for (const sheet of [EXCEL_SHEETS.releases, EXCEL_SHEETS.tracks] as const) {
      const worksheet = workbook.getWorksheet(sheet);
      if (worksheet)
        annotateSheet(
          worksheet,
          sheet,
          marks.filter((mark) => mark.sheet === sheet),
          statuses.get(sheet)!,
          t,
        );
    }
  }
  addFindingsSheet(workbook, input.rows, t);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
