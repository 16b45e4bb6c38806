// API throughput: the real bundled server vs a bare Fastify server answering the same bytes.
// Measures requests/second of GET /api/open/ping (no cookies) and GET /api/user (with the demo artist's session),
// each on the real server and on bench/bare-server.mjs, alternating real and bare runs.
//
//   node bench/api.mjs                     (build first: node scripts/build.mjs server)
//   BENCH_SECONDS=10  duration of each measured run (default 10), after a 2 s warm-up
//   BENCH_ROUNDS=3    how many times each real/bare pair is measured (default 3); the median is reported
//   BENCH_JSON=file   also write the figures as JSON
import { existsSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  HOST,
  cookieHeader,
  cpuSeconds,
  machineBusySeconds,
  freePort,
  login,
  makeTempDir,
  median,
  runMain,
  serverEntry,
  snapshot,
  startBareServer,
  startRealServer,
  waitFor200,
  watchdog,
} from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const GOALS = { ping: 0.6, user: 0.4 };

if (!(SECONDS > 0) || !(ROUNDS >= 1)) throw new Error('BENCH_SECONDS must be > 0 and BENCH_ROUNDS >= 1');

async function measure(url, headers, serverPid) {
  const serverCpu0 = cpuSeconds(serverPid);
  const selfCpu0 = process.cpuUsage();
  const machine0 = machineBusySeconds();
  const result = await autocannon({
    url,
    method: 'GET',
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
  });
  // CPU use over warm-up + run, as a share of one core: shows whether the server or the load generator was the limit.
  const wall = result.duration + WARMUP_SECONDS;
  const serverCpu1 = cpuSeconds(serverPid);
  const self = process.cpuUsage(selfCpu0);
  const serverCore = serverCpu0 === null || serverCpu1 === null ? null : (serverCpu1 - serverCpu0) / wall;
  const loadgenCore = (self.user + self.system) / 1e6 / wall;
  const machine1 = machineBusySeconds();
  // Whatever else ran on the machine meanwhile (other engineers' builds, tests): a high figure means a noisy run.
  const otherCore = machine0 === null || serverCore === null ? null : Math.max(0, (machine1 - machine0) / wall - serverCore - loadgenCore);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts — not a valid run`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    serverCore,
    loadgenCore,
    otherCore,
  };
}

await runMain(async () => {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing — run: node scripts/build.mjs server`);
  // 4 targets x rounds x (warm-up + run) plus start-up and slack.
  watchdog((4 * ROUNDS * (SECONDS + WARMUP_SECONDS + 10) + 120) * 1000, 'bench/api.mjs');

  const realPort = await freePort();
  const real = startRealServer({ dataDir: makeTempDir('soundport-bench-api-'), port: realPort });
  const realBase = `http://${HOST}:${realPort}`;
  await waitFor200(`${realBase}/api/open/ping`, real, { timeoutMs: 60_000 });

  const jar = await login(realBase);
  // A signed-in browser sends both cookies; the same header goes to the bare server.
  const userHeaders = { cookie: cookieHeader({ csrf_token: jar.csrf_token, sid: jar.sid }) };
  const responses = {
    '/api/open/ping': await snapshot(`${realBase}/api/open/ping`),
    '/api/user': await snapshot(`${realBase}/api/user`, userHeaders),
  };

  const barePort = await freePort();
  const bare = startBareServer({ port: barePort, responses });
  const bareBase = `http://${HOST}:${barePort}`;
  await waitFor200(`${bareBase}/api/open/ping`, bare, { timeoutMs: 30_000 });

  // Same bytes check.
  for (const [path, expected] of Object.entries(responses)) {
    const got = await snapshot(`${bareBase}${path}`, path === '/api/user' ? userHeaders : {});
    if (got.contentType !== expected.contentType || got.body !== expected.body) throw new Error(`bare ${path} does not answer the real bytes`);
  }

  const targets = {
    ping: { path: '/api/open/ping', headers: {} },
    user: { path: '/api/user', headers: userHeaders },
  };
  const runs = { ping: { real: [], bare: [] }, user: { real: [], bare: [] } };
  const bases = { real: realBase, bare: bareBase };
  const procs = { real, bare };
  const pct = (core) => (core === null ? '  n/a' : `${Math.round(core * 100)}%`.padStart(4));

  console.log(`API throughput — autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per run, ${ROUNDS} round(s), node ${process.version}`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, { path, headers }] of Object.entries(targets)) {
      // Alternate which side goes first each round (real, bare / bare, real) to spread drift evenly.
      const order = (round + (name === 'user' ? 1 : 0)) % 2 === 0 ? ['real', 'bare'] : ['bare', 'real'];
      for (const side of order) {
        if (side === 'real' && !real.running) throw new Error(`the real server died:\n${real.output()}`);
        if (side === 'bare' && !bare.running) throw new Error(`the bare server died:\n${bare.output()}`);
        const r = await measure(`${bases[side]}${path}`, headers, procs[side].child.pid);
        runs[name][side].push(r);
        console.log(
          `  round ${round + 1}  ${side.padEnd(4)}  GET ${path.padEnd(15)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${String(r.p99).padStart(2)} ms   CPU server ${pct(r.serverCore)} autocannon ${pct(r.loadgenCore)} other ${pct(r.otherCore)}`,
        );
      }
    }
  }

  const med = (list, key) => median(list.map((r) => r[key]));
  const rows = [];
  const summary = {};
  for (const name of Object.keys(targets)) {
    const realRps = med(runs[name].real, 'rps');
    const bareRps = med(runs[name].bare, 'rps');
    // Ratio of each round's adjacent real and bare runs, then the median: drift between rounds cancels out.
    const ratio = median(runs[name].real.map((r, i) => r.rps / runs[name].bare[i].rps));
    summary[name] = { path: targets[name].path, realRps, bareRps, ratio, goal: GOALS[name], pass: ratio >= GOALS[name], runs: runs[name] };
    rows.push([`GET ${targets[name].path}`, realRps.toFixed(0), bareRps.toFixed(0), ratio.toFixed(2), `>= ${GOALS[name]}`, ratio >= GOALS[name] ? 'PASS' : 'MISS']);
  }
  console.log(`\nreq/s: median of ${ROUNDS} run(s); real/bare: median of the per-round ratios`);
  const header = ['endpoint', 'real req/s', 'bare req/s', 'real/bare', 'goal', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nratio real/bare: ping ${summary.ping.ratio.toFixed(2)} (goal >= ${GOALS.ping}: ${summary.ping.pass ? 'PASS' : 'MISS'}), /user ${summary.user.ratio.toFixed(2)} (goal >= ${GOALS.user}: ${summary.user.pass ? 'PASS' : 'MISS'})`,
  );
  const others = Object.values(runs)
    .flatMap((r) => [...r.real, ...r.bare])
    .map((r) => r.otherCore)
    .filter((v) => v !== null);
  const noisiest = others.length ? Math.max(...others) : null;
  if (noisiest !== null && noisiest > 0.25) {
    console.log(`NOTE: other processes used up to ${Math.round(noisiest * 100)}% of a core during a run (2-core machine): figures are noisy, compare ratios of the same round.`);
  }
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, summary }, null, 2));
});
