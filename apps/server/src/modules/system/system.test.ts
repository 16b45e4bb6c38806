import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { createTestContext, emailSignUp, signUpArtist, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('system calls', () => {
  it('serves the remote constants', async () => {
    const result = await ctx.client().get('/api/system/constants');
    const data = result.body.data;
    expect(data.genres.length).toBeGreaterThan(15);
    expect(data.genres.every((g: { subgenres: unknown[] }) => g.subgenres.length > 0)).toBe(true);
    expect(data.languages.map((l: { code: string }) => l.code)).toEqual(expect.arrayContaining(['en', 'pt', 'es', 'ja', 'id']));
    expect(data.dirtyWords.length).toBeGreaterThan(100);
    expect(data.disabledTitleKeywords.length).toBeGreaterThan(5);
    expect(data.disabledVersionKeywords.length).toBeGreaterThan(0);
    expect(data.blockedArtistNameKeywords.length).toBeGreaterThan(5);
  });

  it('serves the basic settings with 31 regions, 15 languages and 51 US states', async () => {
    const { data } = (await ctx.client().get('/api/system/basic')).body;
    expect(data.regions).toHaveLength(31);
    expect(data.regions.find((r: { code: string }) => r.code === 'US')).toMatchObject({ phoneCode: '1', dataCentre: 'NA' });
    expect(data.languages).toHaveLength(15);
    expect(data.languages.find((l: { code: string }) => l.code === 'ar').rtl).toBe(true);
    expect(data.usStates).toHaveLength(51);
    expect(data.testMode).toBe(true);
  });

  it('shows the US compliance notice to US visitors only', async () => {
    const us = await ctx.client().call('GET', '/api/system/compliance', { headers: { 'x-geo-country': 'US' } });
    const br = await ctx.client().call('GET', '/api/system/compliance', { headers: { 'x-geo-country': 'BR' } });
    const gb = await ctx.client().call('GET', '/api/system/compliance', { headers: { 'x-geo-country': 'GB' } });
    expect(us.body.data).toMatchObject({ usComplianceNotice: true, region: 'US' });
    expect(br.body.data.usComplianceNotice).toBe(false);
    expect(gb.body.data.cookieConsentRequired).toBe(true);
  });

  it('keeps preferences and language through PUT /user', async () => {
    const { client } = await signUpArtist(ctx);
    expect((await client.get('/api/system/preference')).body.data).toEqual({ language: 'en', emailNotifications: true, marketingEmails: false, smsNotifications: true });
    const updated = await client.put('/api/user', { language: 'ja', preferences: { marketingEmails: true } });
    expect(updated.body.data.user.language).toBe('ja');
    expect(client.jar.get('lang')).toBe('ja');
    expect((await client.get('/api/system/preference')).body.data).toMatchObject({ language: 'ja', marketingEmails: true });
    expect((await client.put('/api/user', { language: 'xx' })).body.baseResponse.details![0]!.messageKey).toBe('error_language_invalid');
    expect((await client.put('/api/user', { isAdmin: true })).status).toBe(400);
  });

  it('records the sign-up source once', async () => {
    const { client } = await signUpArtist(ctx);
    expect((await client.post('/api/source', { source: 2 })).body.data.source).toBe(2);
    expect((await client.post('/api/source', { source: 5 })).body.data.source).toBe(2);
    expect((await client.post('/api/source', { source: 12 })).status).toBe(400);
  });

  it('emails an invitation with the invite link, and a referral is recorded at profile creation', async () => {
    const { client } = await signUpArtist(ctx, { region: 'MX' });
    const me = (await client.get('/api/user')).body.data.user;
    const sent = await client.post('/api/system/invite', { email: 'Friend@Example.com' });
    expect(sent.body.data.inviteLink).toContain(`/invite?invite-code=${me.inviteCode}&region=MX`);
    const outbox = await ctx.latestCodeMessage('friend@example.com');
    expect(outbox).toContain(me.inviteCode);

    const friend = ctx.client();
    await emailSignUp(ctx, friend, 'friend@example.com');
    const bad = await friend.post('/api/users', { type: 0, nickname: 'Friend', region: 'MX', inviteCode: 'NOPE' });
    expect(bad.body.baseResponse.details![0]!.messageKey).toBe('error_invite_code_invalid');
    const ok = await friend.post('/api/users', { type: 0, nickname: 'Friend', region: 'MX', inviteCode: me.inviteCode });
    expect(ok.body.data.user.source).toBe(8);
  });

  it('shows the mobile QR only to settled users', async () => {
    const { client, userId } = await signUpArtist(ctx);
    expect((await client.get('/api/aggregated/header-config')).body.data.showMobileQr).toBe(false);
    await ctx.services.db.update(users).set({ status: 6 }).where(eq(users.id, userId));
    await ctx.services.sessions.invalidateUser(userId);
    const settled = (await client.get('/api/aggregated/header-config')).body.data;
    expect(settled).toMatchObject({ showMobileQr: true, mobileLinkPath: '/mobile?from=copy_mobile_link' });
    expect((await client.get('/api/user')).body.data.user).toMatchObject({ isSettled: true, profilePassed: true });
  });

  it('lists the verification methods of the user', async () => {
    const { client, email } = await signUpArtist(ctx);
    const result = await client.get('/api/passport/safe/two_step_verification/get_verification_list/');
    expect(result.body.data.methods).toEqual([{ channel: 'email', maskedTarget: `${email[0]}***@example.com` }]);
  });
});
