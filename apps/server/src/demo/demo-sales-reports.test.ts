import { describe, expect, it } from 'vitest';
import { toMicros } from '@portal/domain/money/micros';
import { appleFormat } from '../modules/money/sales-formats/apple.ts';
import { dsrFormat } from '../modules/money/sales-formats/dsr.ts';
import { linesOf, parsed } from '../modules/money/sales-formats/test-support.ts';
import { appleReport, DEMO_SALES_STORES, type DemoSale, dsrReport, microsPerStream } from './demo-sales-reports.ts';

const sale = (isrc: string, upc: string, country: string, streams: number): DemoSale => ({
  isrc,
  upc,
  title: `Song ${isrc.slice(-2)}`,
  artist: 'The Tide Lines',
  releaseTitle: 'Lighthouse Static',
  labelName: 'Harbor Lights Records',
  country,
  streams,
});
const sales = [
  sale('BRSP72500001', '0850023000019', 'US', 1200),
  sale('BRSP72500002', '0850023000019', 'US', 300),
  sale('BRSP72500001', '0850023000019', 'IN', 999),
  sale('BRSP72500003', '0850023000026', 'BR', 41),
];
const store = (id: number) => DEMO_SALES_STORES.find((candidate) => candidate.storeId === id)!;

describe('the demo stores’ sales reports', () => {
  it('writes a DSR Basic Audio report the importer reads line for line, each paying its streams at the store’s rate', async () => {
    const spotify = store(1026);
    const text = dsrReport(spotify, { from: '2026-07', to: '2026-09' }, sales, new Date('2026-10-15T09:00:00Z'));
    expect(dsrFormat.detect(text.split('\n')[0]!)).toBe(true);
    const { lines, issues } = await parsed(dsrFormat.parse(linesOf(text)));
    expect(issues).toEqual([]);
    expect(
      lines.map(({ store: name, periodStart, periodEnd, isrc, upc, country, units, currency, saleType }) => [name, periodStart, periodEnd, isrc, upc, country, units, currency, saleType]),
    ).toEqual([
      ['Spotify', '2026-07-01', '2026-09-30', 'BRSP72500001', '0850023000019', 'US', 1200, 'USD', 'stream'],
      ['Spotify', '2026-07-01', '2026-09-30', 'BRSP72500002', '0850023000019', 'US', 300, 'USD', 'stream'],
      ['Spotify', '2026-07-01', '2026-09-30', 'BRSP72500001', '0850023000019', 'IN', 999, 'USD', 'stream'],
      ['Spotify', '2026-07-01', '2026-09-30', 'BRSP72500003', '0850023000026', 'BR', 41, 'USD', 'stream'],
    ]);
    // A stream pays USD 0.004 in the United States, 0.0022 in Brazil and 0.0012 in India.
    expect(lines.map((line) => toMicros(line.revenue))).toEqual([4_800_000n, 1_200_000n, 1_198_800n, 90_200n]);
    expect([microsPerStream(spotify.microsPerStream, 'US'), microsPerStream(spotify.microsPerStream, 'BR'), microsPerStream(spotify.microsPerStream, 'IN')]).toEqual([4_000, 2_200, 1_200]);
  });

  it('writes Apple’s monthly financial report, whose totals and country section the importer skips', async () => {
    const text = appleReport(store(1036), '2026-09', sales);
    expect(appleFormat.detect(text.split('\n')[0]!)).toBe(true);
    expect(text).toMatch(/\nTotal_Units\t2540\n/);
    const { lines, issues } = await parsed(appleFormat.parse(linesOf(text)));
    expect(issues).toEqual([]);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({
      store: 'Apple Music',
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
      isrc: 'BRSP72500001',
      upc: '0850023000019',
      country: 'US',
      units: 1200,
      currency: 'USD',
      revenue: '8.4',
      saleType: 'stream',
    });
    expect(lines.map((line) => line.revenue)).toEqual(['8.4', '2.1', '2.0979', '0.15785']);
  });
});
