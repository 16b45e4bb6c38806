// npm run bench: builds the server and the web app (when stale), then runs the API throughput, cold start, first-load, analytics first-load, page first-load, Lighthouse, release-rules, album list, promo page, load curve, slowest endpoints, upload, sales import, statement page, bulk import, video render, mastering and audio level benchmarks in turn.
// Each step is a separate process with its own time bound; a failing step is reported and the others still run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const steps = [
  { name: 'build', args: ['scripts/build.mjs'], timeoutS: 600, required: true },
  { name: 'api throughput', args: ['bench/api.mjs'], timeoutS: 4 * rounds * (seconds + 12) + 180 },
  { name: 'cold start', args: ['bench/cold-start.mjs'], timeoutS: 900 },
  { name: 'first load', args: ['bench/first-load.mjs'], timeoutS: 900 },
  { name: 'analytics first load', args: ['bench/analytics-first-load.mjs'], timeoutS: 900 },
  { name: 'page first load', args: ['bench/page-first-load.mjs'], timeoutS: 900 },
  { name: 'lighthouse', args: ['bench/lighthouse.mjs'], timeoutS: 900 },
  { name: 'release rules', args: ['--import', 'tsx', 'bench/release-validation.ts'], timeoutS: 300 },
  { name: 'album list', args: ['bench/album-list.mjs'], timeoutS: 600 },
  { name: 'promo page', args: ['bench/promo-page.mjs'], timeoutS: 900 },
  { name: 'account discovery', args: ['bench/account-discovery.mjs'], timeoutS: 600 },
  { name: 'load curve', args: ['--import', 'tsx', 'bench/load-curve.mjs'], timeoutS: 1200 },
  { name: 'slowest endpoints', args: ['--import', 'tsx', 'bench/slowest-endpoints.mjs'], timeoutS: 1200 },
  { name: 'upload 1 GiB', args: ['bench/upload.mjs'], timeoutS: 300 },
  { name: 'sales import', args: ['--import', 'tsx', 'bench/sales-import.ts'], timeoutS: 2700 },
  { name: 'statement page', args: ['--import', 'tsx', 'bench/statement-page.ts'], timeoutS: 900 },
  { name: 'bulk import', args: ['--expose-gc', '--import', 'tsx', 'bench/bulk-import.ts'], timeoutS: 900 },
  { name: 'video render', args: ['--import', 'tsx', 'bench/video-render.mjs'], timeoutS: 600 },
  { name: 'mastering', args: ['--import', 'tsx', 'bench/mastering.mjs'], timeoutS: 420 },
  { name: 'audio levels', args: ['--import', 'tsx', 'bench/audio-levels.ts'], timeoutS: 600 },
];

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(130);
  });
}

function runStep({ args, timeoutS }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: join(root), stdio: 'inherit' });
    current = child;
    const timer = setTimeout(() => {
      console.error(`\n${args.join(' ')}: still running after ${timeoutS} s — stopping it`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, timeoutS * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      resolve(code ?? signal);
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve(err.message);
    });
  });
}

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} (node ${step.args.join(' ')}) ===`);
  const started = Date.now();
  const outcome = await runStep(step);
  results.push({ name: step.name, ok: outcome === 0, outcome, seconds: (Date.now() - started) / 1000 });
  if (outcome !== 0 && step.required) break;
}

console.log('\n=== bench summary ===');
for (const r of results) console.log(`  ${r.name.padEnd(15)} ${r.ok ? 'ok    ' : `FAILED (${r.outcome})`} ${r.seconds.toFixed(0).padStart(4)} s`);
process.exit(results.every((r) => r.ok) && results.length === steps.length ? 0 : 1);
