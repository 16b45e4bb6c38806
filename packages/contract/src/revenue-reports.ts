import { z } from 'zod';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/revenue-reports.ts';

/**
 * Downloadable revenue reports and monthly statements (document 1 section 3 "Reports", section 7 "Revenue").
 * Reports are built in the background (a report task); amounts in answers are exact decimal strings with six places.
 */
const money = z.string();
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const REPORT_KINDS = ['custom', 'monthly', 'royalty', 'statement', 'analytics_songs', 'analytics_daily'] as const;
export const REPORT_FORMATS = ['excel', 'csv', 'pdf'] as const;
export const REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
/** What a report task can be asked for (statements are PDFs made on the fly, not tasks). */
export const TASK_KINDS = ['custom', 'monthly', 'royalty'] as const;
/** Analytics exports (decision 025): per song over a range of days, or per day and store. */
export const ANALYTICS_TASK_KINDS = ['analytics_songs', 'analytics_daily'] as const;
export const FILE_FORMATS = ['excel', 'csv'] as const;

export const reportTask = z.object({
  id: z.number(),
  kind: z.enum(REPORT_KINDS),
  format: z.enum(REPORT_FORMATS),
  /** What the report covers, both ends included: sales months (yyyy-MM), or days (yyyy-MM-dd) for analytics exports. */
  params: z.object({ from: z.string(), to: z.string() }),
  status: z.enum(REPORT_STATUSES),
  /** 0 to 100. */
  progress: z.number().int(),
  /** Set once done. */
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** A message key when the task failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

const page = { offset: z.coerce.number().int().min(0).default(0), count: z.coerce.number().int().min(1).max(100).default(20) };
const taskPage = z.object({ total: z.number(), tasks: z.array(reportTask) });
const range = { from: month, to: month };

export const generateReport = defineRoute(heads.generateReport, {
  summary: 'Queues a report of a range of sales months: custom (one row per month, store, country, release, track and kind of sale) or monthly (per month and store)',
  body: z.object({ type: z.enum(['custom', 'monthly']), format: z.enum(FILE_FORMATS), ...range }).strict(),
  response: reportTask,
});

export const regenerateReport = defineRoute(heads.regenerateReport, {
  summary: 'Queues a new report with the same kind, format and months as an earlier one of the account',
  body: z.object({ id: z.number().int().positive() }).strict(),
  response: reportTask,
});

export const listReports = defineRoute(heads.listReports, {
  summary: 'The account’s custom and monthly reports, newest first, with status and progress',
  query: z.object(page),
  response: taskPage,
});

export const listReportsV2 = defineRoute(heads.listReportsV2, {
  summary: 'All the account’s report tasks (or those of one kind), newest first, with status and progress',
  query: z.object({ ...page, kind: z.enum(TASK_KINDS).optional() }),
  response: taskPage,
});

export const generateRoyaltyReport = defineRoute(heads.generateRoyaltyReport, {
  summary: 'Queues a royalty report of a range of sales months: per track and month, its title, ISRC, units and amount',
  body: z.object({ format: z.enum(FILE_FORMATS), ...range }).strict(),
  response: reportTask,
});

export const listRoyaltyReports = defineRoute(heads.listRoyaltyReports, {
  summary: 'The account’s royalty reports, newest first, with status and progress',
  query: z.object(page),
  response: taskPage,
});

export const downloadReport = defineRoute(heads.downloadReport, {
  summary: 'The file of a finished report of the account (404 until it is done)',
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: download,
});

export const statementList = defineRoute(heads.statementList, {
  summary: "Every calendar month in which the account's balance or advance moved, newest first: what came in, what went out, and the balance at the month's end (or now)",
  response: z.object({ currency: z.string(), months: z.array(z.object({ month, credited: money, debited: money, closing: money })) }),
});

/** The kinds of line a balance movement is made of (the revenue page and the statements name each). */
export const BALANCE_LINE_KINDS = ['earnings', 'split_paid', 'split_received', 'split_returned', 'recoupment', 'advance', 'withdrawal', 'fee', 'refund', 'reward', 'transfer', 'adjustment'] as const;

export const balanceMovement = z.object({
  id: z.number(),
  at: z.string(),
  /** The ledger transaction's kind: sales_import, sales_rate, suspense_assign, split_release, split_declined, advance, withdrawal, withdrawal_reversal, referral_reward, direct_transfer. */
  kind: z.string(),
  lines: z.array(z.object({ kind: z.enum(BALANCE_LINE_KINDS), amount: money })),
  amount: money,
  balanceAfter: money,
  source: z.object({
    salesFrom: month.optional(),
    salesTo: month.optional(),
    withdrawalId: z.number().optional(),
    method: z.string().optional(),
    status: z.string().optional(),
    reason: z.string().nullable().optional(),
    note: z.string().optional(),
    songTitle: z.string().optional(),
  }),
});

export const balanceHistory = defineRoute(heads.balanceHistory, {
  summary: "Every movement of the account's balance, newest first: date, kind, the lines it is made of, the balance after it, and where it came from",
  query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) }),
  response: z.object({ currency: z.string(), balance: money, total: z.number(), movements: z.array(balanceMovement) }),
});

export const statementPdf = defineRoute(heads.statementPdf, {
  summary: 'The monthly statement as a PDF: earnings by store and release, withdrawals and advances of the month, opening and closing balance',
  query: z.object({ month }),
  response: download,
});

export const createDataTask = defineRoute(heads.createDataTask, {
  summary:
    'Queues a royalty, custom or monthly report (the same as the generate calls; needs Royalty View, months yyyy-MM) or an analytics export (needs AnalyticsData Download, days yyyy-MM-dd) and answers with its task id',
  body: z.object({ kind: z.enum([...TASK_KINDS, ...ANALYTICS_TASK_KINDS]), format: z.enum(FILE_FORMATS), from: z.string().max(10), to: z.string().max(10) }).strict(),
  response: z.object({ taskId: z.number() }),
});

export const listDataTasks = defineRoute(heads.listDataTasks, {
  summary: 'The account’s analytics exports (the data tasks of the analytics kinds, or those of one kind), newest first, with status and progress',
  query: z.object({ ...page, kind: z.enum(ANALYTICS_TASK_KINDS).optional() }),
  response: taskPage,
});

export const downloadDataTask = defineRoute(heads.downloadDataTask, {
  summary: 'The file of a finished report task of the account (404 until it is done); Royalty Download for reports, AnalyticsData Download for analytics exports',
  query: z.object({ taskId: z.coerce.number().int().positive() }),
  response: download,
});
