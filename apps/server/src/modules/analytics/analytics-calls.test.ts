import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { artists, users } from '@portal/db/schema';
import { SettlementStatus, PermissionAction as A, PermissionResource as R } from '@portal/domain/enums';
import { createTestContext, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';
import { ownerWithMember, setMemberPermissions } from '../../test/teams.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { importAnalyticsFile, STREAM_HEADER } from '../../test/analytics.ts';

let ctx: TestContext;
let operator: TestClient;
let label: Awaited<ReturnType<typeof labelWithSongs>>;

/** An account with an artist and two approved singles whose tracks name that artist. */
async function labelWithSongs(isrcs: [string, string]) {
  const account = await signedArtist(ctx, { region: 'US' });
  await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED }).where(eq(users.id, account.userId));
  await ctx.services.sessions.invalidateUser(account.userId);
  const [artist] = await ctx.services.db.insert(artists).values({ ownerUserId: account.userId, name: 'Nova Reyes' }).returning();
  const songs: { songId: number; albumId: number; isrc: string }[] = [];
  for (const [index, isrc] of isrcs.entries()) {
    const title = index === 0 ? 'Golden Hour' : 'Low Tide';
    const main = [{ id: artist!.id, name: 'Nova Reyes' }];
    const made = await account.client.post('/api/release', await validSingle(ctx, account.userId, { title, uniMainArtistObjects: main }, { title, isrc, uniMainArtistObjects: main }));
    if (made.status !== 200) throw new Error(JSON.stringify(made.body));
    await operator.post('/api/admin/releases/decide', { albumId: made.body.data.albumId, decision: 'approve' });
    songs.push({ songId: made.body.data.tracks[0].songId, albumId: made.body.data.albumId, isrc });
  }
  return { ...account, artistId: artist!.id, songs };
}

const streamRow = (date: string, store: number, isrc: string, country: string, streams: number, extra = ',,') =>
  `${date},${store},${isrc},${country},${streams},${Math.ceil(streams / 2)},${Math.floor(streams / 10)},${Math.floor(streams / 20)},${Math.floor(streams / 5)},${extra}`;

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
  label = await labelWithSongs(['QZAN12600001', 'QZAN12600002']);
  const [golden, tide] = label.songs;
  const rows = [STREAM_HEADER];
  // September 2026: 30 days of Golden Hour on Spotify US (100 a day) and Apple BR (10 a day); Low Tide on Spotify DE.
  for (let day = 1; day <= 30; day++) {
    const date = `2026-09-${String(day).padStart(2, '0')}`;
    rows.push(streamRow(date, 1026, golden!.isrc, 'US', 100, 'search=60;editorial_playlists=40,18-24=70;25-34=30,female=55;male=45'));
    rows.push(streamRow(date, 1036, golden!.isrc, 'BR', 10, 'library=10,,'));
    rows.push(streamRow(date, 1026, tide!.isrc, 'DE', 5));
  }
  // The comparison period (2026-08-02..2026-08-31): half as much on Spotify.
  for (let day = 2; day <= 31; day++) rows.push(streamRow(`2026-08-${String(day).padStart(2, '0')}`, 1026, golden!.isrc, 'US', 50));
  expect(await importAnalyticsFile(ctx, operator, rows.join('\n'), 'streams.csv')).toMatchObject({ status: 'done', rowsMatched: 120 });
  const shortVideo = [
    'date,sound_id,isrc,creations,views,likes,shares,comments,creators',
    `2026-09-10,snd-1,${golden!.isrc},40,10000,900,120,60,dance=25;comedy=10`,
    `2026-09-11,snd-1,${golden!.isrc},60,20000,1800,200,90,dance=30;music=30`,
  ];
  expect(await importAnalyticsFile(ctx, operator, shortVideo.join('\n'), 'flick.csv')).toMatchObject({ status: 'done', rowsMatched: 2 });
  const video = [
    'date,video_id,isrc,title,channel,views,watch_seconds,claims,sources',
    `2026-09-10,dQw4w9WgXcQ,${golden!.isrc},Golden Hour (Official Audio),Nova Reyes,5000,450000,2,YT_SEARCH=3000;SHORTS=2000`,
    `2026-09-10,aaaaaaaaaaa,${tide!.isrc},Low Tide (Lyric Video),Nova Reyes,700,50000,0,`,
  ];
  expect(await importAnalyticsFile(ctx, operator, video.join('\n'), 'youtube.csv')).toMatchObject({ status: 'done', rowsMatched: 2 });
  const playlists = [
    'store_id,playlist_id,playlist_name,kind,followers,isrc,added_on,removed_on',
    `1026,37i9dQZF1DX0XUsuxWHRQd,Fresh Finds,editorial,820000,${golden!.isrc},2026-09-05,2026-09-20`,
    `1026,user-1,Road trip,user,120,${tide!.isrc},2026-08-01,`,
  ];
  expect(await importAnalyticsFile(ctx, operator, playlists.join('\n'), 'playlists.csv')).toMatchObject({ status: 'done', rowsMatched: 2 });
});
afterAll(() => ctx.close());

const september = { start: '2026-09-01', end: '2026-09-30' };

describe('analytics calls', () => {
  it('answers the overview with the range, the comparison, the daily trend and the other platforms', async () => {
    const answer = await label.client.get('/api/data/overview', september);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.range).toEqual(september);
    expect(data.compare).toEqual({ start: '2026-08-02', end: '2026-08-31' });
    expect(data.totals).toEqual({ streams: 3450, averageDailyListeners: 58, saves: 330, playlistAdds: 150, skips: 690 });
    expect(data.compareTotals.streams).toBe(1500);
    expect(data.trend).toHaveLength(30);
    expect(data.trend[0]).toEqual({ date: '2026-09-01', streams: 115 });
    expect(data.stores).toEqual([
      { storeId: 1026, streams: 3150 },
      { storeId: 1036, streams: 300 },
    ]);
    expect(data.shortVideo).toEqual({ creations: 100, views: 30000, compareCreations: 0, compareViews: 0 });
    expect(data.video).toEqual({ views: 5700, compareViews: 0 });
    expect(data.dataThrough).toBe('2026-09-30');

    // One song on one store, compared with chosen dates.
    const narrowed = (await label.client.get('/api/data/overview', { ...september, songId: String(label.songs[0]!.songId), storeIdList: '1036', compareStart: '2026-09-01', compareEnd: '2026-09-15' }))
      .body.data;
    expect(narrowed.totals.streams).toBe(300);
    expect(narrowed.compare).toEqual({ start: '2026-09-01', end: '2026-09-15' });
    expect(narrowed.compareTotals.streams).toBe(150);
    expect(narrowed.shortVideo.creations).toBe(100);
    expect(narrowed.video.views).toBe(5000);

    // A range across months reads month rows and day rows alike.
    const across = (await label.client.get('/api/data/dsp/sum', { start: '2026-08-20', end: '2026-09-05' })).body.data;
    expect(across.totals.streams).toBe(12 * 50 + 5 * 115);
    // The overview's totals, added up from its daily points, are the sums the other calls read from month and day rows.
    const overviewAcross = (await label.client.get('/api/data/overview', { start: '2026-08-20', end: '2026-09-05' })).body.data;
    expect(overviewAcross.totals).toEqual(across.totals);
    expect((await label.client.get('/api/data/dsp/sum', september)).body.data.totals).toEqual(data.totals);
  });

  it('splits streams by store, country, source and audience', async () => {
    const all = (await label.client.get('/api/data/dsp/all', september)).body.data;
    expect(all.stores.map((store: { storeId: number; share: number }) => [store.storeId, Math.round(store.share * 1000)])).toEqual([
      [1026, 913],
      [1036, 87],
    ]);
    expect(all.countries.map((country: { country: string; streams: number }) => [country.country, country.streams])).toEqual([
      ['US', 3000],
      ['BR', 300],
      ['DE', 150],
    ]);
    expect(all.coveredFrom).toBeNull();

    const song = (await label.client.get('/api/data/dsp/song', { songId: String(label.songs[0]!.songId), start: '2026-09-10', end: '2026-09-19' })).body.data;
    expect(song.song).toMatchObject({ title: 'Golden Hour', isrc: 'QZAN12600001', artists: ['Nova Reyes'] });
    expect(song.totals.streams).toBe(1100);
    // A song's countries are kept per month: they cover all of September.
    expect(song).toMatchObject({ coveredFrom: '2026-09-01', coveredTo: '2026-09-30' });
    expect(song.countries[0]).toMatchObject({ country: 'US', streams: 3000 });

    const audience = (await label.client.get('/api/data/dsp/song/audience', { songId: String(label.songs[0]!.songId), ...september })).body.data;
    expect(audience.describedStreams).toBe(3000);
    expect(audience.ages.find((age: { bucket: string }) => age.bucket === '18-24')).toEqual({ bucket: '18-24', streams: 2100, share: 0.7 });
    expect(audience.genders.find((gender: { bucket: string }) => gender.bucket === 'female').streams).toBe(1650);
    const byArtist = (await label.client.get('/api/data/dsp/artist/audience', { artistId: String(label.artistId), ...september })).body.data;
    expect(byArtist.countries.map((country: { country: string }) => country.country)).toEqual(['US', 'BR', 'DE']);

    const sources = (await label.client.get('/api/data/dsp/source/sum', { storeId: '1026', ...september })).body.data;
    expect(sources.sources.slice(0, 2)).toEqual([
      { source: 'search', streams: 1800, compareStreams: 0, share: 0.6 },
      { source: 'editorial_playlists', streams: 1200, compareStreams: 0, share: 0.4 },
    ]);
    const trend = (await label.client.get('/api/data/dsp/source/trend', { storeId: '1900', ...september })).body.data;
    expect(trend.sources).toHaveLength(21);
    const tenth = trend.points.find((point: { date: string }) => point.date === '2026-09-10');
    expect(tenth.counts[trend.sources.indexOf('YT_SEARCH')]).toBe(3000);
  });

  it('ranks songs and artists, and lists playlists, short-video and video data', async () => {
    const songs = (await label.client.get('/api/data/song/list', { ...september, count: '1' })).body.data;
    expect(songs.total).toBe(2);
    expect(songs.list).toEqual([expect.objectContaining({ title: 'Golden Hour', streams: 3300, compareStreams: 1500, creations: 100, videoViews: 5000 })]);
    // Ranked in the database: the next page holds the other song, a page past the end still counts them.
    expect((await label.client.get('/api/data/song/list', { ...september, count: '1', offset: '1' })).body.data).toMatchObject({ total: 2, list: [{ title: 'Low Tide', streams: 150 }] });
    expect((await label.client.get('/api/data/song/list', { ...september, count: '1', offset: '5' })).body.data).toMatchObject({ total: 2, list: [] });
    // Songs without a stream in the range are listed too, with 0, after the others.
    const quiet = (await label.client.get('/api/data/song/list', { start: '2025-01-01', end: '2025-01-31' })).body.data;
    expect(quiet.total).toBe(2);
    expect(quiet.list.map((song: { streams: number }) => song.streams)).toEqual([0, 0]);
    const found = (await label.client.get('/api/data/song/list', { ...september, keyword: 'tide' })).body.data;
    expect(found.list.map((song: { title: string; streams: number }) => [song.title, song.streams])).toEqual([['Low Tide', 150]]);
    expect((await label.client.get('/api/data/artist/list', september)).body.data.list).toEqual([{ artistId: label.artistId, name: 'Nova Reyes', songCount: 2, streams: 3450 }]);
    expect((await label.client.get('/api/data/dsp/list/artist', september)).body.data.list[0]).toMatchObject({ name: 'Nova Reyes', streams: 3450, compareStreams: 1500 });

    const playlists = (await label.client.get('/api/data/dsp/playlist', september)).body.data;
    expect(playlists.list.map((p: { playlistName: string }) => p.playlistName)).toEqual(['Fresh Finds', 'Road trip']);
    // On 30 September Fresh Finds had dropped the song.
    expect(playlists.current).toEqual({ placements: 1, reach: 120, editorial: 0 });
    const placements = (await label.client.get('/api/data/dsp/playlist/trend', september)).body.data.points;
    expect(placements.find((p: { date: string }) => p.date === '2026-09-10')).toEqual({ date: '2026-09-10', placements: 2, reach: 820120 });

    const tt = (await label.client.get('/api/data/tt/sum', september)).body.data;
    expect(tt.totals).toEqual({ creations: 100, views: 30000, likes: 2700, shares: 320, comments: 150 });
    const categories = (await label.client.get('/api/data/tt/category', september)).body.data.categories;
    expect(categories.map((c: { category: string; creations: number }) => [c.category, c.creations])).toEqual([
      ['dance', 55],
      ['music', 30],
      ['comedy', 10],
      ['other', 5],
    ]);
    const engagement = (await label.client.get('/api/data/tt/engagement', september)).body.data;
    expect(engagement.rates.likeRate).toBeCloseTo(0.09, 6);
    expect((await label.client.get('/api/data/tt/song', september)).body.data.list[0]).toMatchObject({ title: 'Golden Hour', creations: 100 });
    expect((await label.client.get('/api/data/tt/creator', september)).body.data.categories).toEqual(['dance', 'music', 'comedy', 'other']);

    const videos = (await label.client.get('/api/data/youtube/videos', september)).body.data;
    expect(videos.list.map((v: { videoId: string; views: number }) => [v.videoId, v.views])).toEqual([
      ['dQw4w9WgXcQ', 5000],
      ['aaaaaaaaaaa', 700],
    ]);
    expect((await label.client.get('/api/data/youtube/sum', september)).body.data.totals).toEqual({ views: 5700, watchSeconds: 500000, claims: 2 });
    const stores = (await label.client.get('/api/data/dsp/store/update')).body.data.stores;
    expect(stores.map((s: { storeId: number; lastDay: string }) => [s.storeId, s.lastDay])).toEqual([
      [1, '2026-09-11'],
      [1026, '2026-09-30'],
      [1036, '2026-09-30'],
      [1900, '2026-09-10'],
    ]);
  });

  it.each([
    [{ start: '2026-09-31' }, 'query.start', 'analytics_date_invalid'],
    [{ start: '2026-09-10', end: 'yesterday' }, 'query.end', 'analytics_date_invalid'],
    [{ start: '2026-09-10', end: '2026-09-01' }, 'query.end', 'analytics_range_invalid'],
    [{ start: '2020-01-01', end: '2026-09-01' }, 'query.start', 'analytics_range_too_long'],
    [{ ...september, compareStart: '2026-13-01' }, 'query.compareStart', 'analytics_date_invalid'],
    [{ ...september, storeIdList: '1026,abc' }, 'query.storeIdList', 'analytics_store_invalid'],
    [{ ...september, storeIdList: '424242' }, 'query.storeIdList', 'analytics_store_invalid'],
  ])('refuses %o with a clear 400', async (query, field, messageKey) => {
    const answer = await label.client.get('/api/data/overview', query as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(answer.body.baseResponse.details).toContainEqual(expect.objectContaining({ field, messageKey }));
  });

  it("finds nothing of another account's songs, artists or releases", async () => {
    const stranger = await signedArtist(ctx, { region: 'US' });
    const songId = String(label.songs[0]!.songId);
    for (const [path, query, key] of [
      ['/api/data/overview', { songId }, 'analytics_song_not_found'],
      ['/api/data/dsp/song', { songId }, 'analytics_song_not_found'],
      ['/api/data/dsp/song/audience', { songId }, 'analytics_song_not_found'],
      ['/api/data/tt/trend', { songId }, 'analytics_song_not_found'],
      ['/api/data/youtube/videos', { songId }, 'analytics_song_not_found'],
      ['/api/data/dsp/artist/audience', { artistId: String(label.artistId) }, 'analytics_artist_not_found'],
      ['/api/data/presave', { albumId: String(label.songs[0]!.albumId) }, 'analytics_release_not_found'],
    ] as const) {
      const answer = await stranger.client.get(path, { ...september, ...query });
      expect(answer.status, path).toBe(404);
      expect(answer.body.baseResponse.messageKey).toBe(key);
      expect(answer.body.data).toBeUndefined();
    }
    const own = (await stranger.client.get('/api/data/overview', september)).body.data;
    expect(own.totals.streams).toBe(0);
    expect((await stranger.client.get('/api/data/song/list', september)).body.data).toMatchObject({ total: 0, list: [] });
    expect((await stranger.client.get('/api/data/youtube/videos', september)).body.data.total).toBe(0);
  });

  it('exports songs and days as files through the data tasks', async () => {
    const songs = await label.client.post('/api/system/create-data-task', { kind: 'analytics_songs', format: 'csv', from: '2026-09-01', to: '2026-09-30' });
    const daily = await label.client.post('/api/system/create-data-task', { kind: 'analytics_daily', format: 'csv', from: '2026-09-29', to: '2026-09-30' });
    expect([songs.status, daily.status]).toEqual([200, 200]);
    await runDueJobs(ctx.services);
    const file = async (taskId: number) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/system/download-data-task',
        query: { taskId: String(taskId) },
        remoteAddress: label.client.ip,
        headers: { cookie: [...label.client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(response.statusCode).toBe(200);
      return response.body.trim().split('\r\n');
    };
    expect(await file(songs.body.data.taskId)).toEqual([
      // Headings in the language of whoever asked for the export.
      'Title,Version,ISRC,Release,Streams,Saves,Playlist adds,Skips,Short videos made,Video views',
      'Golden Hour,,QZAN12600001,Golden Hour,3300,330,150,660,100,5000',
      'Low Tide,,QZAN12600002,Low Tide,150,0,0,30,0,700',
    ]);
    expect(await file(daily.body.data.taskId)).toEqual([
      'Date,Store id,Store,Streams,Listeners,Saves,Playlist adds,Skips',
      '2026-09-29,1026,Spotify,105,53,10,5,21',
      '2026-09-29,1036,Apple Music,10,5,1,0,2',
      '2026-09-30,1026,Spotify,105,53,10,5,21',
      '2026-09-30,1036,Apple Music,10,5,1,0,2',
    ]);
    const bad = await label.client.post('/api/system/create-data-task', { kind: 'analytics_daily', format: 'csv', from: '2026-09', to: '2026-09-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.baseResponse.details).toContainEqual(expect.objectContaining({ field: 'body.from', messageKey: 'analytics_date_invalid' }));
  });

  it('lets team members with Analytics view read, and no one else', async () => {
    const { member, teamId } = await ownerWithMember(ctx, { [R.AnalyticsData]: [A.View] });
    expect((await member.client.get('/api/data/overview', september)).status).toBe(200);
    const other = await ownerWithMember(ctx, { [R.Release]: [A.View] });
    const refused = await other.member.client.get('/api/data/overview', september);
    expect(refused.status).toBe(403);
    // Exports need Download.
    const refusedExport = await member.client.post('/api/system/create-data-task', { kind: 'analytics_songs', format: 'csv', from: '2026-09-01', to: '2026-09-30' });
    expect(refusedExport.status).toBe(403);
    await setMemberPermissions(ctx, teamId, member.userId, { [R.AnalyticsData]: [A.View, A.Download] });
    expect((await member.client.post('/api/system/create-data-task', { kind: 'analytics_songs', format: 'csv', from: '2026-09-01', to: '2026-09-30' })).status).toBe(200);
    // ...and give no right to the money reports.
    expect((await member.client.post('/api/system/create-data-task', { kind: 'royalty', format: 'csv', from: '2026-09', to: '2026-09' })).status).toBe(403);
  });
});
