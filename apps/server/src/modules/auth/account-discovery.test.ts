import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '@portal/db/schema';
import { createTestContext, GOOD_PASSWORD, signUpArtist, uniqueEmail, type ApiResult, type TestContext } from '../../test/harness.ts';

// Issue 24 finding 2: nobody learns from the portal's answers which e-mail addresses have accounts. Each call is made
// once for an address with an account and once for one without; status, error code, message and data must match.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** What a stranger sees of an answer. */
const seen = (answer: ApiResult) => ({ status: answer.status, baseResponse: answer.body.baseResponse, data: answer.body.data ?? null });

describe('the same answer whether an address has an account or not', () => {
  it('sends a login, reset or sign-up code alike, and tells the rest only to the address', async () => {
    const { email: known } = await signUpArtist(ctx);
    for (const purpose of ['login', 'reset', 'signup'] as const) {
      const unknown = uniqueEmail('nobody');
      const forKnown = await ctx.client().post('/api/passport/code/send', { channel: 'email', target: known, purpose });
      const forUnknown = await ctx.client().post('/api/passport/code/send', { channel: 'email', target: unknown, purpose });
      expect(seen(forKnown), purpose).toEqual(seen(forUnknown));
      expect(forKnown.status, purpose).toBe(200);
      const usable = purpose === 'signup' ? unknown : known;
      const other = purpose === 'signup' ? known : unknown;
      expect(await ctx.latestCodeMessage(usable), purpose).toMatch(/\b\d{6}\b/);
      expect(await ctx.latestCodeMessage(other), purpose).not.toMatch(/\b\d{6}\b/);
      await ctx.services.db.delete(rateLimitHits); // the resend minute has passed
    }
    // The owner of an address without an account reads what 1011 (login_not_register_yet) said, with the way to sign up.
    const stranger = uniqueEmail('stranger');
    await ctx.client().post('/api/passport/code/send', { channel: 'email', target: stranger, purpose: 'login' });
    const note = await ctx.latestCodeMessage(stranger);
    expect(note).toContain(ctx.services.translate('en', 'login_not_register_yet'));
    expect(note).toContain('/sign-up');
    // The owner of a taken address hears that someone tried to sign up with it, and where to log in.
    await ctx.client().post('/api/passport/code/send', { channel: 'email', target: known, purpose: 'signup' });
    expect(await ctx.latestCodeMessage(known)).toContain(ctx.services.translate('en', 'already_have_account'));
  });

  it('answers an e-mail-code login, a reset and a sign-up for a taken address like a wrong code', async () => {
    const { email: known } = await signUpArtist(ctx);
    const unknown = uniqueEmail('nobody');
    const both = async (call: (email: string) => Promise<ApiResult>) => {
      const [a, b] = [await call(known), await call(unknown)];
      expect(seen(a)).toEqual(seen(b));
      return a;
    };
    const login = await both((email) => ctx.client().post('/api/passport/login/email-code', { email, code: '123456' }));
    expect(login.body.baseResponse.errorCode).toBe(1017);
    const reset = await both((email) => ctx.client().post('/api/passport/password/reset', { channel: 'email', target: email, code: '123456', password: 'Fresh-start-99' }));
    expect(reset.body.baseResponse.errorCode).toBe(1017);
    // Sign-up: a code was asked for both; the taken address was sent a note, never a code.
    await ctx.services.db.delete(rateLimitHits); // the taken address asked for its own sign-up code a moment ago
    for (const email of [known, unknown]) await ctx.client().post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'signup' });
    const signUp = await both((email) => ctx.client().post('/api/passport/signup/email', { email, password: GOOD_PASSWORD, code: '123456' }));
    expect(signUp.body.baseResponse.errorCode).toBe(1017);
    // Wrong codes run out alike too (five attempts per code).
    for (let i = 0; i < 4; i++) await both((email) => ctx.client().post('/api/passport/signup/email', { email, password: GOOD_PASSWORD, code: '123456' }));
    const exhausted = await both((email) => ctx.client().post('/api/passport/signup/email', { email, password: GOOD_PASSWORD, code: '123456' }));
    expect(exhausted.body.baseResponse.errorCode).toBe(1703);
  });

  it('limits codes per network: the 31st address in an hour from one address is refused, known or not', async () => {
    const client = ctx.client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await client.post('/api/passport/code/send', { channel: 'email', target: uniqueEmail('probe'), purpose: 'login' })).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
