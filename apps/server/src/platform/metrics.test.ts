import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, releaseDeliveries, releases } from '@portal/db/schema';
import { Secret } from './secret.ts';
import { installJobs, runDueJobs, type JobDefinition } from './jobs.ts';
import { backgroundJobs } from '../background-jobs.ts';
import { createTestContext, signUpArtist, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
let off: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ metricsToken: new Secret('scrape-token-1') });
  off = await createTestContext();
});
afterAll(async () => {
  installJobs(backgroundJobs);
  await Promise.all([ctx.close(), off.close()]);
});

const scrape = (context: TestContext, authorization?: string) => context.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** The value of one sample line, e.g. `soundport_jobs{kind="x",state="waiting"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN, and asks for the token when it is set', async () => {
    expect((await scrape(off, 'Bearer scrape-token-1')).statusCode).toBe(404);
    const none = await scrape(ctx);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await scrape(ctx, 'Bearer wrong-token')).statusCode).toBe(401);
    expect((await scrape(ctx, 'Bearer scrape-token-1')).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, with their durations, in the Prometheus format', async () => {
    const before = await scrape(ctx, 'Bearer scrape-token-1');
    const series = 'soundport_http_requests_total{method="GET",route="/api/open/ping",status="200"}';
    const start = sample(before.body, series) ?? 0;
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/api/open/ping' });
    await ctx.app.inject({ method: 'GET', url: '/api/no/such/call' });
    const after = await scrape(ctx, 'Bearer scrape-token-1');
    expect(after.headers['content-type']).toContain('text/plain');
    expect(sample(after.body, series)).toBe(start + 3);
    expect(after.body).toMatch(/soundport_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(sample(after.body, 'soundport_http_request_duration_seconds_count{method="GET",route="/api/open/ping"}')).toBeGreaterThanOrEqual(3);
    expect(after.body).toContain('soundport_process_resident_memory_bytes');
  });

  it('counts background jobs by outcome, and shows what waits in the queue and where deliveries stand', async () => {
    const kind = 'metrics-test';
    let fail = false;
    const job: JobDefinition = {
      kind,
      run: async () => {
        if (fail) throw new Error('store unreachable');
      },
    };
    installJobs([...backgroundJobs, job]);
    await ctx.services.db.insert(jobs).values([
      { kind, payload: {} },
      { kind, payload: {} },
    ]);
    let text = (await scrape(ctx, 'Bearer scrape-token-1')).body;
    expect(sample(text, `soundport_jobs{kind="${kind}",state="waiting"}`)).toBe(2);
    await runDueJobs(ctx.services, kind);
    fail = true;
    await ctx.services.db.insert(jobs).values({ kind, payload: {} });
    await runDueJobs(ctx.services, kind);

    const { userId } = await signUpArtist(ctx);
    const [release] = await ctx.services.db
      .insert(releases)
      .values({ ownerUserId: userId, createdByUserId: userId, kind: 'SINGLE', status: 5, isDraft: false, title: 'Metrics' })
      .returning({ id: releases.id });
    await ctx.services.db.insert(releaseDeliveries).values([
      { releaseId: release!.id, platformId: 1, state: 'live' },
      { releaseId: release!.id, platformId: 2, state: 'live' },
      { releaseId: release!.id, platformId: 3, state: 'failed' },
    ]);
    text = (await scrape(ctx, 'Bearer scrape-token-1')).body;
    expect(sample(text, `soundport_jobs_finished_total{kind="${kind}",outcome="done"}`)).toBe(2);
    expect(sample(text, `soundport_jobs_finished_total{kind="${kind}",outcome="retried"}`)).toBe(1);
    expect(sample(text, `soundport_jobs{kind="${kind}",state="waiting"}`)).toBe(1);
    expect(sample(text, 'soundport_deliveries{state="live"}')).toBe(2);
    expect(sample(text, 'soundport_deliveries{state="failed"}')).toBe(1);
  });
});
