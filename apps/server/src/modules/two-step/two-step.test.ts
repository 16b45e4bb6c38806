import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { twoFactor } from '@portal/db/schema';
import { generateSync } from 'otplib';
import { GOOD_PASSWORD, createTestContext, signUpArtist, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string) => ctx.client().post('/api/passport/login/password', { email, password: GOOD_PASSWORD });
/** A TOTP code for a step other than the current one's neighbour already used: `offset` in 30-second steps. */
const totp = (secret: string, offset = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

describe('two-step verification with an authenticator app', () => {
  it('is set up with a code from the app and then asked for at every password login', async () => {
    const user = await signUpArtist(ctx);
    expect((await user.client.get('/api/passport/safe/two_step_verification/get_verification_list/')).body.data.enabled).toBeNull();
    const setup = (await user.client.post('/api/passport/safe/two_step_verification/totp/setup')).body.data;
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toContain('issuer=SoundPort');
    expect((await user.client.post('/api/passport/safe/two_step_verification/enable', { method: 'totp', code: '000000' })).status).toBe(400);
    expect((await user.client.post('/api/passport/safe/two_step_verification/enable', { method: 'totp', code: totp(setup.secret) })).body.data).toEqual({ enabled: 'totp' });
    expect((await user.client.get('/api/passport/safe/two_step_verification/get_verification_list/')).body.data.enabled).toBe('totp');

    // The password alone no longer opens a session.
    const first = await login(user.email);
    expect(first.body.data.twoStep).toMatchObject({ method: 'totp', maskedTarget: null });
    expect(first.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const visitor = ctx.client();
    expect((await visitor.post('/api/passport/safe/two_step_verification/verify', { ticket: first.body.data.twoStep.ticket, code: '123456' })).body.baseResponse.errorCode).toBe(1202);
    const verified = await visitor.post('/api/passport/safe/two_step_verification/verify', { ticket: first.body.data.twoStep.ticket, code: totp(setup.secret, 1) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await visitor.get('/api/user')).body.data.user.userId).toBe(user.userId);
    // The ticket and the code are spent.
    expect((await ctx.client().post('/api/passport/safe/two_step_verification/verify', { ticket: first.body.data.twoStep.ticket, code: totp(setup.secret, 1) })).status).toBe(400);
    const again = await login(user.email);
    expect((await ctx.client().post('/api/passport/safe/two_step_verification/verify', { ticket: again.body.data.twoStep.ticket, code: totp(setup.secret, 1) })).body.baseResponse.errorCode).toBe(
      1202,
    );

    // Turning it off needs a code of a later step (the ones used so far are spent): a minute and a half later.
    expect((await user.client.post('/api/passport/safe/two_step_verification/disable', { code: '000000' })).status).toBe(400);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 90_000 });
    try {
      expect((await user.client.post('/api/passport/safe/two_step_verification/disable', { code: totp(setup.secret) })).body.data).toEqual({ enabled: null });
    } finally {
      vi.useRealTimers();
    }
    expect((await login(user.email)).body.data.twoStep).toBeUndefined();
  });

  it('answers error 7 (frequency control) after too many wrong codes, and the ticket is dead', async () => {
    const user = await signUpArtist(ctx);
    const setup = (await user.client.post('/api/passport/safe/two_step_verification/totp/setup')).body.data;
    await user.client.post('/api/passport/safe/two_step_verification/enable', { method: 'totp', code: totp(setup.secret) });
    const { ticket } = (await login(user.email)).body.data.twoStep;
    const visitor = ctx.client();
    for (let i = 0; i < 5; i++) expect((await visitor.post('/api/passport/safe/two_step_verification/verify', { ticket, code: '000000' })).body.baseResponse.errorCode).toBe(1202);
    const blocked = await visitor.post('/api/passport/safe/two_step_verification/verify', { ticket, code: totp(setup.secret, 1) });
    expect(blocked.body.baseResponse).toMatchObject({ errorCode: 7, messageKey: 'passport_frequency_control' });
    expect((await visitor.get('/api/user')).status).toBe(401);
  });
});

describe('two-step verification by e-mail', () => {
  it('is turned on with a code sent to the account’s address', async () => {
    const user = await signUpArtist(ctx);
    const sent = await user.client.post('/api/passport/safe/two_step_verification/send_code', { channel: 'email' });
    expect(sent.body.data).toMatchObject({ sent: true, maskedTarget: expect.stringContaining('***') });
    expect((await user.client.post('/api/passport/safe/two_step_verification/enable', { method: 'email', code: '000000' })).status).toBe(400);
    const enable = await user.client.post('/api/passport/safe/two_step_verification/enable', { method: 'email', code: await ctx.latestCode(user.email) });
    expect(enable.body.data).toEqual({ enabled: 'email' });
  });

  it('sends the login code to the account’s address', async () => {
    const user = await signUpArtist(ctx);
    await ctx.services.db.insert(twoFactor).values({ userId: user.userId, method: 'email', enabledAt: new Date() });
    const first = await login(user.email);
    expect(first.body.data.twoStep).toMatchObject({ method: 'email', maskedTarget: expect.stringContaining('***') });
    const visitor = ctx.client();
    expect((await visitor.post('/api/passport/safe/two_step_verification/send_code', { channel: 'email', ticket: 'forged' })).status).toBe(400);
    expect((await visitor.post('/api/passport/safe/two_step_verification/send_code', { channel: 'email' })).status).toBe(401);
    expect((await visitor.post('/api/passport/safe/two_step_verification/send_code', { channel: 'email', ticket: first.body.data.twoStep.ticket })).status).toBe(200);
    const verified = await visitor.post('/api/passport/safe/two_step_verification/verify', { ticket: first.body.data.twoStep.ticket, code: await ctx.latestCode(user.email) });
    expect(verified.status).toBe(200);
    expect((await visitor.get('/api/user')).body.data.user.userId).toBe(user.userId);
  });

  it('counts a login by e-mail code as the second step already', async () => {
    const user = await signUpArtist(ctx);
    await ctx.services.db.insert(twoFactor).values({ userId: user.userId, method: 'email', enabledAt: new Date() });
    const visitor = ctx.client();
    await visitor.post('/api/passport/code/send', { channel: 'email', target: user.email, purpose: 'login' });
    const loggedIn = await visitor.post('/api/passport/login/email-code', { email: user.email, code: await ctx.latestCode(user.email) });
    expect(loggedIn.body.data.twoStep).toBeUndefined();
    expect((await visitor.get('/api/user')).body.data.user.userId).toBe(user.userId);
  });
});
