import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { aigcCredits, aigcTasks, jobs } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { BusinessCode } from '@portal/domain/errors';
import {
  AIGC_COSTS,
  AIGC_TASK_KINDS,
  AIGC_MONTHLY_CREDITS,
  AigcResultCode,
  aigcNeedsMediaTools,
  aigcResultMessageKey,
  creditPeriodOf,
  isFinished,
  type AigcKind,
  type AigcTaskKind,
  type AigcTaskState,
} from '@portal/domain/aigc/tasks';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { toolFitness } from '../../platform/media/binaries.ts';
import type { Services } from '../../platform/services.ts';

/**
 * The creation tools' task runner (decision 034): a task row per request, credits taken with it in one transaction,
 * the work done by a background job (one job lane per kind, so a long video render never holds back a mastering),
 * progress and the outcome written back to the row for the polling page.
 */

export type AigcTaskRow = typeof aigcTasks.$inferSelect;

export interface AigcHandlerContext<I = unknown> {
  services: Services;
  task: AigcTaskRow;
  input: I;
  /** Reports progress 0–100 (written at most every quarter second, and only when it grows). */
  progress(n: number): Promise<void>;
}

export type AigcHandler<I = unknown, O = unknown> = (ctx: AigcHandlerContext<I>) => Promise<O>;

/** How tasks of one kind run: the handler, and whether the tool can run here (on by default; a hosted-model adapter without configuration is off). */
export interface AigcTool {
  handler: AigcHandler;
  available?: (services: Services) => boolean;
}

/** A tool of typed input and output, for the list in aigc-tools.ts. */
export const aigcTool = <I, O>(handler: AigcHandler<I, O>, available?: (services: Services) => boolean): AigcTool => ({ handler: handler as AigcHandler, available });

/** A failure the user can act on: the task ends Fail with this result code (and this message key, or the code's). */
export class AigcTaskError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string = aigcResultMessageKey(code),
  ) {
    super(messageKey);
  }
}

const jobKindOf = (kind: AigcKind) => `aigc:${kind}`;
let tools: Partial<Record<AigcKind, AigcTool>> = {};

/** The tools the server runs, one per kind of task (the list in aigc-tools.ts, given by buildApp). */
export function installAigcTools(list: Record<AigcTaskKind, AigcTool>): void {
  tools = list;
}

/** One job kind per kind of task: the job runs the task with its tool's handler. */
export const aigcJobs: JobDefinition[] = AIGC_TASK_KINDS.map((kind) => ({ kind: jobKindOf(kind), run: (services, payload) => runAigcTask(services, (payload as { taskId: number }).taskId) }));

/** Whether tasks of this kind can be created on this server. */
export function aigcKindAvailable(services: Services, kind: AigcKind): boolean {
  const tool = tools[kind];
  return !!tool && (tool.available?.(services) ?? true);
}

export const outOfCredits = () => new AppError(BusinessCode.OUT_OF_CREDITS, 402, undefined, 'error_out_of_credits');
export const aigcTaskNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'error_not_found');
/**
 * A refusal before any task exists (an unknown file, a tool that is off). The answer's errorCode stays the common
 * request code: result codes 1001–1099 share their numbers with login codes, so they live in tasks only.
 */
export const aigcRefusal = (code: number, httpStatus = 400, messageKey = aigcResultMessageKey(code)) => new AppError(BusinessCode.REQUEST_COMMON, httpStatus, undefined, messageKey);

/**
 * Takes `cost` credits of the account inside the transaction, starting a new month's allowance when the stored balance
 * is of an earlier month; throws 60004 (changing nothing) when fewer are left. Answers what remains.
 */
export async function takeCredits(db: Db, accountId: number, cost: number, now = new Date()): Promise<number> {
  const period = creditPeriodOf(now);
  await db
    .insert(aigcCredits)
    .values({ userId: accountId, period, remaining: AIGC_MONTHLY_CREDITS })
    .onConflictDoUpdate({ target: aigcCredits.userId, set: { period, remaining: AIGC_MONTHLY_CREDITS, updatedAt: now }, setWhere: sql`${aigcCredits.period} <> ${period}` });
  const [row] = await db
    .update(aigcCredits)
    .set({ remaining: sql`${aigcCredits.remaining} - ${cost}`, updatedAt: now })
    .where(and(eq(aigcCredits.userId, accountId), sql`${aigcCredits.remaining} >= ${cost}`))
    .returning({ remaining: aigcCredits.remaining });
  if (!row) throw outOfCredits();
  return row.remaining;
}

/** The account's credits left this month (the full allowance when it has spent none yet). */
export async function creditsLeft(db: Db, accountId: number, now = new Date()): Promise<number> {
  const [row] = await db.select().from(aigcCredits).where(eq(aigcCredits.userId, accountId));
  return row && row.period === creditPeriodOf(now) ? row.remaining : AIGC_MONTHLY_CREDITS;
}

/** Queues a task: credits, the task row and its job in one transaction (60004 and nothing written when out of credits). */
export async function createAigcTask<I>(services: Services, actor: Actor, request: { kind: AigcKind; input: I }): Promise<{ taskId: number; creditsLeft: number }> {
  if (!aigcKindAvailable(services, request.kind)) throw aigcRefusal(AigcResultCode.PERMISSION_DENIED, 403, 'aigc_tool_off');
  // Said before credits are taken: the server's ffmpeg cannot run this tool (the health panel tells the operators why).
  if (aigcNeedsMediaTools(request.kind)) {
    const ffmpeg = await toolFitness('ffmpeg');
    if (!ffmpeg.runs || !ffmpeg.current) throw aigcRefusal(AigcResultCode.PROCESSING_ERROR, 503, 'aigc_media_tools_unavailable');
  }
  // Document 1's 80001: past the queue's limit a task would wait longer than anyone waits; nothing is taken.
  const [queued] = await services.db
    .select({ n: count() })
    .from(aigcTasks)
    .where(inArray(aigcTasks.state, ['Init', 'Processing']));
  if ((queued?.n ?? 0) >= services.config.aigcQueueLimit) throw new AppError(BusinessCode.SYSTEM_OVERLOAD, 503, undefined, 'aigc_queue_full');
  const cost = AIGC_COSTS[request.kind];
  return services.db.transaction(async (db) => {
    const remaining = await takeCredits(db, actor.accountId, cost);
    const [row] = await db
      .insert(aigcTasks)
      .values({ userId: actor.accountId, requestedByUserId: actor.person.id, kind: request.kind, input: request.input as object, credits: cost })
      .returning({ id: aigcTasks.id });
    await db.insert(jobs).values({ kind: jobKindOf(request.kind), payload: { taskId: row!.id } });
    return { taskId: row!.id, creditsLeft: remaining };
  });
}

/** A task of the caller's account (of the given kind, when named); another account's task answers 404 like a missing one. */
export async function readAigcTask(services: Services, actor: Actor, id: number, kind?: AigcKind | readonly AigcKind[]): Promise<AigcTaskRow> {
  const [row] = await services.db
    .select()
    .from(aigcTasks)
    .where(and(eq(aigcTasks.id, id), eq(aigcTasks.userId, actor.accountId)));
  const kinds = kind === undefined ? null : typeof kind === 'string' ? [kind] : kind;
  if (!row || (kinds && !kinds.includes(row.kind as AigcKind))) throw aigcTaskNotFound();
  return row;
}

/** What callers see of a task. */
export function aigcTaskDto<O = unknown>(row: AigcTaskRow) {
  return {
    taskId: row.id,
    kind: row.kind as AigcKind,
    state: row.state as AigcTaskState,
    resultCode: row.resultCode,
    progress: row.progress,
    output: (row.state === 'Success' ? row.output : null) as O | null,
    errorKey: row.state === 'Fail' ? (row.errorKey ?? aigcResultMessageKey(row.resultCode)) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function finish(services: Services, task: AigcTaskRow, values: Partial<typeof aigcTasks.$inferInsert>) {
  const now = new Date();
  await services.db.transaction(async (db) => {
    await db
      .update(aigcTasks)
      .set({ ...values, finishedAt: now, updatedAt: now })
      .where(eq(aigcTasks.id, task.id));
    // A failed task gives its credits back (to the month they were taken from).
    if (values.state === 'Fail' && task.credits > 0) {
      await db
        .update(aigcCredits)
        .set({ remaining: sql`${aigcCredits.remaining} + ${task.credits}`, updatedAt: now })
        .where(and(eq(aigcCredits.userId, task.userId), eq(aigcCredits.period, creditPeriodOf(task.createdAt))));
    }
  });
}

/** Runs one task now (the job's body; tests may call it directly). A finished task is left alone. */
export async function runAigcTask(services: Services, taskId: number): Promise<void> {
  const [task] = await services.db.select().from(aigcTasks).where(eq(aigcTasks.id, taskId));
  if (!task || isFinished(task.state as AigcTaskState)) return;
  const tool = tools[task.kind as AigcKind];
  if (!tool) {
    await finish(services, task, { state: 'Fail', resultCode: AigcResultCode.PROCESSING_ERROR, errorKey: aigcResultMessageKey(AigcResultCode.PROCESSING_ERROR) });
    return;
  }
  await services.db.update(aigcTasks).set({ state: 'Processing', resultCode: AigcResultCode.ONGOING, progress: 0, updatedAt: new Date() }).where(eq(aigcTasks.id, task.id));
  let reported = 0;
  let lastWrite = 0;
  const progress = async (n: number) => {
    const value = Math.max(0, Math.min(99, Math.floor(n)));
    if (value <= reported || Date.now() - lastWrite < 250) return;
    reported = value;
    lastWrite = Date.now();
    await services.db.update(aigcTasks).set({ progress: value, updatedAt: new Date() }).where(eq(aigcTasks.id, task.id));
  };
  try {
    const output = await tool.handler({ services, task, input: task.input, progress });
    await finish(services, task, { state: 'Success', resultCode: AigcResultCode.SUCCESS, progress: 100, output: (output ?? {}) as object, errorKey: null });
  } catch (error) {
    const known = error instanceof AigcTaskError;
    if (!known) console.error(`[aigc:${task.kind}] task ${task.id} failed`, error);
    const code = known ? error.code : AigcResultCode.PROCESSING_ERROR;
    await finish(services, task, { state: 'Fail', resultCode: code, errorKey: known ? error.messageKey : aigcResultMessageKey(code) });
  }
}

/** Where a task's produced files live in storage. */
export const taskFileKey = (taskId: number, name: string) => `aigc/${taskId}/${name}`;
/** The path the web app fetches a task's file from (checked against the caller's account), saved as `downloadName` when given. */
export const taskFileDownloadPath = (taskId: number, name: string, downloadName?: string) =>
  `/api/aigc/task-file?taskId=${taskId}&name=${encodeURIComponent(name)}${downloadName ? `&as=${encodeURIComponent(downloadName)}` : ''}`;

/**
 * Saves a file a task produced; answers its storage key and download path. Names are the task's own (`[a-z0-9._-]`);
 * `downloadName` is what the browser saves it as.
 */
export async function saveTaskFile(services: Services, task: Pick<AigcTaskRow, 'id'>, name: string, bytes: Uint8Array, contentType: string, downloadName?: string) {
  if (!/^[a-z0-9][a-z0-9._-]{0,80}$/i.test(name)) throw new Error(`bad task file name ${name}`);
  const key = taskFileKey(task.id, name);
  await services.files.put(key, bytes, contentType);
  return { key, downloadPath: taskFileDownloadPath(task.id, name, downloadName), size: bytes.byteLength };
}
