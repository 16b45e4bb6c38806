import { issueAt } from './fields.ts';
import type { ParseIssue } from './types.ts';

/** One record of a CSV/TSV file; a CSV record with a quoted line break spans several lines and starts at lineNumber. */
export interface DelimitedRow {
  lineNumber: number;
  cells: string[];
  raw: string;
}

export type DelimitedItem = { row: DelimitedRow } | { issue: ParseIssue };
export type Delimiter = ',' | '\t';

// A quoted field still open after this many lines is taken for a stray quote rather than a line break in a value.
const MAX_LINES_PER_RECORD = 100;

/**
 * Splits CSV text (RFC 4180: quoted fields, "" for a quote, line breaks inside quotes) into cells. Lenient with quotes
 * inside unquoted fields (kept as they are). `open` tells that the text ends inside a quoted field.
 */
export function splitCsv(text: string, delimiter: Delimiter = ','): { cells: string[]; open: boolean } {
  if (!text.includes('"')) return { cells: text.split(delimiter), open: false };
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
      atCellStart = true;
      continue;
    } else if (char === '"' && atCellStart) quoted = true;
    else cell += char;
    atCellStart = false;
  }
  cells.push(cell);
  return { cells, open: quoted };
}

type Line = { text: string; lineNumber: number };

/**
 * Turns lines into rows: a CSV record with a quoted line break takes the lines that follow, up to MAX_LINES_PER_RECORD;
 * a quote never closed is an issue at its first line, and the lines after it are read again as rows of their own.
 */
class DelimitedReader {
  private chosen: Delimiter | null;
  private open: Line[] = [];
  private lineCount = 0;
  private out: DelimitedItem[] = [];

  constructor(delimiter: Delimiter | 'auto') {
    this.chosen = delimiter === 'auto' ? null : delimiter;
  }

  push(lines: readonly string[]): DelimitedItem[] {
    for (const text of lines) this.feed({ text, lineNumber: ++this.lineCount });
    return this.take();
  }

  end(): DelimitedItem[] {
    while (this.open.length > 0) this.giveUp();
    return this.take();
  }

  private take() {
    const out = this.out;
    this.out = [];
    return out;
  }

  private feed(line: Line) {
    if (this.open.length > 0) return this.extend(line);
    if (this.chosen === null && line.text.trim() !== '' && !line.text.startsWith('#')) this.chosen = line.text.includes('\t') ? '\t' : ',';
    if (this.chosen !== ',') {
      this.out.push({ row: { lineNumber: line.lineNumber, cells: line.text.split('\t'), raw: line.text } });
      return;
    }
    const split = splitCsv(line.text);
    if (split.open) this.open = [line];
    else this.out.push({ row: { lineNumber: line.lineNumber, cells: split.cells, raw: line.text } });
  }

  private extend(line: Line) {
    this.open.push(line);
    const raw = this.open.map((part) => part.text).join('\n');
    const split = splitCsv(raw);
    if (!split.open) {
      this.out.push({ row: { lineNumber: this.open[0]!.lineNumber, cells: split.cells, raw } });
      this.open = [];
    } else if (this.open.length >= MAX_LINES_PER_RECORD) this.giveUp();
  }

  private giveUp() {
    const [first, ...rest] = this.open;
    this.open = [];
    this.out.push(issueAt(first!.lineNumber, 'unterminated quoted field', first!.text, 'import_issue_unterminated_quote'));
    for (const line of rest) this.feed(line);
  }
}

/**
 * The file's rows, a batch per batch of lines, blank lines included (as one empty cell) so formats can tell where
 * sections end. TSV has no quoting: a tab always separates cells. 'auto' picks tab when the first non-empty line that
 * is no '#' comment has one, else comma.
 */
export async function* readDelimitedRows(batches: AsyncIterable<string[]>, delimiter: Delimiter | 'auto'): AsyncIterable<DelimitedItem[]> {
  const reader = new DelimitedReader(delimiter);
  for await (const lines of batches) yield reader.push(lines);
  yield reader.end();
}

/** True when the row has no content (a blank line, or only separators as spreadsheets export them). */
export function isEmptyRow(cells: string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/** Header names, trimmed and lowercased, to their column index. */
export function headerIndex(cells: string[]): Map<string, number> {
  const index = new Map<string, number>();
  cells.forEach((cell, column) => {
    const name = cell.trim().toLowerCase();
    if (name !== '' && !index.has(name)) index.set(name, column);
  });
  return index;
}

/** Drops empty cells past the header's width (trailing separators), so only real extra values count as a wrong width. */
export function fitsHeader(cells: string[], width: number): boolean {
  if (cells.length === width) return true;
  if (cells.length < width) return false;
  return cells.slice(width).every((cell) => cell.trim() === '');
}

/** A header row: its columns by name and its width, or the issue that it lacks some of `required`. */
export function readHeader(row: DelimitedRow, required: readonly string[]): { index: Map<string, number>; width: number } | { issue: ParseIssue } {
  const index = headerIndex(row.cells);
  const missing = required.filter((name) => !index.has(name));
  if (missing.length > 0) return issueAt(row.lineNumber, `header lacks column(s) ${missing.join(', ')}`, row.raw);
  return { index, width: row.cells.length };
}

/** Reads cells by header name (lowercase). */
export function cellReader(index: Map<string, number>, cells: string[]) {
  return (name: string): string => {
    const column = index.get(name);
    return column === undefined ? '' : (cells[column] ?? '');
  };
}
