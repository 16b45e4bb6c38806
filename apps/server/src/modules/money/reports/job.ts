import { eq } from 'drizzle-orm';
import { reportTasks, users } from '@portal/db/schema';
import type { JobDefinition } from '../../../platform/jobs.ts';
import type { Services } from '../../../platform/services.ts';
import { notify } from '../../notices/notify.ts';
import { reportSource } from './sources.ts';
import { contentTypeOf, fileNameOf, objectKeyOf, REPORT_JOB, type ReportParams, type ReportTaskRow, type TaskKind } from './tasks.ts';
import { writeCsv, writeExcel, type ReportLabels } from '../../../platform/export/writers.ts';
import { isAnalyticsExport } from '../../analytics/export-sources.ts';

interface Payload {
  taskId: number;
}

/**
 * Builds a report task's file: reads the account's royalty entries page by page, writes CSV or Excel into
 * `reports/<taskId>.<ext>`, keeps the progress on the task, and tells the account when it is ready or failed.
 * A failure is recorded on the task (the account may generate it again); the job itself then ends.
 */
export async function runReportTask(services: Services, taskId: number): Promise<void> {
  const [task] = await services.db.select().from(reportTasks).where(eq(reportTasks.id, taskId));
  if (!task || task.status === 'done' || task.status === 'failed') return;
  await services.db.update(reportTasks).set({ status: 'running', progress: 0, error: null }).where(eq(reportTasks.id, taskId));
  let fileName: string;
  try {
    const source = reportSource(services.db, task.kind as TaskKind, task.userId, task.params as ReportParams);
    const total = await source.count();
    let shown = 0;
    const onRows = async (written: number) => {
      const progress = total === 0 ? 99 : Math.min(99, Math.floor((written * 100) / total));
      if (progress === shown) return;
      shown = progress;
      await services.db.update(reportTasks).set({ progress }).where(eq(reportTasks.id, taskId));
    };
    const key = objectKeyOf(task);
    const write = task.format === 'excel' ? writeExcel : writeCsv;
    const written = await write(services.files, key, contentTypeOf(task.format), source, await labelsFor(services, task.requestedByUserId), onRows);
    fileName = fileNameOf(task);
    await services.db.update(reportTasks).set({ status: 'done', progress: 100, objectKey: key, fileName, sizeBytes: written.size, finishedAt: new Date() }).where(eq(reportTasks.id, taskId));
  } catch (error) {
    await failTask(services, task, error instanceof Error ? error.message : String(error));
    return;
  }
  await tell(services, task, 'ready', fileName);
}

async function failTask(services: Services, task: ReportTaskRow, error: string) {
  await services.db
    .update(reportTasks)
    .set({ status: 'failed', error: error.slice(0, 2000), finishedAt: new Date() })
    .where(eq(reportTasks.id, task.id));
  await tell(services, task, 'failed', fileNameOf(task));
}

function tell(services: Services, task: ReportTaskRow, outcome: 'ready' | 'failed', name: string) {
  return notify(services, {
    userId: task.userId,
    subtype: outcome === 'ready' ? 'REPORT_READY' : 'REPORT_FAILED',
    titleKey: outcome === 'ready' ? 'notice_report_ready_title' : 'notice_report_failed_title',
    bodyKey: outcome === 'ready' ? 'notice_report_ready_body' : 'notice_report_failed_body',
    vars: { name },
    // An analytics export is followed where it was asked for, beside the data-insight pages.
    link: isAnalyticsExport(task.kind) ? '/analytics/exports' : '/revenue/reports',
    eventKey: `report:${task.id}:${outcome}`,
  });
}

export const reportJob: JobDefinition = {
  kind: REPORT_JOB,
  run: (services, payload) => runReportTask(services, (payload as Payload).taskId),
  // Recording the failure itself failed every time (the database was away): record it when the job gives up.
  onGaveUp: async (services, payload, error) => {
    const [task] = await services.db
      .select()
      .from(reportTasks)
      .where(eq(reportTasks.id, (payload as Payload).taskId));
    if (task && task.status !== 'done' && task.status !== 'failed') await failTask(services, task, error);
  },
};

/** Headings, sale types and the totals row in the language of the person who asked for the report. */
async function labelsFor(services: Services, userId: number): Promise<ReportLabels> {
  const [person] = await services.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const language = person?.language ?? 'en';
  const t = (key: string) => services.translate(language, key);
  return {
    column: (name) => t(`report_col_${name}`),
    value: (column, value) => (column === 'sale_type' && SALE_TYPE_KEYS.has(value) ? t(`rev_sale_${value}`) : value),
    total: t('report_total'),
  };
}

const SALE_TYPE_KEYS = new Set(['stream', 'download', 'ugc', 'other']);
