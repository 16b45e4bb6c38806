import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscriptions, users } from '@portal/db/schema';
import { AccountTier, SettlementStatus } from '@portal/domain/enums';
import { createTestContext, signUpArtist, signUpOperator, uniqueEmail, type TestClient, type TestContext } from '../../test/harness.ts';
import { savePublicConfig } from '../open/public-config.ts';
import { readFeelgoodToken } from './feelgood.ts';
import { marketUnsubscribeLink } from './newsletter.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const linkIn = async (recipient: string, path: string) => {
  const message = await ctx.latestCodeMessage(recipient);
  const match = message.match(new RegExp(`${path.replace('?', '\\?')}([^\\s&]+)`));
  if (!match) throw new Error(`no ${path} link in: ${message}`);
  return decodeURIComponent(match[1]!);
};
const topicsOf = async (userId: number) => {
  const [row] = await ctx.services.db.select({ preferences: users.preferences }).from(users).where(eq(users.id, userId));
  return (row!.preferences as { emailTopics?: Record<string, boolean> }).emailTopics ?? {};
};

describe('newsletter: double opt-in and one-click marketing unsubscribe', () => {
  it('confirms by the e-mailed link, turning the newsletter on for an account with that address', async () => {
    const artist = await signUpArtist(ctx);
    const visitor = ctx.client();
    expect((await visitor.post('/api/open/subscribe', { email: artist.email.toUpperCase() })).body.data).toEqual({ status: 'pending' });
    expect((await topicsOf(artist.userId)).newsletter).toBeUndefined();
    const token = await linkIn(artist.email, '/subscribe/confirm?token=');
    const confirmed = await visitor.get('/api/open/subscribe/confirm', { token });
    expect(confirmed.body.data).toEqual({ email: expect.stringMatching(/^u\*+@example\.com$/), status: 'confirmed' });
    expect((await topicsOf(artist.userId)).newsletter).toBe(true);
    // Asking again once confirmed sends nothing new.
    expect((await visitor.post('/api/open/subscribe', { email: artist.email })).body.data).toEqual({ status: 'confirmed' });

    const unsubscribed = await visitor.post('/api/open/market/unsubscribe', { token: new URL(await marketUnsubscribeLink(ctx.services, artist.email)).searchParams.get('t') });
    expect(unsubscribed.body.data).toMatchObject({ unsubscribed: true });
    expect(await topicsOf(artist.userId)).toMatchObject({ newsletter: false, promotions: false });
    const [row] = await ctx.services.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, artist.email));
    expect(row!.status).toBe('unsubscribed');
    // The old confirmation link does not sign the address up again.
    expect((await visitor.get('/api/open/subscribe/confirm', { token })).body.baseResponse.messageKey).toBe('subscription_link_invalid');
  });

  it('refuses forged, foreign and malformed tokens and addresses, changing nothing', async () => {
    const visitor = ctx.client();
    const email = uniqueEmail('reader');
    await visitor.post('/api/open/subscribe', { email });
    const token = await linkIn(email, '/subscribe/confirm?token=');
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await visitor.get('/api/open/subscribe/confirm', { token: forged })).status).toBe(400);
    const asUnsubscribe = await visitor.post('/api/open/market/unsubscribe', { token });
    expect(asUnsubscribe.body.baseResponse.messageKey).toBe('subscription_link_invalid');
    const [row] = await ctx.services.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row!.status).toBe('pending');
    expect((await visitor.post('/api/open/subscribe', { email: 'not-an-address' })).status).toBe(400);
    expect((await visitor.get('/api/open/subscribe/confirm')).status).toBe(400);
    expect((await visitor.post('/api/open/market/unsubscribe', {}, { csrf: false })).status).toBe(403);
  });
});

describe('satisfaction survey token', () => {
  it('is issued only to a person the survey runs for, short-lived and tied to the running survey', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await savePublicConfig(ctx.services, { survey: { start: today, end: today, url: 'https://survey.example/feelgood-1' } });
    expect((await ctx.client().get('/api/open/feelgood/token')).body.data).toEqual({ token: null, expiresAt: null });
    const plain = await signUpArtist(ctx, { region: 'US' });
    expect((await plain.client.get('/api/open/feelgood/token')).body.data.token).toBeNull();

    const eligible = await signUpArtist(ctx, { region: 'US' });
    await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED, tier: AccountTier.HIGH_QUALITY }).where(eq(users.id, eligible.userId));
    await ctx.services.sessions.invalidateUser(eligible.userId);
    const answer = (await eligible.client.get('/api/open/feelgood/token')).body.data;
    expect(answer.token).toEqual(expect.any(String));
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await readFeelgoodToken(ctx.services, answer.token)).toEqual({ userId: eligible.userId });
    expect(await readFeelgoodToken(ctx.services, answer.token, new Date(Date.now() + 31 * 60_000))).toBeNull();
    expect(
      await readFeelgoodToken(
        ctx.services,
        answer.token.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')),
      ),
    ).toBeNull();
    await savePublicConfig(ctx.services, { survey: { start: today, end: today, url: 'https://survey.example/feelgood-2' } });
    expect(await readFeelgoodToken(ctx.services, answer.token)).toBeNull();
  });
});

describe('content supply programme', () => {
  it('makes an offer, takes answers and binds it to the account once', async () => {
    const artist = await signUpArtist(ctx, { nickname: 'Library Artist' });
    const made = await operator.post('/api/admin/content-supply/leads', { email: artist.email, artistName: 'Library Artist', offerTitle: 'Calm piano for documentaries', revenueSharePercent: 60 });
    expect(made.status).toBe(200);
    const token = await linkIn(artist.email, '/content-supply?token=');
    const visitor = ctx.client();
    expect((await visitor.get('/api/open/content-supply/lead', { token })).body.data.lead).toMatchObject({
      offerTitle: 'Calm piano for documentaries',
      revenueSharePercent: 60,
      status: 'INVITED',
      bound: false,
    });
    expect((await visitor.post('/api/open/content-supply/feedback', { token, interested: true, message: 'I have 40 cues' })).body.data.lead.status).toBe('INTERESTED');
    expect((await artist.client.get('/api/content-supply/user/lead')).body.data.leads).toHaveLength(1);

    expect((await artist.client.post('/api/content-supply/offer/bind', { token })).body.data.lead).toMatchObject({ status: 'BOUND', bound: true });
    expect((await artist.client.post('/api/content-supply/offer/bind', { token })).status).toBe(200);
    const other = await signUpArtist(ctx);
    expect((await other.client.post('/api/content-supply/offer/bind', { token })).body.baseResponse.messageKey).toBe('content_supply_closed');
    expect((await visitor.post('/api/open/content-supply/feedback', { token, interested: false })).status).toBe(409);
    const list = (await operator.get('/api/admin/content-supply/leads')).body.data;
    expect(list.leads[0]).toMatchObject({ boundUserId: artist.userId, feedbackMessage: 'I have 40 cues' });
    expect((await artist.client.get('/api/admin/content-supply/leads')).status).toBe(403);
  });

  it('stops offers to an address that opted out, and refuses bad links and input', async () => {
    const email = uniqueEmail('lead');
    await operator.post('/api/admin/content-supply/leads', { email, artistName: 'Someone', offerTitle: 'Lo-fi loops', revenueSharePercent: 50 });
    const token = await linkIn(email, '/content-supply?token=');
    const visitor = ctx.client();
    expect((await visitor.post('/api/open/content-supply/unsubscribe', { token })).body.data.lead.status).toBe('UNSUBSCRIBED');
    const again = await operator.post('/api/admin/content-supply/leads', { email, artistName: 'Someone', offerTitle: 'More loops', revenueSharePercent: 50 });
    expect(again.body.baseResponse.messageKey).toBe('content_supply_opted_out');
    const artist = await signUpArtist(ctx);
    expect((await artist.client.post('/api/content-supply/offer/bind', { token })).status).toBe(409);
    expect((await visitor.get('/api/open/content-supply/lead', { token: 'cs.1.forgedsignature' })).body.baseResponse.messageKey).toBe('content_supply_link_invalid');
    expect((await operator.post('/api/admin/content-supply/leads', { email, artistName: 'X', offerTitle: 'Y', revenueSharePercent: 0 })).status).toBe(400);
    expect((await ctx.client().get('/api/content-supply/user/lead')).status).toBe(401);
  });
});

describe('maintenance window (/open/mawf)', () => {
  it('is announced before it starts, active inside it, and cleared with nulls', async () => {
    const visitor = ctx.client();
    expect((await visitor.get('/api/open/mawf')).body.data).toEqual({ active: false, announced: false, startAt: null, endAt: null, message: '' });
    const startAt = new Date(Date.now() + 3_600_000).toISOString();
    const endAt = new Date(Date.now() + 7_200_000).toISOString();
    expect((await operator.put('/api/admin/mawf', { startAt, endAt, message: 'Payouts pause for one hour' })).status).toBe(200);
    expect((await visitor.get('/api/open/mawf')).body.data).toEqual({ active: false, announced: true, startAt, endAt, message: 'Payouts pause for one hour' });
    await operator.put('/api/admin/mawf', { startAt: new Date(Date.now() - 60_000).toISOString(), endAt, message: 'Now' });
    expect((await visitor.get('/api/open/mawf')).body.data).toMatchObject({ active: true, announced: true });
    expect((await operator.put('/api/admin/mawf', { startAt: endAt, endAt: startAt, message: '' })).body.baseResponse.messageKey).toBe('mawf_window_invalid');
    expect((await operator.put('/api/admin/mawf', { startAt, endAt: null, message: '' })).status).toBe(400);
    const artist = await signUpArtist(ctx);
    expect((await artist.client.put('/api/admin/mawf', { startAt: null, endAt: null, message: '' })).status).toBe(403);
    await operator.put('/api/admin/mawf', { startAt: null, endAt: null, message: '' });
    expect((await visitor.get('/api/open/mawf')).body.data.announced).toBe(false);
  });
});
