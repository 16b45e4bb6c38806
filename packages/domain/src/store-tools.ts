import type { StoreAccountKind } from './artist-links.ts';
import { parseStoreArtistId, storeArtistUrl } from './artist-store-ids.ts';

// Where a streaming store's artist tools and pages are, for the instant-access page (artists) and the streaming
// quick-access page (operators); decision 063.

/** The store ids of the catalogue (packages/domain/src/catalog/platforms.ts) that have artist tools we link to. */
export const STORE_TOOL_PLATFORMS: Record<number, StoreAccountKind> = { 1026: 'spotify', 1036: 'apple' };

export const storeKindOfPlatform = (platformId: number): StoreAccountKind | null => STORE_TOOL_PLATFORMS[platformId] ?? null;

/** Spotify's claim page: where a linked Spotify login asks for access to an artist profile. */
export const SPOTIFY_FOR_ARTISTS_CLAIM_URL = 'https://artists.spotify.com/claim';
/** Apple Music for Artists signs in with an Apple ID and lists the profiles it may open; it has no per-artist address. */
export const APPLE_MUSIC_FOR_ARTISTS_URL = 'https://artists.apple.com/';

/** The store's artist tools for an artist id: Spotify for Artists opens the profile itself, Apple its sign-in. */
export function artistToolsUrl(kind: StoreAccountKind, artistId: string): string {
  return kind === 'spotify' ? `https://artists.spotify.com/c/artist/${encodeURIComponent(artistId)}` : APPLE_MUSIC_FOR_ARTISTS_URL;
}

/** The store's public page of a release by the id the store gave it (its acknowledgement). */
export function storeReleaseUrl(kind: StoreAccountKind, storeReleaseId: string): string {
  const id = encodeURIComponent(storeReleaseId);
  return kind === 'spotify' ? `https://open.spotify.com/album/${id}` : `https://music.apple.com/us/album/${id}`;
}

/** Finding a release by its UPC: Spotify's search filter, and Apple's public lookup (JSON with the store ids). */
export function upcLookupUrl(kind: StoreAccountKind, upc: string): string {
  const code = encodeURIComponent(upc);
  return kind === 'spotify' ? `https://open.spotify.com/search/upc%3A${code}` : `https://itunes.apple.com/lookup?upc=${code}&entity=song`;
}

export interface ArtistToolLinks {
  kind: StoreAccountKind;
  artistId: string;
  /** The fans' page on the store. */
  publicUrl: string;
  /** The artist tools (Spotify for Artists, Apple Music for Artists). */
  toolsUrl: string;
}

export const artistToolLinks = (kind: StoreAccountKind, artistId: string): ArtistToolLinks => ({
  kind,
  artistId,
  publicUrl: storeArtistUrl(kind, artistId),
  toolsUrl: artistToolsUrl(kind, artistId),
});

/** A pasted Spotify or Apple Music artist link, URI or id, with the links of the store it belongs to; null when neither. */
export function readStoreArtist(raw: string): ArtistToolLinks | null {
  for (const kind of ['spotify', 'apple'] as const) {
    const id = parseStoreArtistId(kind, raw);
    if (id) return artistToolLinks(kind, id);
  }
  return null;
}
