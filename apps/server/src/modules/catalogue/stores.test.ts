import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, releaseDeliveries, users } from '@portal/db/schema';
import { defaultPlatformRules } from '@portal/domain/catalog/platforms';
import { ReleaseStatus, SignStatus } from '@portal/domain/enums';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';
import { approve, details, operatorClient, submitted } from './test-support.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await operatorClient(ctx);
});
afterAll(() => ctx.close());

const storeChoice = (client: TestClient, body: object) => client.put('/api/distribute-preference', body);
const deliveriesOf = async (albumId: number) =>
  (await ctx.services.db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, albumId))).map((delivery) => delivery.platformId).sort((a, b) => a - b);
const STORES = { 1: true, 2: true, 1026: true, 1032: true };

describe('PUT /distribute-preference (edit store)', () => {
  it('changes a draft’s stores and territories and nothing else', async () => {
    const { client } = await signUpArtist(ctx);
    const draft = (await client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Sketch', stores: { 1: true }, territories: ['BR'] }, tracks: [{ title: 'Idea' }] })).body.data;
    const changed = await storeChoice(client, { albumId: draft.albumId, stores: { 1: true, 2: true, 1026: true }, territories: ['BR', 'PT'] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      isDraft: true,
      revision: draft.revision + 1,
      album: { title: 'Sketch', stores: { 1: true, 2: true, 1026: true }, territories: ['BR', 'PT'] },
      tracks: [{ title: 'Idea' }],
    });

    await storeChoice(client, { albumId: draft.albumId, stores: { 2: true } });
    const read = (await client.get('/api/draft-release', { albumId: String(draft.albumId) })).body.data;
    expect(read.album).toEqual({ title: 'Sketch', stores: { 2: true }, territories: ['BR', 'PT'] });
  });

  it('adds stores to an approved release through the limited update: the new store gets the release', async () => {
    const { client, userId } = await signedArtist(ctx, { region: 'US' });
    const release = await submitted(client, await validSingle(ctx, userId, { title: 'Wider' }));
    await approve(operator, release.albumId);
    const before = (await client.get('/api/release', { albumID: String(release.albumId) })).body.data;

    const added = await storeChoice(client, { albumId: release.albumId, stores: { ...STORES, 1039: true } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({
      status: ReleaseStatus.Approved,
      revision: before.revision + 1,
      album: { title: 'Wider', stores: { ...STORES, 1039: true } },
      tracks: [{ isrc: before.tracks[0].isrc }],
    });
    expect(await deliveriesOf(release.albumId)).toEqual([1, 2, 1026, 1032, 1039]);
    const inserts = (await ctx.services.db.select().from(jobs)).map((job) => job.payload as { releaseId: number; platformId: number; message: string });
    expect(inserts.filter((job) => job.releaseId === release.albumId && job.platformId === 1039)).toEqual([{ releaseId: release.albumId, platformId: 1039, message: 'Insert' }]);
  });

  it('removes a store with a takedown there, refuses removing a territory and a store the account may not choose', async () => {
    const { client, userId } = await signedArtist(ctx, { region: 'US' });
    const release = await submitted(client, await validSingle(ctx, userId, { title: 'Fixed', territories: ['US', 'CA'] }));
    await approve(operator, release.albumId);
    const revision = (await client.get('/api/release', { albumID: String(release.albumId) })).body.data.revision;

    const removed = await storeChoice(client, { albumId: release.albumId, stores: { 1: true, 2: true, 1026: true } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.deliveries.find((delivery: { platformId: number }) => delivery.platformId === 1032)).toMatchObject({ state: 'taken_down' });
    const territory = await storeChoice(client, { albumId: release.albumId, stores: STORES, territories: ['US'] });
    expect(territory.body.baseResponse.messageKey).toBe('release_limited_update_locked');
    expect(details(territory)).toEqual({ 'album.territories': 'release_field_locked' });

    const notOffered = await storeChoice(client, { albumId: release.albumId, stores: { ...STORES, 1036: true } });
    expect(notOffered.body.baseResponse.messageKey).toBe('release_invalid');
    expect(details(notOffered)).toEqual({ 'album.stores': 'rule_store_not_allowed' });
    expect(details(await storeChoice(client, { albumId: release.albumId, stores: { ...STORES, 999999: true } }))).toEqual({ 'album.stores': 'rule_store_not_supported' });

    expect((await storeChoice(client, { albumId: release.albumId, stores: STORES, territories: ['US', 'CA', 'MX'] })).status).toBe(200);
    const after = (await client.get('/api/release', { albumID: String(release.albumId) })).body.data;
    expect(after).toMatchObject({ revision: revision + 2, album: { stores: STORES, territories: ['US', 'CA', 'MX'] } });
  });

  it('has nothing to edit while the release is under review, rejected or taken down', async () => {
    const { client, userId } = await signedArtist(ctx);
    const release = await submitted(client, await validSingle(ctx, userId, { title: 'Waiting' }));
    const refused = await storeChoice(client, { albumId: release.albumId, stores: { ...STORES, 1039: true } });
    expect(refused.status).toBe(409);
    expect(refused.body.baseResponse.messageKey).toBe('release_wrong_status');

    await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'reject', reasons: ['Wrong genre'] });
    expect((await storeChoice(client, { albumId: release.albumId, stores: STORES })).status).toBe(409);
    expect((await client.get('/api/release', { albumID: String(release.albumId) })).body.data).toMatchObject({ status: ReleaseStatus.NotApproved, album: { stores: STORES } });

    const gone = await submitted(client, await validSingle(ctx, userId, { title: 'Gone' }));
    await approve(operator, gone.albumId);
    await client.call('DELETE', '/api/release', { query: { albumID: String(gone.albumId) } });
    expect((await storeChoice(client, { albumId: gone.albumId, stores: { ...STORES, 1039: true } })).status).toBe(409);
  });

  it('answers 404 for another account’s release and changes nothing', async () => {
    const owner = await signUpArtist(ctx);
    const stranger = await signUpArtist(ctx);
    const draft = (await owner.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Mine', stores: { 1: true } }, tracks: [] })).body.data;
    const refused = await storeChoice(stranger.client, { albumId: draft.albumId, stores: { 2: true } });
    expect(refused.status).toBe(404);
    expect(refused.body.baseResponse.messageKey).toBe('release_not_found');
    expect((await owner.client.get('/api/draft-release', { albumId: String(draft.albumId) })).body.data).toMatchObject({ revision: draft.revision, album: { stores: { 1: true } } });
  });

  it('refuses bad input field by field', async () => {
    const { client } = await signUpArtist(ctx);
    const bad = await storeChoice(client, { albumId: 0, stores: { spotify: true, 2: 'yes' }, territories: ['B'.repeat(21)] });
    expect(bad.status).toBe(400);
    expect(Object.keys(details(bad)).sort()).toEqual(['body.albumId', 'body.stores.2', 'body.stores.spotify', 'body.territories.0']);
    expect(Object.keys(details(await storeChoice(client, { albumId: 'one', territories: 'BR' })))).toEqual(['body.albumId', 'body.stores', 'body.territories']);
    expect(details(await storeChoice(client, { albumId: 1, stores: {}, title: 'x' }))).toEqual({ body: 'validation_unknown_field' });
  });

  it('needs Release edit: a member who may only view is refused, one who may edit changes the owner’s draft', async () => {
    const { owner, member } = await ownerWithMember(ctx, { 1: [1] });
    const draft = (await owner.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Shared' }, tracks: [] })).body.data;
    const viewOnly = await storeChoice(member.client, { albumId: draft.albumId, stores: { 1: true } });
    expect(viewOnly.status).toBe(403);
    expect(viewOnly.body.baseResponse.messageKey).toBe('error_no_permission');

    const editors = await ownerWithMember(ctx, { 1: [1, 2] });
    const editable = (await editors.owner.client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Shared' }, tracks: [] })).body.data;
    expect((await storeChoice(editors.member.client, { albumId: editable.albumId, stores: { 1: true } })).body.data.album.stores).toEqual({ 1: true });
  });
});

interface PlatformEntry {
  id: number;
  required: boolean;
  rank: number;
  pseudo: boolean;
}
const platformIds = (platforms: PlatformEntry[]) => platforms.map((platform) => platform.id);

describe('GET /release/platforms', () => {
  it('gives the stores this account may choose, by rank, with the Content ID rule', async () => {
    const { client } = await signUpArtist(ctx, { region: 'US' });
    const answer = (await client.get('/api/release/platforms')).body.data;
    const ids = platformIds(answer.platforms);
    expect(ids.slice(0, 3)).toEqual([1, 2, 3]);
    expect(ids).toEqual(expect.arrayContaining([1026, 1028, 1032, 1013, 1039, 1078, 1209, 1100, 1900]));
    expect(ids).not.toContain(1036); // Apple needs the account's approval
    expect(ids).not.toContain(1402); // a Brazilian artists' platform
    expect(ids).not.toContain(1325); // closed
    const ranks = answer.platforms.map((platform: PlatformEntry) => platform.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(answer.platforms.filter((platform: PlatformEntry) => platform.required).map((platform: PlatformEntry) => platform.id)).toEqual([1, 2]);
    expect(answer.platforms.find((platform: PlatformEntry) => platform.id === 1026)).toEqual({
      id: 1026,
      name: 'Spotify',
      type: 'streaming',
      group: null,
      rank: 10,
      logo: { kind: 'simple-icons', slug: 'spotify' },
      required: false,
      pseudo: false,
    });
    expect(answer.platforms.find((platform: PlatformEntry) => platform.id === 1320)).toMatchObject({ group: 'korea', logo: { kind: 'monogram' } });
    expect(answer.platforms.find((platform: PlatformEntry) => platform.id === 1900)).toMatchObject({ pseudo: true });
    expect(answer.contentId).toEqual({ platformId: 1900, disabledWhenSelected: [1028], messageKey: 'store_content_id_with_youtube_music' });
  });

  it('follows the account: region, flags set by operators', async () => {
    const brazilian = await signUpArtist(ctx, { region: 'BR' });
    expect(platformIds((await brazilian.client.get('/api/release/platforms')).body.data.platforms)).toContain(1402);

    const flagged = await signUpArtist(ctx, { region: 'US' });
    await ctx.services.db
      .update(users)
      .set({ extra: { releaseFlags: { allowAppleMusic: true, disableSocialPlatforms: true, flexibleInHouseSelection: true } } })
      .where(eq(users.id, flagged.userId));
    await ctx.services.sessions.invalidateUser(flagged.userId);
    const platforms: (PlatformEntry & { type: string })[] = (await flagged.client.get('/api/release/platforms')).body.data.platforms;
    expect(platformIds(platforms)).toContain(1036);
    expect(platforms.filter((platform) => platform.type === 'social')).toEqual([]);
    expect(platforms.filter((platform) => platform.required)).toEqual([]);
  });

  it('is refused to a member without the Release permission', async () => {
    const { member } = await ownerWithMember(ctx, { 2: [1] });
    expect((await member.client.get('/api/release/platforms')).status).toBe(403);
  });
});

describe('operators’ platform rules', () => {
  it('shows the defaults, replaces the whole table, applies it to accounts, and goes back to the defaults', async () => {
    const initial = (await operator.get('/api/admin/platform-rules')).body.data;
    expect(initial).toEqual({ rules: defaultPlatformRules, usingDefaults: true, updatedAt: null });

    const rules = [
      { platformId: 1, required: true },
      { platformId: 1026, regions: { exclude: ['US'] } },
      { platformId: 1360, userSources: { include: [5, 6] }, hiddenByFlag: 'disableNetEase' },
    ];
    const saved = await operator.put('/api/admin/platform-rules', { rules });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ rules, usingDefaults: false, updatedAt: expect.any(String) });
    expect((await operator.get('/api/admin/platform-rules')).body.data.rules).toEqual(rules);

    const american = await signUpArtist(ctx, { region: 'US' });
    const platforms: PlatformEntry[] = (await american.client.get('/api/release/platforms')).body.data.platforms;
    expect(platformIds(platforms)).not.toContain(1026);
    expect(platformIds(platforms)).not.toContain(1360);
    // The table replaced the defaults: Apple has no rule any more, and only the first in-house app is required.
    expect(platformIds(platforms)).toContain(1036);
    expect(platforms.filter((platform) => platform.required).map((platform) => platform.id)).toEqual([1]);

    await ctx.services.db.update(users).set({ signStatus: SignStatus.ALL_SIGNED }).where(eq(users.id, american.userId));
    await ctx.services.sessions.invalidateUser(american.userId);
    const refused = await american.client.post('/api/release', await validSingle(ctx, american.userId));
    expect(details(refused)).toEqual({ 'album.stores': 'rule_store_not_allowed' });

    const reset = await operator.put('/api/admin/platform-rules', { rules: [] });
    expect(reset.body.data).toEqual({ rules: defaultPlatformRules, usingDefaults: true, updatedAt: null });
    expect(platformIds((await american.client.get('/api/release/platforms')).body.data.platforms)).toContain(1026);
  });

  it('refuses a table with a wrong rule, naming each problem, and keeps the one in force', async () => {
    await operator.put('/api/admin/platform-rules', { rules: [{ platformId: 1, required: true }] });
    const unknown = await operator.put('/api/admin/platform-rules', {
      rules: [{ platformId: 424_242 }, { platformId: 1026, regions: { include: ['US', 'XX'] } }, { platformId: 1032, regions: { exclude: ['ZZ'] } }],
    });
    expect(unknown.status).toBe(400);
    expect(details(unknown)).toEqual({
      'body.rules.0.platformId': 'platform_rule_unknown_platform',
      'body.rules.1.regions.include.1': 'platform_rule_unknown_region',
      'body.rules.2.regions.exclude.0': 'platform_rule_unknown_region',
    });
    expect(unknown.body.baseResponse.details!.map((detail) => detail.message)).toEqual(['There is no store with the id 424242.', '"XX" is not a country code.', '"ZZ" is not a country code.']);

    const shapes = await operator.put('/api/admin/platform-rules', {
      rules: [
        { platformId: 0 },
        { platformId: 1, regions: { include: ['us'] } },
        { platformId: 1, userSources: { exclude: [12] } },
        { platformId: 1, requiresFlag: 'allowEverything' },
        { platformId: 1, hiddenByFlag: 'x' },
        { platformId: 1, required: 'yes' },
        { platformId: 1, colour: 'red' },
      ],
    });
    expect(Object.keys(details(shapes))).toEqual([
      'body.rules.0.platformId',
      'body.rules.1.regions.include.0',
      'body.rules.2.userSources.exclude.0',
      'body.rules.3.requiresFlag',
      'body.rules.4.hiddenByFlag',
      'body.rules.5.required',
      'body.rules.6',
    ]);
    expect(Object.keys(details(await operator.put('/api/admin/platform-rules', {})))).toEqual(['body.rules']);
    expect((await operator.get('/api/admin/platform-rules')).body.data.rules).toEqual([{ platformId: 1, required: true }]);
    await operator.put('/api/admin/platform-rules', { rules: [] });
  });

  it('is for operators only', async () => {
    const { client } = await signUpArtist(ctx);
    expect((await client.get('/api/admin/platform-rules')).status).toBe(403);
    const refused = await client.put('/api/admin/platform-rules', { rules: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.baseResponse.messageKey).toBe('error_admin_only');
  });
});
