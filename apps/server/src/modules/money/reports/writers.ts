import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../platform/on-first-use.ts';
import { formatMicros } from '@portal/domain/money/micros';
import type { ObjectStore, WrittenObject } from '../../../platform/storage.ts';
import type { Cell, Column, ReportSource } from './sources.ts';
import { csvField, csvText, neutraliseFormula } from '../../../platform/spreadsheet-cells.ts';

/** How a money cell shows in Excel: at least two decimals, up to the six that micro-units have. */
export const EXCEL_MONEY_FORMAT = '#,##0.00####';
/** Excel reports keep the exact amount as text beside the number, which Excel holds as a double. */
export const EXACT_AMOUNT_COLUMN = 'amount_exact';

/** Called after each page with the number of rows written so far. */
export type OnRows = (written: number) => Promise<void>;

function csvCell(column: Column, cell: Cell): string {
  if (column.type === 'money') return formatMicros(cell as bigint);
  if (column.type === 'int') return String(cell);
  return csvText(String(cell));
}

const CRLF = '\r\n';

async function* csvChunks(source: ReportSource, onRows: OnRows): AsyncIterable<Uint8Array> {
  yield Buffer.from(source.columns.map((column) => csvField(column.name)).join(',') + CRLF);
  let written = 0;
  for await (const rows of source.pages()) {
    let chunk = '';
    for (const row of rows) chunk += source.columns.map((column, index) => csvCell(column, row[index]!)).join(',') + CRLF;
    yield Buffer.from(chunk);
    written += rows.length;
    await onRows(written);
  }
}

/** Streams the CSV into the store page by page. */
export function writeCsv(files: ObjectStore, key: string, contentType: string, source: ReportSource, onRows: OnRows): Promise<WrittenObject> {
  return files.putStream(key, csvChunks(source, onRows), contentType);
}

/**
 * Builds the workbook with exceljs's streaming writer into a temporary file (rows are committed as they come, so
 * memory stays flat), then streams that file into the store.
 */
export async function writeExcel(files: ObjectStore, key: string, contentType: string, source: ReportSource, onRows: OnRows): Promise<WrittenObject> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-report-'));
  const path = join(dir, 'report.xlsx');
  try {
    const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
    workbook.creator = 'SoundPort';
    const sheet = workbook.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
    const amountIndex = source.columns.findIndex((column) => column.name === 'amount');
    sheet.columns = [...source.columns.map((column) => ({ width: column.width })), ...(amountIndex >= 0 ? [{ width: 18 }] : [])];
    const header = sheet.addRow([...source.columns.map((column) => column.name), ...(amountIndex >= 0 ? [EXACT_AMOUNT_COLUMN] : [])]);
    header.font = { bold: true };
    header.commit();
    let written = 0;
    for await (const rows of source.pages()) {
      for (const cells of rows) {
        const values: (string | number)[] = source.columns.map((column, index) => {
          const cell = cells[index]!;
          // The only conversion of money to a floating-point number: the value of the spreadsheet cell.
          if (column.type === 'money') return Number(formatMicros(cell as bigint));
          return column.type === 'int' ? Number(cell) : neutraliseFormula(String(cell));
        });
        if (amountIndex >= 0) values.push(formatMicros(cells[amountIndex] as bigint));
        const row = sheet.addRow(values);
        source.columns.forEach((column, index) => {
          if (column.type === 'money') row.getCell(index + 1).numFmt = EXCEL_MONEY_FORMAT;
        });
        row.commit();
      }
      written += rows.length;
      await onRows(written);
    }
    sheet.commit();
    await workbook.commit();
    return await files.putStream(key, createReadStream(path), contentType);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
