import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { settledArtistWithSingle } from '../../test/money.ts';
import { analyticsRollupsKeptAndRebuilt, importAnalyticsFile, STREAM_HEADER } from '../../test/analytics.ts';
import { rowsOf } from '@portal/db/rows';
import { scanAnalyticsInbox } from './analytics-inbox.ts';
import { runDueJobs } from '../../platform/jobs.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const importFile = (text: string, name: string) => importAnalyticsFile(ctx, operator, text, name);

async function streamTotal(userId: number) {
  const result = await ctx.services.db.execute(sql`SELECT coalesce(sum(streams), 0)::int AS streams, count(*)::int AS rows FROM stream_facts WHERE user_id = ${userId}`);
  return rowsOf<{ streams: number; rows: number }>(result)[0]!;
}

describe('analytics imports', () => {
  it('imports a store trend file once, keeps unknown tracks out, and reports bad rows', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZAN02600001');
    const file = [
      STREAM_HEADER,
      `2026-10-01,1026,${artist.isrc},US,120,80,5,3,20,search=60;editorial_playlists=40,18-24=70;25-34=50,female=60;male=50`,
      `2026-10-01,1036,${artist.isrc},BR,40,30,1,0,5,library=40,,`,
      `2026-10-02,1026,${artist.isrc},US,90,70,2,1,10,,,`,
      '2026-10-02,1026,QZZZZ2699999,US,50,40,0,0,0,,,',
      `2026-10-02,1026,${artist.isrc},USA,1,1,0,0,0,,,`,
      `2026-13-02,1026,${artist.isrc},US,1,1,0,0,0,,,`,
      `2026-10-02,9999,${artist.isrc},US,1,1,0,0,0,,,`,
      `2026-10-02,1026,${artist.isrc},US,10,1,0,0,0,search=11,,`,
    ].join('\n');
    const done = await importFile(file, 'spotify-2026-10-02.csv');
    expect(done).toMatchObject({ status: 'done', kind: 'streams', rowsRead: 8, rowsMatched: 3, rowsUnmatched: 1, rowsInvalid: 4, firstDay: '2026-10-01', lastDay: '2026-10-02' });
    // Each problem as a message key with its values, which the console translates.
    expect(done.issues).toEqual([
      { line: 5, messageKey: 'import_issue_no_track', params: { isrc: 'QZZZZ2699999' } },
      { line: 6, messageKey: 'import_issue_not_country', params: {} },
      { line: 7, messageKey: 'import_issue_not_date', params: { column: 'date' } },
      { line: 8, messageKey: 'import_issue_unknown_store', params: { id: 9999 } },
      { line: 9, messageKey: 'import_issue_over_total', params: { column: 'sources' } },
    ]);
    expect(await streamTotal(artist.userId)).toEqual({ streams: 250, rows: 3 });

    const again = await importFile(file, 'renamed.csv');
    expect(again).toMatchObject({ id: done.id, duplicate: true });
    expect(await streamTotal(artist.userId)).toEqual({ streams: 250, rows: 3 });
  });

  it('lets a restated day replace what a store said before, and keeps the rollups the sums of the facts', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZAN02600002');
    await importFile([STREAM_HEADER, `2026-11-01,1026,${artist.isrc},US,100,60,1,1,1,search=100,25-34=100,male=100`, `2026-11-01,1026,${artist.isrc},DE,50,40,0,0,0,,,`].join('\n'), 'first.csv');
    const restated = await importFile(
      [STREAM_HEADER, `2026-11-01,1026,${artist.isrc},US,130,70,2,1,1,radio=30;search=100,25-34=100,male=100`, `2026-11-01,1026,${artist.isrc},US,140,70,2,1,1,,,`].join('\n'),
      'restated.csv',
    );
    expect(restated.issues).toEqual([{ line: null, messageKey: 'import_issue_repeated_rows', params: { rows: 1 } }]);
    // The US row is replaced by the file's last US row; the German row stays.
    expect(await streamTotal(artist.userId)).toEqual({ streams: 190, rows: 2 });
    const { kept, rebuilt } = await analyticsRollupsKeptAndRebuilt(ctx);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(rebuilt);
  });

  it('keeps every rollup equal to the sums of the facts, whatever files come in what order (property)', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZAN02600003');
    const other = await settledArtistWithSingle(ctx, operator, 'QZAN02600004');
    const isrcs = [artist.isrc, other.isrc];
    // Days on both sides of a month's end, so day and month rows both change.
    const days = ['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02'];
    const count = fc.integer({ min: 0, max: 500 });
    const streamLine = fc
      .record({
        day: fc.constantFrom(...days),
        store: fc.constantFrom(1026, 1036, 1032),
        isrc: fc.constantFrom(...isrcs),
        country: fc.constantFrom('US', 'BR', 'JP'),
        streams: count,
        young: fc.integer({ min: 0, max: 100 }),
      })
      .map((r) => {
        const source = r.store === 1026 ? `search=${Math.floor(r.streams / 2)}` : r.store === 1036 ? `radio=${r.streams}` : '';
        return `${r.day},${r.store},${r.isrc},${r.country},${r.streams},${Math.floor(r.streams / 2)},1,2,3,${source},18-24=${Math.floor((r.streams * r.young) / 100)},female=${Math.floor(r.streams / 3)}`;
      });
    const videoLine = fc
      .record({ day: fc.constantFrom(...days), isrc: fc.constantFrom(...isrcs), creations: count, views: count })
      .map((r) => `${r.day},s-${r.isrc},${r.isrc},${r.creations},${r.views * 10},${r.views},1,0,dance=${Math.floor(r.creations / 2)}`);
    const file = fc.oneof(
      fc.array(streamLine, { minLength: 1, maxLength: 12 }).map((lines) => [STREAM_HEADER, ...lines].join('\n')),
      fc.array(videoLine, { minLength: 1, maxLength: 6 }).map((lines) => ['date,sound_id,isrc,creations,views,likes,shares,comments,creators', ...lines].join('\n')),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(file, { minLength: 1, maxLength: 4 }), async (files) => {
        for (const text of files) await importFile(text, `property-${run++}.csv`);
        const { kept, rebuilt } = await analyticsRollupsKeptAndRebuilt(ctx);
        expect(kept).toEqual(rebuilt);
      }),
      { numRuns: 12 },
    );
  });

  it('names the problems of playlist and JSON-lines files by message key, with the values they found', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZAN02600009');
    const playlists = await importFile(
      [
        'store_id,playlist_id,playlist_name,kind,followers,isrc,added_on,removed_on',
        `1026,p-1,Fresh Finds,editorial,100,${artist.isrc},2026-09-05,`,
        `1026,p-2,Odd,curated,100,${artist.isrc},2026-09-05,`,
        `1026,p-3,Back in time,user,100,${artist.isrc},2026-09-05,2026-09-01`,
        `1026,p-4,Short row,user,100`,
        `1026,p-5,Bad code,user,100,NOT-AN-ISRC,2026-09-05,`,
      ].join('\n'),
      'placements.csv',
    );
    expect(playlists).toMatchObject({ status: 'done', kind: 'playlists', rowsMatched: 1, rowsInvalid: 4 });
    expect(playlists.issues).toEqual([
      { line: 3, messageKey: 'import_issue_playlist_kind', params: { allowed: 'editorial, algorithmic, user' } },
      { line: 4, messageKey: 'import_issue_removed_before_added', params: {} },
      { line: 5, messageKey: 'import_issue_field_count', params: { found: 5, expected: 8 } },
      { line: 6, messageKey: 'import_issue_not_isrc', params: { value: 'NOT-AN-ISRC' } },
    ]);

    const json = await importFile(
      [
        JSON.stringify({ date: '2026-09-05', sound_id: 's-1', isrc: artist.isrc, creations: 3, views: 50, creators: { dance: 2, knitting: 1 } }),
        '[1, 2]',
        JSON.stringify({ date: '2026-09-06', sound_id: '', isrc: artist.isrc, creations: 1, views: 5 }),
      ].join('\n'),
      'short-video.jsonl',
    );
    expect(json).toMatchObject({ status: 'done', kind: 'short_video', rowsInvalid: 3 });
    expect(json.issues).toEqual([
      { line: 1, messageKey: 'import_issue_unknown_bucket', params: { column: 'creators', value: 'knitting', allowed: expect.stringContaining('dance, comedy') } },
      { line: 2, messageKey: 'import_issue_not_json_object', params: {} },
      { line: 3, messageKey: 'import_issue_empty', params: { column: 'sound_id' } },
    ]);
  });

  it('imports a file dropped into the watched folder once, with its source, and leaves other files there', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZAN02600010');
    const inbox = await mkdtemp(join(tmpdir(), 'analytics-inbox-'));
    const services = { ...ctx.services, config: { ...ctx.services.config, analyticsInboxDir: inbox } };
    const file = [STREAM_HEADER, `2026-10-05,1026,${artist.isrc},US,70,50,1,0,2,,,`].join('\n');
    await writeFile(join(inbox, 'spotify-2026-10-05.csv'), file);
    await writeFile(join(inbox, 'readme.pdf'), 'not a data file');
    expect(await scanAnalyticsInbox(services)).toBe(1);
    await runDueJobs(ctx.services);
    const imports = (await operator.get('/api/admin/analytics-imports', { count: '100' })).body.data.imports as Record<string, unknown>[];
    expect(imports.find((row) => row.fileName === 'spotify-2026-10-05.csv')).toMatchObject({ source: 'folder', status: 'done', rowsMatched: 1 });
    expect(await streamTotal(artist.userId)).toEqual({ streams: 70, rows: 1 });
    expect(await readdir(join(inbox, 'imported'))).toEqual(['spotify-2026-10-05.csv']);
    expect(await readdir(inbox)).toContain('readme.pdf');

    // The same file dropped again is the same import: nothing is added.
    await writeFile(join(inbox, 'again.csv'), file);
    expect(await scanAnalyticsInbox(services)).toBe(1);
    await runDueJobs(ctx.services);
    expect(await streamTotal(artist.userId)).toEqual({ streams: 70, rows: 1 });
  });

  it('fails a file of no known layout and leaves nothing behind', async () => {
    const done = await importFile('what,ever\n1,2', 'nonsense.csv');
    expect(done).toMatchObject({ status: 'failed', error: 'import_failed_unknown_layout' });
  });
});
