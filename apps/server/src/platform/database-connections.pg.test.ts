import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { createTestContext, signUpArtist, TestClient, type TestContext } from '../test/harness.ts';

// PostgreSQL only (vitest.api.config.ts runs *.pg.test.ts): PGlite has no server that could end a connection.
let ctx: TestContext;
let second: BuiltApp;
beforeAll(async () => {
  ctx = await createTestContext();
  second = await buildApp(readConfig({}, { logLevel: 'silent', testMode: true }), ctx.database);
  await second.app.ready();
});
afterAll(async () => {
  await second.app.close();
  await ctx.close();
});

async function terminateOtherConnections(): Promise<number> {
  const result = (await ctx.database.db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] };
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [result.rows[0]!.name]);
  await admin.end();
  return rowCount ?? 0;
}

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('the database server ends every connection (restart, failover)', () => {
  it('keeps serving requests and hears session invalidations again', async () => {
    const { client } = await signUpArtist(ctx);
    const elsewhere = new TestClient(second.app);
    for (const [name, value] of client.jar) elsewhere.jar.set(name, value);
    expect((await elsewhere.get('/api/user')).status).toBe(200);

    expect(await terminateOtherConnections()).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    expect((await signUpArtist(ctx)).userId).toBeGreaterThan(0);
    await client.post('/api/passport/logout');
    // Within the polling second, far below the cache's 5 s TTL: only a re-established LISTEN explains it.
    expect(await eventually(async () => (await elsewhere.get('/api/user')).status === 401)).toBe(true);
  });
});
