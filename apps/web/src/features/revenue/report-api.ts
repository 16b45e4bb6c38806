import * as r from '@portal/contract/heads/revenue-reports';
import type { ResponseOf } from '@portal/contract/route';
import type * as reports from '@portal/contract/revenue-reports';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'revenue', 'reports'] as const;

/** The contract's lists, repeated here so the contract's zod runtime stays out of the bundle. */
export const REPORT_TYPES = ['custom', 'monthly', 'royalty'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const FILE_FORMATS = ['excel', 'csv'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

export type ReportTask = ResponseOf<typeof reports.listReportsV2>['tasks'][number];

export const TASK_PAGE_SIZE = 20;
/** How often the task list is asked again while a report is being built. */
export const TASK_POLL_MS = 2000;

export const statementsQuery = queryOptions({
  queryKey: [...KEY, 'statements'],
  queryFn: ({ signal }) => api(r.statementList, { signal }),
});

export const BALANCE_PAGE_SIZE = 20;
export type BalanceMovement = ResponseOf<typeof reports.balanceHistory>['movements'][number];

/** A page of the balance history, newest first. */
export const balanceHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: [...KEY, 'balance-history', page],
    queryFn: ({ signal }) => api(r.balanceHistory, { query: { page, pageSize: BALANCE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

const isBusy = (task: ReportTask) => task.status === 'queued' || task.status === 'running';

/** Which of the account's reports the list shows: all of them with the statements, the sales reports (custom and monthly) or the royalty reports. */
export const REPORT_LISTS = ['all', 'sales', 'royalty'] as const;
export type ReportList = (typeof REPORT_LISTS)[number];

/** A page of the account's report tasks of one list, newest first; asked again every 2 s while any of them is queued or running. */
export const reportTasksQuery = (page: number, list: ReportList = 'all') =>
  queryOptions({
    queryKey: [...KEY, 'tasks', list, page],
    queryFn: ({ signal }) => {
      const query = { offset: (page - 1) * TASK_PAGE_SIZE, count: TASK_PAGE_SIZE };
      if (list === 'sales') return api(r.listReports, { query, signal });
      if (list === 'royalty') return api(r.listRoyaltyReports, { query, signal });
      return api(r.listReportsV2, { query, signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.tasks.some(isBusy) ? TASK_POLL_MS : false),
  });

/** Queues a report: custom and monthly through /revenue/report/generate, royalty through its own call. */
export const generateReport = (type: ReportType, format: FileFormat, from: string, to: string) =>
  type === 'royalty' ? api(r.generateRoyaltyReport, { body: { format, from, to } }) : api(r.generateReport, { body: { type, format, from, to } });

export const regenerateReport = (id: number) => api(r.regenerateReport, { body: { id } });

/** The file of a finished task and a month's statement PDF: plain links, the browser downloads them. */
export const reportDownloadUrl = (id: number) => `/api${r.downloadReport.path}?id=${id}`;
export const statementPdfUrl = (month: string) => `/api${r.statementPdf.path}?month=${encodeURIComponent(month)}`;

export const refreshReportTasks = (client: QueryClient) => client.invalidateQueries({ queryKey: [...KEY, 'tasks'] });
