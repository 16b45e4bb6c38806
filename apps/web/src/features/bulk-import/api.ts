import * as batchTaskRoutes from '@portal/contract/heads/batch-tasks';
import type * as batchTasks from '@portal/contract/batch-tasks';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import type { BatchRowStatus, BatchTaskStatus, ImportTarget } from '@portal/domain/bulk-import/model';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'batch-tasks'] as const;

export type BatchTask = ResponseOf<typeof batchTasks.create>;
export type BatchRow = ResponseOf<typeof batchTasks.detail>['rows'][number];
export type UploadLimits = ResponseOf<typeof batchTasks.limits>;
export type CreateTask = BodyOf<typeof batchTasks.create>;

/** A task whose background job is running: its page asks again until the job ends. */
export const isRunning = (status: BatchTaskStatus) => status === 'INIT' || status === 'VERIFYING' || status === 'IMPORTING';
const POLL_MS = 1500;

export const TASK_PAGE_SIZE = 10;
export const ROW_PAGE_SIZE = 20;

export const taskListQuery = (page: number) =>
  queryOptions({
    queryKey: [...KEY, 'list', page],
    queryFn: ({ signal }) => api(batchTaskRoutes.list, { query: { offset: (page - 1) * TASK_PAGE_SIZE, count: TASK_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.tasks.some((task) => isRunning(task.status)) ? POLL_MS : false),
  });

export const taskDetailQuery = (taskId: number, page: number, status: BatchRowStatus | null) =>
  queryOptions({
    queryKey: [...KEY, 'detail', taskId, page, status],
    queryFn: ({ signal }) => api(batchTaskRoutes.detail, { query: { taskId, offset: (page - 1) * ROW_PAGE_SIZE, count: ROW_PAGE_SIZE, status: status ?? undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.task.status) ? POLL_MS : false),
  });

export const limitsQuery = () => queryOptions({ queryKey: [...KEY, 'limits'], queryFn: ({ signal }) => api(batchTaskRoutes.limits, { signal }) });

export const createTask = (body: CreateTask) => api(batchTaskRoutes.create, { body });
/** Verifies again: with a corrected file, and/or another go-live date (null: none). */
export const reverifyTask = (taskId: number, change: { fileId?: string; archiveFileId?: string; releaseDate?: string | null }) => api(batchTaskRoutes.reverify, { body: { taskId, ...change } });
export const importTask = (taskId: number, rowIds?: number[], target?: ImportTarget) => api(batchTaskRoutes.importRows, { body: { taskId, rowIds, target } });
export const deleteTask = (taskId: number) => api(batchTaskRoutes.remove, { body: { taskId } });

/** A deleted task leaves the cached lists at once (the list page must not show it while it asks again). */
export async function forgetTask(client: QueryClient, taskId: number) {
  client.removeQueries({ queryKey: [...KEY, 'detail', taskId] });
  client.setQueriesData<ResponseOf<typeof batchTasks.list>>({ queryKey: [...KEY, 'list'] }, (data) =>
    data?.tasks.some((task) => task.taskId === taskId) ? { total: data.total - 1, tasks: data.tasks.filter((task) => task.taskId !== taskId) } : data,
  );
  await client.invalidateQueries({ queryKey: [...KEY, 'list'] });
}

/** After a change: the task list and details; an import also changes the release lists. */
export async function afterTaskChange(client: QueryClient) {
  await Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: [...SESSION_KEY, 'releases'] })]);
}
