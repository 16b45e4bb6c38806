import * as r from '@portal/contract/heads/revenue-reports';
import type { ResponseOf } from '@portal/contract/route';
import type * as reports from '@portal/contract/revenue-reports';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// The analytics exports (decisions 025 and 062): data tasks built in the background, followed here, then downloaded.

const KEY = [...SESSION_KEY, 'analytics', 'exports'] as const;

/** The contract's lists, repeated so the contract's zod runtime stays out of the bundle. */
export const EXPORT_KINDS = ['analytics_songs', 'analytics_daily'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['excel', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type ExportTask = ResponseOf<typeof reports.listDataTasks>['tasks'][number];

export const EXPORT_PAGE_SIZE = 20;
/** How often the list is asked again while an export is being built. */
export const EXPORT_POLL_MS = 2000;

const isBusy = (task: ExportTask) => task.status === 'queued' || task.status === 'running';

/** A page of the account's analytics exports, newest first; asked again every 2 s while one is queued or running. */
export const exportsQuery = (page: number) =>
  queryOptions({
    queryKey: [...KEY, page],
    queryFn: ({ signal }) => api(r.listDataTasks, { query: { offset: (page - 1) * EXPORT_PAGE_SIZE, count: EXPORT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.tasks.some(isBusy) ? EXPORT_POLL_MS : false),
  });

/** Asks for an export of a range of days (yyyy-MM-dd, both included). */
export const requestExport = (kind: ExportKind, format: ExportFormat, from: string, to: string) => api(r.createDataTask, { body: { kind, format, from, to } });

export const refreshExports = (client: QueryClient) => client.invalidateQueries({ queryKey: KEY });

/** The file of a finished export: a plain link, the browser downloads it. */
export const exportDownloadUrl = (taskId: number) => `/api${r.downloadDataTask.path}?taskId=${taskId}`;
