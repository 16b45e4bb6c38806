// Lighthouse of the login page, the overview and the release form (issue 11 §6), in Debian's Chromium against the
// real bundled server with the demo data, the demo label logged in for the two signed-in pages. Each page twice:
// Lighthouse's mobile default (simulated slow 4G, CPU slowed 4×) and its desktop preset. Prints the four category
// scores and the load metrics; the HTTP cache is emptied before every run (Lighthouse's storage reset), cookies kept.
//
//   node bench/lighthouse.mjs       needs the builds: node scripts/build.mjs
//   LIGHTHOUSE_CHROMIUM             the browser (default /usr/bin/chromium, the full browser Lighthouse expects)
//   BENCH_JSON=out.json             also writes the figures as JSON; LIGHTHOUSE_REPORTS=dir also keeps the HTML reports
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { webDist } from './browser-load.mjs';
import { DEMO_LABEL, freePort, HOST, login, makeTempDir, runMain, startRealServer, waitFor200, watchdog } from './lib.mjs';

const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/overview', signedIn: true },
  { path: '/release/new', signedIn: true },
];
const FORM_FACTORS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/** One browser whose default profile Lighthouse's tabs share, so cookies set here are the tabs' cookies. */
async function launchBrowser(debuggingPort) {
  return chromium.launchPersistentContext(makeTempDir('bench-lighthouse-profile-'), {
    executablePath: process.env.LIGHTHOUSE_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
  });
}

/** Signs the profile in (or out) and dismisses the one-time US-compliance notice, without loading any page asset. */
async function prepareProfile(profile, base, signedIn) {
  await profile.clearCookies();
  if (signedIn) {
    const jar = await login(base, DEMO_LABEL);
    await profile.addCookies(Object.entries(jar).map(([name, value]) => ({ name, value, url: base })));
  }
  const page = await profile.newPage();
  await page.goto(`${base}/api/open/ping`);
  await page.evaluate(() => localStorage.setItem('us-compliance-ack', '1'));
  await page.close();
}

await runMain(async () => {
  watchdog(900_000, 'lighthouse');
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = startRealServer({ dataDir: makeTempDir('bench-lighthouse-'), port, env: { WEB_DIST_DIR: webDist } });
  await waitFor200(`${base}/api/open/ping`, server, { timeoutMs: 300_000, intervalMs: 200 });
  const debuggingPort = await freePort();
  const profile = await launchBrowser(debuggingPort);
  const reportsDir = process.env.LIGHTHOUSE_REPORTS;
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const rows = [];
  try {
    for (const { path, signedIn } of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        await prepareProfile(profile, base, signedIn);
        const result = await lighthouse(base + path, { port: debuggingPort, logLevel: 'error', onlyCategories: CATEGORIES, output: reportsDir ? 'html' : 'json' }, formFactor.config);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${path} (${formFactor.name}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== path) throw new Error(`${path} (${formFactor.name}) ended on ${finalPath}: not signed in?`);
        if (reportsDir) writeFileSync(join(reportsDir, `${path.replaceAll('/', '_').slice(1)}-${formFactor.name}.html`), result.report);
        rows.push({
          path,
          formFactor: formFactor.name,
          scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
          metrics: Object.fromEntries(Object.entries(METRICS).map(([id, label]) => [label, lhr.audits[id].numericValue])),
          failing: Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
            .map((audit) => audit.id),
        });
      }
    }
  } finally {
    await profile.close();
  }

  console.log('page          | form    | perf | a11y | best | seo | FCP ms | LCP ms | TBT ms |   CLS | SI ms');
  for (const row of rows) {
    const { scores: s, metrics: m } = row;
    console.log(
      `${row.path.padEnd(13)} | ${row.formFactor.padEnd(7)} | ${String(s.performance).padStart(4)} | ${String(s.accessibility).padStart(4)} | ${String(s['best-practices']).padStart(4)} | ${String(s.seo).padStart(3)} | ${m.FCP.toFixed(0).padStart(6)} | ${m.LCP.toFixed(0).padStart(6)} | ${m.TBT.toFixed(0).padStart(6)} | ${m.CLS.toFixed(3).padStart(5)} | ${m.SI.toFixed(0).padStart(5)}`,
    );
  }
  console.log('\naudits under 0.9:');
  for (const row of rows) console.log(`  ${row.path} (${row.formFactor}): ${row.failing.join(', ') || 'none'}`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 2));
});
