// The public artist promo page (decision 029): GET /artist/mara-quinn, the demo label's published page, served from the
// server's page cache, on the real bundled server (embedded PGlite, as `npm start`) vs bench/bare-server.mjs answering
// the same bytes. Goal: at least 1,000 pages a second on this machine; the ratio to the bare server is printed beside it.
//
//   node bench/promo-page.mjs              (build first: node scripts/build.mjs server)
//   BENCH_SECONDS, BENCH_ROUNDS as for bench/api.mjs
import autocannon from 'autocannon';
import { HOST, freePort, makeTempDir, median, runMain, startBareServer, startRealServer, waitFor200, watchdog } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_RPS = 1_000;
const PATH = '/artist/mara-quinn';
// A visitor's browser: its language picks the page's texts (one cached copy per language).
const HEADERS = { 'accept-language': 'en-US,en;q=0.9', accept: 'text/html' };

async function measure(url) {
  const result = await autocannon({ url, method: 'GET', headers: HEADERS, connections: 10, duration: SECONDS, warmup: { connections: 10, duration: 2 } });
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result.requests.average;
}

await runMain(async () => {
  // The first start seeds the demo and imports its year of analytics: up to a few minutes on a busy machine.
  watchdog((ROUNDS * 2 * (SECONDS + 4) + 360) * 1000, 'promo-page bench');
  process.env.JOB_POLL_MS = '0';
  const realPort = await freePort();
  const real = startRealServer({ dataDir: makeTempDir('soundport-bench-promo-'), port: realPort, env: { DATABASE_URL: '' } });
  const realBase = `http://${HOST}:${realPort}`;
  await waitFor200(`${realBase}/api/open/ping`, real, { timeoutMs: 300_000, intervalMs: 200 });
  const answer = await fetch(`${realBase}${PATH}`, { headers: HEADERS });
  const body = await answer.text();
  if (answer.status !== 200 || !body.includes('og:title') || !body.includes('Glasshouse')) throw new Error(`unexpected answer ${answer.status}: ${body.slice(0, 300)}`);

  const barePort = await freePort();
  const bare = startBareServer({ port: barePort, responses: { [PATH]: { contentType: answer.headers.get('content-type'), body } } });
  const bareBase = `http://${HOST}:${barePort}`;
  await waitFor200(`${bareBase}${PATH}`, bare);

  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? ['bare', 'real'] : ['real', 'bare'];
    const rps = {};
    for (const side of order) rps[side] = await measure(`${side === 'real' ? realBase : bareBase}${PATH}`);
    rounds.push(rps);
    console.log(`round ${round + 1}: real ${rps.real.toFixed(0)} req/s, bare ${rps.bare.toFixed(0)} req/s, ratio ${(rps.real / rps.bare).toFixed(2)}`);
  }
  const realRps = median(rounds.map((r) => r.real));
  const ratio = median(rounds.map((r) => r.real / r.bare));
  console.log(
    `promo page ${PATH} (${(body.length / 1024).toFixed(1)} KiB HTML, cached): real ${realRps.toFixed(0)} req/s (goal >= ${GOAL_RPS}: ${realRps >= GOAL_RPS ? 'MET' : 'MISS'}), real/bare ${ratio.toFixed(2)}`,
  );
});
