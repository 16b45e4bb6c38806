import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { createTestContext, emailSignUp, signUpArtist, uniqueEmail, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function operator() {
  const { client, userId } = await signUpArtist(ctx);
  await ctx.services.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
  await ctx.services.sessions.invalidateUser(userId);
  return client;
}

describe('/open/check/phone', () => {
  it.each([
    ['US', '(202) 555-0123', true, '+12025550123'],
    ['BR', '11 98765-4321', true, '+5511987654321'],
    ['AU', '0412 345 678', true, '+61412345678'],
    ['NZ', '021 123 4567', true, '+64211234567'],
    ['AU', '041234567890', false, null],
    ['US', '555', false, null],
    ['XX', '2025550123', false, null],
  ])('%s %s -> valid %s', async (region, phone, valid, e164) => {
    const result = await ctx.client().post('/api/open/check/phone', { region, phone });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ valid, e164, errorCode: valid ? 0 : 1003 });
  });

  it('says when a number is already linked to an account', async () => {
    const client = ctx.client();
    await client.post('/api/passport/code/send', { channel: 'sms', target: '2025550188', region: 'US', purpose: 'signup' });
    await client.post('/api/passport/signup/phone', { region: 'US', phone: '2025550188', code: await ctx.latestCode('+12025550188') });
    const result = await ctx.client().post('/api/open/check/phone', { region: 'US', phone: '202-555-0188' });
    expect(result.body.data.linked).toBe(true);
  });
});

describe('/open/region and /open/config', () => {
  it('takes the region from the edge header, and the mock cookie in test mode', async () => {
    const client = ctx.client();
    const byHeader = await client.call('GET', '/api/open/region', { headers: { 'x-geo-country': 'jp' } });
    expect(byHeader.body.data).toMatchObject({ region: 'JP', isLogin: false, regionBanned: false });
    expect(byHeader.body.data.prefixRegionList).toContainEqual({ region: 'AU', phoneCode: '61', phoneDigitsMax: 11 });
    client.jar.set('mock_region', 'DE');
    expect((await client.get('/api/open/region')).body.data.region).toBe('DE');
    expect((await ctx.client().get('/api/open/region')).body.data.region).toBe('BR');
  });

  it('lets operators ban a region, and refuses the change to others', async () => {
    const user = (await signUpArtist(ctx)).client;
    expect((await user.put('/api/open/config', { bannedRegions: ['NG'] })).status).toBe(403);
    const admin = await operator();
    const invalid = await admin.put('/api/open/config', { bannedRegions: ['ZZ'] });
    expect(invalid.status).toBe(400);
    const saved = await admin.put('/api/open/config', { bannedRegions: ['NG'] });
    expect(saved.body.data.bannedRegions).toEqual(['NG']);
    const visitor = await ctx.client().call('GET', '/api/open/region', { headers: { 'x-geo-country': 'NG' } });
    expect(visitor.body.data.regionBanned).toBe(true);
    expect((await ctx.client().get('/api/open/config')).body.data.bannedRegions).toEqual(['NG']);
    await admin.put('/api/open/config', { bannedRegions: [] });
  });

  it('keeps the survey banner’s window and link (document 2 section 2), which operators change', async () => {
    expect((await ctx.client().get('/api/open/config')).body.data.survey).toEqual({ start: '2025-03-21', end: '2025-04-15', url: 'https://survey.soundport.example/publishing-2025' });
    const admin = await operator();
    const survey = { start: '2026-11-01', end: '2026-11-30', url: 'https://forms.example.com/s/42' };
    expect((await admin.put('/api/open/config', { survey })).body.data.survey).toEqual(survey);
    expect((await ctx.client().get('/api/open/config')).body.data.survey).toEqual(survey);
    expect((await admin.put('/api/open/config', { survey: { ...survey, url: 'http://plain.example.com' } })).status).toBe(400);
    expect((await admin.put('/api/open/config', { survey: { ...survey, start: '2026-13-01' } })).status).toBe(400);
  });
});

describe('feature gates', () => {
  it('lets operators change gates, which users then read', async () => {
    const admin = await operator();
    const user = (await signUpArtist(ctx)).client;
    expect((await user.get('/api/system/feature/gate')).body.data.gates.publishingService).toBe(false);
    expect((await user.put('/api/admin/feature-gates', { scope: 'system', key: 'publishingService', enabled: true })).status).toBe(403);
    const saved = await admin.put('/api/admin/feature-gates', { scope: 'system', key: 'publishingService', enabled: true, description: 'on' });
    expect(saved.status).toBe(200);
    const read = await user.get('/api/system/feature/gate');
    expect(read.body.data).toMatchObject({ gates: { publishingService: true }, cacheSeconds: 60 });
    expect((await ctx.client().get('/api/open/fg')).body.data.gates).toHaveProperty('phoneSignUp', true);
    expect((await user.get('/api/system/release/feature/gate')).body.data.gates).toHaveProperty('preRelease');
    const list = await admin.get('/api/admin/feature-gates');
    expect(list.body.data.gates.find((g: { key: string }) => g.key === 'publishingService').enabled).toBe(true);
  });
});

describe('sign-up risk control and data centre', () => {
  it('refuses disposable email domains and floods from one IP', async () => {
    const disposable = await ctx.client().post('/api/open/sign-up-risk-control', { email: 'x@mailinator.com' });
    expect(disposable.body.data).toEqual({ allowed: false, reason: 'disposable_email' });
    const flooder = () => {
      const c = ctx.client();
      c.ip = '192.0.2.99';
      return c;
    };
    for (let i = 0; i < 10; i++) expect((await emailSignUp(ctx, flooder(), uniqueEmail())).status).toBe(200);
    const eleventh = await emailSignUp(ctx, flooder(), uniqueEmail());
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.baseResponse.messageKey).toBe('error_signup_refused');
    expect((await flooder().post('/api/open/sign-up-risk-control', {})).body.data.reason).toBe('ip_flood');
  });

  it.each([
    ['US', 'NA'],
    ['CA', 'NA'],
    ['PR', 'NA'],
    ['BR', 'INTL'],
    ['JP', 'INTL'],
  ])('%s goes to data centre %s', async (region, idc) => {
    const client = ctx.client();
    const result = await client.get('/api/idc/set', { region });
    expect(result.body.data).toEqual({ idc, region });
    expect(client.jar.get('idc')).toBe(idc);
  });
});
