// Load curve of a signed-in user's session (issue 11 §5): the API calls the overview, music management, data
// insights, revenue and notices pages make, recorded from those pages in Chromium, replayed by autocannon at rising
// concurrency against the real bundled server on PostgreSQL. Per step: throughput, p50/p99 latency, errors, and the
// same step against bench/bare-server.mjs answering the same bytes (the baseline, same run). The knee is the lowest
// concurrency reaching 90 % of the highest throughput; the goal is no error, non-2xx or timeout below it.
//
//   node --import tsx bench/load-curve.mjs    needs the builds: node scripts/build.mjs
//   BENCH_DATABASE_URL   PostgreSQL server for a throw-away database (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SECONDS        seconds per step (default 8); BENCH_STEPS: concurrencies (default 1,2,4,8,16,32,64,128,256)
//   CHROMIUM_PATH        the browser that records the pages' calls (default /usr/bin/chromium-headless-shell)
//   BENCH_JSON=out.json  also writes the curve as JSON
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { headersFor, recordCalls, replayable } from './session-calls.mjs';
import { throwawayDatabase } from './throwaway-database.ts';
import { DEMO_LABEL, HOST, cpuSeconds, freePort, login, makeTempDir, root, runMain, startBareServer, startRealServer, waitFor200, watchdog } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const STEPS = (process.env.BENCH_STEPS ?? '1,2,4,8,16,32,64,128,256').split(',').map(Number);
const PAGES = ['/overview', '/release-management', '/analytics', '/revenue', '/notice'];

async function step(base, jar, calls, connections, pid) {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: base,
    connections,
    duration: SECONDS,
    timeout: 10,
    warmup: { connections, duration: 2 },
    requests: calls.map((call) => ({ method: call.method, path: call.path, headers: headersFor(jar, call), body: call.body })),
  });
  const cpu = cpuSeconds(pid);
  return {
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    serverCpu: cpu !== null && cpuBefore !== null ? (cpu - cpuBefore) / (SECONDS + 2) : null,
  };
}

await runMain(async () => {
  watchdog((STEPS.length * 2 * (SECONDS + 6) + 600) * 1000, 'load curve');
  const database = await throwawayDatabase('soundport_load');
  try {
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    const real = startRealServer({ dataDir: makeTempDir('bench-load-'), port, env: { DATABASE_URL: database.url, WEB_DIST_DIR: join(root, 'apps/web/dist') } });
    await waitFor200(`${base}/api/open/ping`, real, { timeoutMs: 300_000, intervalMs: 200 });
    const jar = await login(base, DEMO_LABEL);
    const calls = await replayable(base, jar, await recordCalls(base, jar, PAGES));
    if (calls.length < PAGES.length) throw new Error(`only ${calls.length} replayable calls recorded: are the pages built?`);
    console.log(`session of ${calls.length} calls recorded from ${PAGES.join(', ')}:`);
    for (const call of calls) console.log(`  ${call.method} ${call.path}`);

    const barePort = await freePort();
    const bareBase = `http://${HOST}:${barePort}`;
    const responsesFile = join(makeTempDir('bench-load-bare-'), 'responses.json');
    writeFileSync(responsesFile, JSON.stringify(Object.fromEntries(calls.map((call) => [call.path.split('?')[0], call.answer]))));
    const bare = startBareServer({ port: barePort, responsesFile });
    await waitFor200(`${bareBase}${calls[0].path.split('?')[0]}`, bare);

    const curve = [];
    console.log('\nconnections | real req/s | p50 ms | p99 ms | errors | server CPU | bare req/s | bare p99 ms | real/bare');
    for (const connections of STEPS) {
      const realStep = await step(base, jar, calls, connections, real.child.pid);
      const bareStep = await step(bareBase, jar, calls, connections, bare.child.pid);
      curve.push({ ...realStep, bare: bareStep });
      console.log(
        `${String(connections).padStart(11)} | ${realStep.rps.toFixed(0).padStart(10)} | ${String(realStep.p50).padStart(6)} | ${String(realStep.p99).padStart(6)} | ${String(realStep.errors).padStart(6)} | ${realStep.serverCpu === null ? '     —' : `${(realStep.serverCpu * 100).toFixed(0).padStart(8)} %`} | ${bareStep.rps.toFixed(0).padStart(10)} | ${String(bareStep.p99).padStart(11)} | ${(realStep.rps / bareStep.rps).toFixed(2)}`,
      );
    }
    const peak = Math.max(...curve.map((point) => point.rps));
    const knee = curve.find((point) => point.rps >= 0.9 * peak);
    const below = curve.filter((point) => point.connections < knee.connections);
    const errorsBelow = below.reduce((sum, point) => sum + point.errors, 0);
    console.log(`\npeak ${peak.toFixed(0)} req/s; knee at ${knee.connections} connections (${knee.rps.toFixed(0)} req/s, p99 ${knee.p99} ms)`);
    console.log(`errors below the knee: ${errorsBelow} (goal 0: ${errorsBelow === 0 ? 'MET' : 'MISS'}); errors over the whole curve: ${curve.reduce((sum, point) => sum + point.errors, 0)}`);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ calls: calls.map(({ method, path }) => ({ method, path })), curve, knee: knee.connections }, null, 2));
  } finally {
    await database.drop();
  }
});
