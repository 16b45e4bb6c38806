import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { artists, releases, teamMembers, users } from '@portal/db/schema';
import { PermissionAction as A, PermissionResource as R, ReleaseStatus, SettlementStatus } from '@portal/domain/enums';
import { createTestContext, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';
import { settledArtistWithSingle } from '../../test/money.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { PRESAVES_PER_IP_PER_HOUR } from './visitor-events.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const todayText = () => new Date().toISOString().slice(0, 10);
let isrcCounter = 0;

/** A settled artist with the artist "Luna Vega" (Spotify id set) and an approved single by it 14 days ahead (Spotify, Deezer). */
async function artistWithUpcoming() {
  const artist = await settledArtistWithSingle(ctx, operator, `QZPP0260${String(++isrcCounter).padStart(4, '0')}`);
  const [row] = await ctx.services.db.insert(artists).values({ ownerUserId: artist.userId, name: 'Luna Vega', spotifyId: '4Z8W4fKeB5YxbusRsdQVPb' }).returning();
  return { ...artist, artistId: row!.id };
}

async function createPage(client: TestClient, artistId: number, path: string, extra: Record<string, unknown> = {}) {
  return client.post('/api/promo/artist/page', { artistId, path, ...extra });
}

const page = (path: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/artist/${path}`, headers });

describe('building a promo page', () => {
  it('shows an artist without a page with a free path and what the page would show, then builds it from the artist’s store ids', async () => {
    const artist = await artistWithUpcoming();
    const before = await artist.client.get('/api/promo/artist/page', { artistId: String(artist.artistId) });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      page: null,
      artist: { artistId: artist.artistId, artistName: 'Luna Vega', spotifyUrl: 'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb' },
      featuredRelease: null,
      upcomingRelease: { albumId: artist.albumId, title: 'Night Lights', presaveStoreIds: [1026, 1032] },
    });
    const suggested = before.body.data.suggestedPath as string;
    expect(suggested).toMatch(/^luna-vega(-\d+)?$/);

    const created = await createPage(artist.client, artist.artistId, ` ${suggested.toUpperCase()} `, { bio: 'Synth-pop from São Paulo.' });
    expect(created.status).toBe(200);
    expect(created.body.data.page).toMatchObject({
      artistId: artist.artistId,
      path: suggested,
      publicPath: `/artist/${suggested}`,
      title: 'Luna Vega',
      bio: 'Synth-pop from São Paulo.',
      storeLinks: { spotify: 'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb' },
      published: false,
      presaveEnabled: true,
    });
    const again = await createPage(artist.client, artist.artistId, 'luna-second');
    expect(again.status).toBe(409);
    expect(again.body.baseResponse.messageKey).toBe('promo_page_exists');

    const songs = await artist.client.get('/api/promo/artist/dsp/song', { artistId: String(artist.artistId) });
    expect(songs.body.data).toMatchObject({
      total: 1,
      songs: [{ songId: artist.songId, title: 'Midnight Drive', albumId: artist.albumId, albumTitle: 'Night Lights', status: ReleaseStatus.Approved }],
    });
  });

  it('refuses bad links and a featured release that is not the artist’s live one, changing nothing', async () => {
    const artist = await artistWithUpcoming();
    const refused = await createPage(artist.client, artist.artistId, 'luna-links', {
      storeLinks: { spotify: 'https://evil.example/artist/1', deezer: 'javascript:alert(1)' },
      socialLinks: { instagram: 'https://www.tiktok.com/@luna' },
      featuredReleaseId: artist.albumId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.baseResponse.details!.map((d) => `${d.field}:${d.messageKey}`).sort()).toEqual([
      'body.featuredReleaseId:promo_featured_release_invalid',
      'body.socialLinks.instagram:artist_link_wrong_host_instagram',
      'body.storeLinks.deezer:artist_link_https_only',
      'body.storeLinks.spotify:promo_store_link_wrong_host',
    ]);
    expect((await artist.client.get('/api/promo/artist/page', { artistId: String(artist.artistId) })).body.data.page).toBeNull();
  });
});

describe('paths', () => {
  it('validates characters, length and reserved words as the owner types, and uniqueness across accounts', async () => {
    const first = await artistWithUpcoming();
    const second = await artistWithUpcoming();
    const check = async (client: TestClient, path: string, pageId?: number) =>
      (await client.get('/api/promo/artist/page-path-validate', { path, ...(pageId ? { pageId: String(pageId) } : {}) })).body.data;

    expect(await check(first.client, 'Tide_Lines')).toMatchObject({ path: 'tide_lines', valid: false, messageKey: 'promo_path_characters' });
    expect((await check(first.client, 'ab')).message).toBe('The address needs at least 3 characters.');
    expect(await check(first.client, 'admin')).toMatchObject({ valid: false, messageKey: 'promo_path_reserved' });
    expect(await check(first.client, 'tide-lines')).toEqual({ path: 'tide-lines', valid: true, messageKey: null, message: null });

    const created = await createPage(first.client, first.artistId, 'tide-lines');
    const pageId = created.body.data.page.pageId as number;
    expect(await check(second.client, 'Tide-Lines')).toMatchObject({ valid: false, messageKey: 'promo_path_taken' });
    expect(await check(first.client, 'tide-lines', pageId)).toMatchObject({ valid: true });

    const taken = await createPage(second.client, second.artistId, 'TIDE-LINES');
    expect(taken.status).toBe(400);
    expect(taken.body.baseResponse.details).toEqual([expect.objectContaining({ field: 'body.path', messageKey: 'promo_path_taken' })]);
    const bad = await createPage(second.client, second.artistId, 'tide lines');
    expect(bad.body.baseResponse.details).toEqual([expect.objectContaining({ field: 'body.path', messageKey: 'promo_path_characters' })]);
  });
});

describe('who may build and publish', () => {
  it('lets the owner and a member with Release Edit build; Release View only reads; publishing needs a settled account', async () => {
    const { owner, member, teamId } = await ownerWithMember(ctx, { [R.Release]: [A.View] });
    const [artist] = await ctx.services.db.insert(artists).values({ ownerUserId: owner.userId, name: 'Mara Quinn' }).returning();
    const viewerAccess = await member.client.get('/api/promo/artist/access/control');
    expect(viewerAccess.body.data).toMatchObject({ canView: true, canEdit: false, canPublish: false, reason: 'no_permission', artists: [{ artistId: artist!.id, pageId: null, published: false }] });
    expect((await createPage(member.client, artist!.id, 'mara-quinn-team')).status).toBe(403);

    await ctx.services.db
      .update(teamMembers)
      .set({ permissions: { [R.Release]: [A.View, A.Edit] } })
      .where(eq(teamMembers.teamId, teamId));
    await ctx.services.sessions.invalidateUser(member.userId);
    const editorAccess = (await member.client.get('/api/promo/artist/access/control')).body.data;
    expect(editorAccess).toMatchObject({ canView: true, canEdit: true, canPublish: false, reason: 'not_settled' });
    const published = await createPage(member.client, artist!.id, 'mara-quinn-team', { published: true });
    expect(published.status).toBe(403);
    expect(published.body.baseResponse.messageKey).toBe('promo_publish_not_settled');
    const draft = await createPage(member.client, artist!.id, 'mara-quinn-team');
    expect(draft.status).toBe(200);
    expect((await member.client.put('/api/promo/artist/page', { pageId: draft.body.data.page.pageId, published: true })).status).toBe(403);

    await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED }).where(eq(users.id, owner.userId));
    await ctx.services.sessions.invalidateUser(owner.userId);
    await ctx.services.sessions.invalidateUser(member.userId);
    expect((await member.client.get('/api/promo/artist/access/control')).body.data).toMatchObject({ canPublish: true, reason: null, artists: [{ path: 'mara-quinn-team', published: false }] });
    const live = await member.client.put('/api/promo/artist/page', { pageId: draft.body.data.page.pageId, published: true });
    expect(live.status).toBe(200);
    expect(live.body.data.page).toMatchObject({ published: true, version: 2 });
  });

  it('answers another account’s page and artist as not found', async () => {
    const mine = await artistWithUpcoming();
    const theirs = await artistWithUpcoming();
    const created = await createPage(theirs.client, theirs.artistId, 'their-page');
    const pageId = String(created.body.data.page.pageId);
    expect((await mine.client.put('/api/promo/artist/page', { pageId: Number(pageId), bio: 'taken over' })).status).toBe(404);
    expect((await mine.client.get('/api/promo/artist/overview-data', { pageId })).status).toBe(404);
    expect((await mine.client.get('/api/promo/artist/page', { artistId: String(theirs.artistId) })).status).toBe(404);
    expect((await mine.client.get('/api/promo/artist/dsp/song', { artistId: String(theirs.artistId) })).status).toBe(404);
    expect((await createPage(mine.client, theirs.artistId, 'their-page-2')).status).toBe(404);
    expect((await theirs.client.get('/api/promo/artist/page', { artistId: String(theirs.artistId) })).body.data.page.bio).toBe('');
  });
});

describe('the public page', () => {
  it('is served without login only while published, with title, description, Open Graph, Twitter and canonical tags, every user text escaped', async () => {
    const artist = await artistWithUpcoming();
    const xssTitle = '"><img src=x onerror=alert(1)>';
    const xssBio = '<script>alert("bio")</script> & friends';
    const created = await createPage(artist.client, artist.artistId, 'luna-public', { title: xssTitle, bio: xssBio });
    expect((await page('luna-public')).statusCode).toBe(404);
    // Before publishing, the team previews it signed in; nobody else sees it, not even with the preview flag.
    const preview = await artist.client.get('/artist/luna-public', { preview: '1' });
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(String(preview.body)).toContain('<meta name="robots" content="noindex">');
    expect(String(preview.body)).toContain('only your team sees this page');
    expect((await page('luna-public?preview=1')).statusCode).toBe(404);
    expect((await (await artistWithUpcoming()).client.get('/artist/luna-public', { preview: '1' })).status).toBe(404);

    await artist.client.put('/api/promo/artist/page', { pageId: created.body.data.page.pageId, published: true });
    const shown = await page('luna-public');
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shown.headers['content-security-policy']).toContain("script-src 'sha256-");
    const html = shown.body;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;bio&quot;)&lt;/script&gt; &amp; friends');
    expect(html).toContain('<h1>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).toContain('<title>&quot;&gt;&lt;img src=x onerror=alert(1)&gt; – listen, follow and presave</title>');
    expect(html).toMatch(/<meta name="description" content="&lt;script&gt;alert/);
    // Without PUBLIC_ORIGIN the page names this server on localhost, as e-mails do; never the Host a caller sent
    // (issue 24, finding 6: the page cache would repeat it to everyone).
    const origin = `http://localhost:${ctx.services.config.port}`;
    expect(html).toContain(`<link rel="canonical" href="${origin}/artist/luna-public">`);
    const forged = (await page('luna-public', { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).body;
    expect(forged).not.toContain('evil.example');
    expect(forged).toContain(`<link rel="canonical" href="${origin}/artist/luna-public">`);
    expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">');
    expect(html).toContain('<meta property="og:url"');
    expect(html).toContain(`<meta property="og:image" content="${origin}/artist/luna-public/media/test-cover-`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('Listen on Spotify');
    expect(html).toContain('data-store="1026"');
    expect(html).toContain('data-store="1032"');
    expect(html).toContain('Presave on Deezer');

    const japanese = await page('luna-public', { 'accept-language': 'ja,en;q=0.5' });
    expect(japanese.headers['content-language']).toBe('ja');
    expect(japanese.body).toContain('<html lang="ja" dir="ltr">');
    const arabic = await page('luna-public?lang=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect((await page('no-such-page')).statusCode).toBe(404);
  });

  it('serves the page’s own files to anyone and nothing else', async () => {
    const artist = await artistWithUpcoming();
    const other = await artistWithUpcoming();
    await createPage(artist.client, artist.artistId, 'luna-media', { published: true });
    const coverId = (await page('luna-media')).body.match(/\/artist\/luna-media\/media\/(test-cover-[0-9a-f]+)/)![1]!;
    const cover = await ctx.app.inject({ method: 'GET', url: `/artist/luna-media/media/${coverId}` });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    const [otherRelease] = await ctx.services.db.select({ album: releases.album }).from(releases).where(eq(releases.id, other.albumId));
    const otherCover = (otherRelease!.album as { cover: string }).cover;
    expect((await ctx.app.inject({ method: 'GET', url: `/artist/luna-media/media/${otherCover}` })).statusCode).toBe(404);
  });

  it('answers from its cache with an ETag (304 when unchanged) and shows a save at once', async () => {
    const artist = await artistWithUpcoming();
    const created = await createPage(artist.client, artist.artistId, 'luna-cache', { bio: 'First words.', published: true });
    const first = await page('luna-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await page('luna-cache')).headers.etag).toBe(etag);
    const unchanged = await page('luna-cache', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await artist.client.put('/api/promo/artist/page', { pageId: created.body.data.page.pageId, bio: 'Second words.' });
    const changed = await page('luna-cache', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Second words.');
    expect(changed.headers.etag).not.toBe(etag);

    // A release change (here: the upcoming single going live) reaches the page through the catalogue versions.
    await ctx.services.db
      .update(releases)
      .set({ status: ReleaseStatus.Live, releaseTime: new Date(Date.now() - DAY) })
      .where(eq(releases.id, artist.albumId));
    ctx.services.catalogue.changed(artist.userId);
    const live = await page('luna-cache');
    expect(live.body).not.toContain('data-store=');
    expect(live.body).toContain('Latest release');

    await artist.client.put('/api/promo/artist/page', { pageId: created.body.data.page.pageId, published: false });
    expect((await page('luna-cache')).statusCode).toBe(404);
  });
});

describe('presaves and the page’s numbers', () => {
  it('counts a fan’s presave once per store and day, in the release’s presave analytics and the page overview', async () => {
    const artist = await artistWithUpcoming();
    const created = await createPage(artist.client, artist.artistId, 'luna-presave', { published: true });
    const pageId = String(created.body.data.page.pageId);
    const fan = ctx.client();
    const saved = await fan.post('/api/open/promo/artist/presave', { path: 'luna-presave', storeId: 1026 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ albumId: artist.albumId, storeId: 1026, counted: true });
    expect((await fan.post('/api/open/promo/artist/presave', { path: 'luna-presave', storeId: 1026 })).body.data.counted).toBe(false);
    expect((await ctx.client().post('/api/open/promo/artist/presave', { path: 'luna-presave', storeId: 1032 })).body.data.counted).toBe(true);
    const wrongStore = await fan.post('/api/open/promo/artist/presave', { path: 'luna-presave', storeId: 1036 });
    expect(wrongStore.status).toBe(400);
    expect(wrongStore.body.baseResponse.messageKey).toBe('promo_presave_store');
    expect((await fan.post('/api/open/promo/artist/presave', { path: 'nobody-here', storeId: 1026 })).status).toBe(404);
    expect((await fan.post('/api/open/promo/artist/presave', { path: 'luna-presave', storeId: 1026 }, { csrf: false })).status).toBe(403);

    await fan.post('/api/open/promo/artist/event', { path: 'luna-presave', kind: 'view' });
    await ctx.client().post('/api/open/promo/artist/event', { path: 'luna-presave', kind: 'view' });
    await fan.post('/api/open/promo/artist/event', { path: 'luna-presave', kind: 'click', link: 'spotify' });
    expect((await fan.post('/api/open/promo/artist/event', { path: 'luna-presave', kind: 'click' })).status).toBe(400);

    const day = todayText();
    const analytics = await artist.client.get('/api/data/presave', { start: day, end: day });
    expect(analytics.body.data).toMatchObject({ total: 2, releases: [{ albumId: artist.albumId, presaves: 2 }] });
    expect(analytics.body.data.stores).toEqual(
      expect.arrayContaining([
        { storeId: 1026, presaves: 1 },
        { storeId: 1032, presaves: 1 },
      ]),
    );

    const overview = await artist.client.get('/api/promo/artist/overview-data', { pageId });
    expect(overview.body.data).toMatchObject({ views: 2, clicks: 1, presaves: 2, clicksByLink: [{ link: 'spotify', clicks: 1 }] });
    expect(overview.body.data.presavesByStore).toEqual(
      expect.arrayContaining([
        { storeId: 1026, presaves: 1 },
        { storeId: 1032, presaves: 1 },
      ]),
    );
    expect(overview.body.data.daily.at(-1)).toEqual({ date: day, views: 2, clicks: 1, presaves: 2 });
    expect(overview.body.data.daily).toHaveLength(28);
    const bad = await artist.client.get('/api/promo/artist/overview-data', { pageId, start: '2026-05-10', end: '2026-05-01' });
    expect(bad.status).toBe(400);
  });

  it('limits presaves per address and refuses them on a page without an upcoming release', async () => {
    const artist = await artistWithUpcoming();
    await createPage(artist.client, artist.artistId, 'luna-limit', { published: true });
    const fan = ctx.client();
    for (let i = 0; i < PRESAVES_PER_IP_PER_HOUR; i++) expect((await fan.post('/api/open/promo/artist/presave', { path: 'luna-limit', storeId: 1026 })).status).toBe(200);
    const limited = await fan.post('/api/open/promo/artist/presave', { path: 'luna-limit', storeId: 1032 });
    expect(limited.status).toBe(429);
    expect((await ctx.client().post('/api/open/promo/artist/presave', { path: 'luna-limit', storeId: 1032 })).status).toBe(200);

    const noUpcoming = await artistWithUpcoming();
    await ctx.services.db
      .update(releases)
      .set({ status: ReleaseStatus.Live, releaseTime: new Date(Date.now() - DAY) })
      .where(eq(releases.id, noUpcoming.albumId));
    await createPage(noUpcoming.client, noUpcoming.artistId, 'luna-nothing-ahead', { published: true });
    const refused = await ctx.client().post('/api/open/promo/artist/presave', { path: 'luna-nothing-ahead', storeId: 1026 });
    expect(refused.status).toBe(400);
    expect(refused.body.baseResponse.messageKey).toBe('promo_presave_unavailable');
  });

  it('keeps the page’s presaves when a store restates the same day', async () => {
    const artist = await artistWithUpcoming();
    await createPage(artist.client, artist.artistId, 'luna-restated', { published: true });
    await ctx.client().post('/api/open/promo/artist/presave', { path: 'luna-restated', storeId: 1026 });
    const { importPresaves } = await import('../analytics/import-placements.ts');
    const { ImportTally } = await import('../analytics/import-tally.ts');
    const [row] = await ctx.services.db.select({ upc: releases.upc }).from(releases).where(eq(releases.id, artist.albumId));
    const today = Math.floor(Date.now() / DAY);
    async function* items() {
      yield [{ lineNumber: 2, row: { day: today, storeId: 1026, upc: row!.upc!, presaves: 40 } }];
    }
    await importPresaves(ctx.services.db, items() as never, new ImportTally() as never);
    await importPresaves(ctx.services.db, items() as never, new ImportTally() as never);
    const day = todayText();
    const analytics = await artist.client.get('/api/data/presave', { start: day, end: day, albumId: String(artist.albumId) });
    expect(analytics.body.data.total).toBe(41);
  });
});
