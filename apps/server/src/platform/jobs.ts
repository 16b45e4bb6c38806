import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { jobs } from '@portal/db/schema';
import { countJob } from './metrics.ts';
import type { Services } from './services.ts';
import { keepRenewing } from './lease.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (services: Services, payload: unknown, job: JobRow) => Promise<void>;

/** A job that failed this often stays failed (done, with its last error) for an operator to look at. */
export const MAX_JOB_ATTEMPTS = 6;
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

export interface JobFailure {
  error: unknown;
  message: string;
  /** When the job runs again; null when it will not (it gave up). */
  retryAt: Date | null;
}

/** A kind of background job: how it runs, and what to record when it fails. */
export interface JobDefinition {
  kind: string;
  run: JobHandler;
  /** Each time a job of this kind fails, retried or not (a delivery shows its reason and next attempt). */
  onFailed?: (services: Services, payload: unknown, failure: JobFailure) => Promise<void>;
  /** When a job of this kind has failed for good (a report or an import marks its task failed). */
  onGaveUp?: (services: Services, payload: unknown, error: string) => Promise<void>;
}

const definitions = new Map<string, JobDefinition>();

/**
 * Makes these kinds of job runnable. The server installs the one list of `background-jobs.ts` when it is built; a
 * kind installed again is replaced (tests build many servers in one process).
 */
export function installJobs(list: readonly JobDefinition[]): void {
  for (const definition of list) definitions.set(definition.kind, definition);
}

const lease = (services: Services) => sql`now() + make_interval(secs => ${services.config.jobLeaseSeconds})`;

/**
 * Takes the oldest due job (of one kind, when given) no other worker holds. The lease (locked_until) lets several
 * servers share the queue and gives a job back when a server dies while running it: a running job renews its lease
 * every third of it, so a dead server's job is taken again within one lease, however long jobs run.
 */
async function claimJob(services: Services, kind?: string): Promise<JobRow | null> {
  const result = (await services.db.execute(sql`
    update ${jobs} set locked_until = ${lease(services)}, attempts = ${jobs.attempts} + 1
    where ${jobs.id} = (
      select id from ${jobs}
      where done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
      ${kind === undefined ? sql`` : sql`and kind = ${kind}`}
      order by run_at, id limit 1 for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number | string }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) return null;
  const [job] = await services.db
    .select()
    .from(jobs)
    .where(eq(jobs.id, Number(id)));
  return job ?? null;
}

async function runJob(services: Services, job: JobRow): Promise<void> {
  const definition = definitions.get(job.kind);
  // Renewed while the job runs; a job that ended (done, or put back with lockedUntil null) is not taken again.
  const stopLease = keepRenewing((services.config.jobLeaseSeconds * 1000) / 3, () =>
    services.db
      .update(jobs)
      .set({ lockedUntil: lease(services) })
      .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt), isNotNull(jobs.lockedUntil))),
  );
  try {
    if (!definition) throw new Error(`no handler for job kind ${job.kind}`);
    await definition.run(services, job.payload, job);
    await services.db.update(jobs).set({ doneAt: new Date(), lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id));
    countJob(job.kind, 'done');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = job.attempts >= MAX_JOB_ATTEMPTS || (error as { retry?: unknown }).retry === false;
    const retryAt = giveUp ? null : new Date(Date.now() + backoffSeconds(job.attempts) * 1000);
    services.log.error(
      { job: { kind: job.kind, id: job.id, attempt: job.attempts }, retryAt: retryAt?.toISOString() ?? null },
      `background job ${job.kind} #${job.id} failed (attempt ${job.attempts}${retryAt ? `, retried at ${retryAt.toISOString()}` : ', not retried'}): ${message}`,
    );
    await services.db
      .update(jobs)
      .set({ lastError: message.slice(0, 2000), lockedUntil: null, ...(retryAt ? { runAt: retryAt } : { doneAt: new Date() }) })
      .where(eq(jobs.id, job.id));
    countJob(job.kind, giveUp ? 'failed' : 'retried');
    await definition?.onFailed?.(services, job.payload, { error, message, retryAt });
    if (giveUp) await definition?.onGaveUp?.(services, job.payload, message);
  } finally {
    stopLease();
  }
}

/** A job's error that no retry can mend (a setup problem): the job stops at once instead of backing off. */
export class PermanentJobError extends Error {
  readonly retry = false;
}

/** Runs every job that is due now (of one kind, when given), one after another; returns how many ran. */
export async function runDueJobs(services: Services, kind?: string): Promise<number> {
  let ran = 0;
  for (let job = await claimJob(services, kind); job; job = await claimJob(services, kind)) {
    await runJob(services, job);
    ran++;
  }
  return ran;
}

/**
 * Polls the queue in the background, one lane per kind of job, so a release's sixty store deliveries or a long
 * analytics import never hold back a four-line sales report. The returned function stops polling and waits for the
 * running jobs.
 */
export function startJobRunner(services: Services, intervalMs: number): () => Promise<void> {
  let stopped = false;
  const lanes = new Map<string, Promise<unknown>>();
  const tick = () => {
    if (stopped) return;
    for (const kind of definitions.keys()) {
      if (lanes.has(kind)) continue;
      const lane = runDueJobs(services, kind)
        .catch((error) => services.log.error({ err: error, jobKind: kind }, `background jobs of kind ${kind} stopped: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => lanes.delete(kind));
      lanes.set(kind, lane);
    }
    timer = setTimeout(tick, intervalMs);
  };
  let timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await Promise.all(lanes.values());
  };
}
