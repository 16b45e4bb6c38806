import { describe, expect, it } from 'vitest';
import { SpotifyStoreCatalogue } from './spotify-catalogue.ts';

/** A stand-in for the Spotify Web API: answers the calls the adapter makes, records them, reaches nothing. */
function fakeSpotify() {
  const calls: string[] = [];
  const artist = { id: 'luna', name: 'Luna Vale' };
  const guest = { id: 'caio', name: 'Caio Mendes' };
  const track = (id: string, n: number, artists = [artist]) => ({ id, name: `Song ${n}`, track_number: n, disc_number: 1, duration_ms: 200_000 + n, explicit: false, artists });
  const album = {
    id: 'alb1',
    name: 'Noites',
    album_type: 'album',
    artists: [artist],
    label: 'Vale Music',
    genres: [],
    release_date: '2021-03',
    release_date_precision: 'month',
    external_ids: { upc: '196922000034' },
    images: [
      { url: 'https://i.scdn.example/small.jpg', width: 64 },
      { url: 'https://i.scdn.example/big.jpg', width: 640 },
    ],
    tracks: { items: [track('t2', 2, [artist, guest]), track('t1', 1)], next: 'https://api.spotify.com/v1/albums/alb1/tracks?offset=2' },
  };
  const answers: Record<string, unknown> = {
    'https://accounts.spotify.com/api/token': { access_token: 'token-1', expires_in: 3600 },
    'https://api.spotify.com/v1/search?type=album&limit=1&q=upc%3A196922000034': { albums: { items: [{ id: 'alb1' }] } },
    'https://api.spotify.com/v1/search?type=album&limit=1&q=upc%3A000000000000': { albums: { items: [] } },
    'https://api.spotify.com/v1/search?type=track&limit=1&q=isrc%3AQZDA42400003': { tracks: { items: [{ album: { id: 'alb1' } }] } },
    'https://api.spotify.com/v1/albums/alb1': album,
    'https://api.spotify.com/v1/albums/alb1/tracks?offset=2': { items: [track('t3', 3)], next: null },
    'https://api.spotify.com/v1/tracks?ids=t1,t2,t3': {
      tracks: [1, 2, 3].map((n) => ({ ...track(`t${n}`, n), explicit: n === 2, external_ids: { isrc: `QZDA4240000${n}` } })),
    },
  };
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url} ${String((init?.headers as Record<string, string>)?.Authorization ?? '').split(' ')[0]}`);
    const body = answers[url];
    return new Response(JSON.stringify(body ?? {}), { status: body ? 200 : 404 });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('Spotify Web API adapter (offline)', () => {
  it('UPC search → album → every track page → tracks for ISRCs; one token for all calls', async () => {
    const { calls, fetchImpl } = fakeSpotify();
    const spotify = new SpotifyStoreCatalogue({ clientId: 'id', clientSecret: 'secret' }, fetchImpl, () => 0);
    const release = await spotify.byUpc('196922000034');
    expect(release).toMatchObject({
      source: 'spotify',
      upc: '196922000034',
      title: 'Noites',
      type: 'album',
      label: 'Vale Music',
      releaseDate: '2021-03-01',
      artwork: { kind: 'url', url: 'https://i.scdn.example/big.jpg' },
    });
    expect(release!.tracks.map((track) => [track.sequenceNumber, track.title, track.isrc, track.explicit])).toEqual([
      [1, 'Song 1', 'QZDA42400001', false],
      [2, 'Song 2', 'QZDA42400002', true],
      [3, 'Song 3', 'QZDA42400003', false],
    ]);
    expect(release!.tracks[1]!.artists).toEqual([
      { name: 'Luna Vale', role: 'primary' },
      { name: 'Caio Mendes', role: 'featured' },
    ]);
    expect((await spotify.byIsrc('QZDA42400003'))?.title).toBe('Noites');
    expect(await spotify.byUpc('000000000000')).toBeUndefined();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST https://accounts.spotify.com/api/token Basic']);
    expect(calls.filter((call) => call.startsWith('GET')).every((call) => call.endsWith('Bearer'))).toBe(true);
  });
});
