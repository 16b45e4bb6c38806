import * as mvStudioRoutes from '@portal/contract/heads/mv-studio';
import * as songsHeads from '@portal/contract/heads/songs';
import type * as mv from '@portal/contract/mv-studio';
import type { ResponseOf } from '@portal/contract/route';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';

export const MV_KEY = [...SESSION_KEY, 'mv-studio'] as const;
export type MvProject = ResponseOf<typeof mv.getProject>;
export type VideoTask = ResponseOf<typeof mv.getVideoTask>;
export type SongDetail = ResponseOf<typeof mv.getSongDetail>;

export const songsQuery = () =>
  queryOptions({ queryKey: [...MV_KEY, 'songs'], queryFn: ({ signal }) => api(songsHeads.songList, { body: { offset: 0, count: 100, search: '', status: 'all' }, signal }) });

export const songDetailQuery = (source: { songId?: number | undefined; fileId?: string | undefined }) =>
  queryOptions({
    queryKey: [...MV_KEY, 'song', source.songId ?? source.fileId],
    queryFn: ({ signal }) => api(mvStudioRoutes.getSongDetail, { query: source, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const projectQuery = (projectId: number) =>
  queryOptions({ queryKey: [...MV_KEY, 'project', projectId], queryFn: ({ signal }) => api(mvStudioRoutes.getProject, { query: { projectId }, signal }), retry: false });

export const videoTasksQuery = (page: number) =>
  queryOptions({ queryKey: [...MV_KEY, 'tasks', page], queryFn: ({ signal }) => api(mvStudioRoutes.getMineVideoTasks, { query: { page, size: 10 }, signal }), staleTime: 0 });

/** A video task, polled every 1.5 s until it ends. */
export function useVideoTask(taskId: number | null) {
  return useQuery({
    queryKey: [...MV_KEY, 'task', taskId],
    queryFn: ({ signal }) => api(mvStudioRoutes.getVideoTask, { query: { taskId: taskId! }, signal }),
    enabled: taskId !== null,
    refetchInterval: (query) => (query.state.data && ['Success', 'Fail'].includes(query.state.data.state) ? false : 1500),
  });
}

/** The server's own message key first: result codes (1001–1099) share numbers with login codes. */
export const mvErrorKey = (error: unknown, known: (key: string) => boolean) => (isApiError(error) && error.messageKey && known(error.messageKey) ? error.messageKey : errorMessageKey(error, known));

/** m:ss.s of a time in ms. */
export const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${((ms % 60_000) / 1000).toFixed(1).padStart(4, '0')}`;
