import * as releaseFormRoutes from '@portal/contract/heads/releases';
import * as artistsHeads from '@portal/contract/heads/artists';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';
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
