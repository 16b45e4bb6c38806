// First load of the data-insights overview (issue 7's goal: under 250 kB gzip of JavaScript, charts included), as a
// browser takes it: the real server with its demo data, the demo label logged in, /analytics opened in Chromium.
// Every .js file the page fetched until the network is idle counts, gzip level 9 from apps/web/dist; the language
// catalog is data and is shown, not counted (as in apps/web/scripts/first-load-size.mjs). The baseline, taken in the
// same run and browser, is the login page.
//
//   node bench/analytics-first-load.mjs     needs the builds: node scripts/build.mjs
//   CHROMIUM_PATH=/usr/bin/chromium          the browser (default)
import { chromium } from 'playwright-core';
import { firstLoad, signedInContext, webDist as dist } from './browser-load.mjs';
import { DEMO_LABEL, freePort, HOST, login, makeTempDir, runMain, startRealServer, waitFor200, watchdog } from './lib.mjs';

const GOAL_KB = 250;

await runMain(async () => {
  watchdog(600_000, 'analytics first load');
  const dataDir = makeTempDir('bench-analytics-load-');
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = startRealServer({ dataDir, port, env: { WEB_DIST_DIR: dist } });
  // The first start seeds the demo catalogues and imports their year of analytics.
  await waitFor200(`${base}/api/open/ping`, server, { timeoutMs: 300_000, intervalMs: 200 });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const visitor = await browser.newContext({ baseURL: base });
    const loginPage = await firstLoad(visitor, '/login');
    const signedIn = await signedInContext(browser, base, await login(base, DEMO_LABEL));
    const overview = await firstLoad(signedIn, '/analytics');
    const verdict = overview.kb <= GOAL_KB ? 'MEETS' : 'MISS';
    console.log(`login page:          ${loginPage.kb.toFixed(1)} kB gzip in ${loginPage.files} files (baseline)`);
    console.log(`/analytics overview: ${overview.kb.toFixed(1)} kB gzip in ${overview.files} files, ${(overview.kb / loginPage.kb).toFixed(2)}× the login page`);
    console.log(`goal: under ${GOAL_KB} kB gzip with charts — ${verdict}`);
  } finally {
    await browser.close();
  }
});
