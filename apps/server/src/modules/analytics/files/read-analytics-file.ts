import type { AnalyticsFileKind } from '@portal/domain/analytics/vocabulary';
import { fitsHeader, headerIndex, isEmptyRow, readDelimitedRows } from '../../money/sales-formats/delimited.ts';
import { issueAt, issueFrom, LineError } from '../../money/sales-formats/fields.ts';
import type { ParseIssue } from '../../money/sales-formats/types.ts';
import { layoutFor, type AnyLayout, type Cells, type FileRows } from './layouts.ts';

export type FileItem<K extends AnalyticsFileKind = AnalyticsFileKind> = { lineNumber: number; row: FileRows[K] } | { issue: ParseIssue };

export interface OpenedFile {
  layout: AnyLayout;
  /** The rows after the header, a batch per batch of lines read. */
  items: AsyncIterable<FileItem[]>;
}

function readRow(layout: AnyLayout, lineNumber: number, raw: string, cells: Cells): FileItem {
  try {
    return { lineNumber, row: layout.read(cells) };
  } catch (error) {
    if (error instanceof LineError) return issueFrom(lineNumber, error, raw);
    throw error;
  }
}

/**
 * Opens an analytics file (decision 025): JSON lines when its first non-empty line starts with "{", else CSV or TSV
 * with a header row. The header (or the first object's names) picks the layout; null when none fits.
 */
export async function openAnalyticsFile(batches: AsyncIterable<string[]>): Promise<OpenedFile | null> {
  const iterator = batches[Symbol.asyncIterator]();
  let first = await iterator.next();
  while (!first.done && first.value.every((line) => line.trim() === '')) first = await iterator.next();
  if (first.done) return null;
  async function* all() {
    yield first.value as string[];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const firstLine = (first.value as string[]).find((line) => line.trim() !== '')!;
  return firstLine.trimStart().startsWith('{') ? openJsonLines(firstLine, all()) : openDelimited(all());
}

function parseObject(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function openJsonLines(firstLine: string, batches: AsyncIterable<string[]>): OpenedFile | null {
  const sample = parseObject(firstLine);
  const layout = sample ? layoutFor(new Set(Object.keys(sample))) : null;
  if (!layout) return null;
  async function* items() {
    let lineNumber = 0;
    for await (const lines of batches) {
      const out: FileItem[] = [];
      for (const line of lines) {
        lineNumber++;
        if (line.trim() === '') continue;
        const object = parseObject(line);
        out.push(object ? readRow(layout!, lineNumber, line, (name) => object[name]) : issueAt(lineNumber, 'not a JSON object', line, 'import_issue_not_json_object'));
      }
      yield out;
    }
  }
  return { layout, items: items() };
}

async function openDelimited(batches: AsyncIterable<string[]>): Promise<OpenedFile | null> {
  const rows = readDelimitedRows(batches, 'auto')[Symbol.asyncIterator]();
  let pending: FileItem[] = [];
  for (let batch = await rows.next(); !batch.done; batch = await rows.next()) {
    const at = batch.value.findIndex((item) => 'row' in item && !isEmptyRow(item.row.cells));
    if (at < 0) continue;
    const header = batch.value[at]!;
    if (!('row' in header)) return null;
    const index = headerIndex(header.row.cells);
    const layout = layoutFor(new Set(index.keys()));
    if (!layout) return null;
    const width = header.row.cells.length;
    const convert = (items: typeof batch.value): FileItem[] => {
      const out: FileItem[] = [];
      for (const item of items) {
        if (!('row' in item)) out.push(item);
        else if (isEmptyRow(item.row.cells)) continue;
        else if (!fitsHeader(item.row.cells, width))
          out.push(
            issueAt(item.row.lineNumber, `has ${item.row.cells.length} fields where the header has ${width}`, item.row.raw, 'import_issue_field_count', {
              found: item.row.cells.length,
              expected: width,
            }),
          );
        else {
          const cells = item.row.cells;
          out.push(
            readRow(layout, item.row.lineNumber, item.row.raw, (name) => {
              const column = index.get(name);
              return column === undefined ? undefined : cells[column];
            }),
          );
        }
      }
      return out;
    };
    pending = convert(batch.value.slice(at + 1));
    async function* items() {
      yield pending;
      for (let next = await rows.next(); !next.done; next = await rows.next()) yield convert(next.value);
    }
    return { layout, items: items() };
  }
  return null;
}
