import { z } from 'zod';
import { defineRoute, download } from './route.ts';

/**
 * Downloadable revenue reports and monthly statements (document 1 section 3 "Reports", section 7 "Revenue").
 * Reports are built in the background (a report task); amounts in answers are exact decimal strings with six places.
 */
const money = z.string();
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const royaltyView = { tag: 'revenue', access: 'user', permission: { resource: 'Royalty', action: 'View' } } as const;
const royaltyDownload = { tag: 'revenue', access: 'user', permission: { resource: 'Royalty', action: 'Download' } } as const;

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

export const generateReport = defineRoute({
  method: 'POST',
  path: '/revenue/report/generate',
  summary: 'Queues a report of a range of sales months: custom (one row per month, store, country, release, track and kind of sale) or monthly (per month and store)',
  ...royaltyView,
  body: z.object({ type: z.enum(['custom', 'monthly']), format: z.enum(FILE_FORMATS), ...range }).strict(),
  response: reportTask,
});

export const regenerateReport = defineRoute({
  method: 'POST',
  path: '/revenue/report/regenerate',
  summary: 'Queues a new report with the same kind, format and months as an earlier one of the account',
  ...royaltyView,
  body: z.object({ id: z.number().int().positive() }).strict(),
  response: reportTask,
});

export const listReports = defineRoute({
  method: 'GET',
  path: '/revenue/report/list',
  summary: 'The account’s custom and monthly reports, newest first, with status and progress',
  ...royaltyView,
  query: z.object(page),
  response: taskPage,
});

export const listReportsV2 = defineRoute({
  method: 'GET',
  path: '/revenue/report-v2/list',
  summary: 'All the account’s report tasks (or those of one kind), newest first, with status and progress',
  ...royaltyView,
  query: z.object({ ...page, kind: z.enum(TASK_KINDS).optional() }),
  response: taskPage,
});

export const generateRoyaltyReport = defineRoute({
  method: 'POST',
  path: '/revenue/royalty/report/generate',
  summary: 'Queues a royalty report of a range of sales months: per track and month, its title, ISRC, units and amount',
  ...royaltyView,
  body: z.object({ format: z.enum(FILE_FORMATS), ...range }).strict(),
  response: reportTask,
});

export const listRoyaltyReports = defineRoute({
  method: 'GET',
  path: '/revenue/royalty/report/list',
  summary: 'The account’s royalty reports, newest first, with status and progress',
  ...royaltyView,
  query: z.object(page),
  response: taskPage,
});

export const downloadReport = defineRoute({
  method: 'GET',
  path: '/revenue/report/download',
  summary: 'The file of a finished report of the account (404 until it is done)',
  ...royaltyDownload,
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: download,
  download: true,
});

export const statementList = defineRoute({
  method: 'GET',
  path: '/revenue/statement/list',
  summary:
    "Every calendar month in which the account's balance or advance moved, newest first: what came in, what went out, and the balance at the month's end (or now)",
  ...royaltyView,
  response: z.object({ currency: z.string(), months: z.array(z.object({ month, credited: money, debited: money, closing: money })) }),
});

/** The kinds of line a balance movement is made of (the revenue page and the statements name each). */
export const BALANCE_LINE_KINDS = [
  'earnings',
  'split_paid',
  'split_received',
  'split_returned',
  'recoupment',
  'advance',
  'withdrawal',
  'fee',
  'refund',
  'reward',
  'transfer',
  'adjustment',
] as const;

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

export const balanceHistory = defineRoute({
  method: 'GET',
  path: '/revenue/balance/history',
  summary: "Every movement of the account's balance, newest first: date, kind, the lines it is made of, the balance after it, and where it came from",
  ...royaltyView,
  query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20) }),
  response: z.object({ currency: z.string(), balance: money, total: z.number(), movements: z.array(balanceMovement) }),
});

export const statementPdf = defineRoute({
  method: 'GET',
  path: '/revenue/report/statement',
  summary: 'The monthly statement as a PDF: earnings by store and release, withdrawals and advances of the month, opening and closing balance',
  ...royaltyDownload,
  query: z.object({ month }),
  response: download,
  download: true,
});

export const createDataTask = defineRoute({
  method: 'POST',
  path: '/system/create-data-task',
  summary:
    'Queues a royalty, custom or monthly report (the same as the generate calls; needs Royalty View, months yyyy-MM) or an analytics export (needs AnalyticsData Download, days yyyy-MM-dd) and answers with its task id',
  // Which permission applies depends on the kind: the handler checks it.
  tag: 'revenue',
  access: 'user',
  permission: 'personal',
  body: z.object({ kind: z.enum([...TASK_KINDS, ...ANALYTICS_TASK_KINDS]), format: z.enum(FILE_FORMATS), from: z.string().max(10), to: z.string().max(10) }).strict(),
  response: z.object({ taskId: z.number() }),
});

export const downloadDataTask = defineRoute({
  method: 'GET',
  path: '/system/download-data-task',
  summary: 'The file of a finished report task of the account (404 until it is done); Royalty Download for reports, AnalyticsData Download for analytics exports',
  tag: 'revenue',
  access: 'user',
  permission: 'personal',
  query: z.object({ taskId: z.coerce.number().int().positive() }),
  response: download,
  download: true,
});
