import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '@portal/db/client';
import { users } from '@portal/db/schema';
import { MIN_PART_SIZE } from '@portal/contract/uploads';
import { SettlementStatus } from '@portal/domain/enums';
import { seededRandom } from '@portal/domain/seeded-random';
import { GOOD_PASSWORD, multipart, uniqueEmail } from '../test/harness.ts';
import { hashPassword } from './passwords.ts';
import { newInviteCode } from '../modules/auth/accounts.ts';
import { HttpBrowser, removeBundledServer, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { makeWav, partOf, sha256 } from '../modules/uploads/test-files.ts';

// Issue 11 section 4: the server runs as a child process and is killed (SIGKILL) at a random moment of a chunked
// upload and its merge, of a run of withdrawals, or of a sales report's import, then started again on the same
// database and storage. After every restart: the upload resumes to a file with the same SHA-256 (no part the server
// lists as received holds other bytes, no merged file is served incomplete), every acknowledged withdrawal is there, a
// withdrawal retried with its key is paid once, an import is applied whole or not at all; at the end every ledger
// transaction balances. `npm test` kills it 3 times (one of each); `npm run crash` 200 times.

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const SEED = Number(process.env.CRASH_SEED ?? 4242);
const ADVANCE = 1_000_000;
const WITHDRAWAL = 10;

let dataDir = '';
let databaseUrl = '';
let dropDatabase = async () => {};
let server: ServerProcess;
const artist = new HttpBrowser();
const operator = new HttpBrowser();
let artistId = 0;
const random = seededRandom(SEED);

const start = async () => {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JOB_POLL_MS: '50',
    JOB_LEASE_SECONDS: '2',
    UPLOAD_MERGE_LEASE_SECONDS: '2',
    LOGIN_ATTEMPTS_PER_IP: '500',
    SIGN_UPS_PER_IP_PER_HOUR: '100',
  });
};
const crash = () => server.stop('SIGKILL');
const call = (browser: HttpBrowser, method: string, path: string, body?: unknown, headers?: Record<string, string>) => browser.call(server.base, method, path, body, headers);

/** The database itself, while the server is down (PGlite allows one process at a time). */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await createDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Runs `work` and kills the server after a random part of `windowMs`; answers what `work` got done before. */
async function killedDuring<T>(windowMs: number, work: (progress: T[]) => Promise<void>): Promise<T[]> {
  const progress: T[] = [];
  const running = work(progress).catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * windowMs)));
  await crash();
  await running;
  await start();
  return progress;
}

/** Logs a browser in with the password of an account made below. */
async function logIn(browser: HttpBrowser, email: string): Promise<void> {
  await call(browser, 'GET', '/open/ping');
  const login = await call(browser, 'POST', '/passport/login/password', { email, password: GOOD_PASSWORD });
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-crash-'));
  if (process.env.TEST_DATABASE_URL) {
    const name = `portal_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = Object.assign(new URL(process.env.TEST_DATABASE_URL), { pathname: `/${name}` }).toString();
    dropDatabase = async () => {
      const cleaner = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    };
  }
  // The first start migrates the database; the two accounts are then written into it as an operator would.
  await start();
  await crash();
  const artistEmail = uniqueEmail('crash-artist');
  const operatorEmail = uniqueEmail('crash-operator');
  await withDatabase(async ({ db }) => {
    const passwordHash = await hashPassword(GOOD_PASSWORD);
    const account = { passwordHash, emailVerifiedAt: new Date(), type: 0, region: 'US', status: SettlementStatus.SETTLED, signStatus: 2 };
    const [made] = await db
      .insert(users)
      .values({ ...account, email: artistEmail, nickname: 'Crash Artist', inviteCode: newInviteCode() })
      .returning({ id: users.id });
    artistId = made!.id;
    await db.insert(users).values({ ...account, email: operatorEmail, nickname: 'Crash Operator', isAdmin: true, inviteCode: newInviteCode() });
  });
  await start();
  await logIn(artist, artistEmail);
  await logIn(operator, operatorEmail);
  const advance = await call(operator, 'POST', '/admin/advances', { userId: artistId, amount: `${ADVANCE}.00`, note: 'Funds to withdraw' });
  if (advance.status !== 200) throw new Error(`advance: ${JSON.stringify(advance.body)}`);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await removeBundledServer();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function uploadRound(round: number) {
  const wav = makeWav({ seconds: 1 + (round % 3) });
  const partCount = Math.ceil(wav.length / MIN_PART_SIZE);
  const fingerprint = `crash-round-${round}-${SEED}`;
  const init = () => call(artist, 'POST', '/upload/partial/init', { mimeType: 'audio/wav', fileName: `round-${round}.wav`, size: wav.length, kind: 'audio', partSize: MIN_PART_SIZE, fingerprint });
  const sendPart = (session: { uploadId: string; objectKey: string }, index: number) => {
    const form = multipart(
      { uploadId: session.uploadId, objectKey: session.objectKey, partIndex: String(index) },
      { file: { name: 'blob', type: 'application/octet-stream', bytes: partOf(wav, MIN_PART_SIZE, index) } },
    );
    return call(artist, 'POST', '/upload/partial/upload', form.body, form.headers);
  };
  const merge = (session: { uploadId: string; objectKey: string }) =>
    call(artist, 'POST', '/upload/partial/merge', { uploadId: session.uploadId, objectKey: session.objectKey, partIds: Array.from({ length: partCount }, (_, index) => index) });

  const acknowledged = await killedDuring<{ url: string; sha256: string }>(partCount * 25 + 150, async (merged) => {
    const session = (await init()).body.data;
    for (let index = 0; index < partCount; index++) await sendPart(session, index);
    const answer = await merge(session);
    if (answer.status === 200) merged.push({ url: answer.body.data.url, sha256: answer.body.data.meta.sha256 });
  });

  // A merge answered before the crash stays a whole file.
  for (const file of acknowledged) {
    expect(file.sha256).toBe(sha256(wav));
    expect(sha256((await call(artist, 'GET', file.url.replace(/^\/api/, ''))).body as Buffer)).toBe(sha256(wav));
  }
  // Otherwise the upload resumes: the parts the server lists hold exactly the bytes sent; the rest go again.
  if (acknowledged.length) return;
  const resumed = (await init()).body.data as { uploadId: string; objectKey: string; parts: { partIndex: number; sha256: string }[] };
  for (const part of resumed.parts) expect(part.sha256, `part ${part.partIndex} after the crash`).toBe(sha256(partOf(wav, MIN_PART_SIZE, part.partIndex)));
  const held = new Set(resumed.parts.map((part) => part.partIndex));
  for (let index = 0; index < partCount; index++) if (!held.has(index)) expect((await afterDeadMerge(() => sendPart(resumed, index))).status).toBe(200);
  const answer = await afterDeadMerge(() => merge(resumed));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.meta.sha256).toBe(sha256(wav));
  expect(sha256((await call(artist, 'GET', answer.body.data.url.replace(/^\/api/, ''))).body as Buffer)).toBe(sha256(wav));
}

/** A merge the crash cut short holds its upload until its lease lapses: the user is asked to wait and try again. */
async function afterDeadMerge<T extends { status: number; body: any }>(send: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await send();
    if (answer.body?.baseResponse?.messageKey !== 'upload_merge_in_progress' || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let keysSent = 0;
async function withdrawalRound(round: number) {
  let inFlight: string | null = null;
  const acknowledged = await killedDuring<number>(400, async (ids) => {
    for (let index = 0; ; index++) {
      inFlight = `crash-${SEED}-${round}-${index}`;
      keysSent++;
      const answer = await call(artist, 'POST', '/revenue/withdraw', { amount: `${WITHDRAWAL}.00`, destination: { method: 'local' }, idempotencyKey: inFlight });
      if (answer.status !== 200) throw new Error(`withdrawal answered ${answer.status}`);
      ids.push(answer.body.data.id);
      inFlight = null;
    }
  });
  // The request cut by the crash is sent again with its key, twice: one withdrawal either way.
  if (inFlight) {
    const first = await call(artist, 'POST', '/revenue/withdraw', { amount: `${WITHDRAWAL}.00`, destination: { method: 'local' }, idempotencyKey: inFlight });
    const again = await call(artist, 'POST', '/revenue/withdraw', { amount: `${WITHDRAWAL}.00`, destination: { method: 'local' }, idempotencyKey: inFlight });
    expect(first.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
  }
  const listed = await listWithdrawals();
  for (const id of acknowledged) expect(listed.has(id), `acknowledged withdrawal ${id}`).toBe(true);
  expect(listed.size).toBe(keysSent);
  const paidOut = [...listed.values()].reduce((sum, item) => sum + Number(item.amount) + Number(item.fee), 0);
  expect(Number((await call(artist, 'GET', '/revenue/balance')).body.data.available)).toBe(ADVANCE - paidOut);
}

async function listWithdrawals(): Promise<Map<number, { amount: string; fee: string }>> {
  const found = new Map<number, { amount: string; fee: string }>();
  for (let before = ''; ; ) {
    const page: { id: number; amount: string; fee: string }[] = (await call(artist, 'GET', `/revenue/withdraw?count=100${before}`)).body.data.withdrawals;
    for (const item of page) found.set(item.id, item);
    if (page.length < 100) return found;
    before = `&before=${page.at(-1)!.id}`;
  }
}

async function importRound(round: number) {
  const lines = 4000;
  const rows = Array.from(
    { length: lines },
    (_, index) => `2026-10,2026-09,Deezer,FR,ZZX${String(round).padStart(3, '0')}${String(index).padStart(6, '0')},,${index + 1},USD,${(index % 97) / 100 + round / 1000}`,
  );
  const form = multipart(
    { fileName: `crash-${SEED}-${round}.csv` },
    { file: { name: `crash-${round}.csv`, type: 'text/csv', bytes: Buffer.from(['reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue', ...rows].join('\n')) } },
  );
  const created = await call(operator, 'POST', '/admin/sales-imports', form.body, form.headers);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const importId = created.body.data.salesImport.id as number;
  await killedDuring(1500, async () => {});
  // Picked up again once the dead server's lease lapses, and applied whole exactly once.
  const deadline = Date.now() + 60_000;
  let status = '';
  while (Date.now() < deadline) {
    const found = (await call(operator, 'GET', '/admin/sales-imports?count=100')).body.data.imports.find((item: { id: number }) => item.id === importId);
    status = found?.status;
    if (status === 'done' || status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(status).toBe('done');
  const suspense = (await call(operator, 'GET', `/admin/sales-imports/suspense?importId=${importId}&count=1`)).body.data;
  expect(suspense.total).toBe(lines);
}

describe('crash safety', () => {
  it(`keeps uploads, withdrawals, imports and the ledger whole across ${ROUNDS} kills`, async () => {
    const rounds = [uploadRound, withdrawalRound, importRound];
    for (let round = 0; round < ROUNDS; round++) await rounds[round % rounds.length]!(round);

    await crash();
    await withDatabase(async ({ db }) => {
      const unbalanced = await db.execute(sql`select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0`);
      expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
      const byCurrency = await db.execute(sql`select a.currency, sum(p.amount)::text as total from ledger_postings p join ledger_accounts a on a.id = p.account_id group by a.currency`);
      for (const row of (byCurrency as unknown as { rows: { currency: string; total: string }[] }).rows) expect(row.total, row.currency).toBe('0');
      const imports = await db.execute(sql`select content_hash, count(*)::int as n from sales_imports group by content_hash having count(*) > 1`);
      expect((imports as unknown as { rows: unknown[] }).rows).toEqual([]);
    });
    await start();
  }, 1_800_000);
});
