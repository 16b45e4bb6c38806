import * as promoPageRoutes from '@portal/contract/heads/promo-pages';
import * as songRoutes from '@portal/contract/heads/songs';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import type * as songs from '@portal/contract/songs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// The library (decision 056): the account's songs across its releases, one song with where it is used, and the
// artist pages to share them from.

const LIBRARY_KEY = [...SESSION_KEY, 'library'] as const;

export type LibraryFilters = Required<Pick<BodyOf<typeof songs.songList>, 'offset' | 'count' | 'search' | 'status' | 'artist'>>;
export type LibrarySong = ResponseOf<typeof songs.songList>['songs'][number];
export type SongUsage = ResponseOf<typeof songs.songUsage>;

export const librarySongsQuery = (filters: LibraryFilters) =>
  queryOptions({
    queryKey: [...LIBRARY_KEY, 'songs', filters],
    queryFn: ({ signal }) => api(songRoutes.songList, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const songDetailQuery = (songId: number) =>
  queryOptions({
    queryKey: [...LIBRARY_KEY, 'song', songId],
    queryFn: ({ signal }) => api(songRoutes.songDetail, { query: { songId }, signal }),
  });

export const songUsageQuery = (songId: number) =>
  queryOptions({
    queryKey: [...LIBRARY_KEY, 'usage', songId],
    queryFn: ({ signal }) => api(songRoutes.songUsage, { query: { songId }, signal }),
  });

/** The account's artists with their promo pages: the links the publish page offers to copy. */
export const artistPagesQuery = queryOptions({
  queryKey: [...LIBRARY_KEY, 'artist-pages'],
  queryFn: ({ signal }) => api(promoPageRoutes.artistPageAccess, { signal }),
});

/** Songs whose lyrics hold explicit words while the song is not marked Explicit: stores may take them down. */
export const dirtySongsQuery = queryOptions({
  queryKey: [...LIBRARY_KEY, 'dirty'],
  queryFn: ({ signal }) => api(songRoutes.dirtySongs, { signal }),
});
