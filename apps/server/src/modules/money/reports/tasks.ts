import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { jobs, reportTasks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { BusinessCode } from '@portal/domain/errors';
import type { Actor } from '../../../platform/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Services } from '../../../platform/services.ts';

export const REPORT_JOB = 'revenue-report';

export type TaskKind = 'custom' | 'monthly' | 'royalty' | 'analytics_songs' | 'analytics_daily';
/** The report kinds of the revenue pages (the others are analytics exports). */
export const MONEY_TASK_KINDS: TaskKind[] = ['custom', 'monthly', 'royalty'];
/** What the revenue pages' task lists show: the reports and the statements. */
export const REVENUE_LIST_KINDS = [...MONEY_TASK_KINDS, 'statement'];
export type FileFormat = 'excel' | 'csv';
export type ReportTaskRow = typeof reportTasks.$inferSelect;
export interface ReportParams {
  from: string;
  to: string;
}

/** The longest range a report or a royalty query covers, in months. */
export const MAX_REPORT_MONTHS = 120;
/** Reports of one account being built at once; more wait until one is done. */
export const MAX_OPEN_TASKS = 5;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** From not after to, at most ten years: otherwise a 400 on the `to` field (formats are checked by the contract). */
export function checkRange(params: ReportParams, where: 'body' | 'query' = 'body'): ReportParams {
  const span = monthIndex(params.to) - monthIndex(params.from);
  if (span < 0 || span >= MAX_REPORT_MONTHS) {
    throw new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: `${where}.to`, messageKey: 'money_range_invalid', message: '' }], 'error_invalid_request');
  }
  return { from: params.from, to: params.to };
}

export const reportNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'error_not_found');

export const extensionOf = (format: string) => (format === 'excel' ? 'xlsx' : format === 'pdf' ? 'pdf' : 'csv');
export const contentTypeOf = (format: string) =>
  format === 'excel' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8';
export const objectKeyOf = (task: Pick<ReportTaskRow, 'id' | 'format'>) => `reports/${task.id}.${extensionOf(task.format)}`;
export const fileNameOf = (task: Pick<ReportTaskRow, 'kind' | 'format' | 'params'>) => {
  const { from, to } = task.params as ReportParams;
  return `${task.kind}-report-${from}-${to}.${extensionOf(task.format)}`;
};

/** Queues a report: the task row and its job in one transaction, so neither exists without the other. */
export async function queueReport(services: Services, actor: Actor, input: { kind: TaskKind; format: FileFormat; params: ReportParams }): Promise<ReportTaskRow> {
  // Analytics exports come with days, checked by their caller; reports with months.
  const params = MONEY_TASK_KINDS.includes(input.kind) ? checkRange(input.params) : input.params;
  const [open] = await services.db
    .select({ value: count() })
    .from(reportTasks)
    .where(and(eq(reportTasks.userId, actor.accountId), inArray(reportTasks.status, ['queued', 'running'])));
  if (Number(open?.value ?? 0) >= MAX_OPEN_TASKS) throw new AppError(BusinessCode.TOO_MANY_REQUESTS, 429, undefined, 'money_report_too_many');
  return services.db.transaction(async (db) => {
    const [row] = await db.insert(reportTasks).values({ userId: actor.accountId, requestedByUserId: actor.person.id, kind: input.kind, format: input.format, params, status: 'queued' }).returning();
    await db.insert(jobs).values({ kind: REPORT_JOB, payload: { taskId: row!.id } });
    return row!;
  });
}

/** A task of the account, or 404 (another account's id answers exactly like a missing one). */
export async function taskOfAccount(db: Db, accountId: number, id: number): Promise<ReportTaskRow> {
  const [row] = await db
    .select()
    .from(reportTasks)
    .where(and(eq(reportTasks.id, id), eq(reportTasks.userId, accountId)));
  if (!row) throw reportNotFound();
  return row;
}

export async function regenerate(services: Services, actor: Actor, id: number): Promise<ReportTaskRow> {
  const earlier = await taskOfAccount(services.db, actor.accountId, id);
  if (earlier.kind === 'statement' || earlier.format === 'pdf') throw reportNotFound();
  return queueReport(services, actor, { kind: earlier.kind as TaskKind, format: earlier.format as FileFormat, params: earlier.params as ReportParams });
}

export async function listTasks(db: Db, accountId: number, query: { offset: number; count: number; kinds?: readonly string[] }) {
  const where: SQL | undefined = and(eq(reportTasks.userId, accountId), query.kinds ? inArray(reportTasks.kind, [...query.kinds]) : undefined);
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(reportTasks).where(where),
    db.select().from(reportTasks).where(where).orderBy(desc(reportTasks.id)).offset(query.offset).limit(query.count),
  ]);
  return { total: Number(total?.value ?? 0), tasks: rows.map(taskDto) };
}

export function taskDto(row: ReportTaskRow) {
  const params = row.params as ReportParams;
  return {
    id: row.id,
    kind: row.kind as TaskKind | 'statement',
    format: row.format as 'excel' | 'csv' | 'pdf',
    params: { from: params.from, to: params.to },
    status: row.status as 'queued' | 'running' | 'done' | 'failed',
    progress: row.progress,
    fileName: row.status === 'done' ? row.fileName : null,
    sizeBytes: row.status === 'done' ? row.sizeBytes : null,
    error: row.status === 'failed' ? 'money_report_failed' : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The stored file of a finished task of the account, streamed; 404 while it is not done (or for anyone else). */
export async function taskFile(services: Services, accountId: number, id: number) {
  const task = await taskOfAccount(services.db, accountId, id);
  if (task.status !== 'done' || !task.objectKey) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'money_report_not_ready');
  const object = await services.files.getStream(task.objectKey);
  if (!object) throw reportNotFound();
  return { stream: object.stream, size: object.size, contentType: contentTypeOf(task.format), fileName: task.fileName ?? fileNameOf(task) };
}
