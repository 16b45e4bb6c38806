// First load: runs apps/web/scripts/first-load-size.mjs (owned by the web side; it prints the gzip size of the JS the
// login page loads first, from apps/web/dist) and passes its output through.
// If the script is not there yet, or the web app has not been built, says so and exits 0.
// Over budget is reported as MISS and exits 0 (like the other goals); a crash of the script exits 1.
//
//   node bench/first-load.mjs [--verbose]     extra arguments go to first-load-size.mjs
//   FIRST_LOAD_BUILD=1                        build the web app first (node scripts/build.mjs web; only if stale)
//   FIRST_LOAD_TIMEOUT_SECONDS=600            upper bound for each child process
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const script = join(root, 'apps/web/scripts/first-load-size.mjs');
const manifest = join(root, 'apps/web/dist/.vite/manifest.json');
const timeoutMs = Number(process.env.FIRST_LOAD_TIMEOUT_SECONDS ?? 600) * 1000;

let child = null;
const stopChild = () => child && child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChild();
    process.exit(130);
  });
}
process.on('exit', stopChild);

/** Runs node with args; resolves { code, output } (output also echoed). */
function run(args) {
  return new Promise((resolve) => {
    let output = '';
    child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    const timer = setTimeout(() => {
      console.error(`node ${args.join(' ')}: still running after ${timeoutMs / 1000} s — stopping it`);
      stopChild();
      setTimeout(() => child?.kill('SIGKILL'), 5000).unref();
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ code: `spawn error: ${err.message}`, output });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      child = null;
      resolve({ code: code ?? signal, output });
    });
  });
}

function newestSource() {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts'].forEach((p) => visit(join(root, p)));
  return newest;
}

console.log('First load — gzip size of the JS the login page loads first');
if (!existsSync(script)) {
  console.log('  SKIPPED: apps/web/scripts/first-load-size.mjs does not exist yet (the web side provides it); nothing to measure.');
  process.exit(0);
}
if (process.env.FIRST_LOAD_BUILD === '1') {
  const build = await run(['scripts/build.mjs', 'web']);
  if (build.code !== 0) {
    console.error(`building the web app failed (${build.code})`);
    process.exit(1);
  }
}
if (!existsSync(manifest)) {
  console.log('  SKIPPED: the web app is not built (apps/web/dist/.vite/manifest.json is missing).');
  console.log('  Build it with `node scripts/build.mjs web`, or run with FIRST_LOAD_BUILD=1.');
  process.exit(0);
}
const builtAt = statSync(manifest).mtime;
const stale = newestSource() > builtAt.getTime();
console.log(`  measuring apps/web/dist built ${builtAt.toISOString()}${stale ? ' — NOTE: web sources changed since; FIRST_LOAD_BUILD=1 rebuilds first' : ''}`);

const { code, output } = await run([script, ...process.argv.slice(2)]);
if (code === 0) {
  console.log('  goal (budget set by first-load-size.mjs): PASS');
  process.exit(0);
}
if (code === 1 && /OVER BUDGET/.test(output)) {
  console.log('  goal (budget set by first-load-size.mjs): MISS');
  process.exit(0);
}
console.error(`first-load-size.mjs failed (${code})`);
process.exit(1);
