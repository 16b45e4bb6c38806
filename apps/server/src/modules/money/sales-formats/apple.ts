/*
 * Apple Music / iTunes Store "Financial Report" for music (tab separated, no quoting, UTF-8).
 *
 * The first line is the header; columns are found by name (case-insensitive), so their order does not matter:
 *   Start Date, End Date, UPC, ISRC/ISBN, Vendor Identifier, Quantity, Partner Share, Extended Partner Share,
 *   Partner Share Currency, Sales or Return, Apple Identifier, Artist/Show/Developer/Author, Title,
 *   Label/Studio/Network/Developer/Publisher, Grid, Product Type Identifier, ISAN/Other Identifier, Country Of Sale,
 *   Pre-order Flag, Promo Code, Customer Price, Customer Currency
 * Dates are MM/DD/YYYY. After the data come summary rows: 'Total_Rows', 'Total_Units', 'Total_Amount' ... and, after a
 * blank line, a per-country section ('Country Of Sale' ...). Rows starting with 'Total_' and everything after the first
 * blank line that follows data are skipped.
 *
 * Mapping: store 'Apple Music'; revenue = Extended Partner Share (Quantity x Partner Share, what Apple pays) in
 * Partner Share Currency; units = Quantity; storeItemId = Apple Identifier; country = Country Of Sale.
 * Returns: when 'Sales or Return' is 'R', a positive Quantity and a positive Extended Partner Share are negated (Apple
 * usually reports both negative already; this keeps a return from ever counting as a sale).
 * saleType from Product Type Identifier: 'download' when it starts with 'D' or is '1', '1F' or '2' (song / album
 * downloads), 'stream' when it starts with 'S' (incl. 'SUB'), else 'other'.
 * ISRC/ISBN must be a valid ISRC when present (an ISBN there is an issue: this parser is for music reports).
 */
import { parseUsDate } from './dates.ts';
import { cellReader, fitsHeader, headerIndex, isEmptyRow, readDelimitedRows, readHeader } from './delimited.ts';
import { LineError, issueAt, optionalText, readCountry, readCurrency, readDate, readIsrc, readRevenue, readSalesLine, readUnits, readUpc } from './fields.ts';
import type { ParsedItem, SalesFormat, SalesLine } from './types.ts';

const STORE = 'Apple Music';
/** Every column of Apple's financial report, in the order Apple writes them (the parser needs only those in COLUMNS). */
export const APPLE_REPORT_COLUMNS = [
  'Start Date',
  'End Date',
  'UPC',
  'ISRC/ISBN',
  'Vendor Identifier',
  'Quantity',
  'Partner Share',
  'Extended Partner Share',
  'Partner Share Currency',
  'Sales or Return',
  'Apple Identifier',
  'Artist/Show/Developer/Author',
  'Title',
  'Label/Studio/Network/Developer/Publisher',
  'Grid',
  'Product Type Identifier',
  'ISAN/Other Identifier',
  'Country Of Sale',
  'Pre-order Flag',
  'Promo Code',
  'Customer Price',
  'Customer Currency',
];
const COLUMNS = {
  startDate: 'start date',
  endDate: 'end date',
  upc: 'upc',
  isrc: 'isrc/isbn',
  quantity: 'quantity',
  extendedPartnerShare: 'extended partner share',
  currency: 'partner share currency',
  salesOrReturn: 'sales or return',
  appleIdentifier: 'apple identifier',
  productType: 'product type identifier',
  country: 'country of sale',
};
const REQUIRED_COLUMNS = Object.values(COLUMNS);

function saleTypeOf(productType: string): SalesLine['saleType'] {
  const type = productType.trim().toUpperCase();
  if (type.startsWith('D') || type === '1' || type === '1F' || type === '2') return 'download';
  if (type.startsWith('S')) return 'stream';
  return 'other';
}

function asReturn(revenue: string): string {
  return revenue.startsWith('-') || revenue === '0' ? revenue : `-${revenue}`;
}

function toSalesLine(lineNumber: number, cell: (name: string) => string): SalesLine {
  const periodStart = readDate(cell(COLUMNS.startDate), parseUsDate, 'Start Date');
  const periodEnd = readDate(cell(COLUMNS.endDate), parseUsDate, 'End Date');
  if (periodStart > periodEnd) throw new LineError('Start Date is after End Date');
  const isReturn = cell(COLUMNS.salesOrReturn).trim().toUpperCase() === 'R';
  const quantity = readUnits(cell(COLUMNS.quantity), 'Quantity');
  const revenue = readRevenue(cell(COLUMNS.extendedPartnerShare), 'Extended Partner Share');
  return {
    lineNumber,
    store: STORE,
    periodStart,
    periodEnd,
    country: readCountry(cell(COLUMNS.country)),
    isrc: readIsrc(cell(COLUMNS.isrc)),
    upc: readUpc(cell(COLUMNS.upc)),
    storeItemId: optionalText(cell(COLUMNS.appleIdentifier)),
    units: isReturn && quantity > 0 ? -quantity : quantity,
    currency: readCurrency(cell(COLUMNS.currency)),
    revenue: isReturn ? asReturn(revenue) : revenue,
    saleType: saleTypeOf(cell(COLUMNS.productType)),
  };
}

async function* parse(lines: AsyncIterable<string[]>): AsyncIterable<ParsedItem[]> {
  let header: Map<string, number> | null = null;
  let width = 0;
  let seenData = false;
  for await (const items of readDelimitedRows(lines, '\t')) {
    const out: ParsedItem[] = [];
    for (const item of items) {
      if ('issue' in item) {
        out.push(item);
        continue;
      }
      const { row } = item;
      if (isEmptyRow(row.cells)) {
        if (!seenData) continue;
        // the per-country summary section follows
        if (out.length) yield out;
        return;
      }
      if (header === null) {
        const read = readHeader(row, REQUIRED_COLUMNS);
        if ('issue' in read) {
          yield [...out, read];
          return;
        }
        ({ index: header, width } = read);
        continue;
      }
      seenData = true;
      if (row.cells[0].trim().toLowerCase().startsWith('total_')) continue;
      if (!fitsHeader(row.cells, width)) {
        out.push(issueAt(row.lineNumber, `expected ${width} columns, found ${row.cells.length}`, row.raw, 'import_issue_field_count', { found: row.cells.length, expected: width }));
        continue;
      }
      out.push(readSalesLine(row.lineNumber, row.raw, () => toSalesLine(row.lineNumber, cellReader(header!, row.cells))));
    }
    if (out.length) yield out;
  }
}

function detect(firstLine: string): boolean {
  const index = headerIndex(firstLine.split('\t'));
  return REQUIRED_COLUMNS.every((name) => index.has(name));
}

export const appleFormat: SalesFormat = { id: 'apple', detect, parse };
