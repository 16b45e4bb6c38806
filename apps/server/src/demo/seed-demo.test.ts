import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyticsImports, teamMembers, teams, users } from '@portal/db/schema';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from './seed-demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('creates an artist, a label with two team members and an operator, once', async () => {
    expect(await seedDemo(ctx.services)).toBe(true);
    expect(await seedDemo(ctx.services)).toBe(false);
    expect(await ctx.services.db.select().from(users)).toHaveLength(demoAccounts.length);

    const label = ctx.client();
    expect((await label.post('/api/passport/login/password', { email: 'label@demo.soundport.example', password: DEMO_PASSWORD })).status).toBe(200);
    const me = (await label.get('/api/user')).body.data.user;
    expect(me).toMatchObject({ type: 1, isLabel: true, profilePassed: true });
    const [team] = await ctx.services.db.select().from(teams).where(eq(teams.ownerUserId, me.userId));
    expect(await ctx.services.db.select().from(teamMembers).where(eq(teamMembers.teamId, team!.id))).toHaveLength(2);

    // Its status is backed by a reviewed identity and a signed agreement with its PDF.
    const info = (await label.get('/api/contract/info')).body.data;
    expect(info).toMatchObject({ hasSigned: true, mainContract: { signStatus: 3, signMethod: 'SIMPLE_SIGN', labelName: 'Harbor Lights Records' } });
    const pdf = await label.call('GET', '/api/contract/download', { query: { contractId: String(info.mainContract.contractId) } });
    expect((pdf.body as unknown as string).startsWith('%PDF-')).toBe(true);
    const identity = (await label.get('/api/user/pi-info')).body.data;
    expect(identity.info).toMatchObject({ legalName: 'Jordan Blake', address: { state: 'OR' } });
    expect((await label.call('GET', `/api/images/view?uri=${identity.info.photos.split(',')[0]}`)).status).toBe(200);

    // Its catalogue is live, with one release waiting for its date, and a year of analytics is imported.
    const albums = (await label.post('/api/album/list', { offset: 0, count: 100 })).body.data;
    expect(albums.albums.map((album: { title: string }) => album.title)).toEqual(expect.arrayContaining(['Lighthouse Static', 'Glasshouse']));
    const files = await ctx.services.db.select().from(analyticsImports);
    expect(files.map((file) => file.fileName).sort()).toEqual(['streams', 'short-video', 'video', 'playlists', 'presaves'].flatMap((kind) => [`7-demo-${kind}.csv`, `11-demo-${kind}.csv`]).sort());
    expect(files.every((file) => file.status === 'done' && file.rowsInvalid === 0 && file.rowsUnmatched === 0)).toBe(true);
    // The label's upcoming release collects presaves; its songs have streams, short-video creations and playlists.
    expect((await label.get('/api/data/presave', { start: '2021-01-01', end: '2021-12-31' })).body.data.total).toBe(0);
    const upcoming = (await label.get('/api/data/presave')).body.data;
    expect(upcoming.total).toBeGreaterThan(0);
    expect(upcoming.releases.map((release: { title: string }) => release.title)).toEqual(['Glasshouse']);
    expect((await label.get('/api/data/dsp/playlist', { count: '5' })).body.data.total).toBeGreaterThan(0);
    const overview = (await label.get('/api/data/overview')).body.data;
    expect(overview.totals.streams).toBeGreaterThan(0);
    expect(overview.stores.length).toBeGreaterThan(3);
    expect(overview.shortVideo.creations + overview.video.views).toBeGreaterThan(0);
    expect((await label.get('/api/data/artist/list')).body.data.list.map((artist: { name: string }) => artist.name)).toEqual(['Ana Torres', 'Mara Quinn', 'The Tide Lines']);
    // Mara Quinn's promo page is published with the latest release and the presave block of Glasshouse.
    const promo = await ctx.app.inject({ method: 'GET', url: '/artist/mara-quinn' });
    expect(promo.statusCode).toBe(200);
    expect(promo.body).toMatch(/<h3>Glasshouse<\/h3>[\s\S]*data-store="1026"/);
    expect(promo.body).toContain('<h3>Slow Burn</h3>');

    const operator = ctx.client();
    await operator.post('/api/passport/login/password', { email: 'operator@demo.soundport.example', password: DEMO_PASSWORD });
    expect((await operator.get('/api/user')).body.data.user.isAdmin).toBe(true);
    expect((await operator.get('/api/admin/feature-gates')).status).toBe(200);
  }, 180_000);
});
