// Issue 24 finding 2: does an answer take longer for an address with an account than for one without? The real bundled
// server (embedded PGlite, demo data) answers a password login, an e-mail-code login and a password reset, each
// alternately for the demo artist's address and for a new unknown address, ROUNDS times; the baseline is the same call
// for the known address, so the ratio unknown/known should be 1. Goal: every median within 10 % (and 5 ms) of it.
//
//   node bench/account-discovery.mjs        (build first: node scripts/build.mjs server)
//   BENCH_ROUNDS (default 101)
import { DEMO_LOGIN, HOST, cookieHeader, freePort, makeTempDir, median, runMain, startRealServer, waitFor200, watchdog } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 101);

const calls = {
  'password login': (email) => ['/api/passport/login/password', { email, password: 'Wrong-pass-1' }],
  'e-mail-code login': (email) => ['/api/passport/login/email-code', { email, code: '123456' }],
  'password reset': (email) => ['/api/passport/password/reset', { channel: 'email', target: email, code: '123456', password: 'Fresh-start-99' }],
};

await runMain(async () => {
  watchdog(600_000, 'account-discovery bench');
  const port = await freePort();
  // Wrong passwords are the point here: the throttle must not answer 429 in the middle of the run.
  const server = startRealServer({
    dataDir: makeTempDir('soundport-bench-discovery-'),
    port,
    env: { DATABASE_URL: '', LOGIN_ATTEMPTS_PER_IP: '1000000', LOGIN_ATTEMPTS_PER_ACCOUNT: '1000000', JOB_POLL_MS: '0' },
  });
  const base = `http://${HOST}:${port}`;
  await waitFor200(`${base}/api/open/ping`, server, { timeoutMs: 300_000, intervalMs: 200 });
  const ping = await fetch(`${base}/api/open/ping`);
  const csrf = ping.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith('csrf_token='))
    ?.slice('csrf_token='.length);
  const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: cookieHeader({ csrf_token: csrf }) };

  const timed = async ([path, body]) => {
    const started = performance.now();
    const answer = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await answer.text();
    const elapsed = performance.now() - started;
    if (answer.status >= 500 || answer.status === 429) throw new Error(`${path} answered ${answer.status}: ${text}`);
    return { elapsed, status: answer.status, code: JSON.parse(text).baseResponse.errorCode };
  };

  let missed = 0;
  console.log(`${ROUNDS} alternating pairs per call, median ms (known address = baseline)`);
  for (const [name, request] of Object.entries(calls)) {
    for (let i = 0; i < 5; i++) await timed(request(DEMO_LOGIN.email)); // warm-up
    const known = [];
    const unknown = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Which goes first alternates, so the order of a pair does not pass for a difference between addresses.
      const stranger = request(`nobody.${round}.${Date.now()}@example.com`);
      const b = round % 2 ? await timed(stranger) : undefined;
      const a = await timed(request(DEMO_LOGIN.email));
      const c = b ?? (await timed(stranger));
      if (a.status !== c.status || a.code !== c.code) throw new Error(`${name}: known answered ${a.status}/${a.code}, unknown ${c.status}/${c.code}`);
      known.push(a.elapsed);
      unknown.push(c.elapsed);
    }
    const [k, u] = [median(known), median(unknown)];
    const ok = Math.abs(u - k) <= Math.max(0.1 * k, 5);
    if (!ok) missed++;
    console.log(`${name.padEnd(18)} known ${k.toFixed(2).padStart(7)}  unknown ${u.toFixed(2).padStart(7)}  ratio ${(u / k).toFixed(3)}  ${ok ? 'ok' : 'MISS'}`);
  }
  console.log(missed ? `${missed} call(s) missed the goal` : 'every call within the goal');
});
