import * as artistsHeads from '@portal/contract/heads/artists';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as artists from '@portal/contract/artists';
import type { ResponseOf } from '@portal/contract/route';
import { normaliseArtistName } from '@portal/domain/release/artist-name';
import type { ArtistRef } from '@portal/domain/release/model';
import { api, isApiError } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';
import { artistNamesQuery } from './api.ts';
import { personNameKey, exactMatch } from './components/artist-list-model.ts';

// The artist cards' calls: the account's artists (decision 013) searched, looked up, checked, created and changed.

export type ArtistRecord = ResponseOf<typeof artists.createArtist>;
export type NameCheck = ResponseOf<typeof artists.verifyArtistName>;
export type NameProblem = NameCheck['problems'][number];

const ARTISTS_KEY = [...SESSION_KEY, 'artists'] as const;
const SEARCH_PAGE = 10;

/** The release form's artist search (exact name first); an empty value asks for nothing. */
export const artistSearchQuery = (value: string) =>
  queryOptions({
    queryKey: [...ARTISTS_KEY, 'search', normaliseArtistName(value)],
    queryFn: async ({ signal }) => (await api(artistsHeads.artistSearch, { query: { offset: 0, count: SEARCH_PAGE, value: normaliseArtistName(value) }, signal })).artists,
    enabled: normaliseArtistName(value) !== '',
  });

/** The account's artist with exactly this name (case and spacing ignored), if it has one. */
export async function findArtistByName(name: string, signal?: AbortSignal): Promise<ArtistRecord | null> {
  const value = normaliseArtistName(name);
  if (!value) return null;
  const { artists: found } = await api(artistsHeads.artistSearch, { query: { offset: 0, count: SEARCH_PAGE, value }, signal });
  return exactMatch(found, value) ?? null;
}

/**
 * The account's artist a card stands for, resolved as the server resolves references: by id when the account has
 * that artist, otherwise by name. Null for a name that is none of the account's artists (typed by hand, a guest).
 */
export const artistRecordQuery = (artist: ArtistRef) =>
  queryOptions({
    queryKey: [...ARTISTS_KEY, 'record', artist.id ?? null, personNameKey(artist.name)],
    queryFn: async ({ signal }): Promise<ArtistRecord | null> => {
      if (artist.id) {
        // multi-artists leaves out ids the account does not have (a deleted artist) instead of answering 404.
        const [byId] = (await api(artistsHeads.multiArtists, { query: { artistIds: String(artist.id) }, signal })).artists;
        if (byId) return byId;
      }
      return findArtistByName(artist.name, signal);
    },
  });

/** What the stores would say about a name: errors refuse it, warnings go on the card's tooltip. */
export const artistNameCheckQuery = (name: string) =>
  queryOptions({
    queryKey: [...ARTISTS_KEY, 'verify', normaliseArtistName(name)],
    queryFn: ({ signal }) => api(artistsHeads.verifyArtistName, { query: { name: normaliseArtistName(name) }, signal }),
    enabled: normaliseArtistName(name) !== '',
  });

export const nameErrors = (check: NameCheck | undefined) => (check?.problems ?? []).filter((problem) => problem.level === 'error');

/** Every cached answer about the account's artists (cards, searches, the names list) is asked again after a save. */
async function refreshArtists(client: QueryClient) {
  await Promise.all([client.invalidateQueries({ queryKey: ARTISTS_KEY }), client.invalidateQueries({ queryKey: artistNamesQuery.queryKey })]);
}

export interface NewArtist {
  artistName: string;
  /** A Spotify artist id, URI or page address; empty for a new artist profile. */
  spotify?: string;
  /** An Apple Music artist id or page address; empty for a new artist profile. */
  apple?: string;
}

export async function createArtist(client: QueryClient, artist: NewArtist): Promise<ArtistRecord> {
  const created = await api(artistsHeads.createArtist, {
    body: { artistName: artist.artistName, ...(artist.spotify?.trim() && { spotify: artist.spotify }), ...(artist.apple?.trim() && { apple: artist.apple }) },
  });
  await refreshArtists(client);
  return created;
}

/** Changes the fields given; an empty store value unlinks that store. */
export async function updateArtist(client: QueryClient, artistId: number, changes: Partial<NewArtist>): Promise<ArtistRecord> {
  const updated = await api(artistsHeads.updateArtist, { body: { artistId, ...changes } });
  await refreshArtists(client);
  return updated;
}

export type FoundOrCreated = { record: ArtistRecord; created: boolean } | { refused: NameProblem[] };

/**
 * What Enter in the search box does with a typed name: the account's artist of that name, or a new one once the name
 * check has no error for it (the refusing problems are returned instead).
 */
export async function findOrCreateArtist(client: QueryClient, name: string): Promise<FoundOrCreated> {
  const value = normaliseArtistName(name);
  const existing = exactMatch(await client.fetchQuery(artistSearchQuery(value)), value);
  if (existing) return { record: existing, created: false };
  const refused = nameErrors(await client.fetchQuery(artistNameCheckQuery(value)));
  if (refused.length) return { refused };
  try {
    return { record: await createArtist(client, { artistName: value }), created: true };
  } catch (error) {
    // Someone in the team added it since the search answered.
    const taken = isApiError(error) && error.messageKey === 'artist_name_taken' ? await findArtistByName(value) : null;
    if (taken) return { record: taken, created: false };
    throw error;
  }
}
