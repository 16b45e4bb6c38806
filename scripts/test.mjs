// npm test: type check, unit and API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set),
// the production build, the clean-clone check, the size budget, then the browser journeys in Chromium. The type check
// runs beside the PGlite tests and the build beside the PostgreSQL tests (those leave part of the two cores idle,
// waiting on the database server); their output is printed when they end.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const node = process.execPath;
const bin = (name) => join(root, 'node_modules', name);
let passed = 0;
let failed = 0;
const failures = [];

function count(name, result, report) {
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
  } else if (result.status === 0) passed += 1;
  else failed += 1;
  if (result.status !== 0) failures.push(name);
}

function step(name, args, env = {}, report) {
  console.log(`\n=== ${name} ===`);
  count(name, spawnSync(node, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }), report);
}

/**
 * Starts a step without waiting, its output into a file (the foreground steps block this process, so a pipe would not
 * be read); `finish()` waits for it, then prints the output and counts the step.
 */
function background(name, args) {
  const log = join(tmp, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(node, args, { cwd: root, stdio: ['ignore', fd, fd], env: process.env });
  closeSync(fd);
  const exited = new Promise((resolve) => child.on('close', (status) => resolve({ status })));
  return {
    async finish() {
      const result = await exited;
      console.log(`\n=== ${name} (ran alongside) ===`);
      process.stdout.write(readFileSync(log));
      count(name, result);
    },
  };
}

const vitest = (config, name, env = {}) => {
  const report = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  step(name, [bin('vitest/vitest.mjs'), 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env, report);
};

const typeCheck = background('type check', [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
// Formatting and correctness (biome.json), and the web app's feature boundaries (decision 053).
step('lint and format (Biome)', [bin('@biomejs/biome/bin/biome'), 'ci', '--error-on-warnings', '.']);
step('feature boundaries', ['scripts/check-boundaries.mjs']);
const { TEST_DATABASE_URL } = process.env;
vitest('vitest.config.ts', 'unit and API tests on PGlite', { TEST_DATABASE_URL: '' });
vitest('vitest.dom.config.ts', 'web component tests (happy-dom)');
await typeCheck.finish();
if (TEST_DATABASE_URL) {
  const build = background('production build', ['scripts/build.mjs', '--force']);
  vitest('vitest.api.config.ts', 'API tests on PostgreSQL', { TEST_DATABASE_URL });
  await build.finish();
} else {
  step('production build', ['scripts/build.mjs', '--force']);
}
// The product from a copy of the repository with nothing beside it (no ../shared): it builds, starts, serves the
// app and delivers ERN messages valid against the schema in standards/ (scripts/clean-clone-check.mjs).
step('clean-clone check', ['scripts/clean-clone-check.mjs']);
step('first-load JavaScript budget', ['apps/web/scripts/first-load-size.mjs']);
if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell')) {
  vitest('vitest.e2e.config.ts', 'browser journeys in Chromium');
} else {
  console.error('\nChromium is missing: run `bash scripts/install-system-deps.sh` (Debian) to install it, then npm test again.');
  failed += 1;
  failures.push('browser journeys (Chromium missing)');
}

console.log(`\n${failures.length ? `failed steps: ${failures.join(', ')}` : 'all steps passed'}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
