import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { createTestContext, signUpArtist, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('operator console: outbox', () => {
  it('shows operators the sent codes, filtered by part of the recipient, and nobody else', async () => {
    const { client: operator, userId } = await signUpArtist(ctx);
    await ctx.services.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
    await ctx.services.sessions.invalidateUser(userId);
    const { email, client: artist } = await signUpArtist(ctx, { email: 'find.me_100%@example.com' });
    await ctx.client().post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'login' });

    // The sign-up code and the login code.
    const found = await operator.get('/api/admin/outbox', { recipient: 'ME_100%' });
    expect(found.body.data.total).toBe(2);
    expect(found.body.data.messages[0]).toMatchObject({ recipient: email, channel: 'email', status: 'logged' });
    expect(found.body.data.messages[0].body).toContain(await ctx.latestCode(email));
    expect((await operator.get('/api/admin/outbox', { recipient: 'me_1000' })).body.data.total).toBe(0);
    expect((await operator.get('/api/admin/outbox', { count: '101' })).status).toBe(400);

    expect((await artist.get('/api/admin/outbox')).status).toBe(403);
    expect((await ctx.client().get('/api/admin/outbox')).status).toBe(401);
  });
});
