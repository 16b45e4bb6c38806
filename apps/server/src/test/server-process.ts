import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Real server processes for the tests that need them: several servers on one database, crashes and restarts. */

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** A port the OS reports free right now (less likely to collide with another run than a random pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Ends the process with the signal (SIGKILL: no chance to finish anything) and waits until it is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

let bundle: Promise<string> | undefined;

/**
 * The server bundled from the current sources, once per test process, inside the repository (its imports of npm
 * packages resolve from node_modules): it starts in a second where the sources through tsx take several.
 */
export function bundledServer(): Promise<string> {
  bundle ??= (async () => {
    const dist = join(root, '.tmp', `server-bundle-${process.pid}`);
    const { bundleServer } = (await import(join(root, 'scripts/build.mjs'))) as { bundleServer(dist: string): Promise<void> };
    await bundleServer(dist);
    return join(dist, 'main.mjs');
  })();
  return bundle;
}

/** Removes the bundle this process made. */
export async function removeBundledServer(): Promise<void> {
  if (bundle) await rm(dirname(await bundle), { recursive: true, force: true });
  bundle = undefined;
}

/** Starts the bundled server on a free port; answers once it serves /api/open/ping. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [await bundledServer()], {
    cwd: root,
    env: { ...process.env, SEED_DEMO: '0', TEST_MODE: '1', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/open/ping`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return { child, base, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop('SIGKILL');
  throw new Error(`server on ${port} did not start`);
}

/** One browser: its cookies and CSRF token go with every request, whichever server answers. */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  async call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const isForm = body instanceof Buffer;
    const answer = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' ? { 'x-csrf-token': this.cookies.get('csrf_token') ?? '' } : {}),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? new Uint8Array(body) : JSON.stringify(body),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!, value.join('='));
    }
    const type = answer.headers.get('content-type') ?? '';
    return { status: answer.status, body: type.includes('json') ? await answer.json() : Buffer.from(await answer.arrayBuffer()) };
  }
}
