import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '@portal/db/schema';
import { SLOW_DOWN_SECONDS } from './login-throttle.ts';
import { createTestContext, GOOD_PASSWORD, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';

// Issue 24 finding 5: strangers' wrong passwords must not lock the owner out. Limits here are the defaults: 10 wrong
// passwords per (account, network) and 50 per network in 15 minutes, 50 per account from all networks together.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const attempt = (client: TestClient, email: string, password: string) => client.post('/api/passport/login/password', { email, password });
const from = (ip: string) => Object.assign(ctx.client(), { ip });

describe('password login throttling', () => {
  it("throttles the stranger's network, not the owner's", async () => {
    const { email } = await signUpArtist(ctx);
    const stranger = from('203.0.113.10');
    for (let i = 0; i < 10; i++) expect((await attempt(stranger, email, 'Wrong-pass-1')).body.baseResponse.errorCode).toBe(1009);
    const throttled = await attempt(stranger, email, GOOD_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body.baseResponse).toMatchObject({ errorCode: 70004, messageKey: 'login_throttled' });
    // The owner, on a network of their own, is not touched.
    expect((await attempt(from('203.0.113.20'), email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('counts only wrong passwords: an owner who logs in often is never throttled', async () => {
    const { email } = await signUpArtist(ctx);
    const owner = from('203.0.113.30');
    for (let i = 0; i < 12; i++) expect((await attempt(owner, email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('under guesses from many networks, slows the known device down instead of locking it out; a code still lets anyone who owns the address in', async () => {
    const { email, client: owner } = await signUpArtist(ctx);
    for (let network = 0; network < 5; network++) {
      const guesser = from(`203.0.114.${network + 1}`);
      for (let i = 0; i < 10; i++) await attempt(guesser, email, 'Wrong-pass-1');
    }
    // The account is locked to devices it never used (document 1's 1033), even with the right password; the answer
    // reads like a wrong password, and the owner is told once by e-mail how to get in.
    const newcomer = await attempt(from('203.0.113.40'), email, GOOD_PASSWORD);
    expect(newcomer.body.baseResponse).toMatchObject({ errorCode: 1033, messageKey: 'login_acccount_password_error' });
    await attempt(from('203.0.113.43'), email, GOOD_PASSWORD);
    const sent = await ctx.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email.toLowerCase()));
    const mails = sent.filter((message) => message.subject === 'Password log-in paused on your account');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('code');

    // The browser the owner signed up with (its device cookie) gets in from a new network, one try every few seconds.
    owner.ip = '203.0.113.41';
    expect((await attempt(owner, email, GOOD_PASSWORD)).status).toBe(200);
    const tooQuick = await attempt(owner, email, GOOD_PASSWORD);
    expect(tooQuick.body.baseResponse).toMatchObject({ errorCode: 70004, messageKey: 'login_slowed_down' });

    // A code sent to the address logs in from anywhere while passwords are throttled.
    const elsewhere = from('203.0.113.42');
    expect((await elsewhere.post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'login' })).status).toBe(200);
    const byCode = await elsewhere.post('/api/passport/login/email-code', { email, code: await ctx.latestCode(email) });
    expect(byCode.status).toBe(200);
  });

  it('lets a network the account logged in from before through, slowly, when that network is throttled', async () => {
    const { email } = await signUpArtist(ctx);
    const home = from('203.0.113.50');
    expect((await attempt(home, email, GOOD_PASSWORD)).status).toBe(200);
    // Someone on the same network, without the owner's browser, guesses ten times.
    const housemate = from('203.0.113.50');
    for (let i = 0; i < 10; i++) await attempt(housemate, email, 'Wrong-pass-1');
    const fresh = from('203.0.113.50');
    expect((await attempt(fresh, email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('keeps a slowed-down device to one try per window even when a window turns between two tries, and lets it in again after waiting', async () => {
    const { email } = await signUpArtist(ctx);
    const home = from('203.0.113.60');
    expect((await attempt(home, email, GOOD_PASSWORD)).status).toBe(200);
    const housemate = from('203.0.113.60');
    for (let i = 0; i < 10; i++) await attempt(housemate, email, 'Wrong-pass-1');
    const windowMs = SLOW_DOWN_SECONDS * 1000;
    const windowStart = Math.ceil(Date.now() / windowMs) * windowMs + windowMs;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // A try at the very end of one window, and the next just after the window turned: the second waits.
      vi.setSystemTime(windowStart - 50);
      expect((await attempt(from('203.0.113.60'), email, GOOD_PASSWORD)).status).toBe(200);
      vi.setSystemTime(windowStart + 50);
      expect((await attempt(from('203.0.113.60'), email, GOOD_PASSWORD)).body.baseResponse).toMatchObject({ messageKey: 'login_slowed_down' });
      // Two windows later the device gets its next try.
      vi.setSystemTime(windowStart + 2 * windowMs);
      expect((await attempt(from('203.0.113.60'), email, GOOD_PASSWORD)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
