import { and, asc, eq } from 'drizzle-orm';
import { batchTaskRows, uploadedFiles } from '@portal/db/schema';
import type { ImportedRelease, RowFinding, SourcePlace } from '@portal/domain/bulk-import/model';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { readRange } from '../../platform/storage.ts';
import { annotateExcelReport } from './excel/report.ts';
import type { AnnotatedRow } from './readers.ts';
import { fileNameOf, sourceTypeOf } from './source.ts';
import { findTask, type FileIssue, type TaskRow } from './tasks.ts';

/**
 * The verification report as a workbook (the Excel module writes it): for an Excel task whose source is the workbook
 * itself, a copy of it with each failing cell marked (the user fixes that copy and verifies it again); otherwise the
 * findings, one line each, in the user's language. Problems of the source as a whole come first.
 */

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PAGE = 200;

async function reportRows(services: Services, task: TaskRow): Promise<AnnotatedRow[]> {
  const rows: AnnotatedRow[] = (task.fileIssues as FileIssue[]).map((issue) => ({
    place: issue.place,
    status: 'REJECT',
    findings: [{ track: null, field: '', messageKey: issue.messageKey, ...(issue.values ? { values: issue.values } : {}) }],
    trackPlaces: [],
  }));
  for (let offset = 0; ; offset += PAGE) {
    const page = await services.db.select().from(batchTaskRows).where(eq(batchTaskRows.taskId, task.id)).orderBy(asc(batchTaskRows.position)).offset(offset).limit(PAGE);
    for (const row of page) {
      const release = row.release as ImportedRelease;
      rows.push({ place: row.place as SourcePlace, status: row.status, findings: row.findings as RowFinding[], trackPlaces: release.tracks.map((track) => track.place) });
    }
    if (page.length < PAGE) return rows;
  }
}

/** The uploaded workbook of an Excel task (not a zip holding one), when there is one. */
async function sourceWorkbook(services: Services, task: TaskRow): Promise<{ bytes: Buffer; name: string } | null> {
  if (task.method !== 'EXCEL' || !task.sourceFileId) return null;
  const [row] = await services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, task.sourceFileId), eq(uploadedFiles.userId, task.userId)));
  if (!row || sourceTypeOf(row) !== 'xlsx') return null;
  const bytes = await readRange(services.files, row.objectKey, 0, Number(row.size));
  return bytes && { bytes, name: fileNameOf(row) };
}

export async function taskReport(services: Services, actor: Actor, taskId: number, language: string) {
  const task = await findTask(services, actor.accountId, taskId);
  const workbook = await sourceWorkbook(services, task);
  const bytes = await annotateExcelReport({
    workbook: workbook?.bytes ?? null,
    rows: await reportRows(services, task),
    language,
    translate: (key, values) => services.translate(language, key, values),
  });
  const base = (workbook?.name ?? task.name).replace(/\.[a-z]+$/i, '');
  return { bytes, contentType: XLSX, fileName: `${base}-report.xlsx` };
}
