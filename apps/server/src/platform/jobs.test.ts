import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { jobs } from '@portal/db/schema';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { installJobs, runDueJobs, startJobRunner } from './jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const SLOW = 'test-slow-kind';
const QUICK = 'test-quick-kind';
let releaseSlow = () => {};
const ran: string[] = [];
installJobs([
  {
    kind: SLOW,
    run: async () => {
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      ran.push(SLOW);
    },
  },
  { kind: QUICK, run: async () => void ran.push(QUICK) },
]);

const doneAt = async (ids: number[]) => new Map((await ctx.services.db.select().from(jobs).where(inArray(jobs.id, ids))).map((job) => [job.id, job.doneAt]));

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const LONG = 'test-long-kind';
const longRuns: number[] = [];
installJobs([
  {
    kind: LONG,
    run: async (_services, _payload, job) => {
      longRuns.push(job.attempts);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    },
  },
]);

describe('job queue', () => {
  it('renews the lease of a job running longer than it, and gives a dead server’s job to the next claim once it lapses', async () => {
    const shortLease = await createTestContext({ jobLeaseSeconds: 1 });
    try {
      const [job] = await shortLease.services.db.insert(jobs).values({ kind: LONG, payload: {} }).returning();
      const running = runDueJobs(shortLease.services, LONG);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      // Past the one-second lease: another server looking now finds the job still held.
      expect(await runDueJobs(shortLease.services, LONG)).toBe(0);
      expect(await running).toBe(1);
      expect(longRuns).toEqual([1]);

      // A server died holding a job: its lease lapses, and the next claim runs it again.
      await shortLease.services.db
        .update(jobs)
        .set({ doneAt: null, attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, job!.id));
      expect(await runDueJobs(shortLease.services, LONG)).toBe(1);
      expect(longRuns).toEqual([1, 2]);
    } finally {
      await shortLease.close();
    }
  });

  it('runs each kind of job in its own lane: a job that takes long does not hold back another kind queued after it', async () => {
    const [slow] = await ctx.services.db.insert(jobs).values({ kind: SLOW, payload: {} }).returning();
    const [quick] = await ctx.services.db.insert(jobs).values({ kind: QUICK, payload: {} }).returning();
    const stop = startJobRunner(ctx.services, 10);
    try {
      await until(async () => (await doneAt([quick!.id])).get(quick!.id) != null, 'the quick job');
      expect(ran).toEqual([QUICK]);
      expect((await doneAt([slow!.id])).get(slow!.id)).toBeNull();
      releaseSlow();
      await until(async () => (await doneAt([slow!.id])).get(slow!.id) != null, 'the slow job');
      expect(ran).toEqual([QUICK, SLOW]);
    } finally {
      releaseSlow();
      await stop();
    }
  });

  it('runs the jobs of one kind in the order they were queued, and runDueJobs drains every kind', async () => {
    ran.length = 0;
    const queued = await ctx.services.db
      .insert(jobs)
      .values([
        { kind: QUICK, payload: {} },
        { kind: QUICK, payload: {} },
      ])
      .returning();
    const ids = queued.map((job) => job.id);
    expect(await runDueJobs(ctx.services, SLOW)).toBe(0);
    expect(await runDueJobs(ctx.services)).toBe(2);
    expect(ran).toEqual([QUICK, QUICK]);
    const finished = await ctx.services.db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.id);
    expect(finished.every((job) => job.doneAt && job.lastError === null)).toBe(true);
    expect(finished[0]!.doneAt!.getTime()).toBeLessThanOrEqual(finished[1]!.doneAt!.getTime());
    expect(await ctx.services.db.select().from(jobs).where(eq(jobs.kind, QUICK))).toHaveLength(3);
  });
});
