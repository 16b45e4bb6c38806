import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, releaseDeliveries, releases, users } from '@portal/db/schema';
import { ReleaseStatus, SettlementStatus } from '@portal/domain/enums';
import { isValidIsrc, isValidUpc, makeUpc } from '@portal/domain/release/identifiers';
import { createTestContext, signUpArtist, type TestContext, type TestClient, signUpOperator } from '../../test/harness.ts';
import { ownerWithMember, setMemberPermissions } from '../../test/teams.ts';
import { signedArtist, storedFile, validSingle } from '../../test/releases.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const del = (client: TestClient, path: string, query: Record<string, string>) => client.call('DELETE', path, { query });
const details = (response: { body: { baseResponse: { details?: { field: string; message: string }[] } } }) =>
  Object.fromEntries((response.body.baseResponse.details ?? []).map((detail) => [detail.field, detail.message]));

async function submitted(client: TestClient, form: unknown) {
  const response = await client.post('/api/release', form);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('drafts', () => {
  it('saves any state of the form, continues it, refuses a stale revision, finds it by title and deletes it', async () => {
    const { client } = await signUpArtist(ctx);
    const created = await client.post('/api/draft-release', { kind: 'ALBUM', album: { title: 'Half Done' }, tracks: [{ title: 'First' }] });
    expect(created.status).toBe(200);
    const { albumId, revision } = created.body.data;

    const read = (await client.get('/api/draft-release', { albumId: String(albumId) })).body.data;
    expect(read).toMatchObject({ albumId, kind: 'ALBUM', status: ReleaseStatus.Init, isDraft: true, album: { title: 'Half Done' }, tracks: [{ title: 'First', songId: null }] });

    const saved = await client.put('/api/draft-release', { albumId, revision, kind: 'ALBUM', album: { title: 'Nearly Done' }, tracks: [{ title: 'First' }, { title: 'Second' }] });
    expect(saved.body.data.revision).toBe(revision + 1);
    const stale = await client.put('/api/draft-release', { albumId, revision, kind: 'ALBUM', album: { title: 'Lost' }, tracks: [] });
    expect(stale.status).toBe(409);
    expect(stale.body.baseResponse.messageKey).toBe('release_changed_meanwhile');

    const found = (await client.get('/api/search/draft-release', { value: 'nearly' })).body.data;
    expect(found).toMatchObject({ total: 1, drafts: [{ albumId, title: 'Nearly Done', isDraft: true }] });
    expect((await client.get('/api/search/draft-release', { value: 'nothing like it' })).body.data.total).toBe(0);

    expect((await del(client, '/api/draft-release', { albumId: String(albumId) })).status).toBe(200);
    expect((await client.get('/api/draft-release', { albumId: String(albumId) })).status).toBe(404);
  });

  it('refuses input of the wrong shape with field details and stores nothing', async () => {
    const { client } = await signUpArtist(ctx);
    const bad = await client.post('/api/draft-release', { kind: 'EP', album: { title: 7 }, tracks: 'none' });
    expect(bad.status).toBe(400);
    expect(Object.keys(details(bad))).toEqual(expect.arrayContaining(['body.kind', 'body.album.title', 'body.tracks']));
    const keys = Object.fromEntries((bad.body.baseResponse.details ?? []).map((detail: { field: string; messageKey: string }) => [detail.field, detail.messageKey]));
    // A value of the wrong type is not reported as a missing one.
    expect(keys['body.album.title']).toBe('validation_invalid_type');
    expect((await client.post('/api/draft-release', { album: {}, tracks: [] })).body.baseResponse.details?.[0]).toMatchObject({ field: 'body.kind', messageKey: 'validation_required' });
    expect((await client.get('/api/search/draft-release')).body.data.total).toBe(0);
  });

  it('names the cover by the file name it was uploaded under, and never names another account’s file', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const cover = await storedFile(ctx, userId, 'cover', { fileName: 'Sunset Poster.png' });
    const { albumId } = (await client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Sunset', cover }, tracks: [] })).body.data;
    expect((await client.get('/api/release', { albumID: String(albumId) })).body.data).toMatchObject({ coverFileName: 'Sunset Poster.png' });

    const other = await signUpArtist(ctx);
    const theirs = await storedFile(ctx, other.userId, 'cover', { fileName: 'Private Name.png' });
    const borrowed = (await client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Borrowed', cover: theirs }, tracks: [] })).body.data;
    expect((await client.get('/api/release', { albumID: String(borrowed.albumId) })).body.data.coverFileName).toBeNull();
  });

  it('keeps another account’s drafts out of reach', async () => {
    const owner = await signUpArtist(ctx);
    const stranger = await signUpArtist(ctx);
    const { albumId } = (await owner.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Mine' }, tracks: [] })).body.data;
    expect((await stranger.client.get('/api/draft-release', { albumId: String(albumId) })).status).toBe(404);
    expect((await stranger.client.put('/api/draft-release', { albumId, revision: 1, kind: 'SINGLE', album: {}, tracks: [] })).status).toBe(404);
    expect((await del(stranger.client, '/api/draft-release', { albumId: String(albumId) })).status).toBe(404);
    expect((await stranger.client.get('/api/release', { albumID: String(albumId) })).status).toBe(404);
    expect((await owner.client.get('/api/draft-release', { albumId: String(albumId) })).body.data.album.title).toBe('Mine');
  });
});

describe('submitting a release', () => {
  it('refuses an account that has not signed the agreement', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const refused = await client.post('/api/release', await validSingle(ctx, userId));
    expect(refused.status).toBe(403);
    expect(refused.body.baseResponse.messageKey).toBe('release_sign_agreement_first');
  });

  it('answers an invalid release with the rules’ messages per field, in the reader’s language, and stores nothing', async () => {
    const { client, userId } = await signedArtist(ctx);
    const form = await validSingle(ctx, userId, { releaseTime: Date.now() + DAY, title: 'Night Lights (Official Audio)' }, { title: '' });
    const refused = await client.post('/api/release', form);
    expect(refused.status).toBe(400);
    expect(refused.body.baseResponse.messageKey).toBe('release_invalid');
    expect(details(refused)).toEqual({
      'album.title': "Title cannot contain 'Official Audio'. Version, artists, and contributors should be added to the according field.",
      'album.releaseTime': 'This should be later than 3 days from now',
      'tracks.0.title': 'Required',
    });
    const inPortuguese = await client.call('POST', '/api/release', { body: form, query: { lang: 'pt-BR' } });
    expect(details(inPortuguese)['tracks.0.title']).not.toBe('Required');
    expect((await client.post('/api/album/list', {})).body.data.total).toBe(0);
  });

  it('refuses files that are not the account’s own', async () => {
    const { client, userId } = await signedArtist(ctx);
    const other = await signUpArtist(ctx);
    const form = await validSingle(ctx, userId);
    form.album.cover = await storedFile(ctx, other.userId, 'cover');
    form.tracks[0]!.fullAudio = 'no-such-file';
    const refused = await client.post('/api/release', form);
    expect(details(refused)).toEqual({ 'album.cover': 'This file was not found. Please upload it again.', 'tracks.0.fullAudio': 'This file was not found. Please upload it again.' });
  });

  it('moves a draft to review, assigns a UPC and ISRCs that are never reused, and notes the first release', async () => {
    const { client, userId } = await signedArtist(ctx);
    await ctx.services.db.update(users).set({ status: SettlementStatus.IDENTITY_SUBMITTED }).where(eq(users.id, userId));
    const form = await validSingle(ctx, userId);
    const { albumId, revision } = (await client.post('/api/draft-release', form)).body.data;

    const release = await submitted(client, { ...form, albumId, revision });
    expect(release).toMatchObject({ albumId, status: ReleaseStatus.UnderReview, isDraft: false, title: 'Night Lights', history: [{ fromStatus: 0, toStatus: 10, byOperator: false }] });
    expect(isValidUpc(release.upc)).toBe(true);
    expect(release.upc.startsWith(ctx.services.config.identifiers.upcCompanyPrefix)).toBe(true);
    expect(release.tracks).toHaveLength(1);
    expect(isValidIsrc(release.tracks[0].isrc)).toBe(true);
    expect(release.tracks[0]).toMatchObject({ songId: expect.any(Number), durationMs: 187_000, title: 'Midnight Drive' });

    const second = await submitted(client, await validSingle(ctx, userId, { title: 'Second Light' }, { title: 'Another Drive' }));
    expect(second.upc).not.toBe(release.upc);
    expect(second.tracks[0].isrc).not.toBe(release.tracks[0].isrc);
    expect((await ctx.services.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]!.status).toBe(SettlementStatus.ALBUM_SONG_SUBMITTED);

    expect((await client.get('/api/draft-release', { albumId: String(albumId) })).body.baseResponse.messageKey).toBe('release_not_a_draft');
    expect((await client.post('/api/release', { ...form, albumId })).status).toBe(409);
  });

  it('keeps the user’s own UPC and refuses one another release already uses', async () => {
    const first = await signedArtist(ctx);
    const second = await signedArtist(ctx);
    const upc = makeUpc('0614141', 9_001);
    const kept = await submitted(first.client, await validSingle(ctx, first.userId, { upc, isPreviouslyReleased: true, originalReleaseTime: Date.now() - 400 * DAY }, { isrc: 'us-rc1-76-07839' }));
    expect(kept.upc).toBe(upc);
    expect(kept.tracks[0].isrc).toBe('USRC17607839');
    const taken = await second.client.post('/api/release', await validSingle(ctx, second.userId, { upc }));
    expect(details(taken)).toEqual({ 'album.upc': 'This UPC is already used by another release' });
  });
});

describe('music management', () => {
  it('lists the account’s releases with counts per status, a status filter, title search and paging', async () => {
    const { client, userId } = await signedArtist(ctx);
    await client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Draft One' }, tracks: [] });
    await submitted(client, await validSingle(ctx, userId, { title: 'Blue Hour' }));
    await submitted(client, await validSingle(ctx, userId, { title: 'Red Dawn' }, { title: 'Red' }));

    const all = (await client.post('/api/album/list', { withSongCount: true })).body.data;
    expect(all.total).toBe(3);
    expect(all.counts).toMatchObject({ all: 3, Init: 1, UnderReview: 2, Live: 0 });
    expect(all.albums.map((album: { title: string }) => album.title)).toEqual(['Red Dawn', 'Blue Hour', 'Draft One']);
    expect(all.albums[0]).toMatchObject({ songCount: 1, artists: ['Luna Vega'], coverUrl: expect.stringMatching(/^\/api\/files\//) });

    const review = (await client.post('/api/album/list', { status: 'UnderReview', count: 1, offset: 1 })).body.data;
    expect(review).toMatchObject({ total: 2, albums: [{ title: 'Blue Hour' }] });
    expect((await client.post('/api/album/list', { search: 'dawn' })).body.data.albums.map((album: { title: string }) => album.title)).toEqual(['Red Dawn']);
    expect((await client.post('/api/album/list', { status: 'Sold' })).status).toBe(400);
  });

  it('keeps the list current: the writer sees a change at once, and a change made elsewhere arrives by notice', async () => {
    const { client, userId } = await signedArtist(ctx);
    const titles = async () => (await client.post('/api/album/list', {})).body.data.albums.map((album: { title: string }) => album.title);
    expect(await titles()).toEqual([]);
    const { albumId } = (await client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'First Take' }, tracks: [] })).body.data;
    expect(await titles()).toEqual(['First Take']);

    // As another server (or a background job) would: straight in the database, with no call on this server.
    await ctx.services.db.update(releases).set({ title: 'Second Take' }).where(eq(releases.id, albumId));
    await expect.poll(titles, { timeout: 3000, interval: 20 }).toEqual(['Second Take']);

    const release = await submitted(client, await validSingle(ctx, userId, { title: 'Reviewed' }));
    await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'approve' });
    expect((await client.post('/api/album/list', { status: 'Approved' })).body.data.albums).toMatchObject([{ title: 'Reviewed' }]);
  });

  it('lets a member with Release view read and refuses writes; a member without it gets nothing', async () => {
    const { owner, member, teamId } = await ownerWithMember(ctx, { 1: [1] });
    await ctx.services.db.update(users).set({ signStatus: 2 }).where(eq(users.id, owner.userId));
    const { albumId } = (await owner.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Team Song' }, tracks: [] })).body.data;
    expect((await member.client.get('/api/draft-release', { albumId: String(albumId) })).body.data.album.title).toBe('Team Song');
    expect((await member.client.post('/api/draft-release', { kind: 'SINGLE', album: {}, tracks: [] })).status).toBe(403);
    expect((await member.client.post('/api/release', await validSingle(ctx, owner.userId))).status).toBe(403);

    await setMemberPermissions(ctx, teamId, member.userId, { 2: [1] });
    expect((await member.client.post('/api/album/list', {})).status).toBe(403);
    expect((await member.client.get('/api/draft-release', { albumId: String(albumId) })).status).toBe(403);
  });
});

describe('review, updates and takedown', () => {
  it('reports the first accepted song once as the song_audit_pass conversion event', async () => {
    const { client, userId } = await signedArtist(ctx);
    const events = async () => (await client.get('/api/user')).body.data.user.googleOfflineEvents;
    expect(await events()).not.toContain('song_audit_pass');
    const first = await submitted(client, await validSingle(ctx, userId, { title: 'First Pass' }));
    await operator.post('/api/admin/releases/decide', { albumId: first.albumId, decision: 'reject', reasons: ['Cover text unreadable'] });
    expect(await events()).not.toContain('song_audit_pass');
    for (const title of ['Second Pass', 'Third Pass']) {
      const release = await submitted(client, await validSingle(ctx, userId, { title }));
      await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'approve' });
    }
    expect((await events()).filter((event: string) => event === 'song_audit_pass')).toHaveLength(1);
  });
  it('an operator rejects with reasons, the artist fixes and resubmits, the operator approves and delivery is scheduled per store', async () => {
    const { client, userId } = await signedArtist(ctx);
    const form = await validSingle(ctx, userId, { title: 'Review Me' });
    const release = await submitted(client, form);

    const queue = (await operator.get('/api/admin/releases/queue')).body.data;
    expect(queue.releases.find((entry: { albumId: number }) => entry.albumId === release.albumId)).toMatchObject({ title: 'Review Me', songCount: 1 });
    const reviewCase = (await operator.get('/api/admin/releases/case', { albumId: String(release.albumId) })).body.data;
    expect(reviewCase).toMatchObject({ release: { albumId: release.albumId }, account: { userId }, findings: [] });
    expect((await client.get('/api/admin/releases/queue')).status).toBe(403);

    expect((await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'reject', reasons: [' '] })).status).toBe(400);
    const rejected = await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'reject', reasons: ['The cover shows a store logo'] });
    expect(rejected.body.data.status).toBe(ReleaseStatus.NotApproved);
    const notices = (await client.get('/api/notice/list')).body.data;
    expect(JSON.stringify(notices)).toContain('The cover shows a store logo');

    const rejectedView = (await client.get('/api/release', { albumID: String(release.albumId), includes: 'history' })).body.data;
    expect(rejectedView).toMatchObject({ status: ReleaseStatus.NotApproved, reviewReasons: ['The cover shows a store logo'] });
    expect(rejectedView.history.at(-1)).toMatchObject({ toStatus: ReleaseStatus.NotApproved, byOperator: true, reasons: ['The cover shows a store logo'] });

    const fixed = await client.put('/api/release', { ...form, albumId: release.albumId, revision: rejectedView.revision, album: { ...form.album, cover: await storedFile(ctx, userId, 'cover') } });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data).toMatchObject({ status: ReleaseStatus.UnderReview, reviewReasons: [], upc: release.upc, tracks: [{ isrc: release.tracks[0].isrc }] });

    const approved = await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'approve' });
    expect(approved.body.data.status).toBe(ReleaseStatus.Approved);
    const deliveries = await ctx.services.db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, release.albumId));
    expect(deliveries.map((delivery) => [delivery.platformId, delivery.state]).sort()).toEqual(
      [
        [1, 'pending'],
        [1026, 'pending'],
        [1032, 'pending'],
        [2, 'pending'],
      ].sort(),
    );
    const queued = (await ctx.services.db.select().from(jobs)).filter((job) => (job.payload as { releaseId: number }).releaseId === release.albumId);
    expect(queued.map((job) => (job.payload as { message: string }).message)).toEqual(['Insert', 'Insert', 'Insert', 'Insert']);
    expect((await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'approve' })).status).toBe(409);
  });

  it('after approval only the limited update applies: metadata and new stores change, what stores hold stays', async () => {
    const { client, userId } = await signedArtist(ctx);
    const form = await validSingle(ctx, userId, { title: 'Locked In' });
    const release = await submitted(client, form);
    await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'approve' });
    const current = (await client.get('/api/release', { albumID: String(release.albumId) })).body.data;

    const retitled = await client.put('/api/release', {
      kind: 'SINGLE',
      albumId: release.albumId,
      revision: current.revision,
      album: { ...current.album, title: 'New Title' },
      tracks: current.tracks.map(stripView),
    });
    expect(retitled.status).toBe(400);
    expect(details(retitled)).toEqual({ 'album.title': 'This can’t be changed once stores have the release.'.replace('’', "'") });

    const fewerStores = await client.put('/api/release', {
      kind: 'SINGLE',
      albumId: release.albumId,
      revision: current.revision,
      album: { ...current.album, stores: { ...current.album.stores, 1032: false } },
      tracks: current.tracks.map(stripView),
    });
    expect(Object.keys(details(fewerStores))).toEqual(['album.stores']);

    const changed = await client.put('/api/release', {
      kind: 'SINGLE',
      albumId: release.albumId,
      revision: current.revision,
      album: { ...current.album, mainGenre: 'jazz', stores: { ...current.album.stores, 1039: true } },
      tracks: current.tracks.map(stripView),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ status: ReleaseStatus.Approved, album: { mainGenre: 'jazz', title: 'Locked In' } });
    const stores = await ctx.services.db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, release.albumId));
    expect(stores.map((delivery) => delivery.platformId)).toContain(1039);
  });

  it('deletes a release no store was promised and takes down an approved one once', async () => {
    const { client, userId } = await signedArtist(ctx);
    const waiting = await submitted(client, await validSingle(ctx, userId, { title: 'Withdrawn' }));
    expect((await del(client, '/api/release', { albumID: String(waiting.albumId) })).body.data).toEqual({ albumId: waiting.albumId, status: ReleaseStatus.UnderReview, deleted: true });
    expect((await client.get('/api/release', { albumID: String(waiting.albumId) })).status).toBe(404);

    const approved = await submitted(client, await validSingle(ctx, userId, { title: 'Going Away' }));
    await operator.post('/api/admin/releases/decide', { albumId: approved.albumId, decision: 'approve' });
    const takenDown = await del(client, '/api/release', { albumID: String(approved.albumId) });
    expect(takenDown.body.data).toEqual({ albumId: approved.albumId, status: ReleaseStatus.Takedown, deleted: false });
    const detail = (await client.get('/api/album/detail', { albumId: String(approved.albumId) })).body.data;
    expect(detail.deliveries.every((delivery: { state: string }) => delivery.state === 'taken_down')).toBe(true);
    expect(detail.history.map((entry: { toStatus: number }) => entry.toStatus)).toEqual([10, 30, 60]);
    expect((await del(client, '/api/release', { albumID: String(approved.albumId) })).status).toBe(409);
  });
});

function stripView(track: Record<string, unknown>) {
  const { songId: _songId, durationMs: _durationMs, audioUrl: _audioUrl, clipUrl: _clipUrl, ...input } = track;
  return input;
}

describe('the form’s context', () => {
  it('gives the account’s flags, its track limit by region and whether it may submit', async () => {
    const australian = await signUpArtist(ctx, { region: 'AU' });
    expect((await australian.client.get('/api/release/form-context')).body.data).toMatchObject({
      user: { isLabel: false, allowLicense: false, enforceCoverRestriction: true, publishingContractType: 1 },
      // Tests run in test mode, where document 1 lowers AU and NZ from 100 to 10 tracks.
      trackLimit: 10,
      hasSigned: false,
    });
    const signed = await signedArtist(ctx, { region: 'US' });
    expect((await signed.client.get('/api/release/form-context')).body.data).toMatchObject({ trackLimit: 500, hasSigned: true });
  });
});
