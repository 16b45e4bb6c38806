import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { createDatabase, type Database } from '@portal/db/client';
import { outboxMessages } from '@portal/db/schema';
import { buildApp } from '../app.ts';
import { readConfig, type Config } from '../config.ts';
import { readDeliveryConfig } from '../modules/delivery/delivery-config.ts';
import type { Services } from '../platform/services.ts';
import { Secret } from '../platform/secret.ts';
import { seedDefaultGates } from '../demo/seed-demo.ts';
import { onServer } from './postgres-template.ts';

export interface TestContext {
  app: FastifyInstance;
  services: Services;
  database: Database;
  client(): TestClient;
  latestCode(recipient: string): Promise<string>;
  latestCodeMessage(recipient: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the server named by
 * TEST_DATABASE_URL (dropped again at the end).
 */
export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const { database, drop } = await freshDatabase();
  const storageDir = await mkdtemp(join(tmpdir(), 'portal-files-'));
  const config = readConfig(
    {},
    {
      logLevel: 'silent',
      testMode: true,
      seedDemo: false,
      storageDir,
      dataEncryptionKey: new Secret(randomBytes(32).toString('base64')),
      jobPollMs: 0,
      delivery: readDeliveryConfig({}, storageDir),
      ...overrides,
    },
  );
  const { app, services } = await buildApp(config, database);
  await app.ready();
  await seedDefaultGates(services);
  const context: TestContext = {
    app,
    services,
    database,
    client: () => new TestClient(app),
    async latestCodeMessage(recipient) {
      const [row] = await services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient.toLowerCase())).orderBy(desc(outboxMessages.id)).limit(1);
      return row?.body ?? '';
    },
    async latestCode(recipient) {
      const code = (await context.latestCodeMessage(recipient)).match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${recipient}`);
      return code;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
  return context;
}

// Test files share a worker (isolate: false): the first migrates an in-memory database, the rest start from its copy.
let migratedDump: Promise<Blob> | undefined;

async function freshPglite(): Promise<Database> {
  if (migratedDump) return createDatabase({ memory: true, from: await migratedDump });
  const database = await createDatabase({ memory: true });
  migratedDump = database.migrate().then(() => database.dump!());
  migratedDump.catch(() => (migratedDump = undefined));
  await migratedDump;
  return database;
}

/** A migrated database of its own. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await freshPglite(), drop: async () => {} };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString() });
  if (!template) await database.migrate();
  return { database, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

export interface ApiResult<T = any> {
  status: number;
  body: { baseResponse: { errorCode: number; message: string; messageKey?: string; details?: { field: string; messageKey: string; message: string }[] }; data: T };
  headers: Record<string, unknown>;
  cookies: { name: string; value: string }[];
}

/** A browser-like caller: keeps cookies and sends the CSRF header on non-GET calls unless told not to. */
let clientCount = 0;

export class TestClient {
  readonly jar = new Map<string, string>();
  /** Each client comes from its own address, as separate visitors do. */
  ip = `198.18.${Math.floor(++clientCount / 250)}.${(clientCount % 250) + 1}`;

  constructor(private readonly app: FastifyInstance) {}

  async call<T = any>(
    method: InjectOptions['method'],
    path: string,
    options: { body?: unknown; csrf?: boolean; headers?: Record<string, string>; query?: Record<string, string> } = {},
  ): Promise<ApiResult<T>> {
    if (method !== 'GET' && options.csrf !== false && !this.jar.has('csrf_token')) await this.call('GET', '/api/open/ping');
    const headers: Record<string, string> = { ...options.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && options.csrf !== false) headers['x-csrf-token'] = this.jar.get('csrf_token') ?? '';
    const response = await this.app.inject({
      method,
      url: path,
      query: options.query,
      headers,
      remoteAddress: this.ip,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.maxAge === 0;
      if (expired) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    let body: ApiResult['body'];
    try {
      body = response.json();
    } catch {
      body = response.body as unknown as ApiResult['body'];
    }
    return { status: response.statusCode, body, headers: response.headers, cookies: response.cookies as { name: string; value: string }[] };
  }

  get<T = any>(path: string, query?: Record<string, string>) {
    return this.call<T>('GET', path, { query });
  }
  post<T = any>(path: string, body?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.call<T>('POST', path, { body: body ?? {}, ...options });
  }
  put<T = any>(path: string, body?: unknown) {
    return this.call<T>('PUT', path, { body: body ?? {} });
  }
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${counter++}@example.com`;
export const GOOD_PASSWORD = 'Tune-up-2026';

/** The e-mail sign-up a browser makes: the code goes to the address, the sign-up carries it back. */
export async function emailSignUp(ctx: TestContext, client: TestClient, email: string, password = GOOD_PASSWORD, extra: Record<string, unknown> = {}) {
  const sent = await client.post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'signup' });
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  return client.post('/api/passport/signup/email', { email, password, code: await ctx.latestCode(email), ...extra });
}

/** Signs a new artist up by email and creates the profile. */
export async function signUpArtist(ctx: TestContext, options: { email?: string; region?: string; nickname?: string; client?: TestClient } = {}) {
  const client = options.client ?? ctx.client();
  const email = options.email ?? uniqueEmail();
  const signUp = await emailSignUp(ctx, client, email);
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const profile = await client.post('/api/users', { type: 0, nickname: options.nickname ?? 'Test Artist', region: options.region ?? 'BR' });
  if (profile.status !== 200) throw new Error(`profile failed: ${JSON.stringify(profile.body)}`);
  return { client, email, userId: signUp.body.data.userId as number };
}

/** Makes an existing user an operator. */
export async function makeOperator(ctx: TestContext, userId: number) {
  const { users } = await import('@portal/db/schema');
  await ctx.services.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
  await ctx.services.sessions.invalidateUser(userId);
}

/** Signs up an operator ("Operator") and answers their logged-in client. */
export async function signUpOperator(ctx: TestContext): Promise<TestClient> {
  const operator = await signUpArtist(ctx, { nickname: 'Operator' });
  await makeOperator(ctx, operator.userId);
  return operator.client;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, files: Record<string, { name: string; type: string; bytes: Uint8Array }> = {}) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`));
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
