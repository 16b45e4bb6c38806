import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/server/src/test/server-process.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface JourneyServer {
  baseURL: string;
  /** The server's data folder: journeys read the delivery batches it writes there. */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: a worker's journeys use `servers[VITEST_POOL_ID - 1]` (support/browser.ts). */
    servers: JourneyServer[];
  }
}

/** The production server in test mode on a free port with a fresh data folder, once it answers; `stop` ends it. */
async function startServer(): Promise<JourneyServer & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'soundport-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TEST_MODE: '1',
      NODE_ENV: 'production',
      SIGN_UPS_PER_IP_PER_HOUR: '30',
      LOGIN_ATTEMPTS_PER_IP: '200',
      LOGIN_ATTEMPTS_PER_ACCOUNT: '60',
      CODE_RESEND_SECONDS: '5',
      JOB_POLL_MS: '300',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(root, 'apps/web/dist'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server prints the demo accounts on stdout; keep the pipe drained so it never blocks.
  child.stdout?.resume();
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `exit code ${code ?? '-'}, signal ${signal ?? '-'}`;
      resolve();
    }),
  );
  const baseURL = `http://127.0.0.1:${port}`;
  // The first start of an empty database seeds the demo catalogues and imports their analytics.
  const deadline = Date.now() + 180_000;
  let ready = false;
  while (!ready && !exited && Date.now() < deadline) {
    try {
      ready = (await fetch(`${baseURL}/api/open/ping`)).ok;
    } catch {}
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Answered, but by our server? If ours died (port taken, crash at start), someone else answered.
  if (exited || !ready) {
    if (!exited) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the e2e server did not start on ${baseURL} (${exited ?? 'no answer in 180 s'})`);
  }
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await exit;
    } else {
      console.error(`the e2e server on ${baseURL} had stopped before the end of the run (${exited})`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL, dataDir, stop };
}

/**
 * Builds what is stale, then starts one server per worker, each with its own data folder and demo accounts, so
 * journeys running at the same time never share an account's state (credits, notices, limits).
 */
export default async function setup(project: TestProject) {
  const { build } = (await import(join(root, 'scripts/build.mjs'))) as { build: () => Promise<void> };
  await build();
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseURL, dataDir }) => ({ baseURL, dataDir })),
  );
  return stopAll;
}
