import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { releases, royaltyEntries } from '@portal/db/schema';
import { createTestContext, multipart, signUpArtist, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { balancesFromPostings, cachedBalances } from './ledger.ts';
import { importSalesReport, SALES_HEADER, settledArtistWithSingle } from '../../test/money.ts';
import { scanSalesInbox } from './sales-inbox.ts';
import { RoyaltyWriter } from './royalty-writer.ts';

const DSR_SAMPLE = new URL('../../../../../standards/ddex-dsr/DSR_TEST_YouTube_AdSupport-music_2015-Q4_IS_1of1_20160121T150926.tsv', import.meta.url);

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const artistWithTrack = (isrc: string, options: Parameters<typeof settledArtistWithSingle>[3] = {}) => settledArtistWithSingle(ctx, operator, isrc, options);
const importReport = (text: string, fileName: string, rates?: Record<string, string>) =>
  operator.call(
    'POST',
    '/api/admin/sales-imports',
    multipart({ fileName, ...(rates ? { rates: JSON.stringify(rates) } : {}) }, { file: { name: fileName, type: 'text/csv', bytes: Buffer.from(text) } }),
  );
const importAndRun = (text: string, fileName: string, rates?: Record<string, string>) => importSalesReport(ctx, operator, text, fileName, rates);

async function ledgerIsWhole() {
  const computed = await balancesFromPostings(ctx.services.db);
  expect([...computed.values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);
  const cached = await cachedBalances(ctx.services.db);
  for (const [code, value] of computed) expect(cached.get(code), code).toBe(value);
}

const header = SALES_HEADER;

describe('sales imports', () => {
  it('credits matched lines after commission, keeps the rest in suspense, converts at the recorded rate, and imports a file once', async () => {
    const first = await artistWithTrack('QZAAA2600001');
    const veteran = await artistWithTrack('QZAAA2600002', { contractStart: new Date('2023-01-15T00:00:00Z') });
    const report = [
      header,
      `2026-10,2026-09,Spotify,US,${first.isrc},,1200,USD,4.812345`,
      `2026-10,2026-09,Spotify,BR,${first.isrc},,300,USD,0.600001`,
      `2026-10,2026-09,Deezer,FR,${first.isrc},,100,EUR,0.500000`,
      `2026-10,2026-09,Spotify,US,${veteran.isrc},,1000,USD,10.000000`,
      `2026-10,2026-09,Flick,US,${veteran.isrc},,1000,USD,2.000000`,
      '2026-10,2026-09,Spotify,US,QZZZZ2600999,,50,USD,1.250000',
      `2026-10,2026-09,LINE MUSIC,JP,${first.isrc},,10,JPY,30`,
      '2026-10,2026-09,Spotify,US',
    ].join('\n');
    const done = await importAndRun(report, 'october.csv', { EUR: '1.1' });
    // Eight data lines, all read: five matched, two unmatched (one waits for a rate), one unreadable (issue 25 §4).
    expect(done).toMatchObject({ status: 'done', format: 'generic', linesRead: 8, linesMatched: 5, linesUnmatched: 2, linesInvalid: 1, rates: { EUR: '1.1' } });
    // 4.812345 + 0.600001 + 0.55 + 10 + 2 + 1.25; the yen line has no rate and counts for nothing yet.
    expect(done.gross).toBe('19.212346');

    // First contract year: all of it. After it: 90 % from stores, 100 % from the in-house app.
    expect((await first.client.get('/api/revenue/balance')).body.data.available).toBe('5.962346');
    expect((await veteran.client.get('/api/revenue/balance')).body.data.available).toBe('11.000000');
    const entries = await ctx.services.db.select().from(royaltyEntries).where(eq(royaltyEntries.ownerUserId, veteran.userId));
    expect(entries.map(({ store, gross, commission, amount, trackId }) => ({ store, gross, commission, amount, trackId })).sort((a, b) => a.store.localeCompare(b.store))).toEqual([
      { store: 'Flick', gross: 2_000_000n, commission: 0n, amount: 2_000_000n, trackId: veteran.songId },
      { store: 'Spotify', gross: 10_000_000n, commission: 1_000_000n, amount: 9_000_000n, trackId: veteran.songId },
    ]);

    const suspense = (await operator.get('/api/admin/sales-imports/suspense', { importId: String(done.id) })).body.data;
    expect(suspense.total).toBe(3);
    expect(suspense.lines.map((line: { reason: string; lineNumber: number }) => [line.reason, line.lineNumber])).toEqual([
      ['no_match', 7],
      ['no_rate', 8],
      ['invalid', 9],
    ]);
    // The unreadable line keeps its text and the reason, for the operator to read.
    expect(suspense.lines[2]).toMatchObject({ raw: '2026-10,2026-09,Spotify,US', issue: { key: expect.stringMatching(/^import_issue_/) } });
    expect(ctx.services.translate('en', suspense.lines[2].issue.key, suspense.lines[2].issue.params)).not.toBe(suspense.lines[2].issue.key);
    expect((await operator.get('/api/admin/sales-imports')).body.data.suspense).toMatchObject({ waitingForRate: 1 });
    await ledgerIsWhole();

    const again = await importReport(report, 'october-copy.csv', { EUR: '1.1' });
    expect(again.body.data).toMatchObject({ duplicate: true, salesImport: { id: done.id } });
    await runDueJobs(ctx.services);
    expect((await first.client.get('/api/revenue/balance')).body.data.available).toBe('5.962346');
  });

  it('recoups an advance from the artist’s earnings before they reach the balance', async () => {
    const artist = await artistWithTrack('QZAAA2600003');
    await operator.post('/api/admin/advances', { userId: artist.userId, amount: '10.00', note: 'Marketing advance' });
    await importAndRun([header, `2026-10,2026-09,Spotify,US,${artist.isrc},,900,USD,6.000000`].join('\n'), 'recoup-1.csv');
    expect((await artist.client.get('/api/revenue/balance')).body.data).toMatchObject({ available: '10.000000', advanceOutstanding: '4.000000' });
    await importAndRun([header, `2026-11,2026-10,Spotify,US,${artist.isrc},,900,USD,6.500000`].join('\n'), 'recoup-2.csv');
    expect((await artist.client.get('/api/revenue/balance')).body.data).toMatchObject({ available: '12.500000', advanceOutstanding: '0.000000' });
    await ledgerIsWhole();
  });

  it('imports the DDEX DSR sample: the lines of a track we distribute are credited, the others wait in suspense', async () => {
    const artist = await artistWithTrack('USSM19803037');
    const done = await importAndRun(await readFile(DSR_SAMPLE, 'utf8'), 'dsr.tsv');
    expect(done).toMatchObject({ status: 'done', format: 'dsr' });
    expect(done.linesMatched).toBeGreaterThan(0);
    expect(done.linesUnmatched).toBeGreaterThan(0);
    const entries = await ctx.services.db.select().from(royaltyEntries).where(eq(royaltyEntries.ownerUserId, artist.userId));
    expect(entries.every((entry) => entry.store === 'YouTube' && entry.country === 'IS' && entry.periodMonth === '2015-10-01')).toBe(true);
    const earned = entries.reduce((sum, entry) => sum + entry.amount, 0n);
    expect(earned).toBeGreaterThan(0n);
    await ledgerIsWhole();
  });

  it('refuses bad uploads and callers who are not operators, and an unknown layout fails the import with a reason', async () => {
    const artist = await signUpArtist(ctx);
    const upload = (client: TestClient, fields: Record<string, string>) =>
      client.call('POST', '/api/admin/sales-imports', multipart(fields, { file: { name: 'r.csv', type: 'text/csv', bytes: Buffer.from(`${header}\n`) } }));
    expect((await upload(artist.client, { fileName: 'r.csv' })).status).toBe(403);
    for (const rates of ['{"EUR": 1.1}', '{"euro": "1.1"}', '{"EUR": "0"}', '[1]', 'nope']) {
      const refused = await upload(operator, { fileName: `r-${rates}.csv`, rates });
      expect(refused.status, rates).toBe(400);
      expect(refused.body.baseResponse.details![0]!.messageKey).toBe('money_rates_invalid');
    }
    expect((await operator.call('POST', '/api/admin/sales-imports', multipart({ fileName: 'x.csv' }))).status).toBe(400);
    const unknown = await importAndRun('date;song;money\n2026-01-01;x;1\n', 'unknown.csv');
    expect(unknown).toMatchObject({ status: 'failed', error: expect.stringContaining('layout') });
  });
});

describe('a failure while entries stream', () => {
  it('rolls the whole transaction back and leaves the connection usable', async () => {
    const artist = await artistWithTrack('QZAAA2600030');
    const before = await ctx.services.db.select().from(royaltyEntries);
    const failing = ctx.services.db.transaction(async (tx) =>
      RoyaltyWriter.using(tx as never, ctx.services.db, 424_242, async (royalties) => {
        await royalties.prepare([{ userId: artist.userId, releaseId: artist.albumId, trackId: artist.songId }]);
        for (let line = 0; line < 3_000; line++) {
          const behind = royalties.credit({
            owner: { userId: artist.userId, releaseId: artist.albumId, trackId: artist.songId },
            store: 'Spotify',
            country: 'US',
            periodMonth: '2026-09-01',
            saleType: 'stream',
            units: 1,
            gross: 1_000n,
          });
          if (behind) await behind;
        }
        throw new Error('the report broke off');
      }),
    );
    await expect(failing).rejects.toThrow('the report broke off');
    expect(await ctx.services.db.select().from(royaltyEntries)).toHaveLength(before.length);
    expect((await artist.client.get('/api/revenue/balance')).body.data.available).toBe('0.000000');
  });
});

describe('the watched folder', () => {
  it('imports a report dropped into the inbox with its rates file, once, and sets aside a file it cannot take', async () => {
    const inbox = await mkdtemp(join(tmpdir(), 'sales-inbox-'));
    const services = { ...ctx.services, config: { ...ctx.services.config, salesInboxDir: inbox } };
    const artist = await artistWithTrack('QZAAA2600020');
    const report = [header, `2026-10,2026-09,Deezer,FR,${artist.isrc},,100,EUR,2.000000`].join('\n');
    await writeFile(join(inbox, 'deezer-september.csv'), report);
    await writeFile(join(inbox, 'deezer-september.csv.rates.json'), '{"EUR": "1.25"}');
    await writeFile(join(inbox, 'notes.pdf'), 'not a report');
    expect(await scanSalesInbox(services)).toBe(1);
    await runDueJobs(ctx.services);
    const [latest] = (await operator.get('/api/admin/sales-imports', { count: '1' })).body.data.imports;
    expect(latest).toMatchObject({ fileName: 'deezer-september.csv', source: 'folder', status: 'done', rates: { EUR: '1.25' }, linesMatched: 1 });
    expect((await artist.client.get('/api/revenue/balance')).body.data.available).toBe('2.500000');
    expect((await readdir(join(inbox, 'imported'))).sort()).toEqual(['deezer-september.csv', 'deezer-september.csv.rates.json']);
    expect(await readdir(inbox)).toContain('notes.pdf');

    // The same report again under another name: already imported, nothing credited twice.
    await writeFile(join(inbox, 'copy.csv'), report);
    await writeFile(join(inbox, 'copy.csv.rates.json'), '{"EUR": "1.25"}');
    await scanSalesInbox(services);
    await runDueJobs(ctx.services);
    expect((await artist.client.get('/api/revenue/balance')).body.data.available).toBe('2.500000');

    await writeFile(join(inbox, 'bad-rates.csv'), [header, `2026-10,2026-09,Deezer,FR,${artist.isrc},,1,EUR,1.000000`].join('\n'));
    await writeFile(join(inbox, 'bad-rates.csv.rates.json'), '{"EUR": "one"}');
    expect(await scanSalesInbox(services)).toBe(0);
    expect((await readdir(join(inbox, 'failed'))).sort()).toEqual(['bad-rates.csv', 'bad-rates.csv.error']);
  });
});

describe('royalty reports', () => {
  it('names the release of sales of a whole release, and lists months newest first (issue 25 §4)', async () => {
    const artist = await artistWithTrack('QZAAA2600019', { title: 'Lone Track' });
    await importAndRun([header, `2026-08,2026-06,Spotify,US,${artist.isrc},,100,USD,5.000000`, `2026-08,2026-07,Bandcamp,US,,${artist.upc},1,USD,1.000000`].join('\n'), 'whole-release.csv');
    const list = (query: Record<string, string>) => artist.client.get('/api/revenue/royalty/list', { from: '2026-01', to: '2026-12', ...query }).then((answer) => answer.body.data.rows);
    const [release] = await ctx.services.db.select({ title: releases.title }).from(releases).where(eq(releases.id, artist.albumId));
    expect(await list({ groupBy: 'track' })).toEqual([
      { key: String(artist.songId), label: 'Lone Track', units: 100, gross: '5.000000', amount: '5.000000' },
      { key: `r${artist.albumId}`, label: release!.title, units: 1, gross: '1.000000', amount: '1.000000' },
    ]);
    expect((await list({ groupBy: 'month' })).map((row: { key: string }) => row.key)).toEqual(['2026-07', '2026-06']);
  });

  it('totals, months and groupings of what the account earned, for its own entries only', async () => {
    const artist = await artistWithTrack('QZAAA2600010');
    const other = await artistWithTrack('QZAAA2600011');
    await importAndRun(
      [
        header,
        `2026-08,2026-07,Spotify,US,${artist.isrc},,1000,USD,3.000000`,
        `2026-08,2026-07,Apple Music,US,${artist.isrc},,500,USD,2.500000`,
        `2026-09,2026-08,Spotify,BR,${artist.isrc},,2000,USD,1.000001`,
        `2026-09,2026-08,Spotify,BR,${other.isrc},,2000,USD,9.000000`,
      ].join('\n'),
      'reports.csv',
    );
    const get = (path: string, query: Record<string, string> = {}) => artist.client.get(`/api/revenue/royalty/${path}`, query).then((answer) => answer.body.data);
    expect(await get('total')).toEqual({ currency: 'USD', total: '6.500001', units: 3500, latestMonth: '2026-08', latestMonthTotal: '1.000001' });
    expect((await get('monthly', { from: '2026-06', to: '2026-09' })).months).toEqual([
      { month: '2026-06', amount: '0.000000', units: 0 },
      { month: '2026-07', amount: '5.500000', units: 1500 },
      { month: '2026-08', amount: '1.000001', units: 2000 },
      { month: '2026-09', amount: '0.000000', units: 0 },
    ]);
    expect(await get('trend', { from: '2026-07', to: '2026-08', by: 'store', top: '1' })).toEqual({
      currency: 'USD',
      months: ['2026-07', '2026-08'],
      series: [
        { key: 'Spotify', amounts: ['3.000000', '1.000001'] },
        { key: '__others', amounts: ['2.500000', '0.000000'] },
      ],
    });
    expect((await get('trend', { from: '2026-06', to: '2026-08', by: 'country' })).series).toEqual([
      { key: 'US', amounts: ['0.000000', '5.500000', '0.000000'] },
      { key: 'BR', amounts: ['0.000000', '0.000000', '1.000001'] },
    ]);
    const byStore = await get('list', { groupBy: 'store', from: '2026-01', to: '2026-12' });
    expect(byStore).toMatchObject({
      total: 2,
      rows: [
        { key: 'Spotify', units: 3000, amount: '4.000001' },
        { key: 'Apple Music', units: 500, amount: '2.500000' },
      ],
    });
    const byTrack = await get('list', { groupBy: 'track', from: '2026-01', to: '2026-12' });
    expect(byTrack.rows).toEqual([{ key: String(artist.songId), label: 'Midnight Drive', units: 3500, gross: '6.500001', amount: '6.500001' }]);
    // A whole year reads its year rows; other ranges add months (and years) up alike.
    expect((await get('list', { groupBy: 'store', from: '2025-12', to: '2027-01' })).rows).toEqual(byStore.rows);
    expect((await get('list', { groupBy: 'store', from: '2026-07', to: '2026-07' })).rows).toMatchObject([
      { key: 'Spotify', amount: '3.000000' },
      { key: 'Apple Music', amount: '2.500000' },
    ]);
    const page = await get('list', { groupBy: 'country', from: '2026-01', to: '2026-12', count: '1', offset: '1' });
    expect(page).toMatchObject({ total: 2, rows: [{ key: 'BR', amount: '1.000001' }] });
    // A page past the end still says how many groups there are, also when whole years and single months are added up.
    expect(await get('list', { groupBy: 'country', from: '2026-01', to: '2026-12', count: '1', offset: '5' })).toEqual({ currency: 'USD', total: 2, rows: [] });
    expect(await get('list', { groupBy: 'store', from: '2025-12', to: '2027-01', count: '10', offset: '2' })).toMatchObject({ total: 2, rows: [] });
    expect(await get('list', { groupBy: 'month', from: '2026-01', to: '2026-12', count: '10', offset: '10' })).toMatchObject({ total: 2, rows: [] });

    for (const query of [
      { from: '2026-09', to: '2026-01' },
      { from: '2010-01', to: '2026-01' },
      { from: '2026-13', to: '2026-14' },
    ]) {
      expect((await artist.client.get('/api/revenue/royalty/monthly', query)).status, JSON.stringify(query)).toBe(400);
    }
    expect((await artist.client.get('/api/revenue/royalty/list', { groupBy: 'label', from: '2026-01', to: '2026-02' })).status).toBe(400);
  });

  it("lists the lines an import credited, in report order, with what each paid and to whom, and only that import's", async () => {
    const owner = await artistWithTrack('QZAAA2600501', { nickname: 'Credit Owner', title: 'Credited Song' });
    const other = await artistWithTrack('QZAAA2600502', { nickname: 'Credit Other' });
    const collaborator = await signUpArtist(ctx);
    const split = await owner.client.post('/api/split/album/create', {
      albumId: owner.albumId,
      effectiveFrom: '2026-01',
      songs: [{ songId: owner.songId, collaborators: [{ email: collaborator.email, share: '25.00' }] }],
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const first = await importAndRun(
      [header, `2026-11,2026-10,Spotify,US,${owner.isrc},,1000,USD,4.000000`, '2026-11,2026-10,Spotify,US,QZZZZ2600777,,5,USD,1.000000', `2026-11,2026-10,Deezer,FR,,${other.upc},3,EUR,2.000000`].join(
        '\n',
      ),
      'credited.csv',
      { EUR: '1.5' },
    );
    // Another import between, and a suspense line assigned afterwards: neither is a line this import credited when it ran.
    await importAndRun([header, `2026-11,2026-10,Tidal,DE,${owner.isrc},,7,USD,0.700000`].join('\n'), 'credited-later.csv');
    const open = (await operator.get('/api/admin/sales-imports/suspense', { importId: String(first.id), state: 'open' })).body.data.lines;
    expect((await operator.post('/api/admin/sales-imports/suspense/assign', { importId: first.id, lineIds: [open[0].id], isrc: other.isrc })).status).toBe(200);

    const answer = await operator.get('/api/admin/sales-imports/credited', { importId: String(first.id) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      total: 2,
      lines: [
        {
          id: expect.any(Number),
          store: 'Spotify',
          country: 'US',
          periodMonth: '2026-10-01',
          saleType: expect.any(String),
          units: 1000,
          release: { id: owner.albumId, title: expect.any(String), upc: owner.upc },
          track: { id: owner.songId, title: 'Credited Song', isrc: owner.isrc },
          owner: { userId: owner.userId, name: 'Credit Owner' },
          // First contract year: no commission; a quarter to the collaborator (held until they accept).
          gross: '4.000000',
          commission: '0.000000',
          splitShares: '1.000000',
          ownerAmount: '3.000000',
        },
        {
          id: expect.any(Number),
          store: 'Deezer',
          country: 'FR',
          periodMonth: '2026-10-01',
          saleType: expect.any(String),
          units: 3,
          release: { id: other.albumId, title: expect.any(String), upc: other.upc },
          track: null,
          owner: { userId: other.userId, name: 'Credit Other' },
          gross: '3.000000',
          commission: '0.000000',
          splitShares: '0.000000',
          ownerAmount: '3.000000',
        },
      ],
    });
    const page = (await operator.get('/api/admin/sales-imports/credited', { importId: String(first.id), count: '1', offset: '1' })).body.data;
    expect(page).toMatchObject({ total: 2, lines: [{ store: 'Deezer' }] });
    const missing = await operator.get('/api/admin/sales-imports/credited', { importId: '999999' });
    expect([missing.status, missing.body.baseResponse.messageKey]).toEqual([404, 'money_import_not_found']);
    expect((await owner.client.get('/api/admin/sales-imports/credited', { importId: String(first.id) })).status).toBe(403);
  });
});
