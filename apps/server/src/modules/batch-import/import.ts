import { and, eq, inArray, isNull } from 'drizzle-orm';
import { batchTaskRows, batchTasks } from '@portal/db/schema';
import { BatchTaskStatus, type ImportTarget, type ImportedRelease, type RowFinding } from '@portal/domain/bulk-import/model';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import type { Services } from '../../platform/services.ts';
import { createDraft, type DraftInput } from '../releases/drafts.ts';
import { submitRelease } from '../releases/submit-release.ts';
import { IMPORT_JOB, refreshCounts, taskActor } from './tasks.ts';

/**
 * The import job: each chosen row becomes a release exactly as the form makes one — a draft through createDraft, a
 * submitted release through submitRelease (its checks, identifiers, status history) — in one transaction with the
 * row's albumId, so a crash leaves a release and its row together or neither, and a job that runs again skips what
 * has an albumId: nothing is created twice.
 */

/** The form's input for a verified row: its fields with the stored files' ids. */
export function draftInputOf(release: ImportedRelease): DraftInput {
  return { kind: release.kind, album: release.album, tracks: release.tracks.map((track) => track.input) };
}

/** Why a release could not be created, as findings: the rule messages of a refused submission, or the refusal's own. */
function findingsOf(error: AppError): RowFinding[] {
  const fields = (error.details ?? []).flatMap((detail): RowFinding[] => {
    const [scope, second, third] = detail.field.split('.');
    const values = detail.vars as RowFinding['values'];
    if (scope === 'album' && second) return [{ track: null, field: second, messageKey: detail.messageKey, ...(values ? { values } : {}) }];
    if (scope === 'tracks' && second && third) return [{ track: Number(second), field: third, messageKey: detail.messageKey, ...(values ? { values } : {}) }];
    return [];
  });
  return fields.length ? fields : [{ track: null, field: 'release', messageKey: error.messageKey, ...(error.vars ? { values: error.vars } : {}) }];
}

async function importRow(services: Services, actor: Actor, rowId: number, target: ImportTarget): Promise<boolean> {
  const [row] = await services.db.select().from(batchTaskRows).where(eq(batchTaskRows.id, rowId));
  if (!row || row.albumId !== null || (row.status !== 'PASS' && row.status !== 'IMPORT_FAILED')) return row?.albumId != null;
  const input = draftInputOf(row.release as ImportedRelease);
  try {
    await services.db.transaction(async (tx) => {
      const within = { ...services, db: tx };
      const albumId = target === 'DRAFT' ? (await createDraft(within, actor, input)).albumId : (await submitRelease(within, actor, input)).albumId;
      const [marked] = await tx
        .update(batchTaskRows)
        .set({ status: 'IMPORTED', albumId, updatedAt: new Date() })
        .where(and(eq(batchTaskRows.id, row.id), isNull(batchTaskRows.albumId)))
        .returning({ id: batchTaskRows.id });
      // Another run imported the row meanwhile: this release must not exist twice.
      if (!marked) throw new Error('row imported meanwhile');
    });
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.httpStatus >= 500) throw error;
    await services.db
      .update(batchTaskRows)
      .set({ status: 'IMPORT_FAILED', findings: findingsOf(error), updatedAt: new Date() })
      .where(eq(batchTaskRows.id, row.id));
    return false;
  }
}

export async function runImport(services: Services, taskId: number): Promise<void> {
  const [task] = await services.db
    .select()
    .from(batchTasks)
    .where(and(eq(batchTasks.id, taskId), eq(batchTasks.status, BatchTaskStatus.IMPORTING)));
  if (!task) return;
  const actor = await taskActor(services, task);
  const chosen = (task.importRowIds as number[] | null) ?? [];
  let done = 0;
  let failed = 0;
  for (const rowId of chosen) {
    if (!(await importRow(services, actor, rowId, task.target as ImportTarget))) failed++;
    done++;
    await services.db.update(batchTasks).set({ progressDone: done, updatedAt: new Date() }).where(eq(batchTasks.id, task.id));
  }
  await services.catalogue.changed(task.userId);
  await refreshCounts(services.db, task.id);
  const imported = chosen.length
    ? await services.db
        .select({ id: batchTaskRows.id })
        .from(batchTaskRows)
        .where(and(inArray(batchTaskRows.id, chosen), eq(batchTaskRows.status, 'IMPORTED')))
    : [];
  const success = failed === 0 && imported.length === chosen.length;
  await services.db
    .update(batchTasks)
    .set({ status: success ? BatchTaskStatus.IMPORT_SUCCESS : BatchTaskStatus.IMPORT_FAIL, updatedAt: new Date() })
    .where(and(eq(batchTasks.id, task.id), eq(batchTasks.status, BatchTaskStatus.IMPORTING)));
}

export const batchImportJob: JobDefinition = {
  kind: IMPORT_JOB,
  run: (services, payload) => runImport(services, (payload as { taskId: number }).taskId),
  // An import that failed every time ends IMPORT_FAIL with what it did import; the rest can be imported again.
  onGaveUp: async (services, payload) => {
    const taskId = (payload as { taskId: number }).taskId;
    await refreshCounts(services.db, taskId);
    await services.db
      .update(batchTasks)
      .set({ status: BatchTaskStatus.IMPORT_FAIL, updatedAt: new Date() })
      .where(and(eq(batchTasks.id, taskId), eq(batchTasks.status, BatchTaskStatus.IMPORTING)));
  },
};
