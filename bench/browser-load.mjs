// What a fresh browser tab fetches to show a page: the JavaScript files (gzip level 9 from apps/web/dist) until the
// network is idle. Language catalogs are data, loaded per language, and not counted (as in
// apps/web/scripts/first-load-size.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root } from './lib.mjs';

const dist = join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const catalogFiles = new Set(
  Object.entries(manifest)
    .filter(([key]) => /i18n[\\/]locales[\\/][\w-]+\.json$/.test(key))
    .map(([, entry]) => `/${entry.file}`),
);
const gzipKb = (path) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length / 1000;

export const webDist = dist;

/** Debian's headless shell (CHROMIUM_PATH to choose another). */
export const launchBrowser = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });

/** A fresh context signed in with `jar`'s cookies, the one-time US-compliance notice already dismissed. */
export async function signedInContext(browser, base, jar) {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies(Object.entries(jar).map(([name, value]) => ({ name, value, url: base })));
  await context.addInitScript(() => localStorage.setItem('us-compliance-ack', '1'));
  return context;
}

/** The JavaScript a fresh tab of `context` fetches for `path`: { kb, files, ms } (ms: until the network is idle). */
export async function firstLoad(context, path) {
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && !catalogFiles.has(pathname)) files.add(pathname);
  });
  const started = performance.now();
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const ms = performance.now() - started;
  await page.close();
  if (files.size === 0) throw new Error(`${path} loaded no JavaScript: is the web app built (node scripts/build.mjs web)?`);
  return { kb: [...files].reduce((sum, file) => sum + gzipKb(file), 0), files: files.size, ms };
}
