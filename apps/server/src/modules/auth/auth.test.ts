import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { oneTimeCodes, rateLimitHits, sessions, users } from '@portal/db/schema';
import { createTestContext, emailSignUp, GOOD_PASSWORD, signUpArtist, uniqueEmail, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('email sign-up and profile', () => {
  it('signs up, needs a profile, then has a complete /user', async () => {
    const client = ctx.client();
    const email = uniqueEmail('Mixed.Case');
    const signUp = await emailSignUp(ctx, client, email);
    expect(signUp.status).toBe(200);
    expect(signUp.body.data.needsProfile).toBe(true);
    expect(client.jar.get('sid')).toBeTruthy();

    const before = await client.get('/api/user');
    expect(before.body.data.user).toMatchObject({ email: email.toLowerCase(), emailProven: true, type: null, needsProfile: true });

    const profile = await client.post('/api/users', { type: 1, organizationType: 2, nickname: 'North Pier Records', region: 'MX' });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user).toMatchObject({
      type: 1,
      isLabel: true,
      organizationType: 2,
      region: 'MX',
      language: 'en',
      status: 0,
      signStatus: 0,
      hasSigned: false,
      profilePassed: false,
      isSettled: false,
      needsProfile: false,
      isBanned: false,
      userDetail: { userLabel: { title: 'North Pier Records', organizationType: 2 }, userArtist: null },
    });
    expect(profile.body.data.user.permissions.Release).toEqual(['View', 'Edit', 'Download', 'Withdraw', 'Sign']);

    const again = await client.post('/api/users', { type: 0, nickname: 'x', region: 'BR' });
    expect(again.status).toBe(409);
  });

  it('refuses a second label with the same name (1023)', async () => {
    const first = ctx.client();
    await emailSignUp(ctx, first, uniqueEmail());
    expect((await first.post('/api/users', { type: 1, organizationType: 1, nickname: 'Same Name', region: 'US' })).status).toBe(200);
    const second = ctx.client();
    await emailSignUp(ctx, second, uniqueEmail());
    const duplicate = await second.post('/api/users', { type: 1, organizationType: 1, nickname: 'same name', region: 'US' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.baseResponse).toMatchObject({ errorCode: 1023, messageKey: 'signup_duplicate_title' });
  });

  it.each([
    [{ email: 'not-an-email', password: GOOD_PASSWORD }, 1031, 'enter_valid_email_tips'],
    [{ email: 'a@example.com', password: '' }, 1010, 'enter_pwd'],
    [{ email: 'a@example.com', password: 'short1' }, 1047, 'pwd_rule_tips'],
    [{ email: 'a@example.com', password: 'lettersonly' }, 1047, 'pwd_rule_tips'],
    [{ email: 'a@example.com', password: 'password123' }, 1032, 'login_password_too_simple'],
    [{ email: 'someone@mailinator.com', password: GOOD_PASSWORD }, 1031, 'error_signup_refused'],
  ])('refuses %j with %i', async (body, code, key) => {
    const client = ctx.client();
    await client.post('/api/passport/code/send', { channel: 'email', target: body.email, purpose: 'signup' });
    const sent = await ctx.latestCode(body.email).catch(() => '123456');
    const result = await client.post('/api/passport/signup/email', { ...body, code: sent });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(result.body.baseResponse).toMatchObject({ errorCode: code, messageKey: key });
  });

  it('refuses a sign-up whose code is wrong, without making the account (1017)', async () => {
    const client = ctx.client();
    const email = uniqueEmail();
    await client.post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'signup' });
    const code = await ctx.latestCode(email);
    const wrong = await client.post('/api/passport/signup/email', { email, password: GOOD_PASSWORD, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.baseResponse).toMatchObject({ errorCode: 1017, messageKey: 'login_sms_code_invalid' });
    expect(await ctx.services.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await client.post('/api/passport/signup/email', { email, password: GOOD_PASSWORD, code })).status).toBe(200);
  });

  it('translates errors into the language asked for', async () => {
    const client = ctx.client();
    const result = await client.call('POST', '/api/passport/signup/email', {
      body: { email: 'bad', password: GOOD_PASSWORD, code: '123456' },
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    const english = await ctx.client().post('/api/passport/signup/email', { email: 'bad', password: GOOD_PASSWORD, code: '123456' });
    expect(result.body.baseResponse.messageKey).toBe('enter_valid_email_tips');
    expect(english.body.baseResponse.message).toBe('Please enter a valid email address.');
    expect(result.body.baseResponse.message).not.toBe(english.body.baseResponse.message);
  });
});

describe('sessions', () => {
  it('logs in with the password, rotating the session id, and logs out for good', async () => {
    const { email, client: first } = await signUpArtist(ctx);
    const signUpToken = first.jar.get('sid');
    const login = await first.post('/api/passport/login/password', { email, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    const loginToken = first.jar.get('sid');
    expect(loginToken).not.toBe(signUpToken);

    const stale = ctx.client();
    stale.jar.set('sid', signUpToken as string);
    expect((await stale.get('/api/user')).status).toBe(401);

    expect((await first.post('/api/passport/logout')).status).toBe(200);
    expect(first.jar.has('sid')).toBe(false);
    const replay = ctx.client();
    replay.jar.set('sid', loginToken as string);
    const afterLogout = await replay.get('/api/user');
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.baseResponse.messageKey).toBe('error_not_logged_in');
  });

  it('sets the session cookie HttpOnly and SameSite', async () => {
    const client = ctx.client();
    const result = await emailSignUp(ctx, client, uniqueEmail());
    const sid = result.cookies.find((c) => c.name === 'sid') as unknown as { httpOnly: boolean; sameSite: string };
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe('Lax');
  });

  it('answers a wrong password and an unknown account alike (1009)', async () => {
    const { email } = await signUpArtist(ctx);
    const wrong = await ctx.client().post('/api/passport/login/password', { email, password: 'Wrong-pass-1' });
    const unknown = await ctx.client().post('/api/passport/login/password', { email: uniqueEmail(), password: 'Wrong-pass-1' });
    expect(wrong.body.baseResponse).toMatchObject({ errorCode: 1009, messageKey: 'login_acccount_password_error' });
    expect(unknown.body.baseResponse.errorCode).toBe(1009);
  });

  it('ends other sessions when the password changes', async () => {
    const { email, client } = await signUpArtist(ctx);
    const other = ctx.client();
    await other.post('/api/passport/login/password', { email, password: GOOD_PASSWORD });
    expect((await other.get('/api/user')).status).toBe(200);
    const change = await client.post('/api/passport/password/change', { currentPassword: GOOD_PASSWORD, password: 'Brand-new-2027' });
    expect(change.status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await ctx.client().post('/api/passport/login/password', { email, password: 'Brand-new-2027' })).status).toBe(200);
  });

  it('refuses a banned account at login and drops its open sessions', async () => {
    const { email, client, userId } = await signUpArtist(ctx);
    await ctx.services.db.update(users).set({ banType: 3 }).where(eq(users.id, userId));
    await ctx.services.sessions.invalidateUser(userId);
    expect((await client.get('/api/user')).status).toBe(401);
    const login = await ctx.client().post('/api/passport/login/password', { email, password: GOOD_PASSWORD });
    expect(login.body.baseResponse.errorCode).toBe(1034);
  });
});

describe('one-time codes', () => {
  it('logs in with an email code once, and the code cannot be used twice', async () => {
    const { email } = await signUpArtist(ctx);
    const client = ctx.client();
    expect((await client.post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'login' })).status).toBe(200);
    const code = await ctx.latestCode(email);
    expect((await client.post('/api/passport/login/email-code', { email, code })).status).toBe(200);
    const reuse = await ctx.client().post('/api/passport/login/email-code', { email, code });
    expect(reuse.body.baseResponse).toMatchObject({ messageKey: 'login_sms_code_invalid' });
  });

  it('refuses codes sent too often (1206)', async () => {
    const { email } = await signUpArtist(ctx);
    const client = ctx.client();
    expect((await client.post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'login' })).status).toBe(200);
    const again = await client.post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'login' });
    expect(again.status).toBe(429);
    expect(again.body.baseResponse).toMatchObject({ errorCode: 1206, messageKey: 'send_sms_code_too_many_tips' });
  });

  it('stops accepting a code after 5 wrong attempts (1703)', async () => {
    const { email } = await signUpArtist(ctx);
    const client = ctx.client();
    await client.post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'login' });
    const code = await ctx.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await client.post('/api/passport/login/email-code', { email, code: wrong })).body.baseResponse.errorCode);
    expect(codes).toEqual([1017, 1017, 1017, 1017, 1703]);
    const right = await client.post('/api/passport/login/email-code', { email, code });
    expect(right.body.baseResponse.errorCode).toBe(1703);
  });

  it('expires codes after 10 minutes (1203)', async () => {
    const { email } = await signUpArtist(ctx);
    await ctx.client().post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'login' });
    const code = await ctx.latestCode(email);
    const [row] = await ctx.services.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.destination, email.toLowerCase()), eq(oneTimeCodes.purpose, 'login')));
    // expires_at comes from the server clock, created_at from the database's: allow a second between them.
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 600_000)).toBeLessThan(1000);
    await ctx.services.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.id, row!.id));
    const late = await ctx.client().post('/api/passport/login/email-code', { email, code });
    expect(late.body.baseResponse).toMatchObject({ errorCode: 1203, messageKey: 'login_sms_code_invalid' });
  });

  it('signs up and logs in with a phone number and SMS code', async () => {
    const phone = '11987654321';
    const client = ctx.client();
    expect((await client.post('/api/passport/code/send', { channel: 'sms', target: phone, region: 'BR', purpose: 'signup' })).status).toBe(200);
    const code = await ctx.latestCode('+5511987654321');
    const signUp = await client.post('/api/passport/signup/phone', { region: 'BR', phone, code });
    expect(signUp.body.baseResponse).toEqual({ errorCode: 0, message: 'success' });
    const me = await client.get('/api/user', { withPhone: '1' });
    expect(me.body.data.user).toMatchObject({ phone: '+5511987654321', hasPhone: true, region: 'BR' });
    expect((await client.get('/api/user')).body.data.user.phone).toBeUndefined();

    // A second sign-up with the number is answered like any other; the SMS tells the owner the number is taken.
    await ctx.services.db.delete(rateLimitHits); // the resend minute has passed
    const taken = await ctx.client().post('/api/passport/code/send', { channel: 'sms', target: phone, region: 'BR', purpose: 'signup' });
    expect(taken.status).toBe(200);
    expect(await ctx.latestCodeMessage('+5511987654321')).toBe(ctx.services.translate('en', 'sms_account_exists_body'));

    const other = ctx.client();
    expect((await other.post('/api/passport/code/send', { channel: 'sms', target: '+55 11 98765-4321', region: 'BR', purpose: 'login' })).status).toBe(200);
    const loginCode = await ctx.latestCode('+5511987654321');
    expect((await other.post('/api/passport/login/sms', { region: 'BR', phone, code: loginCode })).status).toBe(200);
  });

  it('rejects a malformed phone number (1003)', async () => {
    const bad = await ctx.client().post('/api/passport/code/send', { channel: 'sms', target: '12', region: 'BR', purpose: 'login' });
    expect(bad.body.baseResponse).toMatchObject({ errorCode: 1003, messageKey: 'phone_number_error' });
  });

  it('resets the password with a code and ends every session', async () => {
    const { email, client } = await signUpArtist(ctx);
    const visitor = ctx.client();
    await visitor.post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'reset' });
    const code = await ctx.latestCode(email);
    const weak = await visitor.post('/api/passport/password/reset', { channel: 'email', target: email, code, password: 'weak' });
    expect(weak.body.baseResponse.errorCode).toBe(1047);
    const reset = await visitor.post('/api/passport/password/reset', { channel: 'email', target: email, code, password: 'Fresh-start-99' });
    expect(reset.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await ctx.client().post('/api/passport/login/password', { email, password: 'Fresh-start-99' })).status).toBe(200);
    const open = await ctx.services.db.select().from(sessions);
    expect(open.length).toBeGreaterThan(0);
  });
});
