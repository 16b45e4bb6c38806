import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, emailSignUp, signUpArtist, uniqueEmail, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('account names others see (document 1: 70003 censored)', () => {
  it('refuses a profile whose name holds explicit terms, and creates nothing', async () => {
    const client = ctx.client();
    await emailSignUp(ctx, client, uniqueEmail());
    const refused = await client.post('/api/users', { type: 0, nickname: 'Fucking Loud', region: 'BR' });
    expect(refused.status).toBe(400);
    expect(refused.body.baseResponse).toMatchObject({ errorCode: 70003, details: [{ field: 'body.nickname', messageKey: 'account_name_censored' }] });
    expect((await client.get('/api/user')).body.data.user.needsProfile).toBe(true);
    // Whole words only: a name that merely contains the letters is fine.
    expect((await client.post('/api/users', { type: 0, nickname: 'Classic Assembly', region: 'BR' })).status).toBe(200);
  });

  it('refuses renaming an artist to such a name, keeping the old one', async () => {
    const artist = await signUpArtist(ctx, { nickname: 'Quiet Harbor' });
    const renamed = await artist.client.put('/api/user', { nickname: 'Shit Show' });
    expect(renamed.body.baseResponse.errorCode).toBe(70003);
    expect((await artist.client.get('/api/user')).body.data.user.nickname).toBe('Quiet Harbor');
  });
});
