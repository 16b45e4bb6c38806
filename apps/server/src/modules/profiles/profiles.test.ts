import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { SettlementStatus as S } from '@portal/domain/enums';
import { createTestContext, emailSignUp, signUpArtist, uniqueEmail, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function signUpLabel(name = `Label ${Date.now()}${Math.random()}`) {
  const client = ctx.client();
  const signUp = await emailSignUp(ctx, client, uniqueEmail('label'));
  await client.post('/api/users', { type: 1, organizationType: 2, nickname: name, region: 'US' });
  return { client, userId: signUp.body.data.userId as number };
}

describe('artist profile', () => {
  it('keeps https links on their platforms and store accounts, field by field', async () => {
    const artist = await signUpArtist(ctx, { nickname: 'Luna' });
    const bad = await artist.client.post('/api/user/artist/update', {
      links: { instagram: 'http://instagram.com/luna', facebook: 'https://facebook.com.evil.example/luna' },
      storeAccounts: { spotify: 'https://open.spotify.com/album/1vCWHaC5f2uS3yhpwWbIA6' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.baseResponse.details!.map((d) => [d.field, d.messageKey])).toEqual([
      ['body.links.instagram', 'artist_link_https_only'],
      ['body.links.facebook', 'artist_link_wrong_host_facebook'],
      ['body.storeAccounts.spotify', 'store_account_invalid_spotify'],
    ]);
    const saved = await artist.client.post('/api/user/artist/update', {
      artistName: 'Luna Vale',
      bio: 'Dream pop from Belo Horizonte.',
      links: { instagram: 'https://www.instagram.com/lunavale', official_website: 'https://lunavale.example' },
      storeAccounts: { spotify: 'https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6' },
    });
    expect(saved.body.data).toMatchObject({
      artistName: 'Luna Vale',
      links: { instagram: 'https://www.instagram.com/lunavale', official_website: 'https://lunavale.example' },
      storeAccounts: { spotify: { artistId: '1vCWHaC5f2uS3yhpwWbIA6' } },
    });
    expect((await artist.client.post('/api/user/artist/update', { links: { instagram: '' } })).body.data.links).toEqual({ official_website: 'https://lunavale.example' });
    expect((await artist.client.get('/api/user/artist/extra', { artistId: String(artist.userId) })).body.data.bio).toBe('Dream pop from Belo Horizonte.');
    const other = await signUpArtist(ctx);
    expect((await other.client.get('/api/user/artist/extra', { artistId: String(artist.userId) })).status).toBe(404);
  });

  it('records one pending claim per store', async () => {
    const artist = await signUpArtist(ctx);
    const url = 'https://music.apple.com/us/artist/luna-vale/1445830123';
    // The local store knows a profile that an artist of the portal carries (decision 058).
    await artist.client.post('/api/artists', { artistName: 'Luna Vale', apple: '1445830123' });
    expect((await artist.client.post('/api/user/claim/artist', { platform: 'apple', url: 'https://example.com' })).status).toBe(400);
    expect((await artist.client.post('/api/user/claim/artist', { platform: 'apple', url })).body.data.claim).toMatchObject({ externalId: '1445830123', status: 'pending' });
    expect((await artist.client.post('/api/user/claim/artist', { platform: 'apple', url })).body.baseResponse.messageKey).toBe('artist_claim_pending');
    expect((await artist.client.get('/api/user/artist/extra', { artistId: String(artist.userId) })).body.data.claims).toHaveLength(1);
  });
});

describe('label profile', () => {
  it('is created once, updated freely before approval and sent back to review after it', async () => {
    const label = await signUpLabel();
    expect((await label.client.get('/api/user/label')).body.data.label).toBeNull();
    const body = { companyName: 'Harbor Lights LLC', title: 'label_manager', website: 'https://harbor.example', country: 'US', foundedYear: 2019 };
    expect((await label.client.post('/api/user/label/create', { ...body, title: 'ceo' })).status).toBe(400);
    expect((await label.client.post('/api/user/label/create', body)).body.data).toMatchObject({ companyName: 'Harbor Lights LLC', title: 'label_manager', status: S.INIT });
    expect((await label.client.post('/api/user/label/create', body)).status).toBe(409);
    expect((await label.client.post('/api/user/label/update', { website: 'http://harbor.example' })).status).toBe(400);
    expect((await label.client.post('/api/user/label/update', { companyName: 'Harbor Lights Music LLC' })).body.data.companyName).toBe('Harbor Lights Music LLC');
    expect((await label.client.post('/api/user/label/update/approved', { companyName: 'X' })).status).toBe(400);
    expect((await label.client.post('/api/user/label/update/approved', { companyName: 'Harbor Lights Group' })).body.baseResponse.messageKey).toBe('identity_not_approved');

    await ctx.services.db.update(users).set({ status: S.SETTLED }).where(eq(users.id, label.userId));
    await ctx.services.sessions.invalidateUser(label.userId);
    expect((await label.client.post('/api/user/label/update', { companyName: 'Harbor Lights Group' })).body.baseResponse.messageKey).toBe('identity_already_approved');
    const changed = await label.client.post('/api/user/label/update/approved', { companyName: 'Harbor Lights Group' });
    expect(changed.body.data).toMatchObject({ companyName: 'Harbor Lights Group', status: S.IDENTITY_SUBMITTED });
  });

  it('is for label accounts only', async () => {
    const artist = await signUpArtist(ctx);
    expect((await artist.client.post('/api/user/label/create', { companyName: 'Solo LLC', title: 'label_manager', country: 'BR' })).body.baseResponse.messageKey).toBe('label_only');
  });
});
