import * as artistRoutes from '@portal/contract/heads/artists';
import * as profileRoutes from '@portal/contract/heads/profiles';
import type * as artists from '@portal/contract/artists';
import type * as profiles from '@portal/contract/profiles';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import type { StoreAccountKind } from '@portal/domain/artist-links';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

/** Everything artist management caches; a change to an artist or a claim refreshes it all. */
export const ARTISTS_KEY = [...SESSION_KEY, 'artist-management'] as const;
export const ARTIST_PAGE_SIZE = 10;

export type ArtistRow = ResponseOf<typeof artists.artistList>['artists'][number];
export type ArtistDetail = ResponseOf<typeof artists.artistDetail>;
export type MetaTrack = ResponseOf<typeof artists.artistMetaSearch>['tracks'][number];
export type MetaAlbum = ResponseOf<typeof artists.artistMetaSearch>['albums'][number];
export type ClaimProfile = ResponseOf<typeof artists.claimSearch>['profiles'][number];
export type Claim = ResponseOf<typeof profiles.artistExtra>['claims'][number];
export type ArtistInput = BodyOf<typeof artists.createArtist>;

export const artistListQuery = (value: string, page: number) =>
  queryOptions({
    queryKey: [...ARTISTS_KEY, 'list', { value, page }],
    queryFn: ({ signal }) => api(artistRoutes.artistList, { query: { value, offset: (page - 1) * ARTIST_PAGE_SIZE, count: ARTIST_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Names on the account's releases that are not in its artist list (guests, names typed by hand). */
export const extraArtistsQuery = queryOptions({
  queryKey: [...ARTISTS_KEY, 'extra'],
  queryFn: ({ signal }) => api(artistRoutes.extraArtists, { query: { offset: 0, count: 20, value: '' }, signal }),
  staleTime: 0,
});

export const artistDetailQuery = (artistId: number) =>
  queryOptions({ queryKey: [...ARTISTS_KEY, 'detail', artistId], queryFn: ({ signal }) => api(artistRoutes.artistDetail, { query: { artistId }, signal }), staleTime: 0 });

/** The artist as the edit form starts from it. */
export const artistQuery = (artistId: number) =>
  queryOptions({ queryKey: [...ARTISTS_KEY, 'one', artistId], queryFn: ({ signal }) => api(artistRoutes.getArtist, { query: { artistId }, signal }), staleTime: 0 });

/** What the stores hold under the artist's name (decision 013: the releases the portal delivered). */
export const storeMetadataQuery = (value: string) =>
  queryOptions({
    queryKey: [...ARTISTS_KEY, 'meta', value],
    queryFn: ({ signal }) => api(artistRoutes.artistMetaSearch, { query: { value, type: 'all', offset: 0, count: 20 }, signal }),
  });

export const metaTrackQuery = (songId: number) =>
  queryOptions({ queryKey: [...ARTISTS_KEY, 'meta-track', songId], queryFn: ({ signal }) => api(artistRoutes.artistMetaTrack, { query: { songId }, signal }) });

export const metaAlbumQuery = (albumId: number) =>
  queryOptions({ queryKey: [...ARTISTS_KEY, 'meta-album', albumId], queryFn: ({ signal }) => api(artistRoutes.artistMetaAlbum, { query: { albumId }, signal }) });

export const createArtist = (body: ArtistInput) => api(artistRoutes.createArtist, { body });
export const updateArtist = (body: BodyOf<typeof artists.updateArtist>) => api(artistRoutes.updateArtist, { body });
export const deleteArtist = (artistId: number) => api(artistRoutes.deleteArtist, { query: { artistId } });
/** All or none: refused when one of them is on a submitted release. */
export const deleteArtists = (artistIds: number[]) => api(artistRoutes.deleteArtists, { body: { artistIds } });

/** The account's own artist profile, with its claims (the account is the artist: artistType 0). */
export const ownProfileQuery = (userId: number) =>
  queryOptions({ queryKey: [...ARTISTS_KEY, 'profile', userId], queryFn: ({ signal }) => api(profileRoutes.artistExtra, { query: { artistId: userId }, signal }), staleTime: 0 });

export const claimSearchQuery = (value: string, platform: StoreAccountKind | null) =>
  queryOptions({
    queryKey: [...ARTISTS_KEY, 'claim-search', { value, platform }],
    queryFn: ({ signal }) => api(artistRoutes.claimSearch, { query: { value, ...(platform && { platform }) }, signal }),
    staleTime: 0,
  });

export const claimProfile = (platform: StoreAccountKind, url: string) => api(profileRoutes.claimArtist, { body: { platform, url } });
