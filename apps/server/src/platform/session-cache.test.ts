import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { buildApp, type BuiltApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { createTestContext, signUpArtist, TestClient, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
let second: BuiltApp;

// Two servers over one database, as behind a load balancer.
beforeAll(async () => {
  ctx = await createTestContext();
  second = await buildApp(readConfig({}, { logLevel: 'silent', testMode: true }), ctx.database);
  await second.app.ready();
});
afterAll(async () => {
  await second.app.close();
  await ctx.close();
});

const onSecond = (client: TestClient) => {
  const other = new TestClient(second.app);
  for (const [name, value] of client.jar) other.jar.set(name, value);
  return other;
};

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('session cache across servers', () => {
  it('serves a cached session without a query and forgets it everywhere at logout', async () => {
    const { client } = await signUpArtist(ctx);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/user')).status).toBe(200);
    await client.post('/api/passport/logout');
    expect(await eventually(async () => (await elsewhere.get('/api/user')).status === 401)).toBe(true);
  });

  it('shows a changed profile on the other server at once', async () => {
    const { client } = await signUpArtist(ctx);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/user')).body.data.user.language).toBe('en');
    await client.put('/api/user', { language: 'fr' });
    expect(await eventually(async () => (await elsewhere.get('/api/user')).body.data.user.language === 'fr')).toBe(true);
  });

  it('drops a banned user on every server', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/user')).status).toBe(200);
    await ctx.services.db.update(users).set({ banType: 3 }).where(eq(users.id, userId));
    await ctx.services.sessions.invalidateUser(userId);
    expect(await eventually(async () => (await elsewhere.get('/api/user')).status === 401)).toBe(true);
  });
});
