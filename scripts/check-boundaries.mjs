#!/usr/bin/env node
// The web app's feature boundaries (issue 26, decision 053): a feature (apps/web/src/features/<name>/) imports only
// itself and the shared layers (components/, hooks/, lib/, and the packages), never another feature or app/.
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('../apps/web/src', import.meta.url)));
  const found = crossings(root);
  for (const line of found) console.error(`boundary crossed: ${line} (a feature imports only itself, components/, hooks/ and lib/)`);
  console.log(`feature boundaries: ${found.length} crossings`);
  process.exit(found.length ? 1 : 0);
}
