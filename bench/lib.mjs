// Shared helpers for the benchmarks: free loopback ports, child servers that are always stopped, polling, login.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverEntry = join(root, 'apps/server/dist/main.mjs');
export const bareEntry = join(root, 'bench/bare-server.mjs');
export const HOST = '127.0.0.1';
export const DEMO_LOGIN = { email: 'artist@demo.soundport.example', password: 'Demo-pass-2026' };
export const DEMO_LABEL = { email: 'label@demo.soundport.example', password: DEMO_LOGIN.password };
export const DEMO_OPERATOR = { email: 'operator@demo.soundport.example', password: DEMO_LOGIN.password };

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// ---- child processes: every one we start is tracked and stopped, also on error, exit or Ctrl-C ----
const procs = new Set();
const tempDirs = new Set();

export function makeTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

process.on('exit', () => {
  for (const proc of procs) {
    try {
      proc.child.kill('SIGKILL');
    } catch {}
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping child processes`);
    stopAll().finally(() => process.exit(130));
  });
}

/**
 * Spawns a node process with its output captured (kept for error messages, echoed when `echo` is set).
 * Returns { child, name, output(), exited } where `exited` resolves with the exit code.
 */
export function spawnNode(name, args, { env = {}, echo = false } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
    if (echo) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const proc = { child, name, output: () => log, exited: null, running: true };
  proc.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      proc.running = false;
      procs.delete(proc);
      resolve(code ?? signal);
    });
    child.on('error', (err) => {
      proc.running = false;
      procs.delete(proc);
      log += `\nspawn error: ${err.message}`;
      resolve('spawn-error');
    });
  });
  procs.add(proc);
  return proc;
}

/** SIGTERM, then SIGKILL after `graceMs`. Resolves when the process is gone. */
export async function stop(proc, graceMs = 8000) {
  if (!proc?.running) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.running && proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...procs].map((proc) => stop(proc)));
}

/** The real bundled server, production mode, loopback only. */
export function startRealServer({ dataDir, port, echo = false, env = {} }) {
  // BENCH_SERVER_NODE_ARGS: extra node flags for the real server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawnNode('server', [...nodeArgs, serverEntry], {
    echo,
    env: { DATA_DIR: dataDir, PORT: String(port), HOST, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
  });
}

/** The bare Fastify baseline; `responses` maps path -> { contentType, body }, or `responsesFile` names a file of them. */
export function startBareServer({ port, responses, responsesFile, echo = false }) {
  return spawnNode('bare', [bareEntry], {
    echo,
    env: { PORT: String(port), HOST, ...(responses ? { BARE_RESPONSES: JSON.stringify(responses) } : {}), ...(responsesFile ? { BARE_RESPONSES_FILE: responsesFile } : {}) },
  });
}

/**
 * Polls `url` every `intervalMs` until it answers 200. Fails fast if the process exits, and after `timeoutMs`.
 * Returns the ms elapsed since `since` (a performance.now() value).
 */
export async function waitFor200(url, proc, { since = performance.now(), intervalMs = 20, timeoutMs = 60_000 } = {}) {
  const deadline = since + timeoutMs;
  for (;;) {
    if (!proc.running) throw new Error(`${proc.name} exited before answering ${url}:\n${proc.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${proc.name} did not answer 200 on ${url} within ${timeoutMs} ms:\n${proc.output()}`);
    await sleep(intervalMs);
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

/** Busy CPU seconds of the whole machine (all cores) from /proc/stat; null elsewhere. */
export function machineBusySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, _idle, _iowait, irq, softirq, steal] = ticks.map(Number);
    return (user + nice + system + irq + softirq + (steal || 0)) / 100;
  } catch {
    return null;
  }
}

/** Cookie jar helpers for fetch. */
function readSetCookies(res, jar) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
}
export const cookieHeader = (jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/** Logs the demo artist in; returns the cookie jar ({ csrf_token, sid }). */
export async function login(base, credentials = DEMO_LOGIN) {
  const jar = {};
  const ping = await fetch(`${base}/api/open/ping`);
  await ping.arrayBuffer();
  readSetCookies(ping, jar);
  if (!jar.csrf_token) throw new Error('GET /api/open/ping did not set a csrf_token cookie');
  const res = await fetch(`${base}/api/passport/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': jar.csrf_token, cookie: cookieHeader(jar) },
    body: JSON.stringify(credentials),
  });
  const text = await res.text();
  readSetCookies(res, jar);
  if (res.status !== 200 || !jar.sid) throw new Error(`login failed: HTTP ${res.status} ${text}`);
  return jar;
}

/** Fetches a response and returns what the bare server needs to answer the same bytes. */
export async function snapshot(url, headers = {}) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body}`);
  return { contentType: res.headers.get('content-type'), body };
}

/** Kills everything and exits non-zero if the run takes longer than `ms`. */
export function watchdog(ms, what) {
  const timer = setTimeout(() => {
    console.error(`\n${what}: still running after ${Math.round(ms / 1000)} s — aborting`);
    stopAll().finally(() => process.exit(1));
  }, ms);
  timer.unref();
  return timer;
}

/** Runs `main`, always stops the children, exits 1 on error. */
export async function runMain(main) {
  try {
    await main();
    await stopAll();
  } catch (err) {
    console.error(`\nERROR: ${err?.stack ?? err}`);
    await stopAll();
    process.exit(1);
  }
}
