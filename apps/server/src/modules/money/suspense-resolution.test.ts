import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { importSalesReport, rollupsKeptAndRebuilt, SALES_HEADER, settledArtistWithSingle } from '../../test/money.ts';
import { balancesFromPostings } from './ledger.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

// An Apple financial report (sales-formats/apple.ts): tab separated, the store's item id in 'Apple Identifier'.
const APPLE_HEADER = [
  'Start Date',
  'End Date',
  'UPC',
  'ISRC/ISBN',
  'Quantity',
  'Extended Partner Share',
  'Partner Share Currency',
  'Sales or Return',
  'Apple Identifier',
  'Product Type Identifier',
  'Country Of Sale',
];
const appleReport = (rows: { isrc: string; quantity: number; share: string; currency?: string; appleId: string }[]) =>
  [APPLE_HEADER, ...rows.map((row) => ['10/01/2026', '10/31/2026', '', row.isrc, String(row.quantity), row.share, row.currency ?? 'USD', 'S', row.appleId, 'SUB', 'US'])]
    .map((cells) => cells.join('\t'))
    .join('\n');

const suspenseOf = async (importId: number, state: 'all' | 'open' = 'all') => (await operator.get('/api/admin/sales-imports/suspense', { importId: String(importId), state })).body.data;
const available = async (client: TestClient) => (await client.get('/api/revenue/balance')).body.data.available as string;
const assign = (body: Record<string, unknown>, as = operator) => as.post('/api/admin/sales-imports/suspense/assign', body);

describe('suspense resolution', () => {
  it('credits lines an operator assigns to a track, once, and matches the store’s item id from then on', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZDDD2600001', { title: 'Found Song' });
    // The store reported a wrong ISRC for our song, twice; a yen line has no rate.
    const first = await importSalesReport(
      ctx,
      operator,
      appleReport([
        { isrc: 'QZDDD2699999', quantity: 1000, share: '3.000000', appleId: '1799000001' },
        { isrc: 'QZDDD2699999', quantity: 500, share: '1.500001', appleId: '1799000001' },
        { isrc: 'QZDDD2699999', quantity: 10, share: '30', currency: 'JPY', appleId: '1799000001' },
      ]),
      'apple-october.txt',
    );
    expect(first).toMatchObject({ status: 'done', format: 'apple', linesMatched: 0, linesUnmatched: 3 });
    const lines = (await suspenseOf(first.id)).lines as { id: number; reason: string; storeItemId: string; saleType: string }[];
    expect(lines.map(({ reason, storeItemId, saleType }) => ({ reason, storeItemId, saleType }))).toEqual([
      { reason: 'no_match', storeItemId: '1799000001', saleType: 'stream' },
      { reason: 'no_match', storeItemId: '1799000001', saleType: 'stream' },
      { reason: 'no_rate', storeItemId: '1799000001', saleType: 'stream' },
    ]);
    const before = (await operator.get('/api/admin/sales-imports')).body.data.suspense;
    expect(before).toEqual({ openLines: 2, openGross: '4.500001', waitingForRate: 1 });

    const [one, two, noRate] = lines.map((line) => line.id);
    // Refused, changing nothing: a target we do not have, no target or two, a line that cannot be credited, a stranger.
    expect((await assign({ importId: first.id, lineIds: [one], isrc: 'QZZZZ2600000' })).body.baseResponse.details![0]).toMatchObject({
      field: 'body.isrc',
      messageKey: 'money_suspense_target_unknown',
    });
    expect((await assign({ importId: first.id, lineIds: [one] })).body.baseResponse.details![0]).toMatchObject({ messageKey: 'money_suspense_target_required' });
    expect((await assign({ importId: first.id, lineIds: [one], isrc: artist.isrc, upc: artist.upc })).status).toBe(400);
    expect((await assign({ importId: first.id, lineIds: [one], isrc: 'not an isrc' })).status).toBe(400);
    const withNoRate = await assign({ importId: first.id, lineIds: [one, noRate], isrc: artist.isrc });
    expect(withNoRate.status).toBe(409);
    expect(withNoRate.body.baseResponse.details![0]!.messageKey).toBe('money_suspense_lines_closed');
    expect((await assign({ importId: first.id + 1000, lineIds: [one], isrc: artist.isrc })).status).toBe(409);
    expect((await assign({ importId: first.id, lineIds: [one], isrc: artist.isrc }, artist.client)).status).toBe(403);
    expect(await available(artist.client)).toBe('0.000000');

    // Hyphens and lowercase in the ISRC are fine; the operator picks the song by it.
    const done = await assign({ importId: first.id, lineIds: [one, two], isrc: artist.isrc.toLowerCase().replace(/^(..)(...)/, '$1-$2-') });
    expect(done.body.data).toEqual({ assigned: 2, gross: '4.500001', target: { releaseId: artist.albumId, trackId: artist.songId, title: 'Found Song' } });
    expect(await available(artist.client)).toBe('4.500001');
    expect((await artist.client.get('/api/revenue/royalty/list', { groupBy: 'store', from: '2026-10', to: '2026-10' })).body.data.rows).toEqual([
      { key: 'Apple Music', label: 'Apple Music', units: 1500, gross: '4.500001', amount: '4.500001' },
    ]);
    expect((await assign({ importId: first.id, lineIds: [one], isrc: artist.isrc })).status).toBe(409);
    expect(await available(artist.client)).toBe('4.500001');
    expect((await suspenseOf(first.id, 'open')).total).toBe(0);
    expect((await suspenseOf(first.id)).lines[0]).toMatchObject({ resolvedTo: { releaseId: artist.albumId, trackId: artist.songId, title: 'Found Song' } });
    expect((await operator.get('/api/admin/sales-imports')).body.data.suspense).toEqual({ openLines: 0, openGross: '0.000000', waitingForRate: 1 });

    // The next report names the song only by Apple's id: it matches.
    const next = await importSalesReport(ctx, operator, appleReport([{ isrc: '', quantity: 100, share: '0.250000', appleId: '1799000001' }]), 'apple-november.txt');
    expect(next).toMatchObject({ linesMatched: 1, linesUnmatched: 0 });
    expect(await available(artist.client)).toBe('4.750001');

    expect([...(await balancesFromPostings(ctx.services.db)).values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);
    const { kept, rebuilt } = await rollupsKeptAndRebuilt(ctx);
    expect(kept).toEqual(rebuilt);
  });

  it('assigns a release sale by UPC', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZDDD2600002');
    const report = await importSalesReport(ctx, operator, [SALES_HEADER, '2026-10,2026-09,Bandcamp,DE,,000000000017,2,USD,14.000000'].join('\n'), 'album-sales.csv');
    const [line] = (await suspenseOf(report.id)).lines;
    expect((await assign({ importId: report.id, lineIds: [line.id], upc: artist.upc })).body.data).toMatchObject({ assigned: 1, target: { releaseId: artist.albumId, trackId: null } });
    expect(await available(artist.client)).toBe('14.000000');
  });

  it('values an import’s lines at a rate recorded late: ours credited, the rest waiting for an operator, once', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZDDD2600003');
    const report = await importSalesReport(
      ctx,
      operator,
      [
        SALES_HEADER,
        `2026-10,2026-09,LINE MUSIC,JP,${artist.isrc},,100,JPY,1500`,
        '2026-10,2026-09,LINE MUSIC,JP,QZDDD2699998,,10,JPY,150',
        `2026-10,2026-09,Deezer,FR,${artist.isrc},,10,EUR,1.000000`,
      ].join('\n'),
      'yen.csv',
      { EUR: '1.1' },
    );
    expect(report).toMatchObject({ linesMatched: 1, linesUnmatched: 2, gross: '1.100000' });
    expect((await suspenseOf(report.id)).missingRates).toEqual(['JPY']);
    const record = (body: Record<string, unknown>, as = operator) => as.post('/api/admin/sales-imports/rate', body);

    for (const bad of [
      { currency: 'JPY', rate: '0' },
      { currency: 'JPY', rate: '-1' },
      { currency: 'yen', rate: '0.0067' },
    ])
      expect((await record({ importId: report.id, ...bad })).status, JSON.stringify(bad)).toBe(400);
    expect((await record({ importId: report.id, currency: 'JPY', rate: '0.0067' }, artist.client)).status).toBe(403);
    expect((await record({ importId: report.id, currency: 'EUR', rate: '1.2' })).body.baseResponse.details![0]!.messageKey).toBe('money_rate_recorded');
    expect((await record({ importId: report.id, currency: 'GBP', rate: '1.3' })).body.baseResponse.details![0]!.messageKey).toBe('money_rate_no_lines');
    expect((await record({ importId: 999_999, currency: 'JPY', rate: '0.0067' })).status).toBe(404);
    expect(await available(artist.client)).toBe('1.100000');

    // 1500 × 0.0067 = 10.05 for our song; 150 × 0.0067 = 1.005 waits for a track.
    expect((await record({ importId: report.id, currency: 'JPY', rate: '0.0067' })).body.data).toEqual({ credited: 1, waiting: 1, gross: '11.055000' });
    expect(await available(artist.client)).toBe('11.150000');
    const after = await suspenseOf(report.id);
    expect(after.missingRates).toEqual([]);
    expect(after.lines.map((line: { reason: string; gross: string; resolvedTo: unknown }) => [line.reason, line.gross, line.resolvedTo !== null])).toEqual([
      ['no_rate', '10.050000', true],
      ['no_match', '1.005000', false],
    ]);
    const list = (await operator.get('/api/admin/sales-imports')).body.data;
    expect(list.imports.find((row: { id: number }) => row.id === report.id)).toMatchObject({ linesMatched: 2, linesUnmatched: 1, gross: '12.155000', rates: { EUR: '1.1', JPY: '0.0067' } });
    expect((await record({ importId: report.id, currency: 'JPY', rate: '0.007' })).status).toBe(409);
    expect(await available(artist.client)).toBe('11.150000');

    expect([...(await balancesFromPostings(ctx.services.db)).values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);
    const { kept, rebuilt } = await rollupsKeptAndRebuilt(ctx);
    expect(kept).toEqual(rebuilt);
  });
});
