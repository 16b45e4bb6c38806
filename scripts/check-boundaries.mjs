#!/usr/bin/env node
// The web app's feature boundaries (issue 26, decision 053): a feature (apps/web/src/features/<name>/) imports only
// itself and the shared layers (components/, hooks/, lib/, and the packages), never another feature or app/; and
// the API is called only from api modules (a feature's api.ts or *-api.ts, or lib/), never from a component.
// Biome has no rule that sees where an import lands, so this check resolves every relative import and says which
// cross. Run by `npm test` with Biome; `node scripts/check-boundaries.mjs [root]` exits 1 on a crossing.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)|^import\s+'(\.[^']+)'/gm;

const walk = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : /\.tsx?$/.test(name) ? [join(dir, name)] : []));

/** features/<name>, or the top folder (app, components, hooks, lib) of a file under the web source root. */
const areaOf = (root, file) => {
  const [top, second] = relative(root, file).split('/');
  return top === 'features' ? `features/${second}` : top;
};

export function crossings(root) {
  const found = [];
  for (const file of walk(join(root, 'features'))) {
    const from = areaOf(root, file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2] ?? match[3]);
      if (relative(root, target).startsWith('..')) continue;
      const to = areaOf(root, target);
      if (to !== from && (to.startsWith('features/') || to === 'app')) found.push(`${relative(root, file)} -> ${relative(root, target)}`);
    }
  }
  return found;
}

const API_CLIENTS = new Set(['lib/api-client.ts', 'lib/api-upload.ts']);
const CLIENT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g;
const CALLERS = new Set(['api', 'send', 'apiUpload']);
const mayCallTheApi = (path) => path.startsWith('lib/') || /(^|[/-])api\.ts$/.test(path) || /\.test\.tsx?$/.test(path) || (path.endsWith('.ts') && !path.startsWith('features/'));

/** Files that call the API themselves where an api module should: any component (.tsx), and a feature's other modules. */
export function directCalls(root) {
  const found = [];
  for (const file of walk(root)) {
    const path = relative(root, file);
    if (mayCallTheApi(path)) continue;
    for (const [, names, from] of readFileSync(file, 'utf8').matchAll(CLIENT_IMPORT)) {
      const calls = names.split(',').some((name) => CALLERS.has(name.trim()));
      if (calls && API_CLIENTS.has(relative(root, resolve(dirname(file), from)))) found.push(path);
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('../apps/web/src', import.meta.url)));
  const found = crossings(root);
  const calls = directCalls(root);
  for (const line of found) console.error(`boundary crossed: ${line} (a feature imports only itself, components/, hooks/ and lib/)`);
  for (const file of calls) console.error(`API called directly: ${file} (call it through the feature's api.ts or an *-api.ts module)`);
  console.log(`feature boundaries: ${found.length} crossings, ${calls.length} direct API calls`);
  process.exit(found.length || calls.length ? 1 : 0);
}
