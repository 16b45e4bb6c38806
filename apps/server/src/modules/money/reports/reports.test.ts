import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { jobs, releases, reportTasks, salesImports } from '@portal/db/schema';
import { createTestContext, type TestClient, type TestContext, signUpOperator } from '../../../test/harness.ts';
import { ownerWithMember } from '../../../test/teams.ts';
import { importSalesReport, settledArtistWithSingle } from '../../../test/money.ts';
import { runDueJobs } from '../../../platform/jobs.ts';
import { PAGE_ROWS } from '../../../platform/export/report-source.ts';
import { formatMicros } from '@portal/domain/money/micros';
import { REPORT_JOB } from './tasks.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

/** A settled artist with one approved single (release "Night Lights", track "Midnight Drive") with this ISRC. */
const artistWithTrack = (isrc: string, options: { nickname?: string; contractStart?: Date } = {}) => settledArtistWithSingle(ctx, operator, isrc, options);

const header = 'reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue,sale_type';

/** Earnings come in as operators bring them: a generic CSV sales report imported through the console. */
async function importReport(lines: string[], fileName: string) {
  expect(await importSalesReport(ctx, operator, [header, ...lines].join('\n'), fileName)).toMatchObject({ status: 'done' });
}

/** A file answer as raw bytes (the JSON client would read them as text). */
async function fetchFile(client: TestClient, url: string, query: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url, query, remoteAddress: client.ip, headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
  let json: any = null;
  try {
    json = response.json();
  } catch {
    // A file.
  }
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, json };
}

async function sheetRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.getWorksheet('Report')!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

const csvRows = (bytes: Buffer) => {
  const text = bytes.toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
};

async function pdfText(bytes: Buffer): Promise<string> {
  const loaded = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= loaded.numPages; n++) {
    const content = await (await loaded.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
  }
  await loaded.destroy();
  return text.normalize('NFC');
}

/** Micro-units of a six-place decimal string, to add amounts exactly. */
const micros = (text: string) => BigInt(text.replace('.', ''));

let artist: Awaited<ReturnType<typeof artistWithTrack>>;
let other: Awaited<ReturnType<typeof artistWithTrack>>;

describe('revenue reports', () => {
  beforeAll(async () => {
    // After the first contract year the account keeps 90 %: gross, commission and amount all differ.
    artist = await artistWithTrack('QZAAA2610001', { contractStart: new Date('2023-01-15T00:00:00Z') });
    other = await artistWithTrack('QZAAA2610002');
    await importReport(
      [
        `2026-08,2026-07,Spotify,US,${artist.isrc},,1000,USD,3.000000,stream`,
        `2026-08,2026-07,Apple Music,BR,${artist.isrc},,500,USD,2.500000,download`,
        `2026-09,2026-08,Spotify,BR,${artist.isrc},,2000,USD,1.000010,stream`,
        `2026-09,2026-08,"=Evil, Store",US,${artist.isrc},,10,USD,0.000010,`,
        `2026-09,2026-08,Spotify,BR,${other.isrc},,2000,USD,9.000000,stream`,
      ],
      'reports-a.csv',
    );
    // A later report adds to the same month, store, country, track and kind of sale: one row in the reports.
    await importReport([`2026-10,2026-07,Spotify,US,${artist.isrc},,300,USD,0.400010,stream`], 'reports-b.csv');
  });

  it('builds custom reports as Excel and CSV with the exact rows, amounts and totals of the account', async () => {
    const excel = await artist.client.post('/api/revenue/report/generate', { type: 'custom', format: 'excel', from: '2026-01', to: '2026-12' });
    expect(excel.status, JSON.stringify(excel.body)).toBe(200);
    expect(excel.body.data).toMatchObject({ kind: 'custom', format: 'excel', params: { from: '2026-01', to: '2026-12' }, status: 'queued', progress: 0, fileName: null });
    const csv = await artist.client.post('/api/revenue/report/generate', { type: 'custom', format: 'csv', from: '2026-01', to: '2026-12' });
    expect(csv.status).toBe(200);

    // Not downloadable before the job has built it.
    const early = await fetchFile(artist.client, '/api/revenue/report/download', { id: String(excel.body.data.id) });
    expect(early.status).toBe(404);
    expect(early.json.baseResponse.messageKey).toBe('money_report_not_ready');

    await runDueJobs(ctx.services);
    const list = (await artist.client.get('/api/revenue/report/list', { offset: '0', count: '10' })).body.data;
    expect(list.total).toBe(2);
    expect(list.tasks.map((task: { id: number }) => task.id)).toEqual([csv.body.data.id, excel.body.data.id]);
    expect(list.tasks[1]).toMatchObject({ status: 'done', progress: 100, fileName: 'custom-report-2026-01-2026-12.xlsx', error: null });
    expect(list.tasks[1].sizeBytes).toBeGreaterThan(0);

    const xlsx = await fetchFile(artist.client, '/api/revenue/report/download', { id: String(excel.body.data.id) });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toContain('filename="custom-report-2026-01-2026-12.xlsx"');
    const { sheet, rows } = await sheetRows(xlsx.bytes);
    // Headings and sale types in the reader's language; a totals row ends the report.
    const columns = ['Month', 'Store', 'Country', 'Release', 'Track', 'ISRC', 'UPC', 'Sale type', 'Units', 'Store revenue', 'Commission', 'Your earnings', 'Your earnings (exact)'];
    const { isrc, upc } = artist;
    expect(upc).toMatch(/^\d{12,13}$/);
    expect(rows).toEqual([
      columns,
      ['2026-07', 'Apple Music', 'BR', 'Night Lights', 'Midnight Drive', isrc, upc, 'Downloads', 500, 2.5, 0.25, 2.25, '2.250000'],
      ['2026-07', 'Spotify', 'US', 'Night Lights', 'Midnight Drive', isrc, upc, 'Streams', 1300, 3.40001, 0.340001, 3.060009, '3.060009'],
      ['2026-08', "'=Evil, Store", 'US', 'Night Lights', 'Midnight Drive', isrc, upc, 'Other', 10, 0.00001, 0.000001, 0.000009, '0.000009'],
      ['2026-08', 'Spotify', 'BR', 'Night Lights', 'Midnight Drive', isrc, upc, 'Streams', 2000, 1.00001, 0.100001, 0.900009, '0.900009'],
      ['Total', undefined, undefined, undefined, undefined, undefined, undefined, undefined, 3810, 6.90003, 0.690003, 6.210027, '6.210027'],
    ]);
    expect(sheet.getRow(6).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(12).numFmt).toBe('#,##0.00####');
    expect(sheet.getRow(2).getCell(10).numFmt).toBe('#,##0.00####');
    expect(sheet.getRow(2).getCell(13).type).toBe(ExcelJS.ValueType.String);
    // The exact amounts add up to what the account earned, to the micro-unit.
    const total = rows.slice(1, -1).reduce((sum, row) => sum + micros(row[12] as string), 0n);
    expect(total).toBe(6_210_027n);
    expect((await artist.client.get('/api/revenue/royalty/total')).body.data).toMatchObject({ total: '6.210027', units: 3810 });

    const file = await fetchFile(artist.client, '/api/revenue/report/download', { id: String(csv.body.data.id) });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('filename="custom-report-2026-01-2026-12.csv"');
    expect(csvRows(file.bytes)).toEqual([
      'Month,Store,Country,Release,Track,ISRC,UPC,Sale type,Units,Store revenue,Commission,Your earnings',
      `2026-07,Apple Music,BR,Night Lights,Midnight Drive,${isrc},${upc},Downloads,500,2.500000,0.250000,2.250000`,
      `2026-07,Spotify,US,Night Lights,Midnight Drive,${isrc},${upc},Streams,1300,3.400010,0.340001,3.060009`,
      // Quoted for its comma; the apostrophe keeps a spreadsheet from running it as a formula.
      `2026-08,"'=Evil, Store",US,Night Lights,Midnight Drive,${isrc},${upc},Other,10,0.000010,0.000001,0.000009`,
      `2026-08,Spotify,BR,Night Lights,Midnight Drive,${isrc},${upc},Streams,2000,1.000010,0.100001,0.900009`,
      'Total,,,,,,,,3810,6.900030,0.690003,6.210027',
    ]);

    const notices = (await artist.client.get('/api/notice/list', { offset: '0', count: '20' })).body.data.noticeList;
    const ready = notices.filter((notice: { subtype: string }) => notice.subtype === 'REPORT_READY');
    expect(ready).toHaveLength(2);
    expect(ready[0].link).toBe('/revenue/reports');
  });

  it('builds monthly and royalty reports, the data-task aliases and a regenerated copy', async () => {
    const monthly = (await artist.client.post('/api/revenue/report/generate', { type: 'monthly', format: 'csv', from: '2026-07', to: '2026-08' })).body.data;
    const monthlyExcel = (await artist.client.post('/api/revenue/report/generate', { type: 'monthly', format: 'excel', from: '2026-07', to: '2026-08' })).body.data;
    const royalty = await artist.client.post('/api/revenue/royalty/report/generate', { format: 'excel', from: '2026-07', to: '2026-08' });
    expect(royalty.status, JSON.stringify(royalty.body)).toBe(200);
    const task = await artist.client.post('/api/system/create-data-task', { kind: 'royalty', format: 'csv', from: '2026-07', to: '2026-08' });
    expect(task.status).toBe(200);
    expect(task.body.data).toEqual({ taskId: expect.any(Number) });
    await runDueJobs(ctx.services);

    expect(csvRows((await fetchFile(artist.client, '/api/revenue/report/download', { id: String(monthly.id) })).bytes)).toEqual([
      'Month,Store,Units,Your earnings',
      '2026-07,Apple Music,500,2.250000',
      '2026-07,Spotify,1300,3.060009',
      `2026-08,"'=Evil, Store",10,0.000009`,
      '2026-08,Spotify,2000,0.900009',
      'Total,,3810,6.210027',
    ]);
    expect((await sheetRows((await fetchFile(artist.client, '/api/revenue/report/download', { id: String(monthlyExcel.id) })).bytes)).rows).toEqual([
      ['Month', 'Store', 'Units', 'Your earnings', 'Your earnings (exact)'],
      ['2026-07', 'Apple Music', 500, 2.25, '2.250000'],
      ['2026-07', 'Spotify', 1300, 3.060009, '3.060009'],
      ['2026-08', "'=Evil, Store", 10, 0.000009, '0.000009'],
      ['2026-08', 'Spotify', 2000, 0.900009, '0.900009'],
      ['Total', undefined, 3810, 6.210027, '6.210027'],
    ]);
    expect((await sheetRows((await fetchFile(artist.client, '/api/revenue/report/download', { id: String(royalty.body.data.id) })).bytes)).rows).toEqual([
      ['Month', 'Title', 'ISRC', 'Units', 'Your earnings', 'Your earnings (exact)'],
      ['2026-07', 'Midnight Drive', artist.isrc, 1800, 5.310009, '5.310009'],
      ['2026-08', 'Midnight Drive', artist.isrc, 2010, 0.900018, '0.900018'],
      ['Total', undefined, undefined, 3810, 6.210027, '6.210027'],
    ]);
    const viaSystem = await fetchFile(artist.client, '/api/system/download-data-task', { taskId: String(task.body.data.taskId) });
    expect(viaSystem.status).toBe(200);
    expect(viaSystem.headers['content-disposition']).toContain('filename="royalty-report-2026-07-2026-08.csv"');
    expect(csvRows(viaSystem.bytes)).toEqual([
      'Month,Title,ISRC,Units,Your earnings',
      `2026-07,Midnight Drive,${artist.isrc},1800,5.310009`,
      `2026-08,Midnight Drive,${artist.isrc},2010,0.900018`,
      'Total,,,3810,6.210027',
    ]);

    const royaltyList = (await artist.client.get('/api/revenue/royalty/report/list')).body.data;
    expect(royaltyList.tasks.map((t: { id: number }) => t.id)).toEqual([task.body.data.taskId, royalty.body.data.id]);
    expect((await artist.client.get('/api/revenue/report-v2/list', { kind: 'monthly' })).body.data.tasks.map((t: { id: number }) => t.id)).toEqual([monthlyExcel.id, monthly.id]);
    const all = (await artist.client.get('/api/revenue/report-v2/list', { offset: '0', count: '2' })).body.data;
    expect(all.total).toBe(6);
    expect(all.tasks.map((t: { id: number }) => t.id)).toEqual([task.body.data.taskId, royalty.body.data.id]);
    expect((await artist.client.get('/api/revenue/report/list')).body.data.total).toBe(4);

    const again = await artist.client.post('/api/revenue/report/regenerate', { id: monthly.id });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ kind: 'monthly', format: 'csv', params: { from: '2026-07', to: '2026-08' }, status: 'queued' });
    expect(again.body.data.id).not.toBe(monthly.id);
    await runDueJobs(ctx.services);
    const [first, second] = await Promise.all([monthly.id, again.body.data.id].map((id) => fetchFile(artist.client, '/api/revenue/report/download', { id: String(id) })));
    expect(second!.bytes.equals(first!.bytes)).toBe(true);
  });

  it('still makes a file, with only the header and the zero totals, for months without earnings', async () => {
    const csv = (await artist.client.post('/api/revenue/report/generate', { type: 'custom', format: 'csv', from: '2020-01', to: '2020-03' })).body.data;
    const excel = (await artist.client.post('/api/system/create-data-task', { kind: 'royalty', format: 'excel', from: '2020-01', to: '2020-03' })).body.data;
    await runDueJobs(ctx.services);
    const file = await fetchFile(artist.client, '/api/revenue/report/download', { id: String(csv.id) });
    expect(file.bytes.toString('utf8')).toBe('Month,Store,Country,Release,Track,ISRC,UPC,Sale type,Units,Store revenue,Commission,Your earnings\r\nTotal,,,,,,,,0,0.000000,0.000000,0.000000\r\n');
    const { rows } = await sheetRows((await fetchFile(artist.client, '/api/system/download-data-task', { taskId: String(excel.taskId) })).bytes);
    expect(rows).toEqual([
      ['Month', 'Title', 'ISRC', 'Units', 'Your earnings', 'Your earnings (exact)'],
      ['Total', undefined, undefined, 0, 0, '0.000000'],
    ]);
  });

  it('reads the entries page by page: more rows than a page, each once, in order, adding up exactly', async () => {
    const big = await artistWithTrack('QZAAA2610004');
    const [release] = await ctx.services.db.select({ id: releases.id }).from(releases).where(eq(releases.ownerUserId, big.userId));
    const [source] = await ctx.services.db
      .insert(salesImports)
      .values({ fileName: 'bulk.csv', contentHash: `bulk-${big.userId}`, objectKey: 'sales-reports/bulk', sizeBytes: 1, status: 'done', source: 'console' })
      .returning();
    const n = 2 * PAGE_ROWS + 345;
    // Album-level entries (no track), one per store and country: n distinct rows worth 1…n micro-units.
    await ctx.services.db.execute(sql`
      insert into royalty_entries (import_id, user_id, owner_user_id, role, release_id, track_id, store, country, period_month, sale_type, units, gross, commission, amount)
      select ${source!.id}, ${big.userId}, ${big.userId}, 'owner', ${release!.id}, null, 'Store ' || lpad((g % 40)::text, 2, '0'), 'C' || lpad((g / 40)::text, 3, '0'), date '2025-03-01', 'stream', 1, g, 0, g
      from generate_series(1, ${n}) as g`);
    const task = (await big.client.post('/api/revenue/report/generate', { type: 'custom', format: 'csv', from: '2025-03', to: '2025-03' })).body.data;
    await runDueJobs(ctx.services);
    expect((await big.client.get('/api/revenue/report-v2/list')).body.data.tasks[0]).toMatchObject({ id: task.id, status: 'done', progress: 100 });
    const all = csvRows((await fetchFile(big.client, '/api/revenue/report/download', { id: String(task.id) })).bytes).slice(1);
    // The totals row adds up every page.
    const totalsRow = all.pop()!;
    expect(totalsRow.startsWith(`Total,,,,,,,,${n},`)).toBe(true);
    expect(totalsRow.endsWith(`,${formatMicros(BigInt((n * (n + 1)) / 2))}`)).toBe(true);
    const lines = all;
    expect(lines).toHaveLength(n);
    const keys = lines.map((line) => line.split(',').slice(1, 3).join(','));
    expect(new Set(keys).size).toBe(n);
    expect(keys).toEqual([...keys].sort());
    expect(lines.every((line) => line.includes(',Night Lights,,,'))).toBe(true);
    const total = lines.reduce((sum, line) => sum + micros(line.split(',').at(-1)!), 0n);
    expect(total).toBe(BigInt((n * (n + 1)) / 2));
    expect(lines.reduce((sum, line) => sum + Number(line.split(',')[8]), 0)).toBe(n);
  });

  it('answers 404 to other accounts, 403 to members without Royalty Download, 401 without a session', async () => {
    const task = (await artist.client.post('/api/revenue/report/generate', { type: 'monthly', format: 'csv', from: '2026-07', to: '2026-07' })).body.data;
    await runDueJobs(ctx.services);
    const stranger = other.client;
    for (const [url, query] of [
      ['/api/revenue/report/download', { id: String(task.id) }],
      ['/api/system/download-data-task', { taskId: String(task.id) }],
    ] as const) {
      expect((await fetchFile(artist.client, url, query)).status, url).toBe(200);
      const refused = await fetchFile(stranger, url, query);
      expect(refused.status, url).toBe(404);
      expect(refused.json.baseResponse.messageKey).toBe('error_not_found');
      expect((await fetchFile(ctx.client(), url, query)).status, url).toBe(401);
    }
    expect((await stranger.post('/api/revenue/report/regenerate', { id: task.id })).status).toBe(404);
    expect((await stranger.get('/api/revenue/report-v2/list')).body.data.tasks.map((t: { id: number }) => t.id)).not.toContain(task.id);
    // The other account's own statement list has only its own month.
    const now = new Date().toISOString().slice(0, 7);
    expect((await stranger.get('/api/revenue/statement/list')).body.data.months).toEqual([{ month: now, credited: '9.000000', debited: '0.000000', closing: '9.000000' }]);

    // A member with Royalty View generates and lists in the owner's account, but may not download.
    const { owner, member } = await ownerWithMember(ctx, { 3: [1] });
    const made = await member.client.post('/api/revenue/report/generate', { type: 'custom', format: 'csv', from: '2026-01', to: '2026-01' });
    expect(made.status).toBe(200);
    await runDueJobs(ctx.services);
    expect((await owner.client.get('/api/revenue/report/list')).body.data.tasks[0]).toMatchObject({ id: made.body.data.id, status: 'done' });
    const [stored] = await ctx.services.db.select().from(reportTasks).where(eq(reportTasks.id, made.body.data.id));
    expect(stored).toMatchObject({ userId: owner.userId, requestedByUserId: member.userId });
    for (const [url, query] of [
      ['/api/revenue/report/download', { id: String(made.body.data.id) }],
      ['/api/system/download-data-task', { taskId: String(made.body.data.id) }],
      ['/api/revenue/report/statement', { month: '2026-01' }],
    ] as const) {
      const refused = await fetchFile(member.client, url, query);
      expect(refused.status, url).toBe(403);
      expect(refused.json.baseResponse.messageKey).toBe('error_no_permission');
    }
    expect((await fetchFile(owner.client, '/api/revenue/report/download', { id: String(made.body.data.id) })).status).toBe(200);
    const { member: downloader } = await ownerWithMember(ctx, { 3: [1, 3] });
    expect((await downloader.client.get('/api/revenue/report/list')).body.data.total).toBe(0);
    // Members of another team see their own owner's account only.
    expect((await fetchFile(downloader.client, '/api/revenue/report/download', { id: String(made.body.data.id) })).status).toBe(404);
  });

  it('refuses bad parameters with field errors, and too many reports at once', async () => {
    const client = other.client;
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['/api/revenue/report/generate', { type: 'custom', format: 'csv', from: '2026-09', to: '2026-01' }, 'body.to', 'money_range_invalid'],
      ['/api/revenue/report/generate', { type: 'custom', format: 'csv', from: '2010-01', to: '2026-01' }, 'body.to', 'money_range_invalid'],
      ['/api/revenue/report/generate', { type: 'custom', format: 'csv', from: '2026-13', to: '2026-12' }, 'body.from', 'validation_invalid_format'],
      ['/api/revenue/report/generate', { type: 'custom', format: 'csv', from: '2026-1', to: '2026-12' }, 'body.from', 'validation_invalid_format'],
      ['/api/revenue/report/generate', { type: 'custom', format: 'xml', from: '2026-01', to: '2026-12' }, 'body.format', 'validation_invalid_value'],
      ['/api/revenue/report/generate', { type: 'weekly', format: 'csv', from: '2026-01', to: '2026-12' }, 'body.type', 'validation_invalid_value'],
      ['/api/revenue/report/generate', { type: 'custom', format: 'csv', from: '2026-01' }, 'body.to', 'validation_required'],
      ['/api/revenue/royalty/report/generate', { format: 'pdf', from: '2026-01', to: '2026-12' }, 'body.format', 'validation_invalid_value'],
      ['/api/revenue/royalty/report/generate', { format: 'csv', from: '2026-05', to: '2026-04' }, 'body.to', 'money_range_invalid'],
      ['/api/system/create-data-task', { kind: 'statement', format: 'csv', from: '2026-01', to: '2026-12' }, 'body.kind', 'validation_invalid_value'],
      ['/api/system/create-data-task', { kind: 'royalty', format: 'csv', from: '2026-02', to: '2026-01' }, 'body.to', 'money_range_invalid'],
    ];
    for (const [url, body, field, key] of cases) {
      const answer = await client.post(url, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.baseResponse.details, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, messageKey: key }));
    }
    const statement = await fetchFile(client, '/api/revenue/report/statement', { month: '2026-13' });
    expect(statement.status).toBe(400);
    expect(statement.json.baseResponse.details[0]).toMatchObject({ field: 'query.month' });
    expect((await fetchFile(client, '/api/revenue/report/download', { id: 'abc' })).status).toBe(400);
    expect((await client.post('/api/revenue/report/regenerate', { id: 999_999 })).status).toBe(404);
    expect((await client.get('/api/revenue/report-v2/list', { kind: 'weekly' })).status).toBe(400);
    expect(await ctx.services.db.select().from(reportTasks).where(eq(reportTasks.userId, other.userId))).toHaveLength(0);

    for (let n = 0; n < 5; n++) expect((await client.post('/api/revenue/report/generate', { type: 'monthly', format: 'csv', from: '2026-01', to: '2026-12' })).status).toBe(200);
    const sixth = await client.post('/api/revenue/report/generate', { type: 'monthly', format: 'csv', from: '2026-01', to: '2026-12' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.baseResponse.messageKey).toBe('money_report_too_many');
    await runDueJobs(ctx.services);
    expect((await client.post('/api/revenue/report/generate', { type: 'monthly', format: 'csv', from: '2026-01', to: '2026-12' })).status).toBe(200);
    await runDueJobs(ctx.services);
  });

  it('records a report that could not be built as failed and tells the account', async () => {
    const [task] = await ctx.services.db
      .insert(reportTasks)
      .values({ userId: other.userId, requestedByUserId: other.userId, kind: 'statement', format: 'csv', params: { from: '2026-01', to: '2026-02' }, status: 'queued' })
      .returning();
    await ctx.services.db.insert(jobs).values({ kind: REPORT_JOB, payload: { taskId: task!.id } });
    await runDueJobs(ctx.services);
    const listed = (await other.client.get('/api/revenue/report-v2/list')).body.data.tasks.find((t: { id: number }) => t.id === task!.id);
    expect(listed).toMatchObject({ status: 'failed', error: 'money_report_failed', fileName: null });
    expect((await fetchFile(other.client, '/api/revenue/report/download', { id: String(task!.id) })).status).toBe(404);
    const notices = (await other.client.get('/api/notice/list', { offset: '0', count: '50' })).body.data.noticeList;
    expect(notices.filter((notice: { subtype: string }) => notice.subtype === 'REPORT_FAILED')).toHaveLength(1);
  });
});

describe('statements', () => {
  it('lists every month the balance moved: money in, money out and the balance at its end', async () => {
    // The imports of this file all reached the account this month (sales of July and August).
    const available = (await artist.client.get('/api/revenue/balance')).body.data.available;
    expect((await artist.client.get('/api/revenue/statement/list')).body.data).toEqual({
      currency: 'USD',
      months: [{ month: new Date().toISOString().slice(0, 7), credited: '6.210027', debited: '0.000000', closing: available }],
    });
    expect(available).toBe('6.210027');
  });

  it('renders the account statement PDF: issuer, account, period, every movement from the opening to the closing balance, and the sales behind the earnings', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const seller = await artistWithTrack('QZAAA2610003', { nickname: 'Statement Artist' });
    await importReport([`${month},${month},Spotify,US,${seller.isrc},,4000,USD,10.000000,stream`, `${month},${month},Deezer,FR,${seller.isrc},,1000,USD,2.500000,stream`], 'statement.csv');
    expect((await operator.post('/api/admin/advances', { userId: seller.userId, amount: '20.00', note: 'Tour support' })).status).toBe(200);
    const withdrawal = await seller.client.post('/api/revenue/withdraw', { amount: '15', destination: { method: 'local' }, idempotencyKey: 'statement-0001' });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    const balance = (await seller.client.get('/api/revenue/balance')).body.data.available;
    expect(balance).toBe('17.500000');

    const pdf = await fetchFile(seller.client, '/api/revenue/report/statement', { month });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`filename="statement-${month}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
    for (const part of [
      'Statement Artist',
      'Issued by: SoundPort',
      'Issue date',
      monthName,
      // The account statement: opening, earnings with the sales they pay for, the advance, the withdrawal, closing.
      'Opening balance',
      '$0.00',
      `Earnings · sales of ${monthName}`,
      '$12.50',
      'Advance · Tour support',
      '$20.00',
      'Withdrawal · Demo payout (no real money)',
      '-$15.00',
      'Closing balance',
      '$17.50',
      // The sales behind the earnings, by store, release and country.
      'Spotify',
      'Deezer',
      'Night Lights',
      'By track',
      '$10.00',
      '$2.50',
      '5,000',
      'United States',
      'France',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text, 'no six-decimal figures').not.toMatch(/\d\.\d{6}/);
    expect(text, 'no internal words').not.toMatch(/\blocal\b|bank_transfer|Success/);

    // A month without anything still makes a statement; another account's earnings never show in it.
    const empty = await pdfText((await fetchFile(seller.client, '/api/revenue/report/statement', { month: '2026-08' })).bytes);
    expect(empty).toContain('Statement Artist');
    expect(empty).toContain('Nothing moved the balance in this month.');
    expect(empty).not.toContain('$9.00');
  });
});
