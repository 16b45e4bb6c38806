import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadExcel } from '../on-first-use.ts';
import { formatMicros } from '@portal/domain/money/micros';
import type { ObjectStore, WrittenObject } from '../storage.ts';
import type { Cell, Column, ReportSource } from './report-source.ts';
import { csvField, csvText, neutraliseFormula } from '../spreadsheet-cells.ts';

/** How a money cell shows in Excel: at least two decimals, up to the six that micro-units have. */
export const EXCEL_MONEY_FORMAT = '#,##0.00####';
/** Excel reports keep the exact amount as text beside the number, which Excel holds as a double. */
export const EXACT_AMOUNT_COLUMN = 'amount_exact';

/** Called after each page with the number of rows written so far. */
export type OnRows = (written: number) => Promise<void>;

/** What the reader reads in a report: column headings, coded values (sale types) and the totals row, in their language. */
export interface ReportLabels {
  column(name: string): string;
  value(column: string, value: string): string;
  total: string;
}

/** Money reports end with a totals row; analytics exports do not (listeners of different days do not add up). */
const hasMoney = (source: ReportSource) => source.columns.some((column) => column.type === 'money');

/** Adds up the number and money columns as rows go by, for the totals row at the end. */
class Totals {
  private readonly sums: (bigint | number | null)[];
  constructor(private readonly columns: Column[]) {
    this.sums = columns.map((column) => (column.type === 'money' ? 0n : column.type === 'int' ? 0 : null));
  }
  add(cells: Cell[]) {
    this.columns.forEach((column, index) => {
      if (column.type === 'money') this.sums[index] = (this.sums[index] as bigint) + (cells[index] as bigint);
      else if (column.type === 'int') this.sums[index] = (this.sums[index] as number) + Number(cells[index]);
    });
  }
  /** The totals row: the label in the first text column, sums under numbers and money, the rest empty. */
  row(label: string): Cell[] {
    const first = this.columns.findIndex((column) => column.type === 'text');
    return this.sums.map((sum, index) => (index === first ? label : (sum ?? '')));
  }
}

function csvCell(column: Column, cell: Cell, labels: ReportLabels): string {
  if (column.type === 'money') return cell === '' ? '' : formatMicros(cell as bigint);
  if (column.type === 'int') return String(cell);
  return csvText(labels.value(column.name, String(cell)));
}

const CRLF = '\r\n';

async function* csvChunks(source: ReportSource, labels: ReportLabels, onRows: OnRows): AsyncIterable<Uint8Array> {
  yield Buffer.from(source.columns.map((column) => csvField(labels.column(column.name))).join(',') + CRLF);
  const totals = new Totals(source.columns);
  let written = 0;
  for await (const rows of source.pages()) {
    let chunk = '';
    for (const row of rows) {
      chunk += source.columns.map((column, index) => csvCell(column, row[index]!, labels)).join(',') + CRLF;
      totals.add(row);
    }
    yield Buffer.from(chunk);
    written += rows.length;
    await onRows(written);
  }
  if (!hasMoney(source)) return;
  const total = totals.row(labels.total);
  yield Buffer.from(source.columns.map((column, index) => (column.type === 'text' ? csvText(String(total[index])) : csvCell(column, total[index]!, labels))).join(',') + CRLF);
}

/** Streams the CSV into the store page by page; a totals row ends a money report. */
export function writeCsv(files: ObjectStore, key: string, contentType: string, source: ReportSource, labels: ReportLabels, onRows: OnRows): Promise<WrittenObject> {
  return files.putStream(key, csvChunks(source, labels, onRows), contentType);
}

/**
 * Builds the workbook with exceljs's streaming writer into a temporary file (rows are committed as they come, so
 * memory stays flat), then streams that file into the store.
 */
export async function writeExcel(files: ObjectStore, key: string, contentType: string, source: ReportSource, labels: ReportLabels, onRows: OnRows): Promise<WrittenObject> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-report-'));
  const path = join(dir, 'report.xlsx');
  try {
    const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
    workbook.creator = 'SoundPort';
    const sheet = workbook.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
    const amountIndex = source.columns.findIndex((column) => column.name === 'amount');
    sheet.columns = [...source.columns.map((column) => ({ width: column.width })), ...(amountIndex >= 0 ? [{ width: 18 }] : [])];
    const header = sheet.addRow([...source.columns.map((column) => labels.column(column.name)), ...(amountIndex >= 0 ? [labels.column(EXACT_AMOUNT_COLUMN)] : [])]);
    header.font = { bold: true };
    header.commit();
    const totals = new Totals(source.columns);
    const addRow = (cells: Cell[], text: (column: Column, value: string) => string) => {
      const values: (string | number)[] = source.columns.map((column, index) => {
        const cell = cells[index]!;
        // The only conversion of money to a floating-point number: the value of the spreadsheet cell.
        if (column.type === 'money') return Number(formatMicros(cell as bigint));
        return column.type === 'int' ? Number(cell) : neutraliseFormula(text(column, String(cell)));
      });
      if (amountIndex >= 0) values.push(formatMicros(cells[amountIndex] as bigint));
      const row = sheet.addRow(values);
      source.columns.forEach((column, index) => {
        if (column.type === 'money') row.getCell(index + 1).numFmt = EXCEL_MONEY_FORMAT;
      });
      return row;
    };
    let written = 0;
    for await (const rows of source.pages()) {
      for (const cells of rows) {
        addRow(cells, (column, value) => labels.value(column.name, value)).commit();
        totals.add(cells);
      }
      written += rows.length;
      await onRows(written);
    }
    if (hasMoney(source)) {
      const total = addRow(totals.row(labels.total), (_column, value) => value);
      total.font = { bold: true };
      total.commit();
    }
    sheet.commit();
    await workbook.commit();
    return await files.putStream(key, createReadStream(path), contentType);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
