import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpArtist, signUpOperator, type TestContext } from '../../test/harness.ts';
import { settledArtistWithSingle } from '../../test/money.ts';
import { validSingle } from '../../test/releases.ts';
import { submitted } from './test-support.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof settledArtistWithSingle>>;
let compilationSongId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const operator = await signUpOperator(ctx);
  owner = await settledArtistWithSingle(ctx, operator, 'QZLIB2600001', { nickname: 'Library Owner', title: 'Tide Song' });
  const compilation = await submitted(
    owner.client,
    await validSingle(ctx, owner.userId, { title: 'Best of the Tides' }, { isrc: 'QZLIB2600001', title: 'Tide Song', uniFeaturedArtistObjects: [{ name: 'Nora Wave' }] }),
  );
  compilationSongId = (await owner.client.get('/api/song/search', { value: 'Tide Song' })).body.data.songs.find((song: { albumId: number }) => song.albumId === compilation.albumId).songId;
  const rio = await signUpArtist(ctx, { nickname: 'Rio' });
  const split = await owner.client.post('/api/split/album/create', {
    albumId: owner.albumId,
    effectiveFrom: '2026-10',
    songs: [{ songId: owner.songId, collaborators: [{ email: rio.email, share: '25' }] }],
  });
  if (split.status !== 200) throw new Error(JSON.stringify(split.body));
});
afterAll(() => ctx.close());

const usage = (songId: number, client = owner.client) => client.get('/api/song/usage', { songId: String(songId) });

describe('GET /song/usage', () => {
  it('lists the releases carrying the recording, the split, publishing, promotion and Discovery Mode', async () => {
    const { body, status } = await usage(owner.songId);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ songId: owner.songId, split: { status: 'CREATED', collaborators: 1, effectiveFrom: '2026-10' }, publishing: null, promotions: [], discoveryMode: false });
    expect(body.data.releases.map((release: { title: string; songId: number }) => [release.title, release.songId])).toEqual([
      ['Best of the Tides', compilationSongId],
      [expect.any(String), owner.songId],
    ]);
    expect((await usage(compilationSongId)).body.data.split).toBeNull();
  });

  it('says where a song’s recording came from: an upload from the device here', async () => {
    expect((await owner.client.get('/api/song/detail', { songId: String(owner.songId) })).body.data.source).toBe('LocalUpload');
  });

  it('answers 404 for another account’s song and 400 for a bad id', async () => {
    const stranger = await signUpArtist(ctx);
    expect((await usage(owner.songId, stranger.client)).status).toBe(404);
    expect((await owner.client.get('/api/song/usage', { songId: 'x' })).status).toBe(400);
  });
});

describe('POST /song/list by artist', () => {
  it('keeps the songs crediting the artist, whatever the case, and no partial names', async () => {
    const list = (artist: string) => owner.client.post('/api/song/list', { artist });
    expect((await list('nora wave')).body.data.songs.map((song: { songId: number }) => song.songId)).toEqual([compilationSongId]);
    expect((await list('Nora')).body.data.total).toBe(0);
    expect((await list('LUNA VEGA')).body.data.total).toBe(2);
  });
});
