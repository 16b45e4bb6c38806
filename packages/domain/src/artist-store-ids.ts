import { storeArtistId, type StoreAccountKind } from './artist-links.ts';

const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SPOTIFY_URI = /^spotify:artist:([A-Za-z0-9]{22})$/;
const APPLE_ID = /^\d{5,15}$/;

/**
 * The store's artist id in what a user pastes: a bare id (Spotify: 22 base62 characters; Apple Music: digits), a
 * Spotify URI, or the artist page's address with or without https:// (open.spotify.com/artist/<id>,
 * music.apple.com/<storefront>/artist/<slug>/<id>). Null when it is none of these.
 */
export function parseStoreArtistId(kind: StoreAccountKind, raw: string): string | null {
  const value = raw.trim();
  if (kind === 'spotify') {
    if (SPOTIFY_ID.test(value)) return value;
    const uri = SPOTIFY_URI.exec(value);
    if (uri) return uri[1]!;
  } else if (APPLE_ID.test(value)) return value;
  if (value.length > 400) return null;
  return storeArtistId(kind, /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
}

/** The public page of a store artist id (Apple Music addresses need a storefront; the US one is used). */
export const storeArtistUrl = (kind: StoreAccountKind, id: string) => (kind === 'spotify' ? `https://open.spotify.com/artist/${id}` : `https://music.apple.com/us/artist/${id}`);
