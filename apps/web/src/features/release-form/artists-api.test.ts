import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../../../../server/src/test/harness.ts';
import { configureApiClient, isApiError, resetApiClient } from '../../lib/api-client.ts';
import { artistNameCheckQuery, artistRecordQuery, createArtist, findOrCreateArtist, updateArtist } from './artists-api.ts';
import { storeIdProblem } from './components/artist-list-model.ts';

// The artist cards' calls, made by the web module itself against the real API (a fresh database per file): what the
// search box, the cards and the editor send, and what they get back.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => resetApiClient());

/** Signs a new artist up and sends the web client's requests through that browser-like session. */
async function signedIn() {
  const { client, userId } = await signUpArtist(ctx);
  configureApiClient({
    fetch: (async (input: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const result = await client.call((init.method ?? 'GET') as 'GET', String(input), { body });
      return new Response(JSON.stringify(result.body), { status: result.status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
    baseUrl: '/api',
    readCsrfToken: () => null,
    report: () => {},
    redirect: () => {},
  });
  // Answers stay fresh until a save marks them stale: what a card shows after a save comes from that refresh.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return { client, userId, queries };
}

const total = async (client: TestClient) => (await client.get('/api/artist/list')).body.data.total as number;

describe('Enter in the search box', () => {
  it('creates a new name once, then finds that artist whatever the case and spacing typed', async () => {
    const { client, queries } = await signedIn();
    const first = await findOrCreateArtist(queries, '  Luna   Vega ');
    expect(first).toMatchObject({ created: true, record: { artistName: 'Luna Vega', spotifyUrl: null, appleUrl: null } });
    const again = await findOrCreateArtist(queries, 'Luna Vega');
    const shouting = await findOrCreateArtist(queries, 'LUNA VEGA');
    const id = 'record' in first ? first.record.artistId : 0;
    expect(again).toMatchObject({ created: false, record: { artistId: id } });
    expect(shouting).toMatchObject({ created: false, record: { artistId: id } });
    expect(await total(client)).toBe(1);
  });

  it('picks the exact name among the names that contain it', async () => {
    const { queries } = await signedIn();
    await createArtist(queries, { artistName: 'Luna Vega Band' });
    await createArtist(queries, { artistName: 'Luna' });
    await createArtist(queries, { artistName: 'Lunatic' });
    expect(await findOrCreateArtist(queries, 'luna')).toMatchObject({ created: false, record: { artistName: 'Luna' } });
  });

  it('refuses a name every store blocks with the translated reason, and creates nothing', async () => {
    const { client, queries } = await signedIn();
    const outcome = await findOrCreateArtist(queries, 'Various Artists');
    expect(outcome).toEqual({
      refused: [{ key: 'rule_artist_name_blocked', params: { word: 'Various Artists' }, level: 'error', message: "'Various Artists' cannot be used as an artist name" }],
    });
    expect(await findOrCreateArtist(queries, 'Luna 🌙')).toMatchObject({ refused: [{ key: 'rule_emoji' }] });
    expect(await total(client)).toBe(0);
  });

  it('creates a name with warnings; the card’s check then gives them, with the store that objects', async () => {
    const { queries } = await signedIn();
    expect(await findOrCreateArtist(queries, 'DJ Kai')).toMatchObject({ created: true });
    const check = await queries.fetchQuery(artistNameCheckQuery('DJ Kai'));
    expect(check.ok).toBe(true);
    expect(check.problems).toEqual([
      {
        key: 'artist_name_contains_keyword_at_store',
        params: { word: 'DJ', store: 'Apple Music' },
        level: 'warning',
        store: { key: 'apple-music', platformId: 1036, name: 'Apple Music' },
        message: "Apple Music may refuse artist names with 'DJ'.",
      },
    ]);
    const inside = await queries.fetchQuery(artistNameCheckQuery('Luna Vega Music'));
    expect(inside.problems.map((problem) => [problem.key, problem.level, problem.params])).toEqual([['artist_name_contains_keyword', 'warning', { word: 'Music' }]]);
  });
});

describe('the record behind a card', () => {
  it('is found by id, by name for a name typed by hand, and is null for a name that is no artist of the account', async () => {
    const { queries } = await signedIn();
    const kai = await createArtist(queries, { artistName: 'Kai Moreno', spotify: 'spotify:artist:1vCWHaC5f2uS3yhpwWbIA6' });
    expect(await queries.fetchQuery(artistRecordQuery({ id: kai.artistId, name: 'Kai Moreno' }))).toMatchObject({
      artistId: kai.artistId,
      spotifyUrl: 'https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6',
    });
    expect(await queries.fetchQuery(artistRecordQuery({ name: 'kai  moreno' }))).toMatchObject({ artistId: kai.artistId });
    expect(await queries.fetchQuery(artistRecordQuery({ name: 'A Guest' }))).toBeNull();
  });

  it('falls back to the name when the id is gone or belongs to another account, without a failed call', async () => {
    const owner = await signedIn();
    const old = await createArtist(owner.queries, { artistName: 'Rio Bay' });
    expect((await owner.client.call('DELETE', '/api/artists', { query: { artistId: String(old.artistId) } })).status).toBe(200);
    const fresh = await createArtist(owner.queries, { artistName: 'Rio Bay' });
    expect(await owner.queries.fetchQuery(artistRecordQuery({ id: old.artistId, name: 'Rio Bay' }))).toMatchObject({ artistId: fresh.artistId });

    const stranger = await signedIn();
    expect(await stranger.queries.fetchQuery(artistRecordQuery({ id: fresh.artistId, name: 'Rio Bay' }))).toBeNull();
  });
});

describe('the editor', () => {
  it('links, unlinks and renames; the card’s record shows each change', async () => {
    const { queries } = await signedIn();
    const created = await createArtist(queries, { artistName: 'Mara', spotify: '', apple: 'https://music.apple.com/br/artist/mara/1445830123' });
    const card = artistRecordQuery({ id: created.artistId, name: 'Mara' });
    expect(await queries.fetchQuery(card)).toMatchObject({ spotifyUrl: null, appleUrl: 'https://music.apple.com/us/artist/1445830123' });

    await updateArtist(queries, created.artistId, { spotify: 'open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6', apple: '' });
    expect(await queries.fetchQuery(card)).toMatchObject({ spotifyUrl: 'https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6', appleUrl: null });

    const renamed = await updateArtist(queries, created.artistId, { artistName: 'Mara Lins' });
    expect(renamed).toMatchObject({ artistName: 'Mara Lins', spotifyUrl: 'https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6' });
    expect(await queries.fetchQuery(artistRecordQuery({ name: 'Mara Lins' }))).toMatchObject({ artistId: created.artistId });
  });

  it('gets the server’s refusal on the field it belongs to', async () => {
    const { queries } = await signedIn();
    await createArtist(queries, { artistName: 'Luna Vega', spotify: '1vCWHaC5f2uS3yhpwWbIA6' });
    const refusal = await createArtist(queries, { artistName: 'Kai', spotify: 'https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6' }).catch((error: unknown) => error);
    expect(isApiError(refusal) && refusal.status).toBe(409);
    expect(isApiError(refusal) && refusal.details).toEqual([
      { field: 'body.spotify', messageKey: 'artist_store_id_taken', message: 'This store artist is already linked to Luna Vega.', vars: { name: 'Luna Vega' } },
    ]);
  });

  it('accepts exactly the store ids the server accepts', async () => {
    const { client } = await signedIn();
    const spotifyId = (n: number) => `${'Ab1'.repeat(7)}${n}`;
    const cases: ['spotify' | 'apple', string][] = [
      ['spotify', spotifyId(1)],
      ['spotify', `spotify:artist:${spotifyId(2)}`],
      ['spotify', `https://open.spotify.com/artist/${spotifyId(3)}?si=x`],
      ['spotify', `open.spotify.com/intl-pt/artist/${spotifyId(4)}`],
      ['spotify', spotifyId(5).slice(1)],
      ['spotify', `spotify:track:${spotifyId(6)}`],
      ['spotify', `https://open.spotify.com/album/${spotifyId(7)}`],
      ['spotify', `http://open.spotify.com/artist/${spotifyId(8)}`],
      ['apple', '14458301'],
      ['apple', 'https://music.apple.com/br/artist/luna-vega/14458302'],
      ['apple', 'music.apple.com/us/artist/14458303'],
      ['apple', '1234'],
      ['apple', 'https://music.apple.com/us/album/night/14458304'],
      ['apple', 'luna'],
    ];
    let serial = 0;
    const verdicts = [];
    for (const [kind, value] of cases) {
      const answer = await client.post('/api/artists', { artistName: `Store Case ${++serial}`, [kind]: value });
      verdicts.push({ kind, value, server: answer.status === 200, form: storeIdProblem(kind, value) === null });
    }
    expect(verdicts.filter((verdict) => verdict.server !== verdict.form)).toEqual([]);
    expect(verdicts.filter((verdict) => verdict.server).length).toBe(7);
  });
});
