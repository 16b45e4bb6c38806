import { fileStem } from '@portal/domain/file-names';
import * as lyricsRoutes from '@portal/contract/heads/lyrics';
import type * as lyrics from '@portal/contract/lyrics';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'lyrics'] as const;
export type EditorContext = ResponseOf<typeof lyrics.lyricsEditorContext>;
export type TrackLyrics = ResponseOf<typeof lyrics.readTrackLyrics>;
export type LyricTask = ResponseOf<typeof lyrics.lyricTask>;

export const editorContextQuery = () => queryOptions({ queryKey: [...KEY, 'context'], queryFn: ({ signal }) => api(lyricsRoutes.lyricsEditorContext, { signal }) });

export const trackLyricsQuery = (source: string) =>
  queryOptions({ queryKey: [...KEY, 'track', source], queryFn: ({ signal }) => api(lyricsRoutes.readTrackLyrics, { query: { source }, signal }), staleTime: 0 });

/** Saves a track's words (a draft's) and timings; the answer is the track as trackLyricsQuery gives it. */
export const saveTrackLyrics = (body: BodyOf<typeof lyrics.saveTrackLyrics>) => api(lyricsRoutes.saveTrackLyrics, { body });

/** Starts writing lyrics from a theme; the answer names the task to poll. */
export const generateLyrics = (body: BodyOf<typeof lyrics.generateLyrics>) => api(lyricsRoutes.generateLyrics, { body });

/** Starts hearing the words in a track's audio; the answer names the task to poll. */
export const transcribeLyrics = (body: BodyOf<typeof lyrics.transcribeLyrics>) => api(lyricsRoutes.transcribeLyrics, { body });

/** A lyric task, polled every second until it ends. */
export function useLyricTask(taskId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'task', taskId],
    queryFn: ({ signal }) => api(lyricsRoutes.lyricTask, { query: { taskId: taskId! }, signal }),
    enabled: taskId !== null,
    refetchInterval: (query) => (query.state.data && ['Success', 'Fail'].includes(query.state.data.state) ? false : 1000),
  });
}

/**
 * The message key of a failed call: the server's own key first, since the creation tools' result codes (1001–1099)
 * share their numbers with the login codes that errorMessageKey maps that range to.
 */
export const lyricErrorKey = (error: unknown, known: (key: string) => boolean) => (isApiError(error) && error.messageKey && known(error.messageKey) ? error.messageKey : errorMessageKey(error, known));

/** Offers a text as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/plain') {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from a title: letters, digits, spaces and dashes kept. */
export const fileNameOf = (title: string, extension: string) => `${fileStem(title, 'lyrics')}.${extension}`;
