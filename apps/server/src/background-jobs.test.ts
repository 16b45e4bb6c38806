import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIGC_TASK_KINDS } from '@portal/domain/aigc/tasks';
import { backgroundJobs } from './background-jobs.ts';
import { aigcTools } from './aigc-tools.ts';
import { createTestContext, type TestContext } from './test/harness.ts';

const isAigcTool = (value: unknown): value is { handler: unknown } => typeof value === 'object' && value !== null && typeof (value as { handler?: unknown }).handler === 'function';
const isJobDefinition = (value: unknown): value is { kind: string; run: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string' && typeof (value as { run?: unknown }).run === 'function';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('background jobs', () => {
  it('lists every kind of job a module defines, once', async () => {
    const modules = import.meta.glob(['./modules/**/*.ts', '!./modules/**/*.test.ts', '!./modules/**/test-*.ts']);
    const defined: string[] = [];
    for (const load of Object.values(modules)) {
      for (const value of Object.values((await load()) as Record<string, unknown>)) {
        if (isJobDefinition(value)) defined.push(value.kind);
        if (Array.isArray(value)) defined.push(...value.filter(isJobDefinition).map((job) => job.kind));
      }
    }
    const listed = backgroundJobs.map((job) => job.kind);
    expect(defined.length).toBeGreaterThan(6);
    expect([...new Set(defined)].filter((kind) => !listed.includes(kind))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  }, 120_000);

  it('has a tool for every kind of creation task, and lists every tool a module exports', async () => {
    expect(Object.keys(aigcTools).sort()).toEqual([...AIGC_TASK_KINDS].sort());
    const modules = import.meta.glob(['./modules/**/*.ts', '!./modules/**/*.test.ts', '!./modules/**/test-*.ts']);
    const exported = new Set<unknown>();
    for (const load of Object.values(modules)) for (const value of Object.values((await load()) as Record<string, unknown>)) if (isAigcTool(value)) exported.add(value);
    const listed = new Set<unknown>(Object.values(aigcTools));
    expect(exported.size).toBeGreaterThanOrEqual(7);
    expect([...exported].filter((tool) => !listed.has(tool))).toEqual([]);
  }, 120_000);

  it('runs a job of each listed kind', async () => {
    // Each kind's job reaches its handler: a task or import that does not exist is a job done with nothing to do.
    for (const job of backgroundJobs) await expect(job.run(ctx.services, { taskId: 0, importId: 0, releaseId: 0, platformId: 0 }, {} as never), job.kind).resolves.toBeUndefined();
  });
});
