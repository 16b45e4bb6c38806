import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@portal/db/schema';
import { SettlementStatus } from '@portal/domain/enums';
import { createTestContext, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';
import { settledArtistWithSingle } from '../../test/money.ts';
import { validSingle } from '../../test/releases.ts';
import { ownerWithMember } from '../../test/teams.ts';

// Issue 24 finding 9: an e-mail address is proven with a code before the account signs, submits or withdraws.
// E-mail sign-up proves it at once (auth.test.ts); accounts made before that, whose address nobody proved, wait here.
let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

async function unprove(userId: number) {
  await ctx.services.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
  await ctx.services.sessions.invalidateUser(userId);
}

const refusal = (answer: { status: number; body: { baseResponse: { messageKey?: string } } }) => [answer.status, answer.body.baseResponse.messageKey];

describe('an unproven e-mail address', () => {
  it('holds back signing, submitting and withdrawing until the owner enters the code sent to it', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZPRF2600001');
    await operator.post('/api/admin/advances', { userId: artist.userId, amount: '50.00', note: 'Funds' });
    await unprove(artist.userId);
    const { client } = artist;
    expect((await client.get('/api/user')).body.data.user).toMatchObject({ emailProven: false, accountEmailProven: false });

    const withdraw = () => client.post('/api/revenue/withdraw', { amount: '20', destination: { method: 'local' }, idempotencyKey: `proof-${Date.now()}` });
    expect(refusal(await withdraw())).toEqual([403, 'email_not_proven']);
    expect(refusal(await client.post('/api/release', await validSingle(ctx, artist.userId, {}, { isrc: 'QZPRF2600002' })))).toEqual([403, 'email_not_proven']);
    expect(refusal(await client.post('/api/contract/sign', { contractId: 1, signatureName: 'Test Artist', consent: true }))).toEqual([403, 'email_not_proven']);

    const sent = await client.post('/api/passport/email/proof/send-code', {});
    expect(sent.body.data).toMatchObject({ sent: true, email: artist.email.toLowerCase() });
    const code = await ctx.latestCode(artist.email);
    const wrong = await client.post('/api/passport/email/proof', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.baseResponse.errorCode).toBe(1017);
    expect((await client.get('/api/user')).body.data.user.emailProven).toBe(false);

    expect((await client.post('/api/passport/email/proof', { code })).body.data).toEqual({ emailProven: true });
    expect((await client.get('/api/user')).body.data.user).toMatchObject({ emailProven: true, accountEmailProven: true });
    expect((await withdraw()).status).toBe(200);
  });

  it('is proven by logging in with a code sent to it, or by changing to an address proven with its code', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZPRF2600003');
    await unprove(artist.userId);
    const visitor = ctx.client();
    await visitor.post('/api/passport/code/send', { channel: 'email', target: artist.email, purpose: 'login' });
    expect((await visitor.post('/api/passport/login/email-code', { email: artist.email, code: await ctx.latestCode(artist.email) })).status).toBe(200);
    expect((await visitor.get('/api/user')).body.data.user.emailProven).toBe(true);

    await unprove(artist.userId);
    const newAddress = `moved.${Date.now()}@example.com`;
    expect((await visitor.post('/api/user/email/code', { email: newAddress })).status).toBe(200);
    expect((await visitor.post('/api/user/email', { email: newAddress, code: await ctx.latestCode(newAddress) })).status).toBe(200);
    expect((await visitor.get('/api/user')).body.data.user).toMatchObject({ email: newAddress, emailProven: true });
  });

  it("holds a team member back while the owner's address is unproven, and says whose it is", async () => {
    // The e-wallet's View and Withdraw (resource 4, actions 1 and 4), in a settled account.
    const { owner, member } = await ownerWithMember(ctx, { 4: [1, 4] });
    await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED }).where(eq(users.id, owner.userId));
    await unprove(owner.userId);
    expect((await member.client.get('/api/user')).body.data.user).toMatchObject({ emailProven: true, accountEmailProven: false });
    const answer = await member.client.post('/api/revenue/withdraw', { amount: '20', destination: { method: 'local' }, idempotencyKey: 'member-proof-1' });
    expect(refusal(answer)).toEqual([403, 'email_not_proven_owner']);
  });

  it('needs no e-mail proof from an account made with a phone number', async () => {
    const client = ctx.client();
    await client.post('/api/passport/code/send', { channel: 'sms', target: '11912345678', region: 'BR', purpose: 'signup' });
    await client.post('/api/passport/signup/phone', { region: 'BR', phone: '11912345678', code: await ctx.latestCode('+5511912345678') });
    expect((await client.get('/api/user')).body.data.user).toMatchObject({ email: null, emailProven: true });
  });
});
