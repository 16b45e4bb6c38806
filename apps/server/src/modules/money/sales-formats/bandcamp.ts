/*
 * Bandcamp "sales report" export (CSV, comma separated, RFC 4180 quoting; a tab-separated copy is read as well).
 *
 * The first line is the header. Bandcamp exports many columns (buyer, shipping, fees, taxes ...); only these are read,
 * by name, case-insensitive, in any order, and all others are ignored:
 *   date            '1/31/24 11:58pm' (M/D/YY h:mma), '1/31/2024' (M/D/YYYY) or '2024-01-31 23:58:00' (ISO)
 *   item type       album, track, package, merch, payout, ...
 *   item name, artist   (not used for the sales line)
 *   currency        ISO 4217 code of net amount
 *   quantity        integer, negative for refunds
 *   net amount      what Bandcamp pays the seller for the row, after fees
 *   upc, isrc, country code, catalog number   (may be missing or empty)
 * Required columns: date, item type, currency, quantity, net amount.
 *
 * Mapping: store 'Bandcamp'; periodStart = periodEnd = the sale's day; revenue = net amount; country = country code
 * ('WW' when empty); storeItemId = catalog number (the only item reference among the columns read); saleType
 * 'download' for album/track, else 'other'.
 * Skipped silently: rows of item type 'payout', and rows of other non-album/track types (merch, packages without
 * codes) that have neither UPC nor ISRC. Album/track rows without codes are yielded as they are (the importer
 * matches by catalog number or sends them to suspense).
 */
import { parseIsoDate, parseUsDate } from './dates.ts';
import { cellReader, fitsHeader, headerIndex, isEmptyRow, readDelimitedRows, readHeader, splitCsv } from './delimited.ts';
import { issueAt, optionalText, readCountry, readCurrency, readDate, readIsrc, readRevenue, readSalesLine, readUnits, readUpc } from './fields.ts';
import type { ParsedItem, SalesFormat, SalesLine } from './types.ts';

const STORE = 'Bandcamp';
const REQUIRED_COLUMNS = ['date', 'item type', 'currency', 'quantity', 'net amount'];
const DOWNLOAD_TYPES = new Set(['album', 'track']);

const parseSaleDate = (text: string) => parseUsDate(text) ?? parseIsoDate(text);

function isSkipped(cell: (name: string) => string): boolean {
  const itemType = cell('item type').trim().toLowerCase();
  if (itemType === 'payout') return true;
  return !DOWNLOAD_TYPES.has(itemType) && cell('upc').trim() === '' && cell('isrc').trim() === '';
}

function toSalesLine(lineNumber: number, cell: (name: string) => string): SalesLine {
  const day = readDate(cell('date'), parseSaleDate, 'date');
  return {
    lineNumber,
    store: STORE,
    periodStart: day,
    periodEnd: day,
    country: readCountry(cell('country code')),
    isrc: readIsrc(cell('isrc')),
    upc: readUpc(cell('upc')),
    storeItemId: optionalText(cell('catalog number')),
    units: readUnits(cell('quantity'), 'quantity'),
    currency: readCurrency(cell('currency')),
    revenue: readRevenue(cell('net amount'), 'net amount'),
    saleType: DOWNLOAD_TYPES.has(cell('item type').trim().toLowerCase()) ? 'download' : 'other',
  };
}

async function* parse(lines: AsyncIterable<string[]>): AsyncIterable<ParsedItem[]> {
  let header: Map<string, number> | null = null;
  let width = 0;
  for await (const items of readDelimitedRows(lines, 'auto')) {
    const out: ParsedItem[] = [];
    for (const item of items) {
      if ('issue' in item) {
        out.push(item);
        continue;
      }
      const { row } = item;
      if (isEmptyRow(row.cells)) continue;
      if (header === null) {
        const read = readHeader(row, REQUIRED_COLUMNS);
        if ('issue' in read) {
          yield [...out, read];
          return;
        }
        ({ index: header, width } = read);
        continue;
      }
      const cell = cellReader(header, row.cells);
      if (isSkipped(cell)) continue;
      if (!fitsHeader(row.cells, width)) {
        out.push(issueAt(row.lineNumber, `expected ${width} columns, found ${row.cells.length}`, row.raw, 'import_issue_field_count', { found: row.cells.length, expected: width }));
        continue;
      }
      out.push(readSalesLine(row.lineNumber, row.raw, () => toSalesLine(row.lineNumber, cell)));
    }
    if (out.length) yield out;
  }
}

function detect(firstLine: string): boolean {
  const cells = firstLine.includes('\t') ? firstLine.split('\t') : splitCsv(firstLine).cells;
  const index = headerIndex(cells);
  return [...REQUIRED_COLUMNS, 'item name'].every((name) => index.has(name));
}

export const bandcampFormat: SalesFormat = { id: 'bandcamp', detect, parse };
