import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, releaseDeliveries, releases, tracks } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { makeIsrc, makeUpc } from '@portal/domain/release/identifiers';
import type { ArtistRef } from '@portal/domain/release/model';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seed-demo.ts';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { storedFile } from '../../test/releases.ts';
import { ownerWithMember, setMemberPermissions } from '../../test/teams.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SPOTIFY_ID = '1vCWHaC5f2uS3yhpwWbIA6';
let serial = 1;

const del = (client: TestClient, path: string, query: Record<string, string>) => client.call('DELETE', path, { query });
const fields = (result: { body: { baseResponse: { details?: { field: string; messageKey: string }[] } } }) => result.body.baseResponse.details?.map((detail) => [detail.field, detail.messageKey]);

async function create(client: TestClient, body: Record<string, unknown>) {
  const created = await client.post('/api/artists', body);
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body.data as { artistId: number; artistName: string };
}

interface TrackSpec {
  title: string;
  main?: ArtistRef[];
  featured?: ArtistRef[];
}

/** A release as the releases module stores one: submitted (album + tracks rows) or a draft (the form as jsonb). */
async function storeRelease(
  accountId: number,
  spec: { title: string; status?: number; draft?: boolean; deleted?: boolean; main?: ArtistRef[]; tracks: TrackSpec[]; stores?: { platformId: number; state: string }[] },
) {
  const main = spec.main ?? [];
  const trackInputs = spec.tracks.map((track, index) => ({ sequenceNumber: index + 1, title: track.title, uniMainArtistObjects: track.main ?? main, uniFeaturedArtistObjects: track.featured ?? [] }));
  const album = { title: spec.title, cover: 'cover-file', uniMainArtistObjects: main, releaseTime: Date.UTC(2026, 5, 1) };
  const [release] = await ctx.services.db
    .insert(releases)
    .values({
      ownerUserId: accountId,
      createdByUserId: accountId,
      kind: spec.tracks.length > 1 ? 'ALBUM' : 'SINGLE',
      status: spec.status ?? ReleaseStatus.Init,
      isDraft: spec.draft ?? false,
      title: spec.title,
      upc: spec.draft ? null : makeUpc('0860000', serial++),
      album: spec.draft ? {} : album,
      draft: spec.draft ? { album, tracks: trackInputs } : null,
      releaseTime: new Date(album.releaseTime),
      deletedAt: spec.deleted ? new Date() : null,
    })
    .returning();
  const songs = spec.draft
    ? []
    : await ctx.services.db
        .insert(tracks)
        .values(
          trackInputs.map((input) => ({
            releaseId: release!.id,
            ownerUserId: accountId,
            sequenceNumber: input.sequenceNumber,
            title: input.title,
            isrc: makeIsrc('BR', 'SPT', 26, serial++),
            durationMs: 187_000,
            data: { ...input, lyrics: 'la la la' },
          })),
        )
        .returning();
  for (const store of spec.stores ?? []) {
    await ctx.services.db.insert(releaseDeliveries).values({ releaseId: release!.id, ...store, deliveredAt: new Date(), liveAt: store.state === 'live' ? new Date() : null });
  }
  return { albumId: release!.id, upc: release!.upc, songs: songs.map((song) => ({ songId: song.id, isrc: song.isrc })) };
}

describe('creating and reading artists', () => {
  it('creates an artist with its store ids from addresses or bare ids, and reads it back', async () => {
    const { client } = await signUpArtist(ctx);
    const created = await client.post('/api/artists', {
      artistName: '  Luna   Vega ',
      spotify: `https://open.spotify.com/artist/${SPOTIFY_ID}?si=abc`,
      apple: 'music.apple.com/br/artist/luna-vega/1445830123',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      artistName: 'Luna Vega',
      spotifyId: SPOTIFY_ID,
      spotifyUrl: `https://open.spotify.com/artist/${SPOTIFY_ID}`,
      appleId: '1445830123',
      appleUrl: 'https://music.apple.com/us/artist/1445830123',
      avatarUrl: null,
    });
    const read = await client.get('/api/artists', { artistId: String(created.body.data.artistId) });
    expect(read.body.data).toEqual(created.body.data);

    const bare = await client.post('/api/artists', { artistName: 'Kai Moreno', spotify: `spotify:artist:${'A'.repeat(22)}`, apple: '987654321' });
    expect(bare.body.data).toMatchObject({ spotifyId: 'A'.repeat(22), appleId: '987654321' });
  });

  it('reports every bad field at once and stores nothing', async () => {
    const { client } = await signUpArtist(ctx);
    const bad = await client.post('/api/artists', { artistName: 'Luna 🌙', spotify: 'https://open.spotify.com/album/1vCWHaC5f2uS3yhpwWbIA6', apple: 'luna', avatarUri: 'uf_nothing_here_at_all' });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual([
      ['body.artistName', 'rule_emoji'],
      ['body.spotify', 'artist_spotify_id_invalid'],
      ['body.apple', 'artist_apple_id_invalid'],
      ['body.avatarUri', 'artist_avatar_not_found'],
    ]);
    expect((await client.get('/api/artist/list')).body.data.total).toBe(0);
  });

  it.each([
    [{ artistName: '' }, 'body.artistName', 'rule_required'],
    [{ artistName: '   ' }, 'body.artistName', 'rule_required'],
    [{}, 'body.artistName', 'validation_required'],
    [{ artistName: 'x'.repeat(101) }, 'body.artistName', 'artist_name_too_long'],
    [{ artistName: 'x'.repeat(301) }, 'body.artistName', 'validation_too_long'],
    [{ artistName: 'Luna <b>' }, 'body.artistName', 'rule_special_characters'],
    [{ artistName: 'Various Artists' }, 'body.artistName', 'rule_artist_name_blocked'],
    [{ artistName: 42 }, 'body.artistName', null],
    [{ artistName: 'Luna', spotify: SPOTIFY_ID.slice(1) }, 'body.spotify', 'artist_spotify_id_invalid'],
    [{ artistName: 'Luna', spotify: 7 }, 'body.spotify', null],
    [{ artistName: 'Luna', apple: 'https://music.apple.com/us/album/night/1445830123' }, 'body.apple', 'artist_apple_id_invalid'],
    [{ artistName: 'Luna', apple: 'x'.repeat(401) }, 'body.apple', 'validation_too_long'],
    [{ artistName: 'Luna', avatarUri: 'x'.repeat(101) }, 'body.avatarUri', 'validation_too_long'],
    [{ artistName: 'Luna', bio: 'hello' }, 'body', 'validation_unknown_field'],
  ])('refuses %j', async (body, field, messageKey) => {
    const { client } = await signUpArtist(ctx);
    const bad = await client.post('/api/artists', body);
    expect(bad.status).toBe(400);
    if (messageKey) expect(fields(bad)).toContainEqual([field, messageKey]);
    else expect(fields(bad)!.map(([name]) => name)).toContain(field);
    expect((await client.get('/api/artist/list')).body.data.total).toBe(0);
  });

  it('translates the name problem with its placeholders', async () => {
    const { client } = await signUpArtist(ctx);
    const bad = await client.post('/api/artists', { artistName: 'Various Artists' });
    expect(bad.body.baseResponse.details![0]!.message).toBe("'Various Artists' cannot be used as an artist name");
  });

  it('keeps one artist per name, case ignored, until it is deleted', async () => {
    const { client } = await signUpArtist(ctx);
    const first = await create(client, { artistName: 'Luna Vega' });
    const again = await client.post('/api/artists', { artistName: 'luna vega' });
    expect(again.status).toBe(409);
    expect(again.body.baseResponse.messageKey).toBe('artist_name_taken');
    expect(fields(again)).toEqual([['body.artistName', 'artist_name_taken']]);
    expect((await del(client, '/api/artists', { artistId: String(first.artistId) })).status).toBe(200);
    expect((await client.post('/api/artists', { artistName: 'luna vega' })).status).toBe(200);
  });

  it('links one store artist to one artist of the account', async () => {
    const { client } = await signUpArtist(ctx);
    await create(client, { artistName: 'Luna Vega', spotify: SPOTIFY_ID });
    const second = await client.post('/api/artists', { artistName: 'Kai Moreno', spotify: `https://open.spotify.com/artist/${SPOTIFY_ID}` });
    expect(second.status).toBe(409);
    expect(second.body.baseResponse.messageKey).toBe('artist_store_id_taken');
    expect(second.body.baseResponse.message).toBe('This store artist is already linked to Luna Vega.');
    // Another account may link the same store artist (a label and the artist it manages).
    const other = await signUpArtist(ctx);
    expect((await other.client.post('/api/artists', { artistName: 'Luna Vega', spotify: SPOTIFY_ID })).status).toBe(200);
  });

  it('takes an image the account uploaded as artwork as avatar, not another account’s', async () => {
    const owner = await signUpArtist(ctx);
    const stranger = await signUpArtist(ctx);
    const mine = await storedFile(ctx, owner.userId, 'cover');
    const theirs = await storedFile(ctx, stranger.userId, 'cover');
    const audio = await storedFile(ctx, owner.userId, 'audio');
    const created = await owner.client.post('/api/artists', { artistName: 'Luna Vega', avatarUri: mine });
    expect(created.body.data.avatarUrl).toBe(`/api/files/${mine}`);
    for (const avatarUri of [theirs, audio]) {
      const refused = await owner.client.post('/api/artists', { artistName: 'Kai Moreno', avatarUri });
      expect(fields(refused)).toEqual([['body.avatarUri', 'artist_avatar_not_found']]);
    }
    const cleared = await owner.client.put('/api/artists', { artistId: created.body.data.artistId, avatarUri: '' });
    expect(cleared.body.data.avatarUrl).toBeNull();
  });

  it('answers another account’s artist and bad ids as not found or bad input', async () => {
    const owner = await signUpArtist(ctx);
    const stranger = await signUpArtist(ctx);
    const { artistId } = await create(owner.client, { artistName: 'Secret Name', spotify: SPOTIFY_ID });
    const peek = await stranger.client.get('/api/artists', { artistId: String(artistId) });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain('Secret');
    expect((await owner.client.get('/api/artists', { artistId: '0' })).status).toBe(400);
    expect((await owner.client.get('/api/artists', { artistId: 'abc' })).status).toBe(400);
    expect((await owner.client.get('/api/artists')).status).toBe(400);
    expect((await ctx.client().get('/api/artists', { artistId: String(artistId) })).status).toBe(401);
  });
});

describe('changing and deleting artists', () => {
  it('changes the fields given and removes store ids with an empty value or null', async () => {
    const { client } = await signUpArtist(ctx);
    const { artistId } = await create(client, { artistName: 'Luna Vega', spotify: SPOTIFY_ID, apple: '1445830123' });
    const changed = await client.put('/api/artists', { artistId, artistName: 'Luna  Vega Trio', spotify: '', apple: null });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ artistName: 'Luna Vega Trio', spotifyId: null, spotifyUrl: null, appleId: null });
    const kept = await client.put('/api/artists', { artistId, apple: '1445830123' });
    expect(kept.body.data).toMatchObject({ artistName: 'Luna Vega Trio', appleId: '1445830123' });
  });

  it('refuses bad fields, a taken name and another account’s artist without changing anything', async () => {
    const owner = await signUpArtist(ctx);
    const stranger = await signUpArtist(ctx);
    const { artistId } = await create(owner.client, { artistName: 'Luna Vega' });
    await create(owner.client, { artistName: 'Kai Moreno' });
    const bad = await owner.client.put('/api/artists', { artistId, artistName: 'Luna', spotify: 'nope' });
    expect(fields(bad)).toEqual([['body.spotify', 'artist_spotify_id_invalid']]);
    expect((await owner.client.put('/api/artists', { artistId, artistName: '' })).status).toBe(400);
    expect((await owner.client.put('/api/artists', { artistName: 'No Id' })).status).toBe(400);
    expect((await owner.client.put('/api/artists', { artistId, artistName: 'KAI MORENO' })).status).toBe(409);
    expect((await stranger.client.put('/api/artists', { artistId, artistName: 'Stolen' })).status).toBe(404);
    const [row] = await ctx.services.db.select().from(artists).where(eq(artists.id, artistId));
    expect(row!.name).toBe('Luna Vega');
  });

  it('deletes an artist that no submitted release credits; drafts and deleted releases do not hold it', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const onDraft = await create(client, { artistName: 'Luna Vega' });
    const onDeleted = await create(client, { artistName: 'Kai Moreno' });
    await storeRelease(userId, { title: 'Sketches', draft: true, main: [{ id: onDraft.artistId, name: 'Luna Vega' }], tracks: [{ title: 'Idea' }] });
    await storeRelease(userId, { title: 'Gone', deleted: true, main: [{ name: 'Kai Moreno' }], tracks: [{ title: 'Old' }] });
    expect((await del(client, '/api/artists', { artistId: String(onDraft.artistId) })).body.data).toEqual({ artistIds: [onDraft.artistId] });
    expect((await client.post('/api/artist/delete', { artistIds: [onDeleted.artistId] })).status).toBe(200);
    expect((await client.get('/api/artists', { artistId: String(onDraft.artistId) })).status).toBe(404);
    expect((await client.get('/api/artist/list')).body.data.total).toBe(0);
  });

  it('refuses to delete an artist on a submitted release, by id or by name, and says which release', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const byId = await create(client, { artistName: 'Luna Vega' });
    const byName = await create(client, { artistName: 'Kai Moreno' });
    const free = await create(client, { artistName: 'Ada Lin' });
    await storeRelease(userId, { title: 'Night Lights', status: ReleaseStatus.UnderReview, main: [{ id: byId.artistId, name: 'Luna Vega' }], tracks: [{ title: 'Drive' }] });
    await storeRelease(userId, { title: 'Daybreak', status: ReleaseStatus.Takedown, main: [{ name: 'Ada Lin Band' }], tracks: [{ title: 'Sun', featured: [{ name: 'kai moreno' }] }] });

    const single = await del(client, '/api/artists', { artistId: String(byId.artistId) });
    expect(single.status).toBe(409);
    expect(single.body.baseResponse.message).toBe("Luna Vega is on the submitted release 'Night Lights' and cannot be deleted.");
    expect(fields(single)).toEqual([['query.artistId', 'artist_on_release']]);

    const bulk = await client.post('/api/artist/delete', { artistIds: [free.artistId, byName.artistId] });
    expect(bulk.status).toBe(409);
    expect(fields(bulk)).toEqual([['body.artistIds.1', 'artist_on_release']]);
    expect(bulk.body.baseResponse.details![0]!.message).toContain("'Daybreak'");
    // All or none: the free artist is still there.
    expect((await client.get('/api/artist/list')).body.data.total).toBe(3);
  });

  it('deletes several at once, refusing unknown and other accounts’ ids and bad lists', async () => {
    const owner = await signUpArtist(ctx);
    const stranger = await signUpArtist(ctx);
    const a = await create(owner.client, { artistName: 'Luna Vega' });
    const b = await create(owner.client, { artistName: 'Kai Moreno' });
    const theirs = await create(stranger.client, { artistName: 'Ada Lin' });
    expect((await owner.client.post('/api/artist/delete', { artistIds: [a.artistId, theirs.artistId] })).status).toBe(404);
    expect((await del(owner.client, '/api/artists', { artistId: String(theirs.artistId) })).status).toBe(404);
    expect((await stranger.client.get('/api/artists', { artistId: String(theirs.artistId) })).status).toBe(200);
    expect((await owner.client.get('/api/artist/list')).body.data.total).toBe(2);
    for (const body of [{ artistIds: [] }, { artistIds: ['x'] }, { artistIds: [-1] }, { artistIds: Array.from({ length: 101 }, (_, i) => i + 1) }, {}]) {
      expect((await owner.client.post('/api/artist/delete', body)).status).toBe(400);
    }
    expect((await del(owner.client, '/api/artists', {})).status).toBe(400);
    const done = await owner.client.post('/api/artist/delete', { artistIds: [a.artistId, b.artistId, a.artistId] });
    expect(done.body.data.artistIds).toEqual([a.artistId, b.artistId]);
    expect((await owner.client.get('/api/artist/list')).body.data.total).toBe(0);
  });
});

describe('lists and searches', () => {
  let client: TestClient;
  let userId: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ client, userId } = await signUpArtist(ctx));
    for (const name of ['Lunabee', 'Ada Lin', 'Lunatic', 'Blue Luna', 'Kai Moreno', 'Luna', 'Sol Luna', 'Zed']) ids[name] = (await create(client, { artistName: name })).artistId;
    await storeRelease(userId, {
      title: 'Night Lights',
      status: ReleaseStatus.Live,
      main: [{ id: ids.Lunabee!, name: 'Lunabee' }],
      tracks: [{ title: 'Drive', featured: [{ name: 'Ada Lin' }, { name: 'Sam Reed' }] }, { title: 'Glow' }],
    });
    await storeRelease(userId, {
      title: 'Sketches',
      draft: true,
      main: [{ id: ids.Lunabee!, name: 'Lunabee' }],
      tracks: [{ title: 'Idea', featured: [{ name: 'Mo Daniels' }, { name: 'sam reed' }] }],
    });
  });

  it('lists by name with paging, a total and how many releases and tracks credit each', async () => {
    const first = await client.get('/api/artist/list', { count: '3' });
    expect(first.body.data.total).toBe(8);
    expect(first.body.data.artists.map((a: { artistName: string }) => a.artistName)).toEqual(['Ada Lin', 'Blue Luna', 'Kai Moreno']);
    expect(first.body.data.artists[0]).toMatchObject({ releaseCount: 1, trackCount: 1 });
    const rest = await client.get('/api/artist/list', { offset: '3', count: '10' });
    expect(rest.body.data.artists.map((a: { artistName: string }) => a.artistName)).toEqual(['Luna', 'Lunabee', 'Lunatic', 'Sol Luna', 'Zed']);
    expect(rest.body.data.artists[1]).toMatchObject({ releaseCount: 1, trackCount: 2 });
    expect(rest.body.data.artists[0]).toMatchObject({ releaseCount: 0, trackCount: 0 });
    expect((await client.get('/api/artist/list')).body.data.artists).toHaveLength(8);
    expect((await client.get('/api/artist/list', { value: 'lun' })).body.data.total).toBe(5);
  });

  it('refuses bad paging', async () => {
    for (const query of [{ count: '101' }, { count: '0' }, { offset: '-1' }, { count: 'ten' }, { value: 'x'.repeat(201) }] as Record<string, string>[]) {
      const bad = await client.get('/api/artist/list', query);
      expect(bad.status, JSON.stringify(query)).toBe(400);
    }
  });

  it('searches exact name first, then prefixes, then the rest, taking wildcards literally', async () => {
    const found = await client.get('/api/artist/search', { value: 'LUNA', count: '10' });
    expect(found.body.data.total).toBe(5);
    expect(found.body.data.artists.map((a: { artistName: string }) => a.artistName)).toEqual(['Luna', 'Lunabee', 'Lunatic', 'Blue Luna', 'Sol Luna']);
    const paged = await client.get('/api/artist/search', { value: 'luna', offset: '3', count: '1' });
    expect(paged.body.data).toMatchObject({ total: 5, artists: [{ artistName: 'Blue Luna' }] });
    expect((await client.get('/api/artist/search', { value: '' })).body.data.total).toBe(8);
    expect((await client.get('/api/artist/search', { value: '%' })).body.data.total).toBe(0);
    expect((await client.get('/api/artist/search', { value: 'l_na' })).body.data.total).toBe(0);
    expect((await client.get('/api/artist/search', {})).status).toBe(400);
    expect((await client.get('/api/artist/search', { value: 'a', count: '500' })).status).toBe(400);
  });

  it('gives several artists by id in the order asked, leaving out what the account does not have', async () => {
    const stranger = await signUpArtist(ctx);
    const theirs = await create(stranger.client, { artistName: 'Their Artist' });
    const many = await client.get('/api/multi-artists', { artistIds: `${ids.Zed},${theirs.artistId},${ids['Ada Lin']},999999999` });
    expect(many.status).toBe(200);
    expect(many.body.data.artists.map((a: { artistName: string }) => a.artistName)).toEqual(['Zed', 'Ada Lin']);
    const repeated = await client.call('GET', `/api/multi-artists?artistIds=${ids['Kai Moreno']}&artistIds=${ids.Zed}`);
    expect(repeated.body.data.artists.map((a: { artistName: string }) => a.artistName)).toEqual(['Kai Moreno', 'Zed']);
    expect((await stranger.client.get('/api/multi-artists', { artistIds: String(ids.Zed) })).body.data.artists).toEqual([]);
    for (const artistIds of ['', 'a,b', '-1', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      expect((await client.get('/api/multi-artists', { artistIds })).status, artistIds.slice(0, 20)).toBe(400);
    }
  });

  it('lists the names credited on releases and drafts that are not in the artist list', async () => {
    const extra = await client.get('/api/extra-artists');
    expect(extra.status).toBe(200);
    expect(extra.body.data).toEqual({
      total: 2,
      artists: [
        { artistName: 'Mo Daniels', roles: ['featured'], releaseCount: 1 },
        { artistName: expect.stringMatching(/^sam reed$/i), roles: ['featured'], releaseCount: 2 },
      ],
    });
    expect((await client.get('/api/extra-artists', { value: 'SAM' })).body.data.total).toBe(1);
    expect((await client.get('/api/extra-artists', { offset: '1', count: '1' })).body.data.artists).toHaveLength(1);
    expect((await client.get('/api/extra-artists', { count: '101' })).status).toBe(400);
    // Once the guest is an artist of the account, it is no longer extra.
    await create(client, { artistName: 'Sam Reed' });
    expect((await client.get('/api/extra-artists')).body.data.artists.map((a: { artistName: string }) => a.artistName)).toEqual(['Mo Daniels']);
  });

  it('shows an artist with the releases and tracks that credit it', async () => {
    const detail = await client.get('/api/artist/detail', { artistId: String(ids.Lunabee) });
    expect(detail.status).toBe(200);
    expect(detail.body.data.artist).toMatchObject({ artistName: 'Lunabee', releaseCount: 1, trackCount: 2 });
    expect(detail.body.data.draftCount).toBe(1);
    expect(detail.body.data.releases.map((r: { title: string; isDraft: boolean }) => [r.title, r.isDraft])).toEqual([
      ['Sketches', true],
      ['Night Lights', false],
    ]);
    expect(detail.body.data.releases[1]).toMatchObject({ status: ReleaseStatus.Live, coverUrl: '/api/files/cover-file', releaseTime: Date.UTC(2026, 5, 1) });
    expect(detail.body.data.tracks.map((t: { title: string; role: string }) => [t.title, t.role])).toEqual([
      ['Glow', 'main'],
      ['Drive', 'main'],
    ]);
    const guest = await client.get('/api/artist/detail', { artistId: String(ids['Ada Lin']) });
    expect(guest.body.data.tracks).toEqual([expect.objectContaining({ title: 'Drive', role: 'featured', albumTitle: 'Night Lights' })]);
    const stranger = await signUpArtist(ctx);
    const peek = await stranger.client.get('/api/artist/detail', { artistId: String(ids.Lunabee) });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain('Night Lights');
    expect((await client.get('/api/artist/detail', { artistId: 'x' })).status).toBe(400);
  });
});

describe('artist name verification', () => {
  let client: TestClient;
  beforeAll(async () => {
    ({ client } = await signUpArtist(ctx));
  });

  it('accepts a plain name', async () => {
    const ok = await client.get('/api/artist/name/verify', { name: '  Luna  Vega ' });
    expect(ok.body.data).toEqual({ name: 'Luna Vega', ok: true, problems: [] });
  });

  it('reports blocked names, emoji, special characters and length as errors with their messages', async () => {
    const blocked = await client.get('/api/artist/name/verify', { name: 'various artists' });
    expect(blocked.body.data).toMatchObject({ ok: false, problems: [{ key: 'rule_artist_name_blocked', level: 'error', message: "'various artists' cannot be used as an artist name" }] });
    const messy = await client.get('/api/artist/name/verify', { name: `🌙 ${'x'.repeat(100)} <b>` });
    expect(messy.body.data.problems.map((p: { key: string }) => p.key)).toEqual(['artist_name_too_long', 'rule_emoji', 'rule_special_characters']);
    expect(messy.body.data.problems[0].message).toBe('The artist name must be at most 100 characters');
    expect((await client.get('/api/artist/name/verify', { name: '' })).body.data.problems[0].key).toBe('rule_required');
  });

  it('warns about keywords inside a name and names the store that blocks them', async () => {
    const warned = await client.get('/api/artist/name/verify', { name: 'DJ Luna Music' });
    expect(warned.body.data.ok).toBe(true);
    expect(warned.body.data.problems).toEqual([
      {
        key: 'artist_name_contains_keyword_at_store',
        params: { word: 'DJ', store: 'Apple Music' },
        level: 'warning',
        store: { key: 'apple-music', platformId: 1036, name: 'Apple Music' },
        message: "Apple Music may refuse artist names with 'DJ'.",
      },
      expect.objectContaining({ key: 'artist_name_contains_keyword', params: { word: 'Music' }, level: 'warning' }),
    ]);
  });

  it('answers in the caller’s language', async () => {
    const english = await client.get('/api/artist/name/verify', { name: 'Luna 🌙' });
    const portuguese = await client.get('/api/artist/name/verify', { name: 'Luna 🌙', lang: 'pt-BR' });
    expect(english.body.data.problems[0].message).toBe('Emoji is not allowed');
    expect(portuguese.body.data.problems[0].message).not.toBe('Emoji is not allowed');
  });

  it('refuses a missing or oversized name', async () => {
    expect((await client.get('/api/artist/name/verify')).status).toBe(400);
    expect((await client.get('/api/artist/name/verify', { name: 'x'.repeat(301) })).status).toBe(400);
  });
});

describe('store metadata the portal holds', () => {
  let client: TestClient;
  let userId: number;
  let live: Awaited<ReturnType<typeof storeRelease>>;
  let delivered: Awaited<ReturnType<typeof storeRelease>>;
  let waiting: Awaited<ReturnType<typeof storeRelease>>;
  beforeAll(async () => {
    ({ client, userId } = await signUpArtist(ctx));
    await create(client, { artistName: 'Luna Vega', spotify: SPOTIFY_ID });
    live = await storeRelease(userId, {
      title: 'Night Lights',
      status: ReleaseStatus.Live,
      main: [{ name: 'Luna Vega' }, { name: 'Sam Reed' }],
      tracks: [{ title: 'Midnight Drive', featured: [{ name: 'Kai Moreno' }] }, { title: 'Glow' }],
      stores: [
        { platformId: 1026, state: 'live' },
        { platformId: 1036, state: 'delivered' },
        { platformId: 1032, state: 'failed' },
      ],
    });
    delivered = await storeRelease(userId, { title: 'Daybreak', status: ReleaseStatus.Delivered, main: [{ name: 'Kai Moreno' }], tracks: [{ title: 'Morning Drive' }] });
    waiting = await storeRelease(userId, { title: 'Drive Home', status: ReleaseStatus.Approved, main: [{ name: 'Luna Vega' }], tracks: [{ title: 'Drive Home' }] });
    await storeRelease(userId, { title: 'Old Drive', status: ReleaseStatus.Takedown, main: [{ name: 'Luna Vega' }], tracks: [{ title: 'Old Drive' }] });
  });

  it('finds tracks and albums of delivered and live releases by title or artist, and the account’s artists', async () => {
    const found = await client.get('/api/artist/meta/search', { value: 'drive' });
    expect(found.status).toBe(200);
    expect(found.body.data.total).toEqual({ artist: 0, track: 2, album: 0 });
    expect(found.body.data.tracks.map((t: { title: string }) => t.title)).toEqual(['Midnight Drive', 'Morning Drive']);
    expect(found.body.data.tracks[0]).toMatchObject({
      albumTitle: 'Night Lights',
      upc: live.upc,
      isrc: live.songs[0]!.isrc,
      mainArtists: ['Luna Vega', 'Sam Reed'],
      featuredArtists: ['Kai Moreno'],
      artistLine: 'Luna Vega, Sam Reed (feat. Kai Moreno)',
      durationMs: 187_000,
    });
    const byArtist = await client.get('/api/artist/meta/search', { value: 'luna' });
    expect(byArtist.body.data.total).toEqual({ artist: 1, track: 2, album: 1 });
    expect(byArtist.body.data.artists[0]).toMatchObject({ artistName: 'Luna Vega', spotifyId: SPOTIFY_ID });
    expect(byArtist.body.data.albums[0]).toMatchObject({ albumId: live.albumId, title: 'Night Lights', trackCount: 2, artistLine: 'Luna Vega, Sam Reed', status: ReleaseStatus.Live });
  });

  it('pages one kind at a time', async () => {
    const tracksOnly = await client.get('/api/artist/meta/search', { value: 'drive', type: 'track', offset: '1', count: '1' });
    expect(tracksOnly.body.data).toMatchObject({ total: { artist: 0, track: 2, album: 0 }, artists: [], albums: [] });
    expect(tracksOnly.body.data.tracks.map((t: { title: string }) => t.title)).toEqual(['Morning Drive']);
    for (const query of [{ value: '' }, { value: '  ' }, {}, { value: 'a', type: 'video' }, { value: 'a', count: '101' }] as Record<string, string>[]) {
      expect((await client.get('/api/artist/meta/search', query)).status, JSON.stringify(query)).toBe(400);
    }
  });

  it('gives a track by song id or ISRC with the stores that hold it', async () => {
    const bySong = await client.get('/api/artist/meta/get_track', { songId: String(live.songs[0]!.songId) });
    expect(bySong.status).toBe(200);
    expect(bySong.body.data).toMatchObject({ title: 'Midnight Drive', sequenceNumber: 1 });
    expect(bySong.body.data.stores.map((s: { platformId: number; platformName: string; state: string }) => [s.platformId, s.platformName, s.state])).toEqual([
      [1026, 'Spotify', 'live'],
      [1036, 'Apple Music', 'delivered'],
    ]);
    const isrc = live.songs[1]!.isrc;
    const byIsrc = await client.get('/api/artist/meta/get_track', { isrc: `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}-${isrc.slice(7)}`.toLowerCase() });
    expect(byIsrc.body.data).toMatchObject({ songId: live.songs[1]!.songId, title: 'Glow' });
    expect((await client.get('/api/artist/meta/get_track', { songId: String(delivered.songs[0]!.songId) })).body.data.stores).toEqual([]);
  });

  it('gives an album by id or UPC with its tracks in order', async () => {
    const byId = await client.get('/api/artist/meta/get_album', { albumId: String(live.albumId) });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ title: 'Night Lights', upc: live.upc, kind: 'ALBUM', coverUrl: '/api/files/cover-file', releaseTime: Date.UTC(2026, 5, 1) });
    expect(byId.body.data.tracks.map((t: { title: string }) => t.title)).toEqual(['Midnight Drive', 'Glow']);
    expect(byId.body.data.stores).toHaveLength(2);
    const byUpc = await client.get('/api/artist/meta/get_album', { upc: `0${delivered.upc}` });
    expect(byUpc.body.data).toMatchObject({ albumId: delivered.albumId, title: 'Daybreak' });
  });

  it('holds nothing of releases the stores do not have, nor of other accounts', async () => {
    const stranger = await signUpArtist(ctx);
    expect((await client.get('/api/artist/meta/get_album', { albumId: String(waiting.albumId) })).status).toBe(404);
    expect((await client.get('/api/artist/meta/get_track', { songId: String(waiting.songs[0]!.songId) })).status).toBe(404);
    const peek = await stranger.client.get('/api/artist/meta/get_album', { albumId: String(live.albumId) });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain('Night Lights');
    expect((await stranger.client.get('/api/artist/meta/get_track', { isrc: live.songs[0]!.isrc })).status).toBe(404);
    expect((await stranger.client.get('/api/artist/meta/search', { value: 'drive' })).body.data.total).toEqual({ artist: 0, track: 0, album: 0 });
  });

  it('refuses lookups without a key or with a malformed identifier', async () => {
    const none = await client.get('/api/artist/meta/get_track');
    expect(none.status).toBe(400);
    expect(fields(none)).toEqual([['query.songId', 'validation_required']]);
    expect(fields(await client.get('/api/artist/meta/get_track', { isrc: 'BR-123' }))).toEqual([['query.isrc', 'rule_invalid_format']]);
    expect(fields(await client.get('/api/artist/meta/get_album', { upc: '123456789013' }))).toEqual([['query.upc', 'rule_invalid_format']]);
    expect((await client.get('/api/artist/meta/get_album')).status).toBe(400);
    expect((await client.get('/api/artist/meta/get_album', { albumId: '-4' })).status).toBe(400);
  });
});

describe('team members', () => {
  it('act in the owner’s artists with Release View and Edit', async () => {
    const { owner, member } = await ownerWithMember(ctx, { 1: [1, 2] });
    const created = await create(member.client, { artistName: 'Team Artist' });
    const [row] = await ctx.services.db.select().from(artists).where(eq(artists.id, created.artistId));
    expect(row!.ownerUserId).toBe(owner.userId);
    expect((await owner.client.get('/api/artist/list')).body.data.total).toBe(1);
  });

  it('read but cannot change with Release View only, and get nothing without Release', async () => {
    const { owner, member, teamId } = await ownerWithMember(ctx, { 1: [1] });
    const { artistId } = await create(owner.client, { artistName: 'Owner Artist' });
    const id = String(artistId);
    const reads: [string, Record<string, string>][] = [
      ['/api/artists', { artistId: id }],
      ['/api/multi-artists', { artistIds: id }],
      ['/api/extra-artists', {}],
      ['/api/artist/list', {}],
      ['/api/artist/detail', { artistId: id }],
      ['/api/artist/search', { value: 'owner' }],
      ['/api/artist/name/verify', { name: 'Luna' }],
      ['/api/artist/meta/search', { value: 'owner' }],
      ['/api/artist/meta/get_track', { songId: '1' }],
      ['/api/artist/meta/get_album', { albumId: '1' }],
    ];
    const writes = () => [
      member.client.post('/api/artists', { artistName: 'Member Artist' }),
      member.client.put('/api/artists', { artistId, artistName: 'Renamed' }),
      del(member.client, '/api/artists', { artistId: id }),
      member.client.post('/api/artist/delete', { artistIds: [artistId] }),
    ];
    for (const [path, query] of reads) expect([200, 404], path).toContain((await member.client.get(path, query)).status);
    expect((await member.client.get('/api/artists', { artistId: id })).body.data.artistName).toBe('Owner Artist');
    for (const refused of await Promise.all(writes())) expect(refused.status).toBe(403);

    await setMemberPermissions(ctx, teamId, member.userId, { 2: [1] });
    for (const [path, query] of reads) expect((await member.client.get(path, query)).status, path).toBe(403);
    for (const refused of await Promise.all(writes())) expect(refused.status).toBe(403);
    const [row] = await ctx.services.db.select().from(artists).where(eq(artists.id, artistId));
    expect(row).toMatchObject({ name: 'Owner Artist', deletedAt: null });
  });
});

describe('demo data', () => {
  // Seeding the whole demo (catalogues, deliveries, publishing) is the slow part: a hook, with the hooks' longer limit.
  let demo: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    demo = await createTestContext();
    // The demo fills only an empty database.
    expect(await seedDemo(demo.services, { analytics: false })).toBe(true);
  });
  afterAll(() => demo?.close());

  it('gives the demo artist two artists and the demo label three', async () => {
    const names = async (email: string) => {
      const client = demo.client();
      expect((await client.post('/api/passport/login/password', { email, password: DEMO_PASSWORD })).status).toBe(200);
      return (await client.get('/api/artist/list')).body.data.artists.map((artist: { artistName: string }) => artist.artistName);
    };
    expect(await names('artist@demo.soundport.example')).toEqual(['Caio Mendes', 'Luna Vale']);
    expect(await names('label@demo.soundport.example')).toEqual(['Ana Torres', 'Mara Quinn', 'The Tide Lines']);
  });
});
