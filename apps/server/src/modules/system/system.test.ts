import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { createTestContext, emailSignUp, signUpArtist, signUpOperator, type TestContext } from '../../test/harness.ts';

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

  it('shows the US compliance notice only to US accounts that existed before service was restored', async () => {
    // A visitor from the US without an account has nothing to be told; the cookie rules still follow the visitor.
    const us = await ctx.client().call('GET', '/api/system/compliance', { headers: { 'x-geo-country': 'US' } });
    const gb = await ctx.client().call('GET', '/api/system/compliance', { headers: { 'x-geo-country': 'GB' } });
    expect(us.body.data).toEqual({ usComplianceNotice: false, cookieConsentRequired: false, region: 'US' });
    expect(gb.body.data.cookieConsentRequired).toBe(true);

    // A brand-new US account was made after the restoration: no notice, on this visit or any other.
    const fresh = await signUpArtist(ctx, { region: 'US' });
    expect((await fresh.client.get('/api/system/compliance')).body.data).toMatchObject({ usComplianceNotice: false, region: 'US' });
    expect((await fresh.client.get('/api/open/region')).body.data.showRestoreRegion).toBe(false);

    // A US account from before the interruption is told, on /system/compliance and /open/region alike.
    const veteran = await signUpArtist(ctx, { region: 'US' });
    await ctx.services.db
      .update(users)
      .set({ createdAt: new Date('2024-11-02T10:00:00Z') })
      .where(eq(users.id, veteran.userId));
    await ctx.services.sessions.invalidateUser(veteran.userId);
    expect((await veteran.client.get('/api/system/compliance')).body.data).toMatchObject({ usComplianceNotice: true, region: 'US' });
    expect((await veteran.client.get('/api/open/region')).body.data.showRestoreRegion).toBe(true);

    // An old account of another region is not concerned.
    const brazil = await signUpArtist(ctx, { region: 'BR' });
    await ctx.services.db
      .update(users)
      .set({ createdAt: new Date('2024-11-02T10:00:00Z') })
      .where(eq(users.id, brazil.userId));
    await ctx.services.sessions.invalidateUser(brazil.userId);
    expect((await brazil.client.get('/api/system/compliance')).body.data.usComplianceNotice).toBe(false);

    // The operator's restoration day decides who counts as existing before it; switched off, nobody is told.
    const operator = await signUpOperator(ctx);
    expect((await operator.put('/api/open/config', { usComplianceRestoredOn: '2999-01-01' })).status).toBe(200);
    expect((await fresh.client.get('/api/system/compliance')).body.data.usComplianceNotice).toBe(true);
    expect((await operator.put('/api/open/config', { usComplianceNotice: false, usComplianceRestoredOn: '2025-01-20' })).status).toBe(200);
    expect((await veteran.client.get('/api/system/compliance')).body.data.usComplianceNotice).toBe(false);
    expect((await operator.put('/api/open/config', { usComplianceNotice: true })).status).toBe(200);
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
