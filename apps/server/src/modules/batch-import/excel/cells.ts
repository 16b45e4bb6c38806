import { EXCEL_LIST_SEPARATOR } from '@portal/domain/bulk-import/excel-layout';
import { lookupWord, valueKey } from './lists.ts';

/** What a cell holds once read: text, a number, a boolean, a date (an Excel date cell), or nothing. */
export type CellValue = string | number | boolean | Date | undefined;

/** exceljs hands rich text, hyperlinks, formulas and errors as objects; the reader wants the value a user sees. */
export function plainCell(raw: unknown): CellValue {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'string') return raw.trim() === '' ? undefined : raw;
  if (typeof raw === 'number' || typeof raw === 'boolean' || raw instanceof Date) return raw;
  if (typeof raw === 'object') {
    const object = raw as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(object.richText)) return plainCell(object.richText.map((run) => run.text).join(''));
    if ('result' in object) return plainCell(object.result);
    if (object.text !== undefined) return plainCell(object.text);
  }
  return undefined;
}

/** The cell as text, the way a person reads it ("12", "2027-03-05"). */
export function cellText(value: CellValue): string {
  if (value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  return String(value).trim();
}

/** A value that could not be read: the message key and the text the user wrote. */
export interface CellProblem {
  code: string;
  values: Record<string, string>;
}

export type Parsed<T> = { value: T } | { problem: CellProblem };

const problem = (code: string, value: CellValue): { problem: CellProblem } => ({ problem: { code, values: { value: cellText(value) } } });

/** Excel's day 0 (1899-12-30, so that its 1900 leap-year bug lines up) and its last day, 9999-12-31. */
const EXCEL_DAY_ZERO = Date.UTC(1899, 11, 30);
const EXCEL_LAST_DAY = 2_958_465;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** Excel date cells arrive as dates at midnight UTC of the day shown. */
const isoDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** YYYY-MM-DD (a real day), or an Excel date cell. */
export function parseDate(value: CellValue): Parsed<string> {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? problem('bulk_excel_bad_date', value) : { value: isoDate(value) };
  // A date typed into a cell formatted as text or a number arrives as Excel's day count.
  if (typeof value === 'number') {
    return Number.isInteger(value) && value > 0 && value <= EXCEL_LAST_DAY ? { value: isoDate(new Date(EXCEL_DAY_ZERO + value * DAY_MS)) } : problem('bulk_excel_bad_date', value);
  }
  const text = cellText(value);
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!match) return problem('bulk_excel_bad_date', value);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return problem('bulk_excel_bad_date', value);
  return { value: isoDate(check) };
}

/** HH:MM (24 hours), or an Excel time cell (a fraction of a day, or a date on 1899-12-30). */
export function parseTime(value: CellValue): Parsed<string> {
  if (value instanceof Date) return { value: `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` };
  if (typeof value === 'number' && value >= 0 && value < 1) {
    const minutes = Math.round(value * 24 * 60);
    return { value: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
  }
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(cellText(value));
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return problem('bulk_excel_bad_time', value);
  return { value: `${pad(Number(match[1]))}:${match[2]}` };
}

const yesWords = new Set(['yes', 'y', 'true', '1']);
const noWords = new Set(['no', 'n', 'false', '0']);

export function parseYesNo(value: CellValue): Parsed<boolean> {
  if (typeof value === 'boolean') return { value };
  const key = valueKey(cellText(value));
  if (yesWords.has(key)) return { value: true };
  if (noWords.has(key)) return { value: false };
  const word = lookupWord('yesNo', key);
  return word === undefined ? problem('bulk_excel_bad_yes_no', value) : { value: word };
}

export function parseInteger(value: CellValue): Parsed<number> {
  const number = typeof value === 'number' ? value : /^[+-]?\d+$/.test(cellText(value)) ? Number(cellText(value)) : Number.NaN;
  return Number.isSafeInteger(number) ? { value: number } : problem('bulk_excel_bad_number', value);
}

/** 0 to 100 per cent (a "%" sign and a decimal comma are fine) -> basis points; the form's rule checks the range. */
export function parsePercent(value: CellValue): Parsed<number> {
  const text = cellText(value).replace(/%$/, '').trim().replace(',', '.');
  const number = typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  return Number.isFinite(number) ? { value: Math.round(number * 100) } : problem('bulk_excel_bad_percent', value);
}

/** Several values in one cell, separated by ';' (empty parts dropped). */
export function splitList(value: CellValue): string[] {
  return cellText(value)
    .split(EXCEL_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
}

export { problem as cellProblem };
