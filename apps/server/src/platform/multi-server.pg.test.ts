import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, multipart, uniqueEmail } from '../test/harness.ts';
import { makeWav, partOf, sha256 } from '../modules/uploads/test-files.ts';
import { HttpBrowser as Browser, removeBundledServer, startServerProcess, type ServerProcess } from '../test/server-process.ts';

// Issue 11 section 5 (PostgreSQL only: PGlite lives inside one process): three server processes on their own ports
// share one database and one storage folder, as behind a load balancer. A browser's requests may land on any of them.

const serverUrl = process.env.TEST_DATABASE_URL!;
const databaseName = `portal_multi_${randomBytes(6).toString('hex')}`;
const databaseUrl = () => Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

/** An e-mail sign-up on one server, with the code it mailed (read from the shared database's outbox). */
async function signUp(browser: Browser, base: string) {
  const email = uniqueEmail();
  await browser.call(base, 'POST', '/passport/code/send', { channel: 'email', target: email, purpose: 'signup' });
  return browser.call(base, 'POST', '/passport/signup/email', { email, password: GOOD_PASSWORD, code: await codeSentTo(email) });
}

/** The code the portal mailed to an address, read from the shared database's outbox. */
async function codeSentTo(email: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ body: string }>('select body from outbox_messages where recipient = $1 order by id desc limit 1', [email.toLowerCase()]);
    return rows[0]!.body.match(/\b(\d{6})\b/)![1]!;
  } finally {
    await client.end();
  }
}
let dataDir = '';
const servers: ServerProcess[] = [];

const startServer = (databaseUrl: string) => startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JOB_POLL_MS: '100' });

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  dataDir = await mkdtemp(join(tmpdir(), 'portal-multi-'));
  // The first one migrates the new database; the other two find it ready.
  servers.push(await startServer(url.toString()));
  servers.push(...(await Promise.all([startServer(url.toString()), startServer(url.toString())])));
}, 200_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await removeBundledServer();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
});

describe('three servers, one database and one storage', () => {
  it('signs up on one, uploads the parts to another, merges on the third; the draft shows on all', async () => {
    const [a, b, c] = servers.map((server) => server.base) as [string, string, string];
    const browser = new Browser();
    await browser.call(a, 'GET', '/open/ping');
    expect((await signUp(browser, a)).status).toBe(200);
    expect((await browser.call(b, 'POST', '/users', { type: 0, nickname: 'Three Servers', region: 'BR' })).status).toBe(200);
    expect((await browser.call(c, 'GET', '/user')).body.data.user.nickname).toBe('Three Servers');

    const wav = makeWav({ seconds: 3 });
    const init = await browser.call(b, 'POST', '/upload/partial/init', { mimeType: 'audio/wav', fileName: 'spread.wav', size: wav.length, kind: 'audio', partSize: 256 * 1024 });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const { uploadId, objectKey, partSize, partCount } = init.body.data as { uploadId: string; objectKey: string; partSize: number; partCount: number };
    expect(partCount).toBeGreaterThan(2);
    for (let index = 0; index < partCount; index++) {
      const form = multipart({ uploadId, objectKey, partIndex: String(index) }, { file: { name: 'blob', type: 'application/octet-stream', bytes: partOf(wav, partSize, index) } });
      const sent = await browser.call([a, b, c][index % 3]!, 'POST', '/upload/partial/upload', form.body, form.headers);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    const merged = await browser.call(c, 'POST', '/upload/partial/merge', { uploadId, objectKey, partIds: Array.from({ length: partCount }, (_, index) => index) });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const file = merged.body.data as { fileId: string; url: string; meta: { sha256: string } };
    expect(file.meta.sha256).toBe(sha256(wav));
    for (const base of [a, b, c]) expect(sha256((await browser.call(base, 'GET', file.url.replace(/^\/api/, ''))).body as Buffer)).toBe(sha256(wav));

    const draft = await browser.call(a, 'POST', '/draft-release', { kind: 'SINGLE', album: { title: 'Spread Out' }, tracks: [{ title: 'Spread Out', fullAudio: file.fileId }] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    for (const base of [a, b, c]) {
      const shown = await browser.call(base, 'GET', `/draft-release?albumId=${draft.body.data.albumId}`);
      expect(shown.status).toBe(200);
      expect(shown.body.data.album.title).toBe('Spread Out');
      expect(shown.body.data.tracks[0].fullAudio).toBe(file.fileId);
    }

    // Logging out on one server ends the session on all of them.
    expect((await browser.call(b, 'POST', '/passport/logout', {})).status).toBe(200);
    for (const base of [a, b, c]) expect((await browser.call(base, 'GET', '/user')).status).toBe(401);
  });

  it('runs each queued job once, whichever server picks it up', async () => {
    const [a, b, c] = servers.map((server) => server.base) as [string, string, string];
    // Three accounts, four reports each: an account may have MAX_OPEN_TASKS reports waiting at once.
    const browsers: Browser[] = [];
    for (const base of [a, b, c]) {
      const browser = new Browser();
      await browser.call(base, 'GET', '/open/ping');
      await signUp(browser, base);
      await browser.call(base, 'POST', '/users', { type: 0, nickname: 'Queue Watcher', region: 'BR' });
      browsers.push(browser);
    }
    const queued = new Map<Browser, number[]>(browsers.map((browser) => [browser, []]));
    for (let index = 0; index < 12; index++) {
      const browser = browsers[index % 3]!;
      const answer = await browser.call([a, b, c][Math.floor(index / 3) % 3]!, 'POST', '/revenue/royalty/report/generate', { format: index % 2 ? 'csv' : 'excel', from: '2026-01', to: '2026-06' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      queued.get(browser)!.push(answer.body.data.id);
    }
    const statuses = async () => {
      const found: string[] = [];
      for (const [browser, ids] of queued) {
        const tasks: { id: number; status: string }[] = (await browser.call(b, 'GET', '/revenue/royalty/report/list?offset=0&count=50')).body.data.tasks;
        found.push(...tasks.filter((task) => ids.includes(task.id)).map((task) => task.status));
      }
      return found;
    };
    const deadline = Date.now() + 60_000;
    let found = await statuses();
    while (Date.now() < deadline && !(found.length === 12 && found.every((status) => status === 'done'))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      found = await statuses();
    }
    expect(found).toEqual(Array(12).fill('done'));
    const allQueued = [...queued.values()].flat();
    const database = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString() });
    await database.connect();
    const { rows } = await database.query<{ attempts: number; done: boolean }>(`select attempts, done_at is not null as done from jobs where payload->>'taskId' = any($1::text[])`, [
      allQueued.map(String),
    ]);
    await database.end();
    expect(rows).toHaveLength(allQueued.length);
    expect(rows.every((row) => row.attempts === 1 && row.done)).toBe(true);
  });
});
