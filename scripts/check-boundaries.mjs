#!/usr/bin/env node
// The web app's feature boundaries (issue 26, decision 053): a feature (apps/web/src/features/<name>/) imports only
// itself and the shared layers (components/, hooks/, lib/, and the packages), never another feature or app/.
// Biome has no rule that sees where an import lands, so this check resolves every relative import and says which
// cross. Run by `npm test` with Biome; `node scripts/check-boundaries.mjs [root]` exits 1 on a crossing.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Crossings allowed for now, each to be removed (none today). New crossings fail the check; a listed one that is gone
 * fails it too, so the list only shrinks.
 */
const KNOWN = new Set([]);

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
  const unknown = found.filter((line) => !KNOWN.has(line));
  const gone = process.argv[2] ? [] : [...KNOWN].filter((line) => !found.includes(line));
  for (const line of unknown) console.error(`boundary crossed: ${line} (a feature imports only itself, components/, hooks/ and lib/)`);
  for (const line of gone) console.error(`no longer crossed, take it off the list in scripts/check-boundaries.mjs: ${line}`);
  console.log(`feature boundaries: ${found.length} crossings, ${found.length - unknown.length} of them listed to remove`);
  process.exit(unknown.length || gone.length ? 1 : 0);
}
