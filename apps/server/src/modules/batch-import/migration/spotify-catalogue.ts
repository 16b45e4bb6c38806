import type { StoreArtist, StoreCatalogue, StoreRelease, StoreTrack } from './store-catalogue.ts';

/**
 * The shape of a real store lookup, for when the portal is given store credentials: the Spotify Web API with an app's
 * client-credentials token. Search `upc:<code>` (albums) or `isrc:<code>` (tracks), then the album with its tracks,
 * then the tracks in fifties for their ISRCs and explicit flags (the album's track list carries neither). Not used
 * by the local portal, which reaches no store (decision 013); `fetch` is given so it can be exercised offline.
 */

export interface SpotifyCredentials {
  clientId: string;
  clientSecret: string;
}

interface SpotifyArtist {
  id: string;
  name: string;
}
interface SpotifyTrack {
  id: string;
  name: string;
  track_number: number;
  disc_number: number;
  duration_ms: number;
  explicit: boolean;
  artists: SpotifyArtist[];
  external_ids?: { isrc?: string };
}
interface SpotifyAlbum {
  id: string;
  name: string;
  album_type: 'album' | 'single' | 'compilation';
  artists: SpotifyArtist[];
  label?: string;
  genres?: string[];
  release_date: string;
  release_date_precision: 'year' | 'month' | 'day';
  external_ids?: { upc?: string; ean?: string };
  images?: { url: string; width: number }[];
  tracks: { items: SpotifyTrack[]; next: string | null };
}

const API = 'https://api.spotify.com/v1';

export class SpotifyStoreCatalogue implements StoreCatalogue {
  private token?: { value: string; expiresAt: number };

  constructor(
    private readonly credentials: SpotifyCredentials,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async byUpc(upc: string): Promise<StoreRelease | undefined> {
    const found = await this.get<{ albums: { items: { id: string }[] } }>(`${API}/search?type=album&limit=1&q=${encodeURIComponent(`upc:${upc}`)}`);
    const id = found.albums.items[0]?.id;
    return id ? this.album(id) : undefined;
  }

  async byIsrc(isrc: string): Promise<StoreRelease | undefined> {
    const found = await this.get<{ tracks: { items: { album: { id: string } }[] } }>(`${API}/search?type=track&limit=1&q=${encodeURIComponent(`isrc:${isrc}`)}`);
    const id = found.tracks.items[0]?.album.id;
    return id ? this.album(id) : undefined;
  }

  private async album(id: string): Promise<StoreRelease> {
    const album = await this.get<SpotifyAlbum>(`${API}/albums/${encodeURIComponent(id)}`);
    const listed = [...album.tracks.items];
    for (let next = album.tracks.next; next; ) {
      const page = await this.get<{ items: SpotifyTrack[]; next: string | null }>(next);
      listed.push(...page.items);
      next = page.next;
    }
    const ordered = listed.sort((a, b) => a.disc_number - b.disc_number || a.track_number - b.track_number);
    const full = new Map<string, SpotifyTrack>();
    for (let i = 0; i < ordered.length; i += 50) {
      const ids = ordered
        .slice(i, i + 50)
        .map((track) => track.id)
        .join(',');
      const page = await this.get<{ tracks: SpotifyTrack[] }>(`${API}/tracks?ids=${ids}`);
      for (const track of page.tracks) if (track) full.set(track.id, track);
    }
    const albumArtists = new Set(album.artists.map((artist) => artist.id));
    // Spotify lists every artist of a track without a role: the album's artists are main, the others featured.
    const artistsOf = (artists: SpotifyArtist[]): StoreArtist[] => artists.map((artist) => ({ name: artist.name, role: albumArtists.has(artist.id) ? 'primary' : 'featured' }));
    const tracks: StoreTrack[] = ordered.map((track, index) => {
      const details = full.get(track.id) ?? track;
      return {
        sequenceNumber: index + 1,
        title: track.name,
        isrc: details.external_ids?.isrc,
        artists: artistsOf(track.artists),
        durationMs: track.duration_ms,
        explicit: details.explicit,
      };
    });
    const artwork = [...(album.images ?? [])].sort((a, b) => b.width - a.width)[0]?.url;
    return {
      source: 'spotify',
      upc: album.external_ids?.upc ?? album.external_ids?.ean,
      title: album.name,
      type: album.album_type,
      artists: album.artists.map((artist) => ({ name: artist.name, role: 'primary' })),
      ...(album.label && { label: album.label }),
      ...(album.genres?.[0] && { genre: album.genres[0] }),
      releaseDate: album.release_date_precision === 'day' ? album.release_date : album.release_date_precision === 'month' ? `${album.release_date}-01` : `${album.release_date}-01-01`,
      ...(artwork && { artwork: { kind: 'url', url: artwork } }),
      tracks,
    };
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now() + 60_000) return this.token.value;
    const basic = Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString('base64');
    const response = await this.fetchImpl('https://accounts.spotify.com/api/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`Spotify token request failed: ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: this.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async get<T>(url: string): Promise<T> {
    const response = await this.fetchImpl(url, { headers: { Authorization: `Bearer ${await this.bearer()}` } });
    if (!response.ok) throw new Error(`Spotify request failed: ${response.status} ${url}`);
    return (await response.json()) as T;
  }
}
