import { normalizeDecimal } from './decimal.ts';
import type { IssueParams, ParsedItem, ParseIssue, SalesLine } from './types.ts';

/**
 * Thrown while reading one line when a cell cannot be read; the parser turns it into a ParseIssue and goes on. The
 * English message is for logs and tests; `key` and `params` are what a console translates.
 */
export class LineError extends Error {
  constructor(
    message: string,
    readonly key?: string,
    readonly params?: IssueParams,
  ) {
    super(message);
  }
}

const RAW_LIMIT = 500;

/** An issue of a line; one without its own message key is shown under import_issue_other with the English detail. */
export function issueAt(lineNumber: number, issue: string, raw: string, key?: string, params?: IssueParams): { issue: ParseIssue } {
  return { issue: { lineNumber, issue, raw: raw.slice(0, RAW_LIMIT), key: key ?? 'import_issue_other', params: key ? (params ?? {}) : { detail: issue } } };
}

/** The issue a LineError describes. */
export const issueFrom = (lineNumber: number, error: LineError, raw: string) => issueAt(lineNumber, error.message, raw, error.key, error.params);

/** Runs the reading of one row: a LineError becomes the returned issue, anything else is a bug and propagates. */
export function issueOf(lineNumber: number, raw: string, read: () => void): { issue: ParseIssue } | null {
  try {
    read();
    return null;
  } catch (error) {
    if (error instanceof LineError) return issueFrom(lineNumber, error, raw);
    throw error;
  }
}

export function readSalesLine(lineNumber: number, raw: string, read: () => SalesLine): ParsedItem {
  try {
    return { line: read() };
  } catch (error) {
    if (error instanceof LineError) return issueFrom(lineNumber, error, raw);
    throw error;
  }
}

const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;
const SMALL_COUNT = /^[1-9]\d{0,14}$/;
const UPPER_PAIR = /^[A-Z]{2}$/;
const UPPER_TRIPLE = /^[A-Z]{3}$/;

export function readIsrc(text: string): string | null {
  if (ISRC_PATTERN.test(text)) return text;
  const isrc = text.replace(/[\s-]/g, '').toUpperCase();
  if (isrc === '') return null;
  if (!ISRC_PATTERN.test(isrc)) throw new LineError(`invalid ISRC '${text}'`, 'import_issue_not_isrc', { value: text.slice(0, 40) });
  return isrc;
}

/** UPC-A, EAN-13 or the 14-digit GTIN DDEX allows, kept as reported; 8 digits and up, as some stores drop leading zeros. */
export function readUpc(text: string): string | null {
  const upc = text.replace(/[\s-]/g, '');
  if (upc === '') return null;
  if (!/^\d{8,14}$/.test(upc)) throw new LineError(`invalid UPC '${text}'`);
  return upc;
}

export function readCountry(text: string): string {
  if (text.length === 2 && UPPER_PAIR.test(text)) return text;
  const country = text.trim().toUpperCase();
  if (country === '' || country === 'WORLDWIDE') return 'WW';
  if (!/^[A-Z]{2}$/.test(country)) throw new LineError(`invalid country '${text}'`);
  return country;
}

export function readCurrency(text: string): string {
  if (text.length === 3 && UPPER_TRIPLE.test(text)) return text;
  const currency = text.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new LineError(currency === '' ? 'missing currency' : `invalid currency '${text}'`);
  return currency;
}

export function readUnits(text: string, what = 'units'): number {
  if (SMALL_COUNT.test(text)) return Number(text);
  const trimmed = text.trim();
  if (trimmed === '') throw new LineError(`missing ${what}`);
  const units = /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(units)) throw new LineError(`invalid ${what} '${text}'`);
  return units === 0 ? 0 : units; // no -0
}

export function readRevenue(text: string, what = 'revenue'): string {
  if (text.trim() === '') throw new LineError(`missing ${what}`);
  const revenue = normalizeDecimal(text);
  if (revenue === null) throw new LineError(`invalid ${what} '${text}'`);
  return revenue;
}

export function readDate(text: string, parse: (text: string) => string | null, what: string): string {
  if (text.trim() === '') throw new LineError(`missing ${what}`);
  const date = parse(text);
  if (date === null) throw new LineError(`invalid ${what} '${text}'`);
  return date;
}

export function requireText(text: string, what: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new LineError(`missing ${what}`);
  return trimmed;
}

/** The cell as trimmed text, null when empty. */
export function optionalText(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
