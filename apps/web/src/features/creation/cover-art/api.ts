import * as coverArtRoutes from '@portal/contract/heads/cover-art';
import * as releasesHeads from '@portal/contract/heads/releases';
import type * as coverArt from '@portal/contract/cover-art';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'cover-art'] as const;
export type CoverArtRequest = BodyOf<typeof coverArt.generateCoverArt>;
export type CoverArtTask = ResponseOf<typeof coverArt.coverArtResult>;
export type CoverArtStyle = CoverArtRequest['style'];
export type SignedImage = ResponseOf<typeof coverArt.imagexUrls>['images'][number];
/** Where a picked cover goes: the given draft, or a new one when no album is named. */
export type CoverPlacement = BodyOf<typeof coverArt.useCoverArt>;

export const optionsQuery = () => queryOptions({ queryKey: [...KEY, 'options'], queryFn: ({ signal }) => api(coverArtRoutes.coverArtOptions, { signal }), staleTime: Number.POSITIVE_INFINITY });

/** The account's drafts, newest first, to put a cover into. */
export const draftsQuery = () => queryOptions({ queryKey: [...KEY, 'drafts'], queryFn: ({ signal }) => api(releasesHeads.searchDrafts, { query: { value: '', offset: 0, count: 50 }, signal }) });

/** Starts a set of four variations; the answer names the task to poll. */
export const generateCoverArt = (request: CoverArtRequest) => api(coverArtRoutes.generateCoverArt, { body: request });

/** Makes a generated image a release cover and puts it into a draft (the given one, or a new single). */
export const putCoverIntoDraft = (placement: CoverPlacement) => api(coverArtRoutes.useCoverArt, { body: placement });

/** A cover-art task, polled every second until it ends. */
export function useCoverArtTask(taskId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'task', taskId],
    queryFn: ({ signal }) => api(coverArtRoutes.coverArtResult, { query: { taskId: taskId! }, signal }),
    enabled: taskId !== null,
    refetchInterval: (query) => (query.state.data && ['Success', 'Fail'].includes(query.state.data.state) ? false : 1000),
  });
}

/** Signed URLs of a finished set; they last an hour, so they are asked for again well before that. */
export function useSignedImages(imageIds: string[]) {
  return useQuery({
    queryKey: [...KEY, 'urls', imageIds.join(',')],
    queryFn: ({ signal }) => api(coverArtRoutes.imagexUrls, { query: { imageIds: imageIds.join(',') }, signal }),
    enabled: imageIds.length > 0,
    staleTime: 45 * 60_000,
    refetchInterval: 45 * 60_000,
  });
}

/**
 * The message key of a failed call: the server's own key first, since the result codes (1001–1099) share their
 * numbers with the login codes errorMessageKey maps that range to.
 */
export const coverErrorKey = (error: unknown, known: (key: string) => boolean) => (isApiError(error) && error.messageKey && known(error.messageKey) ? error.messageKey : errorMessageKey(error, known));

/** The field problems of a refused request, by field (`body.title` -> `title`), with their placeholders. */
export function fieldProblems(error: unknown): Record<string, { key: string; vars?: Record<string, string | number> }> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(error.details.map((detail) => [detail.field.replace(/^body\./, ''), { key: detail.messageKey, vars: detail.vars }]));
}

export const uploadCoverArtPhoto = (file: File) => apiUpload(coverArtRoutes.uploadCoverArtPhoto, file);
