import { describe, expect, it } from 'vitest';
import { APPLE_REPORT_COLUMNS, appleFormat } from './apple.ts';
import { linesOf, parsed, tsv } from './test-support.ts';

const HEADER = APPLE_REPORT_COLUMNS;

interface RowCells {
  start?: string;
  isrc?: string;
  quantity: string;
  share: string;
  currency: string;
  type: 'S' | 'R';
  appleId: string;
  productType: string;
  country: string;
}

/** A row in header order from the cells that matter for the test. */
function row(cells: RowCells) {
  return [
    cells.start ?? '01/01/2024',
    '01/31/2024',
    '602445123456',
    cells.isrc ?? '',
    'SP-0001',
    cells.quantity,
    '0.70',
    cells.share,
    cells.currency,
    cells.type,
    cells.appleId,
    'The Artist',
    'The Title',
    'Soundport',
    '',
    cells.productType,
    '',
    cells.country,
    '',
    '',
    '0.99',
    cells.currency,
  ];
}

const REPORT = tsv([
  HEADER,
  row({ isrc: 'USUM72401234', quantity: '3', share: '2.10', currency: 'USD', type: 'S', appleId: '1700000001', productType: '1', country: 'US' }),
  row({ isrc: 'USUM72401234', quantity: '1520', share: '5.3432000', currency: 'EUR', type: 'S', appleId: '1700000001', productType: 'SUB', country: 'DE' }),
  row({ quantity: '1', share: '7.00', currency: 'GBP', type: 'R', appleId: '1700000000', productType: 'D', country: 'GB' }),
  row({ start: '13/01/2024', quantity: '1', share: '0.70', currency: 'USD', type: 'S', appleId: '1700000001', productType: '1', country: 'US' }),
  ['01/01/2024', '01/31/2024', '602445123456'],
  row({ isrc: 'USUM72401234', quantity: '0', share: '0', currency: 'JPY', type: 'S', appleId: '1700000001', productType: 'FR', country: 'JP' }),
  ['Total_Rows', '6'],
  ['Total_Units', '1525'],
  ['Total_Amount', '15.14'],
  [''],
  ['Country Of Sale', 'Partner Share Currency', 'Quantity', 'Extended Partner Share'],
  ['US', 'USD', '3', '2.10'],
]);

const common = { store: 'Apple Music', periodStart: '2024-01-01', periodEnd: '2024-01-31', upc: '602445123456' };

describe('Apple financial report', () => {
  it('reads the sales lines, negates returns and skips the summary rows', async () => {
    const { lines, issues } = await parsed(appleFormat.parse(linesOf(REPORT)));
    expect(lines).toEqual([
      { ...common, lineNumber: 2, country: 'US', isrc: 'USUM72401234', storeItemId: '1700000001', units: 3, currency: 'USD', revenue: '2.1', saleType: 'download' },
      { ...common, lineNumber: 3, country: 'DE', isrc: 'USUM72401234', storeItemId: '1700000001', units: 1520, currency: 'EUR', revenue: '5.3432', saleType: 'stream' },
      { ...common, lineNumber: 4, country: 'GB', isrc: null, storeItemId: '1700000000', units: -1, currency: 'GBP', revenue: '-7', saleType: 'download' },
      { ...common, lineNumber: 7, country: 'JP', isrc: 'USUM72401234', storeItemId: '1700000001', units: 0, currency: 'JPY', revenue: '0', saleType: 'other' },
    ]);
    expect(issues.map(({ lineNumber, issue }) => ({ lineNumber, issue }))).toEqual([
      { lineNumber: 5, issue: "invalid Start Date '13/01/2024'" },
      { lineNumber: 6, issue: 'expected 22 columns, found 3' },
    ]);
  });

  it('keeps a return that Apple already reports negative as it is', async () => {
    const report = tsv([HEADER, row({ quantity: '-2', share: '-1.40', currency: 'USD', type: 'R', appleId: '1', productType: '1', country: 'US' })]);
    const { lines } = await parsed(appleFormat.parse(linesOf(report)));
    expect(lines.map(({ units, revenue }) => ({ units, revenue }))).toEqual([{ units: -2, revenue: '-1.4' }]);
  });

  it('detects its header and no other', () => {
    expect(appleFormat.detect(HEADER.join('\t'))).toBe(true);
    expect(appleFormat.detect(HEADER.join(','))).toBe(false);
    expect(appleFormat.detect(HEADER.filter((name) => name !== 'Extended Partner Share').join('\t'))).toBe(false);
  });
});
