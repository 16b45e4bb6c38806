import * as releaseRoutes from '@portal/contract/heads/releases';
import * as songsHeads from '@portal/contract/heads/songs';
import type { albumDetail, albumList } from '@portal/contract/releases';
import type { ResponseOf } from '@portal/contract/route';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY, userQuery } from '../../lib/queries.ts';
import type { StatusFilter } from './release-labels.ts';

const KEY = [...SESSION_KEY, 'releases'] as const;

export const albumListQuery = (filter: { status: StatusFilter; search: string }, offset: number, count: number) =>
  queryOptions({
    queryKey: [...KEY, 'list', { ...filter, offset, count }],
    queryFn: ({ signal }) => api(releaseRoutes.albumList, { body: { ...filter, offset, count, withSongCount: true }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const albumDetailQuery = (albumId: number) =>
  queryOptions({
    queryKey: [...KEY, 'detail', albumId],
    queryFn: ({ signal }) => api(releaseRoutes.albumDetail, { query: { albumId }, signal }),
    staleTime: 0,
    retry: false,
  });

export type ReleaseDetail = ResponseOf<typeof albumDetail>;
export type ReleaseSummary = ResponseOf<typeof albumList>['albums'][number];

/** Deletes a release no store was promised, or takes one down from every store (DELETE /release). */
export const removeRelease = (albumId: number) => api(releaseRoutes.deleteRelease, { query: { albumID: albumId } });

/** Deletes a draft (DELETE /draft-release): refused once it was submitted, so a page left open cannot take a release down. */
export const deleteDraft = (albumId: number) => api(releaseRoutes.deleteDraft, { query: { albumId } });

/** Edit store: the release's new choice of stores (PUT /distribute-preference). */
export const changeStores = (albumId: number, stores: Record<string, boolean>) => api(songsHeads.distributePreference, { body: { albumId, stores } });

/** After a change: the lists, the detail, the form's copy of the release and the account's counts. */
export async function afterReleaseChange(client: QueryClient) {
  await Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: [...SESSION_KEY, 'release'] }), client.invalidateQueries({ queryKey: userQuery.queryKey })]);
}

/** A submitted track's preview clip and where in the full audio it starts. */
export const songClipQuery = (songId: number) =>
  queryOptions({
    queryKey: [...KEY, 'clip', songId],
    queryFn: ({ signal }) => api(releaseRoutes.getSongClip, { query: { songId }, signal }),
    staleTime: 0,
  });

/** A new preview clip cut from the full audio; stores that have the release get an update. */
export const updateSongClip = (songId: number, startMs: number, durationMs: number) => api(releaseRoutes.updateSongClip, { body: { songId, startMs, durationMs } });
