import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contracts, linkedAccounts, monetizationOptIns, notices, releases, royaltyEntries, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { ContractSignStatus, ContractType } from '@portal/domain/contracts';
import { ReleaseStatus, SignStatus } from '@portal/domain/enums';
import type { TrackInput } from '@portal/domain/release/model';
import { createTestContext, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';
import { ownerWithMember, setMemberPermissions } from '../../test/teams.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

let isrcCounter = 0;
const nextIsrc = () => `QZMN0260${String(++isrcCounter).padStart(4, '0')}`;
/** A track the artist fully controls: every programme's rules pass once it is live. */
const original: Partial<TrackInput> = { publishingPercentage: 10_000 };

/** Submits a single for the account, has the operator approve it, and moves it to the given status. */
async function single(client: TestClient, userId: number, track: Partial<TrackInput> = original, status: number = ReleaseStatus.Live, title = 'Midnight Drive') {
  const release = await client.post('/api/release', await validSingle(ctx, userId, {}, { ...track, title, isrc: nextIsrc() }));
  if (release.status !== 200) throw new Error(`release refused: ${JSON.stringify(release.body)}`);
  const albumId = release.body.data.albumId as number;
  await operator.post('/api/admin/releases/decide', { albumId, decision: 'approve' });
  await ctx.services.db.update(releases).set({ status }).where(eq(releases.id, albumId));
  return { albumId, songId: release.body.data.tracks[0].songId as number };
}

/** The signed main agreement a programme agreement builds on. */
async function signMainAgreement(userId: number) {
  await ctx.services.db.insert(contracts).values({
    userId,
    type: ContractType.MAIN_AGREEMENT,
    signStatus: ContractSignStatus.ALL_SIGNED,
    contractNumber: `T-MAIN-${userId}`,
    signMethod: 'SIMPLE_SIGN',
    region: 'BR',
    language: 'en',
    legalName: 'Luna Vega',
  });
}

const breakthroughList = async (client: TestClient, query: Record<string, string> = {}) => (await client.get('/api/monetization/breakthrough/track/list', query)).body.data;
const programmeList = async (client: TestClient, type: string, query: Record<string, string> = {}) => (await client.get('/api/monetization/list/track', { type, ...query })).body.data;
const entry = (list: { tracks: { songId: number }[] }, songId: number) => list.tracks.find((track) => track.songId === songId) as Record<string, any>;

describe('breakthrough', () => {
  it('lists tracks with their qualification, opts the qualified ones in at a tier and leaves the refused ones as they were', async () => {
    const artist = await signedArtist(ctx);
    const good = await single(artist.client, artist.userId, original, ReleaseStatus.Live, 'Good Song');
    const published = await single(artist.client, artist.userId, { ...original, existPublisher: true }, ReleaseStatus.Live, 'Published Song');
    const pending = await single(artist.client, artist.userId, original, ReleaseStatus.Approved, 'Pending Song');

    const list = await breakthroughList(artist.client);
    expect(list).toMatchObject({ type: 'BREAKTHROUGH', total: 3, contract: { contractType: ContractType.BREAKTHROUGH, contractId: null, signed: false } });
    expect(entry(list, good.songId)).toMatchObject({ title: 'Good Song', state: 'NOT_OPT_IN', qualified: true, messageKey: null, reason: null, tiers: [1, 2], tier: null });
    expect(entry(list, published.songId)).toMatchObject({ qualified: false, messageKey: 'rule_unqualified', reason: 'monetization_reason_rights', tiers: [] });
    expect(entry(list, pending.songId)).toMatchObject({ qualified: false, reason: 'monetization_reason_not_live' });

    const batch = await artist.client.post('/api/monetization/breakthrough/batch/create', { tier: 2, songIds: [good.songId, published.songId, pending.songId] });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect(batch.body.data).toMatchObject({ type: 'BREAKTHROUGH', changed: 1 });
    expect(batch.body.data.results).toEqual([
      { songId: good.songId, qualified: true, state: 'OPT_IN_INTENTION', tier: 2, messageKey: null, reason: null },
      { songId: published.songId, qualified: false, state: 'NOT_OPT_IN', tier: null, messageKey: 'rule_unqualified', reason: 'monetization_reason_rights' },
      { songId: pending.songId, qualified: false, state: 'NOT_OPT_IN', tier: null, messageKey: 'rule_unqualified', reason: 'monetization_reason_not_live' },
    ]);
    const rows = await ctx.services.db.select().from(monetizationOptIns).where(eq(monetizationOptIns.ownerUserId, artist.userId));
    expect(rows.map((row) => [row.trackId, row.state, row.tier])).toEqual([[good.songId, 'OPT_IN_INTENTION', 2]]);

    const intending = await breakthroughList(artist.client, { state: 'OPT_IN_INTENTION' });
    expect(intending.total).toBe(1);
    expect(intending.tracks[0]).toMatchObject({ songId: good.songId, tier: 2 });
    expect((await breakthroughList(artist.client, { count: '1', offset: '1' })).tracks).toHaveLength(1);

    const tier3 = await artist.client.post('/api/monetization/breakthrough/batch/create', { tier: 3, songIds: [good.songId] });
    expect(tier3.body.data.results[0]).toMatchObject({ qualified: false, state: 'OPT_IN_INTENTION', tier: 2, reason: 'monetization_reason_full_song' });
    expect((await artist.client.post('/api/monetization/breakthrough/batch/create', { tier: 4, songIds: [good.songId] })).status).toBe(400);
    expect((await artist.client.post('/api/monetization/breakthrough/batch/create', { tier: 1, songIds: [] })).status).toBe(400);
    expect((await artist.client.post('/api/monetization/breakthrough/batch/create', { tier: 1, songIds: [good.songId, good.songId] })).status).toBe(400);
  });

  it('moves intentions to opt-ins when the programme agreement is signed; later opt-ins count at once', async () => {
    const artist = await signedArtist(ctx);
    const first = await single(artist.client, artist.userId);
    const second = await single(artist.client, artist.userId, original, ReleaseStatus.Delivered, 'Second Song');
    await artist.client.post('/api/monetization/breakthrough/batch/create', { tier: 1, songIds: [first.songId] });

    const withoutMain = await artist.client.post('/api/monetization/contract/breakthrough/create', { legalName: 'Luna Vega' });
    expect(withoutMain.status).toBe(409);
    expect(withoutMain.body.baseResponse.errorCode).toBe(BusinessCode.CONTRACT_MAIN_STATUS);

    await signMainAgreement(artist.userId);
    const made = await artist.client.post('/api/monetization/contract/breakthrough/create', { legalName: 'Luna Vega' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const contractId = made.body.data.contract.contractId;
    expect(made.body.data).toMatchObject({ contract: { type: ContractType.BREAKTHROUGH, signStatus: ContractSignStatus.SENT }, signPath: `/contract/sign/${contractId}` });
    expect((await artist.client.post('/api/monetization/contract/breakthrough/create', { legalName: 'Luna Vega' })).body.baseResponse.errorCode).toBe(BusinessCode.CONTRACT_CREATION_LOCKED);
    const document = (await artist.client.get('/api/contract', { contractId: String(contractId) })).body.data.document;
    expect(document.title).toBe('SoundPort Breakthrough Programme Agreement');
    expect((await breakthroughList(artist.client)).contract).toEqual({ contractType: 2, contractId, signStatus: ContractSignStatus.SENT, signed: false });
    expect(entry(await breakthroughList(artist.client), first.songId).state).toBe('OPT_IN_INTENTION');

    const signed = await artist.client.post('/api/contract/sign', { contractId, signatureName: 'luna vega', consent: true });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const after = await breakthroughList(artist.client);
    expect(after.contract.signed).toBe(true);
    expect(entry(after, first.songId)).toMatchObject({ state: 'OPT_IN', tier: 1 });
    expect(entry(after, first.songId).optedInAt).not.toBeNull();

    const later = await artist.client.post('/api/monetization/breakthrough/batch/create', { tier: 2, songIds: [second.songId] });
    expect(later.body.data.results[0]).toMatchObject({ qualified: true, state: 'OPT_IN', tier: 2 });
    // The signature moved breakthrough only: another programme's agreement is still to come.
    expect((await programmeList(artist.client, 'CML')).contract).toMatchObject({ contractType: ContractType.TRACK_PLUS, signed: false });
  });

  it('lets exactly one of two concurrent creations of a programme agreement through, in the language asked for', async () => {
    const artist = await signedArtist(ctx);
    await signMainAgreement(artist.userId);
    const create = () => artist.client.post('/api/monetization/contract/breakthrough/create', { legalName: 'Luna Vega', language: 'pt-BR' });
    const results = await Promise.all([create(), create()]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)!.body.baseResponse.errorCode).toBe(BusinessCode.CONTRACT_CREATION_LOCKED);
    const rows = await ctx.services.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.userId, artist.userId), eq(contracts.type, ContractType.BREAKTHROUGH)));
    expect(rows).toHaveLength(1);
    const contractId = results.find((result) => result.status === 200)!.body.data.contract.contractId;
    const document = (await artist.client.get('/api/contract', { contractId: String(contractId) })).body.data.document;
    expect(document).toMatchObject({ language: 'pt-BR', title: 'Contrato do Programa Breakthrough da SoundPort' });
  });

  it('changes tiers of opted-in tracks and opts them out; a track not in the programme cannot change tier', async () => {
    const artist = await signedArtist(ctx);
    const joined = await single(artist.client, artist.userId);
    const outside = await single(artist.client, artist.userId, original, ReleaseStatus.Live, 'Outside Song');
    await artist.client.post('/api/monetization/breakthrough/batch/create', { tier: 1, songIds: [joined.songId] });

    const update = await artist.client.post('/api/monetization/breakthrough/batch/update', { action: 'CHANGE_TIER', tier: 2, songIds: [joined.songId, outside.songId] });
    expect(update.body.data.results).toEqual([
      { songId: joined.songId, qualified: true, state: 'OPT_IN_INTENTION', tier: 2, messageKey: null, reason: null },
      { songId: outside.songId, qualified: false, state: 'NOT_OPT_IN', tier: null, messageKey: 'monetization_not_opted_in', reason: null },
    ]);
    expect((await artist.client.post('/api/monetization/breakthrough/batch/update', { action: 'CHANGE_TIER', songIds: [joined.songId] })).status).toBe(400);

    const out = await artist.client.post('/api/monetization/breakthrough/batch/update', { action: 'OPT_OUT', songIds: [joined.songId] });
    expect(out.body.data.results[0]).toMatchObject({ qualified: true, state: 'OPT_OUT', tier: null });
    expect(entry(await breakthroughList(artist.client), joined.songId)).toMatchObject({ state: 'OPT_OUT', tier: null });
  });
});

describe('licensing programmes and the account defaults', () => {
  it("reads the release form's opt-ins as intentions, opts in and out per track, and prepares the Track Plus agreement", async () => {
    const artist = await signedArtist(ctx);
    const flagged = await single(artist.client, artist.userId, { ...original, optInCML: true });
    const sampled = await single(artist.client, artist.userId, { ...original, licensedContent: false }, ReleaseStatus.Live, 'Plain Song');
    const cml = await programmeList(artist.client, 'CML');
    expect(entry(cml, flagged.songId)).toMatchObject({ state: 'OPT_IN_INTENTION', qualified: true });
    expect(entry(cml, sampled.songId)).toMatchObject({ state: 'NOT_OPT_IN', qualified: true });

    const out = await artist.client.post('/api/monetization/batch/create', { type: 'CML', action: 'OPT_OUT', songIds: [flagged.songId] });
    expect(out.body.data.results[0]).toMatchObject({ state: 'OPT_OUT' });
    const sync = await artist.client.post('/api/monetization/batch/create', { type: 'SYNC', songIds: [sampled.songId] });
    expect(sync.body.data.results[0]).toMatchObject({ qualified: true, state: 'OPT_IN_INTENTION', tier: null });
    expect((await artist.client.post('/api/monetization/batch/create', { type: 'BREAKTHROUGH', songIds: [sampled.songId] })).status).toBe(400);

    await signMainAgreement(artist.userId);
    const made = await artist.client.post('/api/monetization/contract/create', { type: 'SYNC', legalName: 'Luna Vega' });
    expect(made.body.data.contract.type).toBe(ContractType.TRACK_PLUS);
    await artist.client.post('/api/contract/sign', { contractId: made.body.data.contract.contractId, signatureName: 'Luna Vega', consent: true });
    expect(entry(await programmeList(artist.client, 'SYNC'), sampled.songId).state).toBe('OPT_IN');
    // The form's wish now counts too, except where the account opted out.
    expect(entry(await programmeList(artist.client, 'CAPCUT'), flagged.songId).state).toBe('NOT_OPT_IN');
    expect(entry(await programmeList(artist.client, 'CML'), flagged.songId).state).toBe('OPT_OUT');
    const contentId = await artist.client.post('/api/monetization/contract/create', { type: 'YOUTUBE_CONTENT_ID', legalName: 'Luna Vega' });
    expect(contentId.body.data.contract.type).toBe(ContractType.YOUTUBE_CONTENT_ID);
  });

  it('opts qualified tracks in by the account default (GET and PUT /opt-in-feat) unless a track chose otherwise', async () => {
    const artist = await signedArtist(ctx);
    const plain = await single(artist.client, artist.userId);
    const cover = await single(
      artist.client,
      artist.userId,
      { ...original, version: 'Cover', originalTitle: 'Blue Moon', originalSongwritersName: ['Richard Rodgers'] },
      ReleaseStatus.Live,
      'Blue Moon',
    );
    const initial = (await artist.client.get('/api/opt-in-feat')).body.data;
    expect(initial).toEqual({ defaults: { BREAKTHROUGH: false, YOUTUBE_CONTENT_ID: false, CAPCUT: false, CML: false, SYNC: false, UG: false }, updatedAt: null });

    const saved = await artist.client.put('/api/opt-in-feat', { defaults: { YOUTUBE_CONTENT_ID: true } });
    expect(saved.body.data.defaults).toMatchObject({ YOUTUBE_CONTENT_ID: true, CML: false });
    expect(saved.body.data.updatedAt).not.toBeNull();
    const contentId = await programmeList(artist.client, 'YOUTUBE_CONTENT_ID');
    expect(entry(contentId, plain.songId).state).toBe('OPT_IN_INTENTION');
    expect(entry(contentId, cover.songId)).toMatchObject({ state: 'NOT_OPT_IN', qualified: false, reason: 'monetization_reason_content_id_material' });
    await artist.client.post('/api/monetization/batch/create', { type: 'YOUTUBE_CONTENT_ID', action: 'OPT_OUT', songIds: [plain.songId] });
    expect(entry(await programmeList(artist.client, 'YOUTUBE_CONTENT_ID'), plain.songId).state).toBe('OPT_OUT');
    expect((await artist.client.put('/api/opt-in-feat', { defaults: { SOMETHING: true } })).status).toBe(400);
    expect((await artist.client.put('/api/opt-in-feat', { defaults: { CML: 'yes' } })).status).toBe(400);
  });

  it('counts tracks per programme and state, and earnings where the sales reports name the programme', async () => {
    const artist = await signedArtist(ctx);
    const live = await single(artist.client, artist.userId, { ...original, optInCapCut: true });
    await single(artist.client, artist.userId, original, ReleaseStatus.Approved, 'Later Song');
    await artist.client.post('/api/monetization/breakthrough/batch/create', { tier: 1, songIds: [live.songId] });
    const entryOf = (store: string, saleType: string, amount: bigint) => ({
      importId: 1,
      userId: artist.userId,
      ownerUserId: artist.userId,
      role: 'owner',
      releaseId: live.albumId,
      trackId: live.songId,
      store,
      country: 'BR',
      periodMonth: '2026-09-01',
      saleType,
      units: 10,
      gross: amount,
      commission: 0n,
      amount,
    });
    await ctx.services.db
      .insert(royaltyEntries)
      .values([
        entryOf('YouTube', 'ugc', 1_250_000n),
        entryOf('YouTube', 'ugc', 250_000n),
        entryOf('Facebook', 'ugc', 400_000n),
        entryOf('FlickCut', 'stream', 75_000n),
        entryOf('Spotify', 'stream', 9_000_000n),
      ]);

    const stats = (await artist.client.get('/api/monetization/statistic')).body.data;
    expect(stats.currency).toBe('USD');
    const of = (type: string) => stats.programmes.find((programme: { type: string }) => programme.type === type);
    expect(of('BREAKTHROUGH')).toMatchObject({ counts: { NOT_OPT_IN: 1, OPT_IN_INTENTION: 1, OPT_IN: 0, OPT_OUT: 0 }, qualified: 1, earnings: null });
    expect(of('CAPCUT')).toMatchObject({ counts: { NOT_OPT_IN: 1, OPT_IN_INTENTION: 1 }, earnings: '0.075000' });
    expect(of('YOUTUBE_CONTENT_ID').earnings).toBe('1.500000');
    expect(of('UG').earnings).toBe('0.400000');
    expect(of('CML').earnings).toBeNull();
    expect(stats.programmes.map((programme: { type: string }) => programme.type)).toEqual(['BREAKTHROUGH', 'YOUTUBE_CONTENT_ID', 'CAPCUT', 'CML', 'SYNC', 'UG']);
  });
});

describe('permissions and other accounts', () => {
  it('lets members with Release View read, Release Edit opt in, Contract Sign prepare agreements; earnings need Royalty View', async () => {
    const { owner, member, teamId } = await ownerWithMember(ctx, { 1: [1] });
    await ctx.services.db.update(users).set({ signStatus: SignStatus.ALL_SIGNED }).where(eq(users.id, owner.userId));
    const song = await single(owner.client, owner.userId);
    expect((await breakthroughList(member.client)).total).toBe(1);
    expect((await member.client.post('/api/monetization/breakthrough/batch/create', { tier: 1, songIds: [song.songId] })).status).toBe(403);
    expect((await member.client.put('/api/opt-in-feat', { defaults: { CML: true } })).status).toBe(403);
    expect((await member.client.post('/api/monetization/contract/create', { type: 'CML', legalName: 'Team Owner' })).status).toBe(403);
    const stats = (await member.client.get('/api/monetization/statistic')).body.data;
    expect(stats.programmes.every((programme: { earnings: unknown }) => programme.earnings === null)).toBe(true);

    await setMemberPermissions(ctx, teamId, member.userId, { 1: [1, 2], 3: [1] });
    const joined = await member.client.post('/api/monetization/breakthrough/batch/create', { tier: 1, songIds: [song.songId] });
    expect(joined.body.data.results[0]).toMatchObject({ qualified: true, state: 'OPT_IN_INTENTION' });
    const [row] = await ctx.services.db.select().from(monetizationOptIns).where(eq(monetizationOptIns.trackId, song.songId));
    expect(row).toMatchObject({ ownerUserId: owner.userId, updatedByUserId: member.userId });
    expect((await member.client.get('/api/monetization/statistic')).body.data.programmes[1].earnings).toBe('0.000000');
    expect((await member.client.post('/api/youtube/oac/merge/submit', { albumId: song.albumId, artistName: 'Luna Vega' })).status).toBe(403);

    // Contract Sign lets the member prepare the owner's programme agreement.
    await signMainAgreement(owner.userId);
    await setMemberPermissions(ctx, teamId, member.userId, { 1: [1, 2], 6: [1, 5] });
    const prepared = await member.client.post('/api/monetization/contract/create', { type: 'CML', legalName: 'Team Owner' });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const [contract] = await ctx.services.db.select().from(contracts).where(eq(contracts.id, prepared.body.data.contract.contractId));
    expect(contract).toMatchObject({ userId: owner.userId, type: ContractType.TRACK_PLUS });
  });

  it("answers another account's track as not found and changes nothing", async () => {
    const mine = await signedArtist(ctx);
    const theirs = await signedArtist(ctx);
    const own = await single(mine.client, mine.userId);
    const foreign = await single(theirs.client, theirs.userId);
    const refused = await mine.client.post('/api/monetization/breakthrough/batch/create', { tier: 1, songIds: [own.songId, foreign.songId] });
    expect(refused.status).toBe(404);
    expect(refused.body.baseResponse.messageKey).toBe('monetization_song_not_found');
    expect((await mine.client.post('/api/monetization/batch/create', { type: 'CML', songIds: [foreign.songId] })).status).toBe(404);
    expect(await ctx.services.db.select().from(monetizationOptIns).where(eq(monetizationOptIns.ownerUserId, mine.userId))).toEqual([]);
    expect(await ctx.services.db.select().from(monetizationOptIns).where(eq(monetizationOptIns.ownerUserId, theirs.userId))).toEqual([]);
    expect((await breakthroughList(mine.client)).tracks.map((track: { songId: number }) => track.songId)).toEqual([own.songId]);
  });
});

describe('Official Artist Channel merge', () => {
  it('needs a linked channel and a live release; operators move the request and the artist hears of it', async () => {
    const artist = await signedArtist(ctx);
    const status = async () => (await artist.client.get('/api/youtube/oac/merge/status')).body.data;
    expect(await status()).toEqual({ status: 1, channel: null, releases: [], block: 'not_linked', request: null });
    const refused = await artist.client.post('/api/youtube/oac/merge/submit', { albumId: 1, artistName: 'Luna Vega' });
    expect(refused.status).toBe(409);
    expect(refused.body.baseResponse.messageKey).toBe('oac_block_not_linked');

    await ctx.services.db.insert(linkedAccounts).values({ userId: artist.userId, platform: 'youtube', externalId: `UC-${artist.userId}`, displayName: 'Luna Vega Music', accessToken: 'token' });
    expect(await status()).toMatchObject({ channel: { channelId: `UC-${artist.userId}`, title: 'Luna Vega Music' }, block: 'no_live_release' });
    const approved = await single(artist.client, artist.userId, original, ReleaseStatus.Approved);
    expect((await status()).block).toBe('no_live_release');
    const live = await single(artist.client, artist.userId, original, ReleaseStatus.Live, 'Live Song');
    expect(await status()).toMatchObject({ block: null, releases: [{ albumId: live.albumId, title: 'Night Lights', artistName: 'Luna Vega' }] });
    expect((await artist.client.post('/api/youtube/oac/merge/submit', { albumId: approved.albumId, artistName: 'Luna Vega' })).status).toBe(404);
    expect((await artist.client.post('/api/youtube/oac/merge/submit', { albumId: live.albumId, artistName: '' })).status).toBe(400);

    const submitted = await artist.client.post('/api/youtube/oac/merge/submit', { albumId: live.albumId, artistName: 'Luna Vega' });
    expect(submitted.body.data).toMatchObject({ status: 2, block: 'pending', request: { status: 2, artistName: 'Luna Vega', channelTitle: 'Luna Vega Music', albumId: live.albumId } });
    expect((await artist.client.post('/api/youtube/oac/merge/submit', { albumId: live.albumId, artistName: 'Luna Vega' })).body.baseResponse.messageKey).toBe('oac_block_pending');

    expect((await artist.client.get('/api/admin/monetization/oac-merge')).status).toBe(403);
    const queue = (await operator.get('/api/admin/monetization/oac-merge')).body.data;
    const mine = queue.requests.find((request: { userId: number }) => request.userId === artist.userId);
    expect(mine).toMatchObject({ status: 2, email: artist.email, channelId: `UC-${artist.userId}` });
    const id = mine.id as number;
    expect((await operator.post('/api/admin/monetization/oac-merge/decide', { id, status: 5 })).status).toBe(400);
    expect((await operator.post('/api/admin/monetization/oac-merge/decide', { id, status: 3 })).body.data.status).toBe(3);
    expect((await operator.post('/api/admin/monetization/oac-merge/decide', { id, status: 3 })).status).toBe(409);
    expect((await status()).status).toBe(3);
    const rejected = await operator.post('/api/admin/monetization/oac-merge/decide', { id, status: 5, note: 'The channel name differs from the artist name.' });
    expect(rejected.body.data).toMatchObject({ status: 5, note: 'The channel name differs from the artist name.' });
    const [notice] = await ctx.services.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, artist.userId), eq(notices.subtype, 'OAC_REJECTED')));
    expect(notice).toMatchObject({ titleKey: 'notice_oac_rejected_title', link: '/monetization/video-platform' });
    expect(await status()).toMatchObject({ status: 5, block: null, request: { note: 'The channel name differs from the artist name.' } });

    const again = (await artist.client.post('/api/youtube/oac/merge/submit', { albumId: live.albumId, artistName: 'Luna Vega' })).body.data;
    expect((await operator.post('/api/admin/monetization/oac-merge/decide', { id: again.request.id, status: 4 })).body.data.status).toBe(4);
    expect(await status()).toMatchObject({ status: 4, block: 'merged' });
    expect((await operator.get('/api/admin/monetization/oac-merge', { status: '4' })).body.data.requests.some((request: { id: number }) => request.id === again.request.id)).toBe(true);
    expect((await operator.post('/api/admin/monetization/oac-merge/decide', { id: 999_999, status: 3 })).status).toBe(404);
  });
});
