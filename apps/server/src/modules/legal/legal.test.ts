import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalAcceptances } from '@portal/db/schema';
import { currentVersion } from '@portal/domain/legal/documents';
import { createTestContext, emailSignUp, signUpArtist, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TERMS = currentVersion('terms');
const PRIVACY = currentVersion('privacy');

describe('legal documents', () => {
  it('records the terms and privacy policy in force as accepted at sign-up', async () => {
    const client = ctx.client();
    expect((await emailSignUp(ctx, client, `legal.${Date.now()}@example.com`)).status).toBe(200);
    const state = (await client.get('/api/legal/acceptance')).body.data;
    expect(state.pending).toEqual([]);
    expect(state.documents).toEqual([
      { document: 'terms', version: TERMS, requiresAcceptance: true, acceptedVersion: TERMS, acceptedAt: expect.any(String) },
      { document: 'privacy', version: PRIVACY, requiresAcceptance: true, acceptedVersion: PRIVACY, acceptedAt: expect.any(String) },
      { document: 'cookies', version: expect.any(String), requiresAcceptance: false, acceptedVersion: null, acceptedAt: null },
    ]);
  });

  it('asks again for a new version and records its acceptance, keeping the earlier one', async () => {
    const artist = await signUpArtist(ctx);
    await ctx.services.db.delete(legalAcceptances).where(eq(legalAcceptances.userId, artist.userId));
    await ctx.services.db.insert(legalAcceptances).values([
      { userId: artist.userId, document: 'terms', version: '2025-06-01' },
      { userId: artist.userId, document: 'privacy', version: PRIVACY },
    ]);
    const before = (await artist.client.get('/api/legal/acceptance')).body.data;
    expect(before.pending).toEqual(['terms']);
    const banners = async () => (await artist.client.get('/api/aggregated/header-config')).body.data.banners.map((banner: { id: string; link: string }) => `${banner.id} ${banner.link}`);
    expect(await banners()).toContain('legal-update /legal/review');
    expect(before.documents[0]).toMatchObject({ acceptedVersion: '2025-06-01' });

    const accepted = await artist.client.post('/api/legal/accept', { documents: [{ document: 'terms', version: TERMS }] });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.pending).toEqual([]);
    expect(accepted.body.data.documents[0]).toMatchObject({ acceptedVersion: TERMS });
    expect(await banners()).not.toContain('legal-update /legal/review');
    const rows = await ctx.services.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, artist.userId));
    expect(rows.map((row) => `${row.document} ${row.version}`).sort()).toEqual([`privacy ${PRIVACY}`, 'terms 2025-06-01', `terms ${TERMS}`]);
    // Accepting again changes nothing.
    expect((await artist.client.post('/api/legal/accept', { documents: [{ document: 'terms', version: TERMS }] })).status).toBe(200);
    expect(await ctx.services.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, artist.userId))).toHaveLength(3);
  });

  it('refuses a version no longer in force and bad input, recording nothing', async () => {
    const artist = await signUpArtist(ctx);
    const count = async () => (await ctx.services.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, artist.userId))).length;
    const before = await count();
    const old = await artist.client.post('/api/legal/accept', {
      documents: [
        { document: 'privacy', version: PRIVACY },
        { document: 'terms', version: '2025-06-01' },
      ],
    });
    expect(old.status).toBe(409);
    expect(old.body.baseResponse.messageKey).toBe('legal_version_outdated');
    expect(old.body.baseResponse.details).toMatchObject([{ field: 'body.documents.1.version', messageKey: 'legal_version_outdated' }]);
    const bad = await artist.client.post('/api/legal/accept', { documents: [{ document: 'eula', version: 'soon' }] });
    expect(bad.status).toBe(400);
    expect((await artist.client.post('/api/legal/accept', { documents: [] })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('needs a session', async () => {
    expect((await ctx.client().get('/api/legal/acceptance')).status).toBe(401);
  });
});
