import * as releaseFormRoutes from '@portal/contract/heads/releases';
import * as artistsHeads from '@portal/contract/heads/artists';
import * as songsHeads from '@portal/contract/heads/songs';
import * as systemHeads from '@portal/contract/heads/system';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { gatesStaleTime, SESSION_KEY } from '../../lib/queries.ts';
import { readTestConfig, DEFAULT_TRACK_COUNT_LIMIT } from '../../lib/test-config.ts';
import { toRequest, type ReleaseFormState } from './form-model.ts';
import type { FormMode } from './form-mode.ts';

export interface SavedDraft {
  albumId: number;
  revision: number;
}

/** The account's flags and track limit; a limit saved on the test-config page overrides it there. */
export const formContextQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'release-form', 'context'],
  queryFn: async ({ signal }) => {
    const context = await api(releaseFormRoutes.releaseFormContext, { signal });
    const override = readTestConfig().trackCountLimit;
    return override !== DEFAULT_TRACK_COUNT_LIMIT ? { ...context, trackLimit: override } : context;
  },
});

/** The release form's feature gates (`preRelease`, `dolbyAtmos`), cached as long as the answer says. */
export const releaseGatesQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'release-form', 'gates'],
  queryFn: ({ signal }) => api(systemHeads.releaseFeatureGates, { signal }),
  staleTime: gatesStaleTime,
});

/** The stores this account may choose (the operators' availability rules applied), by rank. */
export const releaseQuery = (albumId: number) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'release', albumId],
    queryFn: ({ signal }) => api(releaseFormRoutes.getRelease, { query: { albumID: albumId, includes: '' }, signal }),
    staleTime: 0,
    retry: false,
  });

export async function saveDraft(state: ReleaseFormState, saved: SavedDraft | null): Promise<SavedDraft> {
  if (!saved) return api(releaseFormRoutes.createDraft, { body: toRequest(state) });
  return api(releaseFormRoutes.updateDraft, { body: { ...toRequest(state), ...saved } });
}

/** Submits a new release or draft for review, or sends a submitted release's update. */
export function sendRelease(mode: FormMode, state: ReleaseFormState, saved: SavedDraft | null) {
  if (mode === 'update' || mode === 'limited') return api(releaseFormRoutes.updateRelease, { body: { ...toRequest(state), ...saved! } });
  return api(releaseFormRoutes.submitRelease, { body: { ...toRequest(state), ...(saved ?? {}) } });
}

/** The account's own artists, offered while typing artist names. */
export const artistNamesQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'release-form', 'artist-names'],
  queryFn: async ({ signal }) => (await api(artistsHeads.artistList, { query: { offset: 0, count: 100, value: '' }, signal })).artists.map((artist) => artist.artistName),
});

/** The words stores do not accept in titles, versions and artist names, as the server holds them (GET /system/constants). */
export const textRulesQuery = queryOptions({
  queryKey: ['system', 'constants'],
  queryFn: ({ signal }) => api(systemHeads.systemConstants, { signal }),
  staleTime: 5 * 60_000,
});

/** Which fields of a submitted song and its release may change now (GET /song/update/editable): the limited update's locks. */
export const songEditableQuery = (songId: number) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'release-form', 'editable', songId],
    queryFn: ({ signal }) => api(songsHeads.songEditable, { query: { songId }, signal }),
    staleTime: 0,
    retry: false,
  });

/** The account's songs of one recording (the same ISRC), to reuse it on this release. */
export const songsByIsrcQuery = (isrc: string) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'release-form', 'isrc', isrc],
    queryFn: ({ signal }) => api(songsHeads.songsByIsrc, { query: { isrc, onlyReleased: 'false' }, signal }),
  });
