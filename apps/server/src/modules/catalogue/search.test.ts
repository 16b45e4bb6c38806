import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists } from '@portal/db/schema';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';
import { details, submitted } from './test-support.ts';

let ctx: TestContext;
let artist: Awaited<ReturnType<typeof signedArtist>>;
let stranger: Awaited<ReturnType<typeof signedArtist>>;
let nightLights: number;
let sunrise: number;
let zedId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  artist = await signedArtist(ctx);
  nightLights = (
    await submitted(
      artist.client,
      await validSingle(
        ctx,
        artist.userId,
        { title: 'Night Lights', recordLabel: 'Moonlit Records' },
        {
          title: 'Midnight Drive',
          lyricistsName: ['Ada Lyric'],
          songwritersName: ['Cole Composer'],
          uniFeaturedArtistObjects: [{ name: 'Kai Moreno' }],
          uniContributorObjects: [
            { name: 'Sam Reed', role: 2 },
            { name: 'Remy Writer', role: 6 },
          ],
        },
      ),
    )
  ).albumId;
  sunrise = (await submitted(artist.client, await validSingle(ctx, artist.userId, { title: 'Sunrise' }, { title: 'Morning Run' }))).albumId;
  await artist.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Moonlit Draft', recordLabel: 'Moonlit Records' }, tracks: [{ title: 'Moonlit Sketch' }] });
  [{ id: zedId }] = (await ctx.services.db.insert(artists).values({ ownerUserId: artist.userId, name: 'Zed Quiet' }).returning({ id: artists.id })) as [{ id: number }];

  stranger = await signedArtist(ctx);
  await submitted(stranger.client, await validSingle(ctx, stranger.userId, { title: 'Moonlit Elsewhere', recordLabel: 'Moonlit Records' }, { title: 'Kai Elsewhere', lyricistsName: ['Ada Lyric'] }));
  await ctx.services.db.insert(artists).values({ ownerUserId: stranger.userId, name: 'Zed Loud' });
});
afterAll(() => ctx.close());

const search = (client = artist.client, body: object) => client.post('/api/search/entity', body);
const found = async (type: string, value: string, extra: object = {}) => (await search(artist.client, { type, value, ...extra })).body.data;
const songTitles = (data: { songs: { title: string }[] }) => data.songs.map((song) => song.title);
const albumTitles = (data: { albums: { title: string }[] }) => data.albums.map((album) => album.title);

describe('POST /search/entity', () => {
  it('finds songs by title, artist, label, lyricist and composer', async () => {
    for (const value of ['midnight', 'KAI', 'moonlit', 'ada lyric', 'cole', 'remy']) {
      const data = await found('song', value);
      expect({ value, type: data.type, total: data.total, titles: songTitles(data) }).toEqual({ value, type: 'song', total: 1, titles: ['Midnight Drive'] });
    }
    expect(songTitles(await found('song', 'morning'))).toEqual(['Morning Run']);
    expect((await found('song', 'sam reed')).total).toBe(0); // a producer is neither artist nor writer
    expect(await found('song', 'luna', { count: 1, offset: 1 })).toMatchObject({ total: 2, songs: [{ title: 'Midnight Drive', artists: 'Luna Vega (feat. Kai Moreno)' }] });
  });

  it('finds submitted albums by their title, artists and label or by one of their tracks', async () => {
    expect(albumTitles(await found('album', 'moonlit'))).toEqual(['Night Lights']);
    expect(albumTitles(await found('album', 'sunrise'))).toEqual(['Sunrise']);
    expect(albumTitles(await found('album', 'ada'))).toEqual(['Night Lights']);
    expect(albumTitles(await found('album', 'morning run'))).toEqual(['Sunrise']);
    const both = await found('album', 'luna vega');
    expect(both).toMatchObject({ type: 'album', total: 2 });
    expect(both.albums.map((album: { albumId: number }) => album.albumId)).toEqual([sunrise, nightLights]);
    expect(both.albums[1]).toMatchObject({ isDraft: false, songCount: 1, artists: ['Luna Vega'], coverUrl: expect.stringMatching(/^\/api\/files\//) });
    expect((await found('album', 'sketch')).total).toBe(0);
  });

  it('finds artists by name once each, with their songs, from credits and the artist list', async () => {
    expect(await found('artist', 'luna')).toEqual({ type: 'artist', total: 1, artists: [{ artistId: null, name: 'Luna Vega', songCount: 2 }] });
    expect((await found('artist', 'kai')).artists).toEqual([{ artistId: null, name: 'Kai Moreno', songCount: 1 }]);
    expect((await found('artist', 'zed')).artists).toEqual([{ artistId: zedId, name: 'Zed Quiet', songCount: 0 }]);
    const page = await found('artist', 'e', { count: 2, offset: 1 });
    expect(page.total).toBe(3);
    expect(page.artists.map((hit: { name: string }) => hit.name)).toEqual(['Luna Vega', 'Zed Quiet']);
  });

  it('never reaches another account’s catalogue', async () => {
    expect((await found('song', 'elsewhere')).total).toBe(0);
    expect((await found('album', 'elsewhere')).total).toBe(0);
    expect((await found('artist', 'zed loud')).total).toBe(0);
    expect(songTitles((await search(stranger.client, { type: 'song', value: 'ada' })).body.data)).toEqual(['Kai Elsewhere']);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect((await found('song', '%')).total).toBe(0);
    expect((await found('album', '_')).total).toBe(0);
  });

  it('refuses bad input field by field', async () => {
    const bad = await search(artist.client, { type: 'person', value: ' ', offset: -1, count: 101 });
    expect(bad.status).toBe(400);
    expect(details(bad)).toEqual({ 'body.type': 'validation_invalid_value', 'body.value': 'validation_too_short', 'body.offset': 'validation_too_short', 'body.count': 'validation_too_long' });
    expect(Object.keys(details(await search(artist.client, {})))).toEqual(['body.type', 'body.value']);
    expect(details(await search(artist.client, { type: 'song', value: 'x'.repeat(201) }))).toEqual({ 'body.value': 'validation_too_long' });
  });

  it('is refused to a member without the Release permission and open to one who may view', async () => {
    const viewer = await ownerWithMember(ctx, { 1: [1] });
    expect((await search(viewer.member.client, { type: 'song', value: 'x' })).body.data).toEqual({ type: 'song', total: 0, songs: [] });
    const outsider = await ownerWithMember(ctx, { 2: [1] });
    expect((await search(outsider.member.client, { type: 'song', value: 'x' })).status).toBe(403);
  });
});
