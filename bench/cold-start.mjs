// Cold start: time from spawning the bundled server (existing data folder) to its first 200 from GET /api/open/ping,
// polled every 20 ms. Baseline in the same run: the same measurement for the bare Fastify server (bench/bare-server.mjs).
//
//   node bench/cold-start.mjs             (build first: node scripts/build.mjs server)
//   COLD_START_RUNS=5                     starts of each server (default 5), real and bare alternating
import { existsSync } from 'node:fs';
import { HOST, freePort, makeTempDir, median, runMain, serverEntry, startBareServer, startRealServer, stop, waitFor200, watchdog } from './lib.mjs';

const RUNS = Number(process.env.COLD_START_RUNS ?? 5);
const POLL_MS = 20;
const GOAL_MS = 3000;
const START_TIMEOUT_MS = 60_000;

if (!(RUNS >= 1)) throw new Error('COLD_START_RUNS must be >= 1');

/** Spawns, waits for the first 200 and stops; returns { ms, readyMs } (readyMs: the server's own "ready in" figure). */
async function coldStart(kind, dataDir) {
  const port = await freePort();
  const since = performance.now();
  const proc = kind === 'real' ? startRealServer({ dataDir, port }) : startBareServer({ port });
  try {
    const ms = await waitFor200(`http://${HOST}:${port}/api/open/ping`, proc, { since, intervalMs: POLL_MS, timeoutMs: START_TIMEOUT_MS });
    const ready = /ready in (\d+) ms/.exec(proc.output());
    return { ms, readyMs: ready ? Number(ready[1]) : null };
  } finally {
    await stop(proc);
  }
}

await runMain(async () => {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing — run: node scripts/build.mjs server`);
  watchdog((2 * RUNS + 1) * (START_TIMEOUT_MS + 10_000) + 30_000, 'bench/cold-start.mjs');

  const dataDir = makeTempDir('soundport-bench-cold-');
  console.log(`Cold start — spawn to first 200 from GET /api/open/ping (polled every ${POLL_MS} ms), ${RUNS} runs, node ${process.version}`);
  const first = await coldStart('real', dataDir);
  console.log(`  first start on an empty data folder (migrate + seed, not counted): ${first.ms.toFixed(0)} ms`);

  const real = [];
  const bare = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await coldStart('real', dataDir);
    const b = await coldStart('bare');
    real.push(r);
    bare.push(b);
    console.log(`  run ${i + 1}: server ${r.ms.toFixed(0).padStart(5)} ms (its own "ready in": ${r.readyMs ?? '?'} ms)   bare fastify ${b.ms.toFixed(0).padStart(4)} ms`);
  }
  const realMedian = median(real.map((r) => r.ms));
  const bareMedian = median(bare.map((r) => r.ms));
  const readyMedian = median(real.map((r) => r.readyMs ?? NaN));
  console.log(`\n| measure                       | median ms |`);
  console.log(`|-------------------------------|----------:|`);
  console.log(`| SoundPort server, spawn → 200 | ${realMedian.toFixed(0).padStart(9)} |`);
  console.log(`|   of which "ready in" (self)  | ${Number.isNaN(readyMedian) ? '        ?' : readyMedian.toFixed(0).padStart(9)} |`);
  console.log(`| bare Fastify, spawn → 200     | ${bareMedian.toFixed(0).padStart(9)} |`);
  console.log(`\nratio server/bare: ${(realMedian / bareMedian).toFixed(1)}x`);
  console.log(`goal: median under ${GOAL_MS} ms: ${realMedian < GOAL_MS ? 'PASS' : 'MISS'} (${realMedian.toFixed(0)} ms)`);
});
