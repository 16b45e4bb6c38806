import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { SettlementStatus } from '@portal/domain/enums';
import { createTestContext, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';
import { importAnalyticsFile, STREAM_HEADER } from '../../test/analytics.ts';

// The account's own charts (decision 065): GET /api/data/charts.

let ctx: TestContext;
let operator: TestClient;
let label: Awaited<ReturnType<typeof signedArtist>>;
const songs: Record<string, { songId: number; albumId: number }> = {};

const SINGLES = [
  { title: 'Golden Hour', isrc: 'QZCH12600001' },
  { title: 'Low Tide', isrc: 'QZCH12600002' },
  { title: 'Night Swim', isrc: 'QZCH12600003' },
];

const row = (date: string, store: number, isrc: string, country: string, streams: number) => `${date},${store},${isrc},${country},${streams},${streams},0,0,0,,,`;
const days = (month: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${month}-${String(from + i).padStart(2, '0')}`);

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
  label = await signedArtist(ctx, { region: 'US' });
  await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED }).where(eq(users.id, label.userId));
  await ctx.services.sessions.invalidateUser(label.userId);
  for (const single of SINGLES) {
    const made = await label.client.post('/api/release', await validSingle(ctx, label.userId, { title: `${single.title} (Single)` }, { title: single.title, isrc: single.isrc }));
    if (made.status !== 200) throw new Error(JSON.stringify(made.body));
    await operator.post('/api/admin/releases/decide', { albumId: made.body.data.albumId, decision: 'approve' });
    songs[single.title] = { songId: made.body.data.tracks[0].songId, albumId: made.body.data.albumId };
  }
  const rows = [STREAM_HEADER];
  // September: Low Tide leads (150 a day in Brazil on Apple Music), Golden Hour follows (100 a day in the US on Spotify).
  for (const day of days('2026-09', 1, 30)) rows.push(row(day, 1036, 'QZCH12600002', 'BR', 150), row(day, 1026, 'QZCH12600001', 'US', 100));
  // August: Golden Hour led (200 a day), Night Swim had a little (10 a day in Germany); Low Tide had nothing.
  for (const day of days('2026-08', 1, 31)) rows.push(row(day, 1026, 'QZCH12600001', 'US', 200), row(day, 1026, 'QZCH12600003', 'DE', 10));
  expect(await importAnalyticsFile(ctx, operator, rows.join('\n'), 'streams.csv')).toMatchObject({ status: 'done' });
});
afterAll(() => ctx.close());

const september = { start: '2026-09-01', end: '2026-09-30' };
const chart = (client: TestClient, query: Record<string, string>) => client.get('/api/data/charts', query);

describe('charts', () => {
  it("ranks the account's songs by streams with their rank in the period before", async () => {
    const answer = await chart(label.client, september);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({ kind: 'songs', range: september, compare: { start: '2026-08-02', end: '2026-08-31' }, wholeMonths: false, charted: 2 });
    expect(data.entries).toEqual([
      expect.objectContaining({ rank: 1, previousRank: null, streams: 4500, previousStreams: 0, songId: songs['Low Tide']!.songId, title: 'Low Tide', detail: 'Low Tide (Single)' }),
      expect.objectContaining({ rank: 2, previousRank: 1, streams: 3000, previousStreams: 6000, songId: songs['Golden Hour']!.songId, title: 'Golden Hour' }),
    ]);
    expect(data.countries).toEqual(['BR', 'US']);
    // The top of the chart only, with how many charted.
    const top = (await chart(label.client, { ...september, count: '1' })).body.data;
    expect(top.entries.map((entry: { title: string }) => entry.title)).toEqual(['Low Tide']);
    expect(top.charted).toBe(2);
  });

  it('ranks releases, limits to stores, and gives one country its whole months', async () => {
    const releases = (await chart(label.client, { ...september, kind: 'releases' })).body.data;
    expect(releases.entries).toEqual([
      expect.objectContaining({ rank: 1, previousRank: null, id: songs['Low Tide']!.albumId, songId: null, title: 'Low Tide (Single)', streams: 4500 }),
      expect.objectContaining({ rank: 2, previousRank: 1, id: songs['Golden Hour']!.albumId, title: 'Golden Hour (Single)', streams: 3000 }),
    ]);

    const spotify = (await chart(label.client, { ...september, storeIdList: '1026' })).body.data;
    expect(spotify.entries.map((e: { title: string; rank: number; previousRank: number | null }) => [e.title, e.rank, e.previousRank])).toEqual([['Golden Hour', 1, 1]]);

    // Part of September in Brazil: a track's countries are kept per month, so the chart covers all of September and August.
    const brazil = (await chart(label.client, { start: '2026-09-05', end: '2026-09-20', country: 'BR' })).body.data;
    expect(brazil).toMatchObject({ wholeMonths: true, range: september, compare: { start: '2026-08-01', end: '2026-08-31' }, charted: 1 });
    expect(brazil.entries).toEqual([expect.objectContaining({ title: 'Low Tide', streams: 4500, previousRank: null })]);
    const germany = (await chart(label.client, { ...september, country: 'DE' })).body.data;
    expect(germany.entries).toEqual([]);
  });

  it("refuses bad filters with a translated message and shows nobody else's songs", async () => {
    const both = await chart(label.client, { ...september, country: 'BR', storeIdList: '1026' });
    expect(both.status).toBe(400);
    expect(both.body.baseResponse.messageKey).toBe('charts_country_with_stores');
    const bad: Record<string, string>[] = [{ country: 'br' }, { kind: 'albums' }, { count: '0' }, { start: '2026-13-01' }, { storeIdList: 'spotify' }];
    for (const query of bad) {
      expect((await chart(label.client, query)).status, JSON.stringify(query)).toBe(400);
    }
    const other = await signedArtist(ctx, { region: 'US' });
    const theirs = (await chart(other.client, september)).body.data;
    expect(theirs.entries).toEqual([]);
    expect(theirs.countries).toEqual([]);
    expect((await chart(ctx.client(), september)).status).toBe(401);
  });
});
