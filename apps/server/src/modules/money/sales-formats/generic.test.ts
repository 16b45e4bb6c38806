import { describe, expect, it } from 'vitest';
import { genericFormat } from './generic.ts';
import { linesOf, parsed } from './test-support.ts';

const CSV = [
  'reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue,sale_type',
  '2024-03,2024-02,Deezer,FR,FR-Z01-24-00001,,1520,EUR,4.5216,stream',
  '2024-03,2024-02,"Amazon Music, Unlimited",de,,0 602445 123456,3,eur,"2.97",Download',
  '# a comment',
  '',
  '2024-03,2024-02,"Tidal ""HiFi""",,ussm19803037,,-2,USD,-0.0069000,',
  '2024-03,2024-02,Deezer,FR,,,5,EUR,1.00,stream',
  '2024-03,2024-13,Deezer,FR,FRZ012400001,,5,EUR,1.00,stream',
  '2024-03,2024-02,Deezer,FR,FRZ012400001,,5.5,EUR,1.00,stream',
  '2024-03,2024-02,Deezer,FR,FRZ012400001,,5,EUR,1.00',
  '2024-03,2024-02,Deezer,FR,FRZ012400001,,5,EUR,,stream',
  '2024-03,2024-02,YouTube,US,FRZ012400001,,0,USD,0.00,ugc',
  ',,,,,,,,,',
  '2024-3,2024-02,Deezer,FRA,FRZ012400001,,5,EUR,1.00,stream',
].join('\n');

describe('generic layout', () => {
  it('reads CSV lines, quoted fields included, and reports bad rows by line number', async () => {
    const { lines, issues } = await parsed(genericFormat.parse(linesOf(CSV)));
    expect(lines).toEqual([
      {
        lineNumber: 2,
        store: 'Deezer',
        periodStart: '2024-02-01',
        periodEnd: '2024-02-29',
        country: 'FR',
        isrc: 'FRZ012400001',
        upc: null,
        storeItemId: null,
        units: 1520,
        currency: 'EUR',
        revenue: '4.5216',
        saleType: 'stream',
      },
      {
        lineNumber: 3,
        store: 'Amazon Music, Unlimited',
        periodStart: '2024-02-01',
        periodEnd: '2024-02-29',
        country: 'DE',
        isrc: null,
        upc: '0602445123456',
        storeItemId: null,
        units: 3,
        currency: 'EUR',
        revenue: '2.97',
        saleType: 'download',
      },
      {
        lineNumber: 6,
        store: 'Tidal "HiFi"',
        periodStart: '2024-02-01',
        periodEnd: '2024-02-29',
        country: 'WW',
        isrc: 'USSM19803037',
        upc: null,
        storeItemId: null,
        units: -2,
        currency: 'USD',
        revenue: '-0.0069',
        saleType: 'other',
      },
      {
        lineNumber: 12,
        store: 'YouTube',
        periodStart: '2024-02-01',
        periodEnd: '2024-02-29',
        country: 'US',
        isrc: 'FRZ012400001',
        upc: null,
        storeItemId: null,
        units: 0,
        currency: 'USD',
        revenue: '0',
        saleType: 'ugc',
      },
    ]);
    expect(issues.map(({ lineNumber, issue }) => ({ lineNumber, issue }))).toEqual([
      { lineNumber: 7, issue: 'neither ISRC nor UPC' },
      { lineNumber: 8, issue: "invalid sale_period '2024-13' (expected YYYY-MM)" },
      { lineNumber: 9, issue: "invalid units '5.5'" },
      { lineNumber: 10, issue: 'expected 10 columns, found 9' },
      { lineNumber: 11, issue: 'missing revenue' },
      { lineNumber: 14, issue: "invalid reporting_period '2024-3' (expected YYYY-MM)" },
    ]);
    expect(issues[0].raw).toBe('2024-03,2024-02,Deezer,FR,,,5,EUR,1.00,stream');
  });

  it('reads TSV with the columns in any order and any case', async () => {
    const tsv = ['REVENUE\tUnits\tcurrency\tisrc\tupc\tcountry\tstore\tsale_period\treporting_period', '1.0E-4\t1\tusd\t\t5012345678900\tgb\tNapster\t2023-12\t2024-01'].join('\n');
    const { lines, issues } = await parsed(genericFormat.parse(linesOf(tsv)));
    expect(issues).toEqual([]);
    expect(lines).toEqual([
      {
        lineNumber: 2,
        store: 'Napster',
        periodStart: '2023-12-01',
        periodEnd: '2023-12-31',
        country: 'GB',
        isrc: null,
        upc: '5012345678900',
        storeItemId: null,
        units: 1,
        currency: 'USD',
        revenue: '0.0001',
        saleType: 'other',
      },
    ]);
  });

  it('reports a header without the required columns once and reads nothing else', async () => {
    const { lines, issues } = await parsed(genericFormat.parse(linesOf('sale_period,store,isrc,units,revenue\n2024-02,Deezer,FRZ012400001,1,1')));
    expect(lines).toEqual([]);
    expect(issues).toEqual([
      {
        lineNumber: 1,
        issue: 'header lacks column(s) reporting_period, country, upc, currency',
        raw: 'sale_period,store,isrc,units,revenue',
        key: 'import_issue_other',
        params: { detail: 'header lacks column(s) reporting_period, country, upc, currency' },
      },
    ]);
  });

  it('detects its header in CSV and TSV only with all the columns', () => {
    expect(genericFormat.detect('reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue')).toBe(true);
    expect(genericFormat.detect('"Store","Reporting_Period","sale_period","country","isrc","upc","units","currency","revenue","sale_type"')).toBe(true);
    expect(genericFormat.detect('reporting_period\tsale_period\tstore\tcountry\tisrc\tupc\tunits\tcurrency\trevenue')).toBe(true);
    expect(genericFormat.detect('reporting_period,sale_period,store,country,isrc,upc,units,currency')).toBe(false);
    expect(genericFormat.detect('reporting period,sale period,store,country,isrc,upc,units,currency,revenue')).toBe(false);
  });
});
