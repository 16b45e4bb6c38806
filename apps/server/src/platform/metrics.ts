import { sql } from 'drizzle-orm';
import { rowsOf } from '@portal/db/rows';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Services } from './services.ts';
import { safeEqual } from './tokens.ts';

/**
 * Operators' metrics in the Prometheus text format at GET /metrics (decision 055): requests by route and status with
 * their durations, background jobs by outcome, and, read from the database at each scrape, the jobs waiting and
 * running by kind and the store deliveries by state; with the process's own (memory, CPU, event loop). Counters are
 * this server's; a scrape of each server adds them up. Off unless METRICS_TOKEN is set: a scraper sends it as a
 * bearer token.
 */
const processRegistry = new Registry();

const httpRequests = new Counter({
  name: 'soundport_http_requests_total',
  help: 'API and page requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
});

const httpDuration = new Histogram({
  name: 'soundport_http_request_duration_seconds',
  help: 'Time to answer a request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

const jobsFinished = new Counter({
  name: 'soundport_jobs_finished_total',
  help: 'Background jobs this server ran, by kind and outcome (done, retried, failed: given up)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processRegistry],
});

export type JobOutcome = 'done' | 'retried' | 'failed';

export function countJob(kind: string, outcome: JobOutcome): void {
  jobsFinished.inc({ kind, outcome });
}

const clientReports = new Counter({
  name: 'soundport_client_reports_total',
  help: 'Reports the web app sent about itself (errors, render failures, failed calls, missing texts), by kind',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

/** Browser reports this server received (decision 059); the console lists them by count. */
export function countClientReports(kind: string, reports: number): void {
  clientReports.inc({ kind }, reports);
}

let processMetricsStarted = false;

/** The figures read from the database at a scrape: what waits in the queue, and where deliveries stand. */
async function stateRegistry(services: Services): Promise<Registry> {
  const registry = new Registry();
  const jobs = new Gauge({ name: 'soundport_jobs', help: 'Background jobs not finished, by kind and state (waiting, running)', labelNames: ['kind', 'state'] as const, registers: [registry] });
  const deliveries = new Gauge({ name: 'soundport_deliveries', help: 'Release deliveries to stores, by state', labelNames: ['state'] as const, registers: [registry] });
  const [queued, delivered] = await Promise.all([
    services.db.execute(sql`select kind,
        count(*) filter (where locked_until is null or locked_until < now())::int as waiting,
        count(*) filter (where locked_until >= now())::int as running
      from jobs where done_at is null group by kind`),
    services.db.execute(sql`select state, count(*)::int as count from release_deliveries group by state`),
  ]);
  for (const row of rowsOf(queued) as { kind: string; waiting: number; running: number }[]) {
    jobs.set({ kind: row.kind, state: 'waiting' }, Number(row.waiting));
    jobs.set({ kind: row.kind, state: 'running' }, Number(row.running));
  }
  for (const row of rowsOf(delivered) as { state: string; count: number }[]) deliveries.set({ state: row.state }, Number(row.count));
  return registry;
}

export function metricsRoutes(app: FastifyInstance, services: Services): void {
  const token = services.config.metricsToken?.reveal();
  // Off, the request path pays nothing for metrics: no hook, and /metrics answers 404 like any unknown path.
  if (!token) return;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!safeEqual(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    if (!processMetricsStarted) {
      collectDefaultMetrics({ register: processRegistry, prefix: 'soundport_' });
      processMetricsStarted = true;
    }
    const merged = Registry.merge([processRegistry, await stateRegistry(services)]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}
