import * as mvStudioRoutes from '@portal/contract/heads/mv-studio';
import * as songsHeads from '@portal/contract/heads/songs';
import type * as mv from '@portal/contract/mv-studio';
import type { BodyOf, QueryOf, ResponseOf } from '@portal/contract/route';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
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

/** Plans a concept for a song (again for the project when it is given); the answer is the project. */
export const generateConcept = (body: BodyOf<typeof mv.regenerateConcept>) => api(mvStudioRoutes.regenerateConcept, { body });

/** Plans the project's shot list again; the answer is the project. */
export const replanShots = (body: BodyOf<typeof mv.generateShots>) => api(mvStudioRoutes.generateShots, { body });

/** Saves the edited shot list; the answer is the project. */
export const saveShots = (body: BodyOf<typeof mv.updateShots>) => api(mvStudioRoutes.updateShots, { body });

/** Confirms every shot of the project; the answer is the project. */
export const confirmShots = (body: BodyOf<typeof mv.confirmAllShots>) => api(mvStudioRoutes.confirmAllShots, { body });

/** Sets which checked photos of the user's the project uses; the answer is the project. */
export const saveProjectPhotos = (body: BodyOf<typeof mv.updateActInMvUri>) => api(mvStudioRoutes.updateActInMvUri, { body });

/** Starts rendering the project's final video; the answer names the task to poll. */
export const renderFinalVideo = (body: BodyOf<typeof mv.genFinalVideo>) => api(mvStudioRoutes.genFinalVideo, { body });

/** Starts rendering a template video of a song's clip; the answer names the task to poll. */
export const createTemplateVideo = (body: BodyOf<typeof mv.createVideoTask>) => api(mvStudioRoutes.createVideoTask, { body });

export type VideoPlatform = 'tiktok' | 'youtube';

export const postVideoToTikTok = (body: BodyOf<typeof mv.postVideoToTt>) => api(mvStudioRoutes.postVideoToTt, { body });

export const postVideoToYouTube = (body: BodyOf<typeof mv.postVideoToYtb>) => api(mvStudioRoutes.postVideoToYtb, { body });

/** Where to send the user to link a platform's account; they come back to `nextPath`. */
export const platformAuthorizeUrl = (platform: VideoPlatform, query: QueryOf<typeof mv.ttAuthAuthorize>) =>
  api(platform === 'tiktok' ? mvStudioRoutes.ttAuthAuthorize : mvStudioRoutes.ytbAuthAuthorize, { query });

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

export const checkPhotoForActs = (file: File) => apiUpload(mvStudioRoutes.verifyActInMvImage, file);
