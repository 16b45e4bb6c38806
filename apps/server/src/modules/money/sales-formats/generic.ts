/*
 * Generic sales report layout (our public spec for stores and aggregators without a format of their own)
 *
 * - UTF-8 text, one line per sale; CSV (comma, RFC 4180 quoting: "a, b" and "" for a quote inside quotes) or TSV (tab,
 *   no quoting, cells must not contain tabs). The header row decides: a tab in it means TSV.
 * - The first non-empty line is the header. Column names are case-insensitive, in any order, exactly:
 *     reporting_period  YYYY-MM, the month the store reported in (informational, must be a valid month)
 *     sale_period       YYYY-MM, the month the sales happened in
 *     store             the store's name, e.g. "Deezer"
 *     country           ISO 3166-1 alpha-2 (e.g. "DE"); empty or "WW" for worldwide / unknown
 *     isrc              12 characters, hyphens allowed (e.g. "US-SM1-98-03037"); empty for release-level lines
 *     upc               UPC-A (12) or EAN-13 (13) digits, spaces/hyphens allowed; empty for track-level lines
 *     units             integer, negative for returns
 *     currency          ISO 4217 code of revenue, e.g. "EUR"
 *     revenue           what the store pays for the line: '.' decimal point, no thousands separator, up to 10 places,
 *                       negative for returns (scientific notation like 1.5E-4 is accepted)
 *   Optional: sale_type = stream | download | ugc (anything else or empty: other). Other columns are ignored.
 * - Every row has the header's number of cells. isrc and upc may not both be empty. Revenue 0 is a valid line.
 * - Blank lines, lines of only separators and lines starting with '#' are skipped.
 *
 * Example:
 *   reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue,sale_type
 *   2024-03,2024-02,Deezer,FR,FRZ012400001,,1520,EUR,4.5216,stream
 */
import { monthRange } from './dates.ts';
import { headerIndex, isEmptyRow, fitsHeader, readDelimitedRows, readHeader, splitCsv } from './delimited.ts';
import { LineError, issueAt, readCountry, readCurrency, readIsrc, readRevenue, readUnits, readUpc, requireText } from './fields.ts';
import type { ParsedItem, SalesFormat, SalesLine } from './types.ts';

const REQUIRED_COLUMNS = ['reporting_period', 'sale_period', 'store', 'country', 'isrc', 'upc', 'units', 'currency', 'revenue'] as const;
const SALE_TYPES = new Set<SalesLine['saleType']>(['stream', 'download', 'ugc']);

function headerCells(line: string): string[] {
  return line.includes('\t') ? line.split('\t') : splitCsv(line).cells;
}

function missingColumns(index: Map<string, number>): string[] {
  return REQUIRED_COLUMNS.filter((name) => !index.has(name));
}

function readMonth(text: string, what: string) {
  if (text.trim() === '') throw new LineError(`missing ${what}`);
  const range = monthRange(text);
  if (!range) throw new LineError(`invalid ${what} '${text}' (expected YYYY-MM)`);
  return range;
}

type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];
type Columns = Record<RequiredColumn, number> & { sale_type: number | undefined };

const columnsOf = (header: Map<string, number>): Columns => Object.fromEntries([...REQUIRED_COLUMNS.map((name) => [name, header.get(name)!]), ['sale_type', header.get('sale_type')]]) as Columns;

// Runs for every line of reports of millions: the cells are read by index, without a reader closure per line.
function toSalesLine(lineNumber: number, cells: string[], columns: Columns): SalesLine {
  readMonth(cells[columns.reporting_period] ?? '', 'reporting_period');
  const salePeriod = readMonth(cells[columns.sale_period] ?? '', 'sale_period');
  const isrc = readIsrc(cells[columns.isrc] ?? '');
  const upc = readUpc(cells[columns.upc] ?? '');
  if (isrc === null && upc === null) throw new LineError('neither ISRC nor UPC');
  const saleType = (columns.sale_type === undefined ? '' : (cells[columns.sale_type] ?? '')).trim().toLowerCase() as SalesLine['saleType'];
  return {
    lineNumber,
    store: requireText(cells[columns.store] ?? '', 'store'),
    periodStart: salePeriod.start,
    periodEnd: salePeriod.end,
    country: readCountry(cells[columns.country] ?? ''),
    isrc,
    upc,
    storeItemId: null,
    units: readUnits(cells[columns.units] ?? ''),
    currency: readCurrency(cells[columns.currency] ?? ''),
    revenue: readRevenue(cells[columns.revenue] ?? ''),
    saleType: SALE_TYPES.has(saleType) ? saleType : 'other',
  };
}

async function* parse(lines: AsyncIterable<string[]>): AsyncIterable<ParsedItem[]> {
  let columns: Columns | null = null;
  let width = 0;
  for await (const items of readDelimitedRows(lines, 'auto')) {
    const out: ParsedItem[] = [];
    for (const item of items) {
      if ('issue' in item) {
        out.push(item);
        continue;
      }
      const { row } = item;
      if (isEmptyRow(row.cells) || row.cells[0].trimStart().startsWith('#')) continue;
      if (columns === null) {
        const read = readHeader(row, REQUIRED_COLUMNS);
        if ('issue' in read) {
          yield [...out, read];
          return;
        }
        columns = columnsOf(read.index);
        width = read.width;
        continue;
      }
      if (!fitsHeader(row.cells, width)) {
        out.push(issueAt(row.lineNumber, `expected ${width} columns, found ${row.cells.length}`, row.raw, 'import_issue_field_count', { found: row.cells.length, expected: width }));
        continue;
      }
      try {
        out.push({ line: toSalesLine(row.lineNumber, row.cells, columns) });
      } catch (error) {
        if (!(error instanceof LineError)) throw error;
        out.push(issueAt(row.lineNumber, error.message, row.raw));
      }
    }
    if (out.length) yield out;
  }
}

export const genericFormat: SalesFormat = {
  id: 'generic',
  detect: (firstLine) => missingColumns(headerIndex(headerCells(firstLine))).length === 0,
  parse,
};
