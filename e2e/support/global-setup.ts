import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../../', import.meta.url));
let server: ChildProcess | undefined;
let dataDir = '';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds what is stale, then starts the production server in test mode on a free port with a fresh data folder. */
export default async function setup(project: TestProject) {
  const { build } = (await import(join(root, 'scripts/build.mjs'))) as { build: () => Promise<void> };
  await build();
  dataDir = mkdtempSync(join(tmpdir(), 'soundport-e2e-'));
  const port = 4100 + Math.floor(Math.random() * 800);
  server = spawn(process.execPath, [join(root, 'apps/server/dist/main.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TEST_MODE: '1', NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST_DIR: join(root, 'apps/web/dist'), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/api/open/ping`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  project.provide('baseURL', baseURL);
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
