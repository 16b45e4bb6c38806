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

  // Runs on the data the test above seeded.
  it('imports a year of store reports for those streams: balances, statements, a recouped advance, a split and payouts', async () => {
    const login = async (email: string) => {
      const client = ctx.client();
      expect((await client.post('/api/passport/login/password', { email, password: DEMO_PASSWORD })).status).toBe(200);
      return client;
    };
    const [label, ana, operator] = [await login('label@demo.soundport.example'), await login('ana@demo.soundport.example'), await login('operator@demo.soundport.example')];
    const month = (offset: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + offset, 1)).toISOString().slice(0, 7);

    // The operator's console lists the stores' reports: DDEX DSR files and Apple's reports, every line matched.
    const imports = (await operator.get('/api/admin/sales-imports', { count: '100' })).body.data.imports as {
      format: string;
      status: string;
      linesMatched: number;
      linesUnmatched: number;
      linesInvalid: number;
    }[];
    expect(new Set(imports.map((row) => row.format))).toEqual(new Set(['dsr', 'apple']));
    expect(imports.every((row) => row.status === 'done' && row.linesMatched > 0 && row.linesUnmatched === 0 && row.linesInvalid === 0)).toBe(true);

    // The sales are the analytics' streams: a year of Spotify in the label's revenue is the year its dashboard shows.
    const year = { from: month(-13), to: month(-2) };
    const lastDay = new Date(Date.UTC(Number(year.to.slice(0, 4)), Number(year.to.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const streamed = (await label.get('/api/data/overview', { start: `${year.from}-01`, end: lastDay, storeIdList: '1026' })).body.data.totals.streams;
    const byStore = (await label.get('/api/revenue/royalty/list', { groupBy: 'store', ...year, offset: '0', count: '50' })).body.data.rows as { key: string; units: number; amount: string }[];
    expect(streamed).toBeGreaterThan(10_000);
    expect(byStore.find((row) => row.key === 'Spotify')?.units).toBe(streamed);
    expect(byStore.map((row) => row.key)).toEqual(expect.arrayContaining(['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer', 'TIDAL']));

    // The label's money: a balance, the advance paid back, one payout made and one waiting.
    const balance = (await label.get('/api/revenue/balance')).body.data;
    expect(Number(balance.available)).toBeGreaterThan(0);
    expect(balance.advanceOutstanding).toBe('0.000000');
    expect(Number(balance.pendingWithdrawals)).toBeGreaterThan(0);
    expect((await label.get('/api/revenue/recoup/summary')).body.data).toMatchObject({ advanced: '250.000000', recouped: '250.000000', outstanding: '0.000000' });
    const [advance] = (await label.get('/api/revenue/recoup/list')).body.data.advances;
    expect(advance).toMatchObject({ note: 'Marketing advance for Lighthouse Static', remaining: '0.000000' });
    const recoupedBy = (await label.get('/api/revenue/recoup/detail', { id: String(advance.id) })).body.data.movements as { kind: string; at: string }[];
    expect(recoupedBy.length).toBeGreaterThan(1);
    expect(recoupedBy.every((movement) => movement.kind === 'sales_import' && movement.at.slice(0, 7) < month(-3))).toBe(true);
    const withdrawals = (await label.get('/api/revenue/withdraw', { count: '20' })).body.data.withdrawals as { id: number; status: string; method: string; createdAt: string; amount: string }[];
    expect(withdrawals.map((row) => [row.status, row.method])).toEqual([
      ['Notified', 'bank_transfer'],
      ['Success', 'bank_transfer'],
    ]);
    expect(withdrawals[1]!.createdAt.slice(0, 7)).toBe(month(-4));
    expect(balance.pendingWithdrawals).toBe(withdrawals[0]!.amount);
    const waiting = (await operator.get('/api/admin/withdrawals', { status: 'Notified' })).body.data.withdrawals;
    expect(waiting).toEqual([expect.objectContaining({ id: withdrawals[0]!.id, account: expect.objectContaining({ email: 'label@demo.soundport.example' }) })]);

    // A statement for every month the money moved, from the advance a year ago to today's withdrawal, each a PDF.
    const statements = (await label.get('/api/revenue/statement/list')).body.data.months as { month: string; credited: string; closing: string }[];
    expect(statements.map((row) => row.month)).toEqual(Array.from({ length: 13 }, (_, index) => month(-index)));
    expect(statements.at(-1)!.closing).toBe('250.000000');
    expect(statements[0]!.closing).toBe(balance.available);
    const pdf = await label.call('GET', '/api/revenue/report/statement', { query: { month: month(-6) } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as unknown as string).startsWith('%PDF-')).toBe(true);

    // The label shares Ana Torres's single with her; she accepted, and her half of its sales is hers.
    const [splitAlbum] = (await label.get('/api/split/album')).body.data.albums;
    expect(splitAlbum).toMatchObject({ title: 'Corazón de Neón', songsSplit: 1, openInvites: 0 });
    const [split] = (await label.get('/api/split/album/song', { albumId: String(splitAlbum.albumId) })).body.data.splits;
    expect(split).toMatchObject({ status: 'ACTIVE', ownerShare: '50.00', invites: [expect.objectContaining({ email: 'ana@demo.soundport.example', status: 'ACCEPTED' })] });
    const [shared] = (await ana.get('/api/split/invitee/song')).body.data.songs;
    expect(shared).toMatchObject({ songTitle: 'Corazón de Neón', ownerName: 'Harbor Lights Records', share: '50.00', status: 'ACCEPTED' });
    expect(Number(shared.earned)).toBeGreaterThan(10);
    expect(split.invites[0].paid).toBe(shared.earned);
    expect((await ana.get('/api/revenue/balance')).body.data.available).toBe(shared.earned);

    // The artist has a year of her own royalties.
    const artist = await login('artist@demo.soundport.example');
    expect(Number((await artist.get('/api/revenue/balance')).body.data.available)).toBeGreaterThan(0);
    expect(((await artist.get('/api/revenue/statement/list')).body.data.months as unknown[]).length).toBeGreaterThanOrEqual(12);
  }, 60_000);
});
