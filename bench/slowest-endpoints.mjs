// The slowest endpoints (issue 11 §6): every API call the main pages make, recorded in Chromium for the demo label (the
// console's for the operator), then replayed one at a time against the real bundled server on PostgreSQL. Per call:
// median and 95th percentile of the answer time over BENCH_REPEATS requests after a warm-up, next to the bare server
// answering the same bytes (the baseline, same run). Sorted slowest first.
//
//   node --import tsx bench/slowest-endpoints.mjs    needs the builds: node scripts/build.mjs
//   BENCH_DATABASE_URL   PostgreSQL server for a throw-away database (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_REPEATS        timed requests per call (default 40, after 5 warm-up ones)
//   BENCH_JSON=out.json  also writes the table as JSON
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, recordCalls, replayable } from './session-calls.mjs';
import { throwawayDatabase } from './throwaway-database.ts';
import { DEMO_LABEL, DEMO_OPERATOR, HOST, freePort, login, makeTempDir, median, root, runMain, startBareServer, startRealServer, waitFor200, watchdog } from './lib.mjs';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 40);
const WARMUP = 5;
const SESSIONS = [
  {
    account: DEMO_LABEL,
    pages: ['/overview', '/release-management', '/release/new', '/analytics', '/revenue', '/publishing', '/promotion', '/creation', '/notice', '/settings'],
  },
  { account: DEMO_OPERATOR, pages: ['/admin', '/admin/payouts'] },
];

/** Milliseconds of each of `count` requests of `call`, one after another. */
async function timeCall(base, jar, call, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(base + call.path, { method: call.method, headers: headersFor(jar, call), body: call.body });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status >= 300) throw new Error(`${call.method} ${call.path} answered ${response.status} on replay`);
  }
  return times;
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

await runMain(async () => {
  watchdog(1_200_000, 'slowest endpoints');
  const database = await throwawayDatabase('soundport_slowest');
  try {
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    const real = startRealServer({ dataDir: makeTempDir('bench-slowest-'), port, env: { DATABASE_URL: database.url, WEB_DIST_DIR: join(root, 'apps/web/dist') } });
    await waitFor200(`${base}/api/open/ping`, real, { timeoutMs: 300_000, intervalMs: 200 });

    const sessions = [];
    for (const { account, pages } of SESSIONS) {
      const jar = await login(base, account);
      const calls = await replayable(base, jar, await recordCalls(base, jar, pages));
      sessions.push({ email: account.email, jar, calls });
    }
    const total = sessions.reduce((sum, session) => sum + session.calls.length, 0);
    if (total < 20) throw new Error(`only ${total} replayable calls recorded: are the pages built?`);

    const barePort = await freePort();
    const bareBase = `http://${HOST}:${barePort}`;
    const responsesFile = join(makeTempDir('bench-slowest-bare-'), 'responses.json');
    const answers = Object.fromEntries(sessions.flatMap((session) => session.calls.map((call) => [call.path.split('?')[0], call.answer])));
    writeFileSync(responsesFile, JSON.stringify(answers));
    const bare = startBareServer({ port: barePort, responsesFile });
    await waitFor200(`${bareBase}${sessions[0].calls[0].path.split('?')[0]}`, bare);

    const rows = [];
    for (const { email, jar, calls } of sessions) {
      for (const call of calls) {
        await timeCall(base, jar, call, WARMUP);
        const times = await timeCall(base, jar, call, REPEATS);
        await timeCall(bareBase, jar, call, WARMUP);
        const bareTimes = await timeCall(bareBase, jar, call, REPEATS);
        rows.push({
          account: email.split('@')[0],
          call: `${call.method} ${call.path}`,
          bytes: Buffer.from(call.answer.bodyBase64, 'base64').length,
          median: median(times),
          p95: percentile(times, 95),
          bareMedian: median(bareTimes),
        });
      }
    }
    rows.sort((a, b) => b.median - a.median);
    console.log(`${rows.length} calls, ${REPEATS} requests each, one at a time; answer times in ms\n`);
    console.log('median |    p95 | bare median | × bare | answer bytes | account  | call');
    for (const row of rows) {
      console.log(
        `${row.median.toFixed(2).padStart(6)} | ${row.p95.toFixed(2).padStart(6)} | ${row.bareMedian.toFixed(2).padStart(11)} | ${(row.median / row.bareMedian).toFixed(1).padStart(6)} | ${String(row.bytes).padStart(12)} | ${row.account.padEnd(8)} | ${row.call}`,
      );
    }
    console.log(
      `\nslowest three: ${rows
        .slice(0, 3)
        .map((row) => `${row.call} (${row.median.toFixed(1)} ms)`)
        .join('; ')}`,
    );
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
  } finally {
    await database.drop();
  }
});
