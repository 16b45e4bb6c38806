import * as releaseRoutes from '@portal/contract/heads/releases';
import * as r from '@portal/contract/heads/splits';
import * as songRoutes from '@portal/contract/heads/songs';
import type { ResponseOf } from '@portal/contract/route';
import type * as splits from '@portal/contract/splits';
import { keepPreviousData, queryOptions, useQueries, type QueryClient } from '@tanstack/react-query';
import { ReleaseStatus } from '@portal/domain/enums';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';
import type { CreateSplitsBody } from './split-form-model.ts';

const KEY = [...SESSION_KEY, 'revenue', 'splits'] as const;
/** The release pages' keys: the same calls with the same answers, so their caches are shared and refreshed together. */
const RELEASES_KEY = [...SESSION_KEY, 'releases'] as const;

export const SPLIT_PAGE_SIZE = 20;
const RELEASE_PAGE_SIZE = 100;

export type SongSplit = ResponseOf<typeof splits.albumSongSplits>['splits'][number];
export type SplitInvite = SongSplit['invites'][number];
export type SplitAlbum = ResponseOf<typeof splits.albumSplits>['albums'][number];
export type InviteeSong = ResponseOf<typeof splits.listUserSplitSongs>['songs'][number];

/** Splits divide what the account earns, which is kept in the settlement currency (decision 021). */
export const SPLIT_CURRENCY = 'USD';

export const splitAlbumsQuery = (page: number) =>
  queryOptions({
    queryKey: [...KEY, 'albums', page],
    queryFn: ({ signal }) => api(r.albumSplits, { query: { offset: (page - 1) * SPLIT_PAGE_SIZE, count: SPLIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const albumSongSplitsQuery = (albumId: number) =>
  queryOptions({
    queryKey: [...KEY, 'album', albumId],
    queryFn: ({ signal }) => api(r.albumSongSplits, { query: { albumId }, signal }),
    staleTime: 0,
  });

/** The signed-in person's invitations, 20 a page, or those whose song title matches `search`. */
export const sharedSongsQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...KEY, 'shared', { search, page }],
    queryFn: ({ signal }) => {
      const paging = { offset: (page - 1) * SPLIT_PAGE_SIZE, count: SPLIT_PAGE_SIZE };
      return search ? api(r.searchUserSplitSongs, { query: { value: search, ...paging }, signal }) : api(r.listUserSplitSongs, { query: paging, signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Accepted releases of one status, as music management lists them (the release pages' query and key). */
const acceptedReleasesQuery = (status: 'Approved' | 'Delivered' | 'Live') =>
  queryOptions({
    queryKey: [...RELEASES_KEY, 'list', { status, search: '', offset: 0, count: RELEASE_PAGE_SIZE }],
    queryFn: ({ signal }) => api(releaseRoutes.albumList, { body: { status, search: '', offset: 0, count: RELEASE_PAGE_SIZE, withSongCount: true }, signal }),
    staleTime: 0,
  });

/**
 * The accepted statuses (acceptedStatuses of domain/release/status.ts, repeated here: that module travels in the
 * release rules' chunk, which the revenue pages do not otherwise need).
 */
const ACCEPTED_NAMES = ['Approved', 'Delivered', 'Live'] as const;
const ACCEPTED_STATUSES: readonly number[] = ACCEPTED_NAMES.map((name) => ReleaseStatus[name]);

/** The account's accepted releases (approved, delivered or live: the only ones splits can be set up for), by title. */
export function useAcceptedReleases() {
  return useQueries({
    queries: ACCEPTED_NAMES.map(acceptedReleasesQuery),
    combine: (results) => ({
      releases: results
        .flatMap((result) => result.data?.albums ?? [])
        .filter((album) => ACCEPTED_STATUSES.includes(album.status))
        .sort((a, b) => a.title.localeCompare(b.title)),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}

/** The tracks of a release (songId and title), without the rest of the release's detail (GET /release/tracks). */
export const releaseTracksQuery = (albumId: number) =>
  queryOptions({
    queryKey: [...RELEASES_KEY, 'tracks', albumId],
    queryFn: ({ signal }) => api(releaseRoutes.releaseTracks, { query: { albumID: albumId }, signal }),
    staleTime: 0,
    retry: false,
  });

/** Up to 20 of the account's songs whose title, ISRC or artist matches, for the split form's quick song finder. */
export const songSearchQuery = (value: string) =>
  queryOptions({
    queryKey: [...KEY, 'song-search', value],
    queryFn: ({ signal }) => api(songRoutes.songSearch, { query: { value }, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Every song the signed-in person is invited to share (GET /split/invitee/song): the "Shared with me" tab counts those waiting for an answer. */
export const inviteeSongsQuery = queryOptions({
  queryKey: [...KEY, 'shared', 'all'],
  queryFn: ({ signal }) => api(r.inviteeSongs, { signal }),
  staleTime: 0,
});

export const createSplits = (body: CreateSplitsBody) => api(r.createAlbumSplits, { body });
export const resendInvite = (inviteId: number) => api(r.resendSplitInvite, { body: { inviteId } });
/** The first e-mail with a split code, for an invitation that was never sent (its sending failed when the split was made). */
export const sendInviteCode = (inviteId: number) => api(r.sendSplitEmailCode, { body: { inviteId } });
/** Sends again the open invitations among these (one split's collaborators who have not answered). */
export const resendOpenInvites = (inviteIds: number[]) => api(r.resendInvitesV2, { body: { inviteIds } });
export const resendAlbumInvites = (albumId: number) => api(r.resendAlbumInvites, { body: { albumId } });
export const cancelSplit = (splitId: number) => api(r.cancelSplit, { body: { splitId } });
export const answerInvite = (inviteId: number, action: 'accept' | 'decline') => api(r.updateUserSplitSong, { body: { inviteId, action } });
export const acceptWithCode = (code: string) => api(r.verifySplitCode, { body: { code } });

/** What an invitation offers, read before accepting it (the code stays valid). */
export const invitationQuery = (code: string) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'revenue', 'split-invitation', code],
    queryFn: ({ signal }) => api(r.previewSplitInvitation, { query: { code }, signal }),
    retry: false,
  });

/** After any change to splits: every split list, and the balance and earnings an acceptance moves money into. */
export const refreshSplits = (client: QueryClient) => client.invalidateQueries({ queryKey: [...SESSION_KEY, 'revenue'] });
