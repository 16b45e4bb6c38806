import * as remixRoutes from '@portal/contract/heads/remix';
import * as songsHeads from '@portal/contract/heads/songs';
import type * as remix from '@portal/contract/remix';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, isApiError } from '../../../lib/api-client.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'remix'] as const;
export type ChorusAnswer = ResponseOf<typeof remix.audioChorus>;
export type RemixRequest = BodyOf<typeof remix.remixProcess>;
export type RemixTask = ResponseOf<typeof remix.remixResult>;
/** A catalogue song or an upload of the account. */
export type AudioSource = { songId: number; fileId?: undefined } | { fileId: string; songId?: undefined };

export const songsQuery = (search: string) =>
  queryOptions({ queryKey: [...KEY, 'songs', search], queryFn: ({ signal }) => api(songsHeads.songList, { body: { offset: 0, count: 50, search, status: 'all' }, signal }) });

/** The chorus of a source; the answer never changes for a file, so it is kept for the session. */
export const chorusQuery = (source: AudioSource, maxClipMs: number) =>
  queryOptions({
    queryKey: [...KEY, 'chorus', source.songId ?? source.fileId, maxClipMs],
    queryFn: ({ signal }) => api(remixRoutes.audioChorus, { query: { ...source, maxClipMs }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The preview render: an MP3 answer (not the JSON envelope), given back as a blob URL for the player. */
export async function fetchPreview(request: RemixRequest, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`/api${remixRoutes.remixPreview.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': readCookie('csrf_token') ?? '' },
    body: JSON.stringify(request),
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => ({}))) as { baseResponse?: { errorCode?: number; messageKey?: string; message?: string } };
    throw new ApiError({
      status: response.status,
      errorCode: envelope.baseResponse?.errorCode,
      messageKey: envelope.baseResponse?.messageKey ?? null,
      message: envelope.baseResponse?.message ?? null,
    });
  }
  return URL.createObjectURL(await response.blob());
}

/** Starts rendering the whole remix; the answer names the task to poll. */
export const renderRemix = (request: RemixRequest) => api(remixRoutes.remixProcess, { body: request });

/** A remix task, polled every second until it ends. */
export function useRemixTask(taskId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'task', taskId],
    queryFn: ({ signal }) => api(remixRoutes.remixResult, { query: { taskId: taskId! }, signal }),
    enabled: taskId !== null,
    refetchInterval: (query) => (query.state.data && ['Success', 'Fail'].includes(query.state.data.state) ? false : 1000),
  });
}

/**
 * The message key of a failed call: the server's own key first, since the result codes (1001–1099) share their
 * numbers with the login codes errorMessageKey maps that range to.
 */
export const remixErrorKey = (error: unknown, known: (key: string) => boolean) => (isApiError(error) && error.messageKey && known(error.messageKey) ? error.messageKey : errorMessageKey(error, known));

export const fileViewUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;

/** m:ss of a time in ms. */
export const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
