import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { batchTaskRows, batchTasks, jobs, uploadedFiles, users } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { BatchTaskStatus, type BatchMethod, type BatchRowStatus, type ImportTarget, type RowFinding, type SourcePlace } from '@portal/domain/bulk-import/model';
import { DEFAULT_TEAM_ID, ownerAbilities } from '@portal/domain/permissions';
import { hasSigned } from '@portal/domain/user-state';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { signAgreementFirst } from '../releases/submit-release.ts';
import { removeTaskAssets } from './assets.ts';
import { batchProblem, taskNotFound } from './errors.ts';
import { checkSourceFiles, fileNameOf } from './source.ts';

export const VERIFY_JOB = 'batch-verify';
export const IMPORT_JOB = 'batch-import';

export type TaskRow = typeof batchTasks.$inferSelect;
export type RowRecord = typeof batchTaskRows.$inferSelect;
export interface FileIssue {
  place: SourcePlace;
  messageKey: string;
  values?: Record<string, string | number>;
}
export interface TaskCounts {
  releases: number;
  tracks: number;
  passed: number;
  rejected: number;
  imported: number;
  failed: number;
}

const noCounts: TaskCounts = { releases: 0, tracks: 0, passed: 0, rejected: 0, imported: 0, failed: 0 };
/** While a job works on the task, the task waits for it: no second job, no delete. */
const busy: string[] = [BatchTaskStatus.INIT, BatchTaskStatus.VERIFYING, BatchTaskStatus.IMPORTING];

export function taskDto(task: TaskRow) {
  return {
    taskId: task.id,
    name: task.name,
    method: task.method as BatchMethod,
    status: task.status as BatchTaskStatus,
    target: task.target as ImportTarget,
    releaseDate: task.releaseDate,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    progress: { done: task.progressDone, total: task.progressTotal },
    counts: { ...noCounts, ...(task.counts as Partial<TaskCounts>) },
    fileIssues: task.fileIssues as FileIssue[],
  };
}

interface StoredRelease {
  tracks: { input: { title?: string } }[];
}

export function rowDto(row: RowRecord) {
  const tracks = (row.release as StoredRelease).tracks;
  return {
    rowId: row.id,
    place: row.place as SourcePlace,
    status: row.status as BatchRowStatus,
    kind: row.kind as 'ALBUM' | 'SINGLE',
    title: row.title,
    upc: row.upc,
    trackCount: row.trackCount,
    findings: (row.findings as RowFinding[]).map((finding) => {
      const trackTitle = finding.track === null ? undefined : tracks[finding.track]?.input.title?.trim();
      return { ...finding, ...(trackTitle ? { trackTitle } : {}) };
    }),
    albumId: row.albumId,
  };
}

export async function findTask(services: Services, accountId: number, taskId: number): Promise<TaskRow> {
  const [task] = await services.db
    .select()
    .from(batchTasks)
    .where(and(eq(batchTasks.id, taskId), eq(batchTasks.userId, accountId), ne(batchTasks.status, BatchTaskStatus.DELETED)));
  if (!task) throw taskNotFound();
  return task;
}

/** The counts of a task's rows, written on the task. */
export async function refreshCounts(db: Db, taskId: number): Promise<TaskCounts> {
  const rows = await db
    .select({ status: batchTaskRows.status, rows: count(), tracks: sql<number>`coalesce(sum(${batchTaskRows.trackCount}), 0)` })
    .from(batchTaskRows)
    .where(eq(batchTaskRows.taskId, taskId))
    .groupBy(batchTaskRows.status);
  const of = (status: BatchRowStatus) => Number(rows.find((row) => row.status === status)?.rows ?? 0);
  const counts: TaskCounts = {
    releases: rows.reduce((sum, row) => sum + Number(row.rows), 0),
    tracks: rows.reduce((sum, row) => sum + Number(row.tracks), 0),
    passed: of('PASS'),
    rejected: of('REJECT'),
    imported: of('IMPORTED'),
    failed: of('IMPORT_FAILED'),
  };
  await db.update(batchTasks).set({ counts, updatedAt: new Date() }).where(eq(batchTasks.id, taskId));
  return counts;
}

/** The person who started the task, acting in its account: what the import does, it does as them. */
export async function taskActor(services: Services, task: Pick<TaskRow, 'userId' | 'createdByUserId'>): Promise<Actor> {
  const people = await services.db
    .select()
    .from(users)
    .where(inArray(users.id, [task.userId, task.createdByUserId]));
  const account = people.find((person) => person.id === task.userId)!;
  const person = people.find((person) => person.id === task.createdByUserId) ?? account;
  return { person, account, accountId: account.id, teamId: DEFAULT_TEAM_ID, teamName: null, isOwner: person.id === account.id, abilities: ownerAbilities() };
}

/** The uploaded file's name, or "Quick migration 2026-11-27 14:45" in the user's language. */
function defaultName(services: Services, actor: Actor, method: BatchMethod, fileName: string | null) {
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return (fileName ?? `${services.translate(actor.person.language, `bulk_ui_method_${method}`)} ${stamp}`).slice(0, 100);
}

export interface CreateTaskInput {
  method: BatchMethod;
  name?: string;
  fileId?: string;
  archiveFileId?: string;
  identifiers?: string[];
  target: ImportTarget;
  releaseDate?: string;
}

/** A new task in INIT with its verification queued. */
export async function createTask(services: Services, actor: Actor, input: CreateTaskInput) {
  const identifiers = [...new Set((input.identifiers ?? []).map((value) => value.trim()).filter(Boolean))];
  const { document } = await checkSourceFiles(services, actor.accountId, { ...input, identifiers });
  if (input.target === 'SUBMITTED' && !hasSigned(actor.account.signStatus)) throw signAgreementFirst();
  const task = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(batchTasks)
      .values({
        userId: actor.accountId,
        createdByUserId: actor.person.id,
        name: input.name?.trim() || defaultName(services, actor, input.method, document ? fileNameOf(document) : null),
        method: input.method,
        status: BatchTaskStatus.INIT,
        target: input.target,
        sourceFileId: input.fileId ?? null,
        archiveFileId: input.archiveFileId ?? null,
        identifiers,
        releaseDate: input.releaseDate ?? null,
      })
      .returning();
    await tx.insert(jobs).values({ kind: VERIFY_JOB, payload: { taskId: row!.id } });
    return row!;
  });
  return taskDto(task);
}

export async function listTasks(services: Services, actor: Actor, query: { offset: number; count: number; status?: BatchTaskStatus }) {
  const where = and(eq(batchTasks.userId, actor.accountId), query.status ? eq(batchTasks.status, query.status) : ne(batchTasks.status, BatchTaskStatus.DELETED));
  const [totals, rows] = await Promise.all([
    services.db.select({ total: count() }).from(batchTasks).where(where),
    services.db.select().from(batchTasks).where(where).orderBy(desc(batchTasks.id)).offset(query.offset).limit(query.count),
  ]);
  return { total: Number(totals[0]?.total ?? 0), tasks: rows.map(taskDto) };
}

export async function taskDetail(services: Services, actor: Actor, query: { taskId: number; offset: number; count: number; status?: BatchRowStatus }) {
  const task = await findTask(services, actor.accountId, query.taskId);
  const where = and(eq(batchTaskRows.taskId, task.id), query.status ? eq(batchTaskRows.status, query.status) : undefined);
  const [totals, rows] = await Promise.all([
    services.db.select({ total: count() }).from(batchTaskRows).where(where),
    services.db.select().from(batchTaskRows).where(where).orderBy(asc(batchTaskRows.position)).offset(query.offset).limit(query.count),
  ]);
  return { task: taskDto(task), total: Number(totals[0]?.total ?? 0), rows: rows.map(rowDto) };
}

/**
 * Verifies a corrected source, or the same one with another go-live date: the task goes back to INIT and its
 * verification is queued. Rows already imported stay; the verification replaces the others.
 */
export async function reverifyTask(services: Services, actor: Actor, input: { taskId: number; fileId?: string; archiveFileId?: string; releaseDate?: string | null }) {
  const task = await findTask(services, actor.accountId, input.taskId);
  const files = input.fileId ? { sourceFileId: input.fileId, archiveFileId: input.archiveFileId ?? null } : { sourceFileId: task.sourceFileId, archiveFileId: task.archiveFileId };
  await checkSourceFiles(services, actor.accountId, {
    method: task.method as BatchMethod,
    fileId: files.sourceFileId ?? undefined,
    archiveFileId: files.archiveFileId ?? undefined,
    identifiers: task.identifiers as string[],
  });
  const releaseDate = input.releaseDate === undefined ? task.releaseDate : input.releaseDate;
  const updated = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(batchTasks)
      .set({ status: BatchTaskStatus.INIT, ...files, releaseDate, fileIssues: [], progressDone: 0, progressTotal: 0, updatedAt: new Date() })
      .where(and(eq(batchTasks.id, task.id), notInArray(batchTasks.status, [...busy, BatchTaskStatus.DELETED])))
      .returning();
    if (row) await tx.insert(jobs).values({ kind: VERIFY_JOB, payload: { taskId: row.id } });
    return row;
  });
  if (!updated) throw batchProblem(409, 'bulk_task_busy');
  return taskDto(updated);
}

/** Rows an import may take: passed verification (or failed an earlier import) and not imported yet. */
const importable = (taskId: number) => and(eq(batchTaskRows.taskId, taskId), inArray(batchTaskRows.status, ['PASS', 'IMPORT_FAILED']), isNull(batchTaskRows.albumId));

/** Starts the import of the passing rows (all, or those given) as a background job. */
export async function startImport(services: Services, actor: Actor, input: { taskId: number; rowIds?: number[]; target?: ImportTarget }) {
  const task = await findTask(services, actor.accountId, input.taskId);
  const target = input.target ?? (task.target as ImportTarget);
  if (target === 'SUBMITTED' && !hasSigned(actor.account.signStatus)) throw signAgreementFirst();
  if (busy.includes(task.status)) throw batchProblem(409, 'bulk_task_busy');
  const chosen = await services.db
    .select({ id: batchTaskRows.id })
    .from(batchTaskRows)
    .where(and(importable(task.id), input.rowIds ? inArray(batchTaskRows.id, input.rowIds.length ? input.rowIds : [0]) : undefined));
  if (input.rowIds && chosen.length !== new Set(input.rowIds).size) throw batchProblem(400, 'bulk_rows_not_importable', 'body.rowIds');
  if (chosen.length === 0) throw batchProblem(409, 'bulk_nothing_to_import');
  const updated = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(batchTasks)
      .set({
        status: BatchTaskStatus.IMPORTING,
        target,
        importRowIds: chosen.map((row) => row.id),
        progressDone: 0,
        progressTotal: chosen.length,
        updatedAt: new Date(),
      })
      .where(and(eq(batchTasks.id, task.id), notInArray(batchTasks.status, [...busy, BatchTaskStatus.DELETED])))
      .returning();
    if (row) await tx.insert(jobs).values({ kind: IMPORT_JOB, payload: { taskId: row.id } });
    return row;
  });
  if (!updated) throw batchProblem(409, 'bulk_task_busy');
  return taskDto(updated);
}

const importStarted: string[] = [BatchTaskStatus.IMPORTING, BatchTaskStatus.IMPORT_SUCCESS, BatchTaskStatus.IMPORT_FAIL];

/**
 * Deletes a task before its import started: the files it stored go, and its uploaded sources unless another task
 * still reads them. A task whose verification runs is deleted too; the job sees DELETED and stops.
 */
export async function deleteTask(services: Services, actor: Actor, taskId: number) {
  const task = await findTask(services, actor.accountId, taskId);
  const [imported] = await services.db
    .select({ id: batchTaskRows.id })
    .from(batchTaskRows)
    .where(and(eq(batchTaskRows.taskId, task.id), isNotNull(batchTaskRows.albumId)))
    .limit(1);
  if (importStarted.includes(task.status) || imported) throw batchProblem(409, 'bulk_task_import_started');
  const [deleted] = await services.db
    .update(batchTasks)
    .set({ status: BatchTaskStatus.DELETED, deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(batchTasks.id, task.id), notInArray(batchTasks.status, [...importStarted, BatchTaskStatus.DELETED])))
    .returning();
  if (!deleted) throw batchProblem(409, 'bulk_task_import_started');
  await cleanUpDeleted(services, deleted);
  return { ok: true as const };
}

/** Everything a deleted task kept: its rows, the files it stored, its sources no other task uses. */
export async function cleanUpDeleted(services: Services, task: TaskRow) {
  await removeTaskAssets(services, task.id, task.userId);
  await services.db.delete(batchTaskRows).where(eq(batchTaskRows.taskId, task.id));
  for (const fileId of [task.sourceFileId, task.archiveFileId]) {
    if (!fileId) continue;
    const [other] = await services.db
      .select({ id: batchTasks.id })
      .from(batchTasks)
      .where(
        and(
          eq(batchTasks.userId, task.userId),
          ne(batchTasks.id, task.id),
          ne(batchTasks.status, BatchTaskStatus.DELETED),
          sql`(${batchTasks.sourceFileId} = ${fileId} or ${batchTasks.archiveFileId} = ${fileId})`,
        ),
      )
      .limit(1);
    if (other) continue;
    const removed = await services.db
      .delete(uploadedFiles)
      .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, task.userId), eq(uploadedFiles.kind, 'batch')))
      .returning({ objectKey: uploadedFiles.objectKey });
    for (const row of removed) await services.files.delete(row.objectKey);
  }
}
