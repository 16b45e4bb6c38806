// Builds what is out of date: the web app (Vite) and the server bundle (esbuild), each only when a source is newer.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
// `node scripts/build.mjs server` or `web` builds one part; no argument builds both.
const only = process.argv.slice(2).find((arg) => arg === 'web' || arg === 'server');

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else if (!path.endsWith('.test.ts')) newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

const stale = (output, inputs) => force || !existsSync(join(root, output)) || statSync(join(root, output)).mtimeMs < newestMtime(inputs);
const shared = ['packages/domain/src', 'packages/contract/src', 'packages/i18n', 'package-lock.json'];

export async function build() {
  if (only !== 'server' && stale('apps/web/dist/index.html', ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build', 'apps/web/public', ...shared])) {
    console.log('building the web app…');
    execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      // Vitest runs the journeys' build with NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  if (only !== 'web' && stale('apps/server/dist/main.mjs', ['apps/server/src', 'packages/db', ...shared])) {
    console.log('building the server…');
    await bundleServer(join(root, 'apps/server/dist'));
  }
}

/** The server as one ESM file with its migrations and locales beside it, in `dist` (emptied first). */
export async function bundleServer(dist) {
  const esbuild = await import('esbuild');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  await esbuild.build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: join(dist, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Our workspace packages are bundled; everything from npm stays in node_modules.
    plugins: [
      {
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') || args.path.endsWith('.json') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  cpSync(join(root, 'packages/db/migrations'), join(dist, 'migrations'), { recursive: true });
  cpSync(join(root, 'packages/i18n/locales'), join(dist, 'locales'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await build();
