// Music management list on PostgreSQL: POST /api/album/list, a page of 100 for a label with 10,000 releases, on the
// real bundled server vs bench/bare-server.mjs answering the same bytes (issue 4, goal: real/bare >= 0.5).
//
//   node bench/album-list.mjs              (build first: node scripts/build.mjs server)
//   BENCH_DATABASE_URL   PostgreSQL server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SECONDS, BENCH_ROUNDS as for bench/api.mjs
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_LABEL, HOST, cookieHeader, freePort, login, makeTempDir, median, runMain, startBareServer, startRealServer, waitFor200, watchdog } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RELEASES = 10_000;
const GOAL = 0.5;
const PATH = '/api/album/list';
const BODY = JSON.stringify({ offset: 0, count: 100, withSongCount: true });
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** 10,000 submitted singles for the demo label, as the releases module writes them. */
async function seedReleases(url) {
  await withClient(url, async (client) => {
    const { rows } = await client.query("select id from users where email = 'label@demo.soundport.example'");
    const labelId = rows[0].id;
    await client.query(
      `insert into releases (owner_user_id, created_by_user_id, kind, status, is_draft, title, upc, album, release_time, submitted_at)
       select $1, $1, 'SINGLE', (array[10, 20, 30, 40, 50])[1 + n % 5], false, 'Release ' || n, lpad(n::text, 12, '0'),
              jsonb_build_object('title', 'Release ' || n, 'cover', 'cover-' || n, 'releaseTime', 1800000000000 + n,
                'uniMainArtistObjects', jsonb_build_array(jsonb_build_object('name', 'The Tide Lines'))),
              now() + interval '30 days', now()
       from generate_series(1, $2) as n`,
      [labelId, RELEASES],
    );
    await client.query(
      `insert into tracks (release_id, owner_user_id, sequence_number, title, isrc, data)
       select id, owner_user_id, 1, title, 'QZSP726' || lpad(id::text, 5, '0'), '{}'::jsonb from releases r
       where owner_user_id = $1 and not exists (select 1 from tracks t where t.release_id = r.id)`,
      [labelId],
    );
    await client.query('analyze');
  });
}

async function measure(url, headers) {
  const result = await autocannon({ url, method: 'POST', headers, body: BODY, connections: 10, duration: SECONDS, warmup: { connections: 10, duration: 2 } });
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result.requests.average;
}

await runMain(async () => {
  watchdog((ROUNDS * 2 * (SECONDS + 4) + 180) * 1000, 'album-list bench');
  const database = `soundport_bench_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${database}`));
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  try {
    process.env.DATABASE_URL = url.toString();
    process.env.JOB_POLL_MS = '0';
    const realPort = await freePort();
    const real = startRealServer({ dataDir: makeTempDir('soundport-bench-albums-'), port: realPort });
    const realBase = `http://${HOST}:${realPort}`;
    await waitFor200(`${realBase}/api/open/ping`, real);
    await seedReleases(url.toString());
    const jar = await login(realBase, DEMO_LABEL);
    const headers = { cookie: cookieHeader(jar), 'x-csrf-token': jar.csrf_token, 'content-type': 'application/json' };
    const answer = await fetch(`${realBase}${PATH}`, { method: 'POST', headers, body: BODY });
    const body = await answer.text();
    const page = JSON.parse(body).data;
    if (answer.status !== 200 || page.total < RELEASES || page.albums.length !== 100) throw new Error(`unexpected answer ${answer.status}: ${body.slice(0, 300)}`);

    const barePort = await freePort();
    const bare = startBareServer({ port: barePort, responses: { [PATH]: { contentType: answer.headers.get('content-type'), body } } });
    const bareBase = `http://${HOST}:${barePort}`;
    await waitFor200(`${bareBase}${PATH}`, bare);

    const ratios = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? ['bare', 'real'] : ['real', 'bare'];
      const rps = {};
      for (const side of order) rps[side] = await measure(`${side === 'real' ? realBase : bareBase}${PATH}`, headers);
      ratios.push(rps.real / rps.bare);
      console.log(`round ${round + 1}: real ${rps.real.toFixed(0)} req/s, bare ${rps.bare.toFixed(0)} req/s, ratio ${(rps.real / rps.bare).toFixed(2)}`);
    }
    const ratio = median(ratios);
    console.log(`album list, page of 100 of ${page.total} releases (${(body.length / 1024).toFixed(0)} KiB): real/bare ${ratio.toFixed(2)} (goal >= ${GOAL}: ${ratio >= GOAL ? 'MET' : 'MISS'})`);
  } finally {
    await withClient(adminUrl, (client) => client.query(`drop database if exists ${database} with (force)`)).catch(() => {});
  }
});
