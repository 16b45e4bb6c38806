// First load of each main page (issue 11 §6): the JavaScript (gzip) a fresh Chromium tab fetches for the page until the
// network is idle, and how long that took, with the demo label logged in, next to the login page measured the same
// way in the same run (the baseline; its budget is 150 kB, apps/web/scripts/first-load-size.mjs).
//
//   node bench/page-first-load.mjs     needs the builds: node scripts/build.mjs
//   CHROMIUM_PATH                     the browser (default /usr/bin/chromium-headless-shell)
//   BENCH_JSON=out.json               also writes the figures as JSON
import { writeFileSync } from 'node:fs';
import { firstLoad, launchBrowser, signedInContext, webDist } from './browser-load.mjs';
import { DEMO_LABEL, DEMO_OPERATOR, freePort, HOST, login, makeTempDir, runMain, startRealServer, waitFor200, watchdog } from './lib.mjs';

const PAGES = ['/overview', '/release-management', '/release/new', '/analytics', '/revenue', '/publishing', '/promotion', '/creation', '/notice', '/settings', '/admin'];

await runMain(async () => {
  watchdog(900_000, 'page first load');
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = startRealServer({ dataDir: makeTempDir('bench-page-load-'), port, env: { WEB_DIST_DIR: webDist } });
  await waitFor200(`${base}/api/open/ping`, server, { timeoutMs: 300_000, intervalMs: 200 });
  const browser = await launchBrowser();
  try {
    const loginPage = await firstLoad(await browser.newContext({ baseURL: base }), '/login');
    const rows = [{ path: '/login', ...loginPage }];
    for (const path of PAGES) {
      const jar = await login(base, path === '/admin' ? DEMO_OPERATOR : DEMO_LABEL);
      const context = await signedInContext(browser, base, jar);
      rows.push({ path, ...(await firstLoad(context, path)) });
      await context.close();
    }
    console.log('page                 | JS gzip   | files | × login | network idle after');
    for (const row of rows) {
      console.log(`${row.path.padEnd(20)} | ${`${row.kb.toFixed(1)} kB`.padStart(9)} | ${String(row.files).padStart(5)} | ${(row.kb / loginPage.kb).toFixed(2).padStart(7)} | ${row.ms.toFixed(0)} ms`);
    }
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
  } finally {
    await browser.close();
  }
});
