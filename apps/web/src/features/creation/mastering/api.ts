import * as masteringRoutes from '@portal/contract/heads/mastering';
import * as releasesHeads from '@portal/contract/heads/releases';
import type * as mastering from '@portal/contract/mastering';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'mastering'] as const;

export type MasteringTask = ResponseOf<typeof mastering.getProcessResult>;
export type AnalyseOutput = Extract<NonNullable<MasteringTask['output']>, { type: 'analyse' }>;
export type ProcessOutput = Extract<NonNullable<MasteringTask['output']>, { type: 'process' }>;
export type Analysis = AnalyseOutput['analysis'];
/** Where the audio came from: a draft's track (which a master may replace) or a file uploaded here. */
export type MasteringSource = { fileId: string; label: string; draft?: { albumId: number; trackIndex: number } };

export const draftsQuery = () => queryOptions({ queryKey: [...KEY, 'drafts'], queryFn: ({ signal }) => api(releasesHeads.searchDrafts, { query: { value: '', offset: 0, count: 50 }, signal }) });

export const draftQuery = (albumId: number | null) =>
  queryOptions({
    queryKey: [...KEY, 'draft', albumId],
    queryFn: ({ signal }) => api(releasesHeads.getDraft, { query: { albumId: albumId! }, signal }),
    enabled: albumId !== null,
  });

/** Starts measuring an upload's or a song's audio; the answer names the task to poll. */
export const analyseAudio = (body: BodyOf<typeof mastering.analyse>) => api(masteringRoutes.analyse, { body });

/** Starts mastering a finished analysis to a target; the answer names the task to poll. */
export const masterAudio = (body: BodyOf<typeof mastering.processMaster>) => api(masteringRoutes.processMaster, { body });

/** Puts a finished master into its draft's track, at the draft's current revision (read first). */
export async function applyMasterToDraft(taskId: number, draft: NonNullable<MasteringSource['draft']>) {
  const current = await api(releasesHeads.getDraft, { query: { albumId: draft.albumId } });
  return api(masteringRoutes.applyToDraft, { body: { taskId, albumId: draft.albumId, trackIndex: draft.trackIndex, revision: current.revision } });
}

const POLL_MS = 1000;

/** A task, polled every second until it has finished. */
export function useMasteringTask(taskId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'task', taskId],
    queryFn: ({ signal }) => api(masteringRoutes.getProcessResult, { query: { taskId: taskId! }, signal }),
    enabled: taskId !== null,
    refetchInterval: (query) => (query.state.data && (query.state.data.state === 'Success' || query.state.data.state === 'Fail') ? false : POLL_MS),
  });
}
