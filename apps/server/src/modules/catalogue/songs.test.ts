import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { releases, tracks, users } from '@portal/db/schema';
import { ReleaseStatus, SignStatus } from '@portal/domain/enums';
import { isValidIsrc } from '@portal/domain/release/identifiers';
import { Explicitness } from '@portal/domain/release/model';
import { limitedUpdateTrackFields } from '@portal/domain/release/status';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';
import { approve, details, operatorClient, submitted } from './test-support.ts';

let ctx: TestContext;
let operator: TestClient;
/** An artist with a release under review (with a featured artist), an approved one with its own ISRC, and a draft. */
let artist: Awaited<ReturnType<typeof signedArtist>>;
let review: { albumId: number; songId: number; isrc: string };
let approved: { albumId: number; songId: number };
let stranger: Awaited<ReturnType<typeof signedArtist>>;
let strangerSongId: number;

const OWN_ISRC = 'USRC17607839';

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await operatorClient(ctx);
  artist = await signedArtist(ctx);
  const first = await submitted(artist.client, await validSingle(ctx, artist.userId, { title: 'Blue Hour' }, { title: 'Midnight Drive', uniFeaturedArtistObjects: [{ name: 'Kai Moreno' }] }));
  review = { albumId: first.albumId, songId: first.tracks[0].songId, isrc: first.tracks[0].isrc };
  const second = await submitted(artist.client, await validSingle(ctx, artist.userId, { title: 'Red Dawn' }, { title: 'Red Sky', isrc: 'us-rc1-76-07839' }));
  await approve(operator, second.albumId);
  approved = { albumId: second.albumId, songId: second.tracks[0].songId };
  await artist.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Not Yet' }, tracks: [{ title: 'Draft Song' }] });

  stranger = await signedArtist(ctx);
  strangerSongId = (await submitted(stranger.client, await validSingle(ctx, stranger.userId, { title: 'Elsewhere' }, { title: 'Red Elsewhere' }))).tracks[0].songId;
});
afterAll(() => ctx.close());

const titles = (songs: { title: string }[]) => songs.map((song) => song.title);

describe('POST /song/list', () => {
  it('lists the tracks of the account’s submitted releases, newest first, with what a list shows', async () => {
    const list = (await artist.client.post('/api/song/list', {})).body.data;
    expect(list.total).toBe(2);
    expect(titles(list.songs)).toEqual(['Red Sky', 'Midnight Drive']);
    expect(list.songs[1]).toEqual({
      songId: review.songId,
      albumId: review.albumId,
      albumTitle: 'Blue Hour',
      title: 'Midnight Drive',
      version: '',
      isrc: review.isrc,
      artists: 'Luna Vega (feat. Kai Moreno)',
      coverUrl: expect.stringMatching(/^\/api\/files\/test-cover-/),
      audioUrl: expect.stringMatching(/^\/api\/files\/test-audio-/),
      durationMs: 187_000,
      status: ReleaseStatus.UnderReview,
      releaseTime: expect.any(Number),
    });
    expect(isValidIsrc(list.songs[1].isrc)).toBe(true);
  });

  it('filters by release status, searches title, ISRC (any case, hyphens) and artist, and pages', async () => {
    const list = async (body: object) => (await artist.client.post('/api/song/list', body)).body.data;
    expect(titles((await list({ status: 'Approved' })).songs)).toEqual(['Red Sky']);
    expect(await list({ status: 'Live' })).toEqual({ total: 0, songs: [] });
    expect(titles((await list({ search: 'midnight' })).songs)).toEqual(['Midnight Drive']);
    expect(titles((await list({ search: 'us-rc1-76' })).songs)).toEqual(['Red Sky']);
    expect(titles((await list({ search: 'kai mor' })).songs)).toEqual(['Midnight Drive']);
    expect((await list({ search: '100%_' })).total).toBe(0);
    expect(await list({ count: 1, offset: 1 })).toMatchObject({ total: 2, songs: [{ title: 'Midnight Drive' }] });
    expect((await list({ count: 0 })).songs).toEqual([]);
  });

  it('refuses bad input field by field', async () => {
    const bad = await artist.client.post('/api/song/list', { offset: -1, count: 101, status: 'Sold', search: 'x'.repeat(201) });
    expect(bad.status).toBe(400);
    expect(details(bad)).toEqual({ 'body.offset': 'validation_too_short', 'body.count': 'validation_too_long', 'body.status': 'validation_invalid_value', 'body.search': 'validation_too_long' });
    expect(Object.keys(details(await artist.client.post('/api/song/list', { count: 'ten' })))).toEqual(['body.count']);
    expect((await artist.client.post('/api/song/list', { albumId: 1 })).status).toBe(400);
  });

  it('never shows another account’s songs', async () => {
    const list = (await stranger.client.post('/api/song/list', { search: 'red' })).body.data;
    expect(titles(list.songs)).toEqual(['Red Elsewhere']);
  });
});

describe('GET /song/detail', () => {
  it('gives every track field and the release summary', async () => {
    const song = (await artist.client.get('/api/song/detail', { songId: String(review.songId) })).body.data;
    expect(song).toMatchObject({
      songId: review.songId,
      title: 'Midnight Drive',
      clipUrl: expect.stringMatching(/^\/api\/files\/test-clip-/),
      track: { title: 'Midnight Drive', lyrics: 'Driving through the city lights', isrc: review.isrc, uniContributorObjects: [{ name: 'Sam Reed', role: 2 }] },
      release: { albumId: review.albumId, title: 'Blue Hour', kind: 'SINGLE', status: ReleaseStatus.UnderReview, songCount: 1 },
    });
  });

  it('answers 404 alike for another account’s song and for none, and 400 for a malformed id', async () => {
    for (const songId of [strangerSongId, 999_999]) {
      const missing = await artist.client.get('/api/song/detail', { songId: String(songId) });
      expect(missing.status).toBe(404);
      expect(missing.body.baseResponse.messageKey).toBe('song_not_found');
      expect(missing.body.data).toBeUndefined();
    }
    expect(details(await artist.client.get('/api/song/detail', { songId: 'abc' }))).toEqual({ 'query.songId': 'validation_invalid_type' });
    expect(details(await artist.client.get('/api/song/detail', { songId: '0' }))).toEqual({ 'query.songId': 'validation_too_short' });
    expect(details(await artist.client.get('/api/song/detail'))).toEqual({ 'query.songId': 'validation_required' });
  });
});

describe('GET /song/isrc/detail', () => {
  it('finds the account’s songs of a recording by its normalised ISRC; onlyReleased keeps delivered and live ones', async () => {
    const found = (await artist.client.get('/api/song/isrc/detail', { isrc: ' us-rc1-76-07839 ' })).body.data;
    expect(found).toMatchObject({ isrc: OWN_ISRC, songs: [{ songId: approved.songId, title: 'Red Sky', track: { isrc: OWN_ISRC }, release: { albumId: approved.albumId } }] });
    expect((await artist.client.get('/api/song/isrc/detail', { isrc: OWN_ISRC, onlyReleased: 'true' })).body.data.songs).toEqual([]);

    await ctx.services.db.update(releases).set({ status: ReleaseStatus.Delivered }).where(eq(releases.id, approved.albumId));
    try {
      const released = (await artist.client.get('/api/song/isrc/detail', { isrc: OWN_ISRC, onlyReleased: '1' })).body.data;
      expect(released.songs.map((song: { songId: number }) => song.songId)).toEqual([approved.songId]);
    } finally {
      await ctx.services.db.update(releases).set({ status: ReleaseStatus.Approved }).where(eq(releases.id, approved.albumId));
    }
  });

  it('tells another account nothing about the recording', async () => {
    expect((await stranger.client.get('/api/song/isrc/detail', { isrc: OWN_ISRC })).body.data).toEqual({ isrc: OWN_ISRC, songs: [] });
  });

  it('refuses a malformed ISRC and flag', async () => {
    const bad = await artist.client.get('/api/song/isrc/detail', { isrc: 'USRC1760783', onlyReleased: 'maybe' });
    expect(bad.status).toBe(400);
    expect(details(bad)).toEqual({ 'query.onlyReleased': 'validation_invalid_value' });
    expect(details(await artist.client.get('/api/song/isrc/detail', { isrc: 'USRC1760783' }))).toEqual({ 'query.isrc': 'rule_invalid_format' });
    expect(details(await artist.client.get('/api/song/isrc/detail', { isrc: 'U'.repeat(41) }))).toEqual({ 'query.isrc': 'validation_too_long' });
    expect(details(await artist.client.get('/api/song/isrc/detail'))).toEqual({ 'query.isrc': 'validation_required' });
  });
});

describe('GET /song/search', () => {
  it('matches title, ISRC and artist, and gives at most 20', async () => {
    expect(titles((await artist.client.get('/api/song/search', { value: 'red' })).body.data.songs)).toEqual(['Red Sky']);
    expect(titles((await artist.client.get('/api/song/search', { value: 'KAI' })).body.data.songs)).toEqual(['Midnight Drive']);
    expect(titles((await artist.client.get('/api/song/search', { value: OWN_ISRC.toLowerCase() })).body.data.songs)).toEqual(['Red Sky']);

    const label = await signedArtist(ctx);
    const release = await submitted(label.client, await validSingle(ctx, label.userId, { title: 'Many' }, { title: 'Echo' }));
    const [first] = await ctx.services.db.select().from(tracks).where(eq(tracks.releaseId, release.albumId));
    await ctx.services.db
      .insert(tracks)
      .values(Array.from({ length: 24 }, (_, index) => ({ ...first!, id: undefined, sequenceNumber: index + 2, title: `Echo ${index + 2}`, isrc: `QZAAA24${String(index).padStart(5, '0')}` })));
    expect((await label.client.get('/api/song/search', { value: 'echo' })).body.data.songs).toHaveLength(20);
    expect((await label.client.post('/api/song/list', { search: 'echo', count: 100 })).body.data.total).toBe(25);
  });

  it('refuses an empty or overlong value', async () => {
    expect(details(await artist.client.get('/api/song/search', { value: '  ' }))).toEqual({ 'query.value': 'validation_too_short' });
    expect(details(await artist.client.get('/api/song/search', { value: 'x'.repeat(201) }))).toEqual({ 'query.value': 'validation_too_long' });
    expect(details(await artist.client.get('/api/song/search'))).toEqual({ 'query.value': 'validation_required' });
  });
});

describe('GET /song/update/editable', () => {
  const editable = (client: TestClient, songId: number) => client.get('/api/song/update/editable', { songId: String(songId) });

  it('follows the release: nothing under review, the limited fields once approved, everything after rejection, nothing after takedown', async () => {
    const { client, userId } = await signedArtist(ctx);
    const release = await submitted(client, await validSingle(ctx, userId, { title: 'Moving' }));
    const songId = release.tracks[0].songId;
    expect((await editable(client, songId)).body.data).toEqual({
      songId,
      albumId: release.albumId,
      status: ReleaseStatus.UnderReview,
      mode: 'none',
      trackFields: [],
      albumFields: [],
      addOnlyFields: [],
    });

    await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'reject', reasons: ['Blurry cover'] });
    const full = (await editable(client, songId)).body.data;
    expect(full).toMatchObject({ status: ReleaseStatus.NotApproved, mode: 'full', addOnlyFields: [] });
    expect(full.trackFields).toEqual(expect.arrayContaining(['title', 'isrc', 'fullAudio', 'lyrics', 'uniMainArtistObjects']));
    expect(full.albumFields).toEqual(expect.arrayContaining(['title', 'upc', 'releaseTime', 'stores']));

    const current = (await client.get('/api/release', { albumID: String(release.albumId) })).body.data;
    const form = await validSingle(ctx, userId, { title: 'Moving' });
    expect((await client.put('/api/release', { ...form, albumId: release.albumId, revision: current.revision })).status).toBe(200);
    await approve(operator, release.albumId);
    const resubmittedSong = (await client.post('/api/song/list', { search: 'Midnight' })).body.data.songs[0].songId;
    const limited = (await editable(client, resubmittedSong)).body.data;
    expect(limited).toMatchObject({ status: ReleaseStatus.Approved, mode: 'limited', addOnlyFields: ['stores', 'territories'] });
    expect(limited.trackFields).toEqual([...limitedUpdateTrackFields]);
    expect(limited.trackFields).not.toContain('title');
    expect(limited.albumFields).toContain('stores');

    await client.call('DELETE', '/api/release', { query: { albumID: String(release.albumId) } });
    expect((await editable(client, resubmittedSong)).body.data).toMatchObject({ status: ReleaseStatus.Takedown, mode: 'none', trackFields: [] });
  });

  it('answers 404 for another account’s song and 400 for a malformed id', async () => {
    expect((await editable(stranger.client, review.songId)).status).toBe(404);
    expect(details(await artist.client.get('/api/song/update/editable', { songId: '-3' }))).toEqual({ 'query.songId': 'validation_too_short' });
  });
});

describe('GET /song/dirty/list', () => {
  it('lists songs whose lyrics hold explicit terms while not marked Explicit', async () => {
    const { client, userId } = await signedArtist(ctx);
    const release = await submitted(client, await validSingle(ctx, userId, { title: 'Loud' }, { title: 'Loud Song' }));
    await submitted(client, await validSingle(ctx, userId, { title: 'Quiet' }, { title: 'Quiet Song' }));
    expect((await client.get('/api/song/dirty/list')).body.data).toEqual({ total: 0, songs: [] });

    // As after the list of explicit terms grew: the song passed the rules when it was submitted.
    const setTrack = (values: object) =>
      ctx.services.db
        .update(tracks)
        .set({ data: sql`${tracks.data} || ${JSON.stringify(values)}::jsonb` })
        .where(eq(tracks.releaseId, release.albumId));
    await setTrack({ lyrics: 'Driving through the fucking city lights' });
    const dirty = (await client.get('/api/song/dirty/list')).body.data;
    expect(dirty).toMatchObject({ total: 1, songs: [{ title: 'Loud Song', albumId: release.albumId }] });
    await setTrack({ explicitness: Explicitness.CLEAN });
    expect((await client.get('/api/song/dirty/list')).body.data.total).toBe(1);
    await setTrack({ explicitness: Explicitness.YES });
    expect((await client.get('/api/song/dirty/list')).body.data.total).toBe(0);
    await setTrack({ explicitness: Explicitness.NO });

    expect((await stranger.client.get('/api/song/dirty/list')).body.data.total).toBe(0);
  });
});

describe('GET /user/album_song_count', () => {
  it('counts the account’s submitted releases and its songs per release status', async () => {
    const counts = (await artist.client.get('/api/user/album_song_count')).body.data;
    expect(counts.albumCount).toBe(2);
    expect(counts.songStatusCount).toEqual({ Init: 0, UnderReview: 1, NotApproved: 0, Approved: 1, Delivered: 0, Live: 0, Takedown: 0 });
    // The overview reads the same counts from /user.
    expect((await artist.client.get('/api/user')).body.data.user.albumSongCounts).toEqual(counts);
    const newcomer = await signUpArtist(ctx);
    expect((await newcomer.client.get('/api/user/album_song_count')).body.data).toMatchObject({ albumCount: 0, songStatusCount: { UnderReview: 0 } });
    expect((await newcomer.client.get('/api/user')).body.data.user.albumSongCounts).toMatchObject({ albumCount: 0, songStatusCount: { UnderReview: 0 } });
  });
});

describe('team members', () => {
  it('read the owner’s songs with Release view; without the Release permission every song call is refused', async () => {
    const { owner, member } = await ownerWithMember(ctx, { 1: [1] });
    await ctx.services.db.update(users).set({ signStatus: SignStatus.ALL_SIGNED }).where(eq(users.id, owner.userId));
    await ctx.services.sessions.invalidateUser(owner.userId);
    const release = await submitted(owner.client, await validSingle(ctx, owner.userId, { title: 'Team Single' }, { title: 'Team Song' }));
    const songId = String(release.tracks[0].songId);
    expect(titles((await member.client.post('/api/song/list', {})).body.data.songs)).toEqual(['Team Song']);
    expect((await member.client.get('/api/song/detail', { songId })).body.data.title).toBe('Team Song');
    expect((await member.client.get('/api/user/album_song_count')).body.data.albumCount).toBe(1);
    expect((await member.client.get('/api/user')).body.data.user.albumSongCounts.albumCount).toBe(1);

    const outsider = await ownerWithMember(ctx, { 2: [1] });
    const calls = [
      outsider.member.client.post('/api/song/list', {}),
      outsider.member.client.get('/api/song/detail', { songId }),
      outsider.member.client.get('/api/song/isrc/detail', { isrc: OWN_ISRC }),
      outsider.member.client.get('/api/song/search', { value: 'team' }),
      outsider.member.client.get('/api/song/update/editable', { songId }),
      outsider.member.client.get('/api/song/dirty/list'),
      outsider.member.client.get('/api/user/album_song_count'),
    ];
    for (const refused of await Promise.all(calls)) {
      expect(refused.status).toBe(403);
      expect(refused.body.baseResponse.messageKey).toBe('error_no_permission');
    }
    // Without the Release permission /user tells nothing of the account's releases either.
    expect((await outsider.member.client.get('/api/user')).body.data.user.albumSongCounts).toEqual({ albumCount: 0, songStatusCount: {} });
  });
});
