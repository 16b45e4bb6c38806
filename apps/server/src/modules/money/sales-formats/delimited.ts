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

/**
 * The file's rows, blank lines included (as one empty cell) so formats can tell where sections end. TSV has no quoting:
 * a tab always separates cells. 'auto' picks tab when the first non-empty line that is no '#' comment has one, else comma.
 */
export async function* readDelimitedRows(lines: AsyncIterable<string>, delimiter: Delimiter | 'auto'): AsyncIterable<DelimitedItem> {
  const iterator = lines[Symbol.asyncIterator]();
  // Lines read ahead while looking for the end of a quoted field that never came; they are read again.
  const replay: { text: string; lineNumber: number }[] = [];
  let lineCount = 0;
  const nextLine = async () => {
    if (replay.length > 0) return replay.shift()!;
    const result = await iterator.next();
    if (result.done) return null;
    return { text: result.value, lineNumber: ++lineCount };
  };
  let chosen: Delimiter | null = delimiter === 'auto' ? null : delimiter;
  for (let line = await nextLine(); line !== null; line = await nextLine()) {
    if (chosen === null && line.text.trim() !== '' && !line.text.startsWith('#')) chosen = line.text.includes('\t') ? '\t' : ',';
    if (chosen !== ',') {
      yield { row: { lineNumber: line.lineNumber, cells: line.text.split('\t'), raw: line.text } };
      continue;
    }
    const recordLines = [line];
    let split = splitCsv(line.text);
    while (split.open && recordLines.length < MAX_LINES_PER_RECORD) {
      const more = await nextLine();
      if (more === null) break;
      recordLines.push(more);
      split = splitCsv(recordLines.map((part) => part.text).join('\n'));
    }
    if (split.open) {
      yield issueAt(line.lineNumber, 'unterminated quoted field', line.text);
      replay.unshift(...recordLines.slice(1));
      continue;
    }
    yield { row: { lineNumber: line.lineNumber, cells: split.cells, raw: recordLines.map((part) => part.text).join('\n') } };
  }
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

/** Reads cells by header name (lowercase). */
export function cellReader(index: Map<string, number>, cells: string[]) {
  return (name: string): string => {
    const column = index.get(name);
    return column === undefined ? '' : (cells[column] ?? '');
  };
}
