#!/usr/bin/env node
// First-load JavaScript of the login page, gzip (and no zod in any chunk): the entry chunk of index.html, the login route's chunk,
// and every chunk they import statically (dynamic imports load later and do not count). CSS is not counted.
// Usage: node apps/web/scripts/first-load-size.mjs [--budget 150] [--verbose]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const args = process.argv.slice(2);
const budgetIndex = args.indexOf('--budget');
const budgetKb = budgetIndex >= 0 ? Number(args[budgetIndex + 1]) : 150;
const verbose = args.includes('--verbose');

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const LOGIN_SOURCE = 'src/features/auth/routes/login-page.tsx';

// The login route is either its own dynamic entry or, when vite.config.ts groups it, the chunk named login-page.
const loginKey = manifest[LOGIN_SOURCE] ? LOGIN_SOURCE : Object.keys(manifest).find((key) => manifest[key].name === 'login-page');
const roots = ['index.html', loginKey];
for (const key of roots) {
  if (!key || !manifest[key]) {
    console.error('first-load-size: the entry or the login chunk is missing from the manifest; was the build run with build.manifest?');
    process.exit(2);
  }
}

const seen = new Set();
const walk = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) walk(imported);
};
roots.forEach(walk);

const files = [...new Set([...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
let total = 0;
const rows = files.map((file) => {
  const bytes = readFileSync(join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  return { file, raw: bytes.length, gzip: gz };
});

const kb = (n) => (n / 1000).toFixed(1);
if (verbose) for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(row.gzip).padStart(7)} kB gzip  ${kb(row.raw).padStart(7)} kB raw  ${row.file}`);
// The English catalog is fetched before the first render too; it is data rather than code, so it is shown, not counted.
const catalogKey = Object.keys(manifest).find((key) => key.endsWith('i18n/locales/en.json'));
if (catalogKey) {
  const catalog = gzipSync(readFileSync(join(dist, manifest[catalogKey].file)), { level: 9 }).length;
  console.log(`(plus the active language catalog, en: ${kb(catalog)} kB gzip, loaded lazily per language and not counted)`);
}
const over = total / 1000 > budgetKb;
console.log(`login page first-load JavaScript: ${kb(total)} kB gzip in ${files.length} files (budget ${budgetKb} kB)${over ? ' — OVER BUDGET' : ''}`);
// The browser calls the API with the contract's zod-free heads (decision 051): the schema library must not be bundled.
const withZod = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js') && readFileSync(join(dist, 'assets', file), 'utf8').includes('$ZodType'));
if (withZod.length) console.log(`zod is in the browser bundle: ${withZod.join(', ')} — import the route's head (@portal/contract/heads/*), not its schemas`);
process.exit(over || withZod.length ? 1 : 0);
