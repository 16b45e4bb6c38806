import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { releases, teamMembers, teams, users } from '@portal/db/schema';
import { AccountTier, ReleaseStatus, UserType } from '@portal/domain/enums';
import { PromotionServiceType as T } from '@portal/domain/promotion/center';
import { createTestContext, signUpArtist, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { settledArtistWithSingle } from '../../test/money.ts';
import { validSingle } from '../../test/releases.ts';
import { setMemberPermissions } from '../../test/teams.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
let isrcCounter = 0;
const nextIsrc = () => `QZPC0260${String(++isrcCounter).padStart(4, '0')}`;

/** An approved single (out in 14 days), or live for `daysOut` days. */
async function artistWithSong(options: { daysOut?: number } = {}) {
  const artist = await settledArtistWithSingle(ctx, operator, nextIsrc());
  if (options.daysOut !== undefined) await makeLive(artist.albumId, options.daysOut);
  return artist;
}
async function makeLive(albumId: number, daysOut: number) {
  await ctx.services.db
    .update(releases)
    .set({ status: ReleaseStatus.Live, releaseTime: new Date(Date.now() - daysOut * DAY) })
    .where(eq(releases.id, albumId));
}
/** Another single of the same account, approved (and live when daysOut is given). */
async function addSong(artist: { client: TestClient; userId: number }, options: { daysOut?: number; title?: string } = {}) {
  const release = await artist.client.post(
    '/api/release',
    await validSingle(ctx, artist.userId, { title: options.title ?? 'Second Light' }, { isrc: nextIsrc(), title: options.title ?? 'Second Light' }),
  );
  if (release.status !== 200) throw new Error(JSON.stringify(release.body));
  const albumId = release.body.data.albumId as number;
  await operator.post('/api/admin/releases/decide', { albumId, decision: 'approve' });
  if (options.daysOut !== undefined) await makeLive(albumId, options.daysOut);
  return release.body.data.tracks[0].songId as number;
}

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
async function openCampaign(overrides: Record<string, unknown> = {}) {
  const created = await operator.post('/api/admin/promo/campaigns', {
    serviceType: T.EDITORIAL_PLAYLIST,
    title: 'Fresh Finds Weekly',
    description: 'Our editors’ weekly playlist.',
    startAt: iso(-1),
    endAt: iso(10),
    slots: 5,
    ...overrides,
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  return created.body.data as { id: number; state: string };
}
const applyFor = (client: TestClient, campaignId: number, songIds: number[], extra: Record<string, unknown> = {}) =>
  client.post('/api/promo/application', { campaignId, songIds, note: 'Our summer single.', acceptTerms: true, ...extra });
const decide = (applicationId: number, action: string, note = '') => operator.post('/api/admin/promo/applications/decide', { applicationId, action, note });
const songState = async (client: TestClient, songId: number) =>
  ((await client.get('/api/promo/song/list', { count: '100' })).body.data.songs as { songId: number; promotionState: string; riskReason: string | null }[]).find((song) => song.songId === songId);
const noticesOf = async (client: TestClient) => (await client.get('/api/notice/list')).body.data.noticeList as { subtype: string; title: string; content?: string; body?: string }[];

describe('campaigns', () => {
  it('operators open campaigns; users see those open now with the rules and whether they may apply', async () => {
    const artist = await artistWithSong({ daysOut: 10 });
    const open = await openCampaign({ title: 'Playlist open now' });
    expect(open.state).toBe('OPEN');
    await openCampaign({ title: 'Not yet', startAt: iso(2) });
    const closed = await openCampaign({ title: 'Closed early' });
    expect((await operator.post('/api/admin/promo/campaigns/close', { campaignId: closed.id })).body.data.state).toBe('CLOSED');
    await openCampaign({ title: 'Billboard', serviceType: T.BILLBOARD });

    const list = (await artist.client.get('/api/promo/campaign/list', { count: '100' })).body.data;
    const titles = list.campaigns.map((campaign: { title: string }) => campaign.title);
    expect(titles).toContain('Playlist open now');
    expect(titles).not.toContain('Not yet');
    expect(titles).not.toContain('Closed early');
    const playlist = list.campaigns.find((campaign: { id: number }) => campaign.id === open.id);
    expect(playlist).toMatchObject({ serviceType: T.EDITORIAL_PLAYLIST, slots: 5, slotsTaken: 0, canApply: true, block: null, rules: { timing: 'released', minTracks: 1, maxTracks: 3 } });
    expect(list.campaigns.find((campaign: { title: string }) => campaign.title === 'Billboard')).toMatchObject({ canApply: false, block: 'labels_only' });
    const billboards = (await artist.client.get('/api/promo/campaign/list', { serviceType: String(T.BILLBOARD) })).body.data;
    expect(billboards.campaigns.every((campaign: { serviceType: number }) => campaign.serviceType === T.BILLBOARD)).toBe(true);
    // The total counts every open campaign, on a short page and on a page past the end alike.
    expect(list.total).toBe(list.campaigns.length);
    const first = (await artist.client.get('/api/promo/campaign/list', { count: '1' })).body.data;
    expect(first).toMatchObject({ total: list.total });
    expect(first.campaigns).toHaveLength(1);
    const beyond = (await artist.client.get('/api/promo/campaign/list', { offset: String(list.total + 5), count: '10' })).body.data;
    expect(beyond).toEqual({ total: list.total, campaigns: [] });
  });

  it('refuses a campaign with its window backwards, of Discovery Mode, or from a non-operator', async () => {
    const backwards = await operator.post('/api/admin/promo/campaigns', { serviceType: T.SOCIAL_POST, title: 'Backwards', startAt: iso(3), endAt: iso(1), slots: 3 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.baseResponse.details![0]).toMatchObject({ field: 'body.endAt', messageKey: 'validation_invalid_value' });
    const selfServe = await operator.post('/api/admin/promo/campaigns', { serviceType: T.DISCOVERY_MODE, title: 'Discovery', startAt: iso(0), endAt: iso(3), slots: 3 });
    expect(selfServe.status).toBe(400);
    expect((await operator.post('/api/admin/promo/campaigns', { serviceType: 23, title: 'Unknown', startAt: iso(0), endAt: iso(3), slots: 3 })).status).toBe(400);
    const artist = await signUpArtist(ctx);
    expect((await artist.client.post('/api/admin/promo/campaigns', { serviceType: T.SOCIAL_POST, title: 'Mine', startAt: iso(0), endAt: iso(3), slots: 3 })).status).toBe(403);
    expect((await artist.client.get('/api/admin/promo/applications')).status).toBe(403);
  });
});

describe('applications', () => {
  it('applies with eligible tracks once per track and campaign; checks the tracks, their count, the window and the terms', async () => {
    const artist = await artistWithSong({ daysOut: 5 });
    const upcomingSong = await addSong(artist, { title: 'Harbour Song' });
    const campaign = await openCampaign({ slots: 3 });

    const picker = (await artist.client.get('/api/promo/song/list', { campaignId: String(campaign.id) })).body.data;
    expect(picker.songs.find((song: { songId: number }) => song.songId === artist.songId)).toMatchObject({ eligible: true, block: null, promotionState: 'NONE' });
    expect(picker.songs.find((song: { songId: number }) => song.songId === upcomingSong)).toMatchObject({ eligible: false, block: 'not_released' });

    const notReleased = await applyFor(artist.client, campaign.id, [upcomingSong]);
    expect(notReleased.status).toBe(400);
    expect(notReleased.body.baseResponse.messageKey).toBe('promo_block_not_released');
    expect(notReleased.body.baseResponse.details![0]).toMatchObject({ field: 'body.songIds.0', vars: { title: 'Harbour Song' } });
    expect((await applyFor(artist.client, campaign.id, [artist.songId], { acceptTerms: false })).status).toBe(400);
    expect((await applyFor(artist.client, campaign.id, [artist.songId, artist.songId])).status).toBe(400);
    const tooMany = await artistWithSong({ daysOut: 5 });
    const extra = [await addSong(tooMany, { daysOut: 5 }), await addSong(tooMany, { daysOut: 5, title: 'Third Light' }), await addSong(tooMany, { daysOut: 5, title: 'Fourth Light' })];
    const count = await applyFor(tooMany.client, campaign.id, [tooMany.songId, ...extra]);
    expect(count.status).toBe(400);
    expect(count.body.baseResponse).toMatchObject({ messageKey: 'promo_track_count' });
    expect(count.body.baseResponse.message).toContain('3');

    const applied = await applyFor(artist.client, campaign.id, [artist.songId]);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({
      campaignId: campaign.id,
      status: 'TO_BE_PROMOTED',
      note: 'Our summer single.',
      operatorNote: '',
      tracks: [{ songId: artist.songId, title: 'Midnight Drive' }],
    });
    const again = await applyFor(artist.client, campaign.id, [artist.songId]);
    expect(again.status).toBe(409);
    expect(again.body.baseResponse.messageKey).toBe('promo_track_already_applied');

    const mine = (await artist.client.get('/api/promo/application')).body.data;
    expect(mine.total).toBe(1);
    expect(mine.applications[0].id).toBe(applied.body.data.id);
    const listed = (await artist.client.get('/api/promo/campaign/list', { count: '100' })).body.data.campaigns.find((entry: { id: number }) => entry.id === campaign.id);
    expect(listed.appliedSongIds).toEqual([artist.songId]);

    const later = await openCampaign({ startAt: iso(1), title: 'Later' });
    expect((await applyFor(artist.client, later.id, [artist.songId])).body.baseResponse.messageKey).toBe('promo_campaign_closed');
    await operator.post('/api/admin/promo/campaigns/close', { campaignId: campaign.id });
    const closed = await applyFor(tooMany.client, campaign.id, [tooMany.songId]);
    expect(closed.status).toBe(409);
    expect(closed.body.baseResponse.messageKey).toBe('promo_campaign_closed');
    expect((await applyFor(artist.client, 999_999, [artist.songId])).status).toBe(404);
  });

  it('keeps each account to its own songs and applications', async () => {
    const a = await artistWithSong({ daysOut: 5 });
    const b = await artistWithSong({ daysOut: 5 });
    const campaign = await openCampaign();
    const foreign = await applyFor(a.client, campaign.id, [b.songId]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.baseResponse.messageKey).toBe('promo_song_not_found');
    const applied = (await applyFor(b.client, campaign.id, [b.songId])).body.data;
    expect((await a.client.get('/api/promo/application', { id: String(applied.id) })).status).toBe(404);
    expect((await a.client.get('/api/promo/application')).body.data.total).toBe(0);
    expect((await a.client.get('/api/promo/song/list', { count: '100' })).body.data.songs.map((song: { songId: number }) => song.songId)).toEqual([a.songId]);

    // Application records are a search entity of their own: by campaign title or a track's title or artist.
    const search = (client: TestClient, value: string) => client.post('/api/search/entity', { type: 'promotion_application', value });
    expect((await search(b.client, 'fresh finds')).body.data).toMatchObject({ type: 'promotion_application', total: 1, applications: [{ id: applied.id, tracks: [{ songId: b.songId }] }] });
    expect((await search(b.client, 'Midnight')).body.data.total).toBe(1);
    expect((await search(b.client, 'Luna Vega')).body.data.total).toBe(1);
    expect((await search(b.client, 'nothing like it')).body.data.total).toBe(0);
    expect((await search(a.client, 'fresh finds')).body.data.total).toBe(0);
  });

  it('lets operators accept, finish, refuse and take down in order only, filling at most the slots, and tells the applicant each time', async () => {
    const artist = await artistWithSong({ daysOut: 5 });
    const second = await addSong(artist, { daysOut: 5 });
    const rival = await artistWithSong({ daysOut: 5 });
    const campaign = await openCampaign({ slots: 2 });
    const app = (await applyFor(artist.client, campaign.id, [artist.songId, second])).body.data;
    const rivalApp = (await applyFor(rival.client, campaign.id, [rival.songId])).body.data;

    const queue = (await operator.get('/api/admin/promo/applications', { status: 'TO_BE_PROMOTED', campaignId: String(campaign.id) })).body.data;
    expect(queue.applications.map((entry: { id: number }) => entry.id)).toEqual([app.id, rivalApp.id]);
    expect(queue.applications[0]).toMatchObject({ userId: artist.userId, applicant: 'Test Artist', applicantEmail: artist.email });

    expect((await decide(app.id, 'finish')).status).toBe(409);
    expect((await decide(app.id, 'takedown')).body.baseResponse.messageKey).toBe('promo_transition_not_allowed');
    const accepted = await decide(app.id, 'accept', 'Scheduled for the Friday update.');
    expect(accepted.body.data).toMatchObject({ status: 'PROMOTING', operatorNote: 'Scheduled for the Friday update.' });
    expect((await decide(app.id, 'accept')).status).toBe(409);
    expect(await songState(artist.client, artist.songId)).toMatchObject({ promotionState: 'PROMOTING' });
    const mine = (await artist.client.get('/api/promo/application', { id: String(app.id) })).body.data.applications[0];
    expect(mine).toMatchObject({ status: 'PROMOTING', operatorNote: 'Scheduled for the Friday update.' });
    expect((await noticesOf(artist.client))[0]).toMatchObject({ subtype: 'PROMOTION_ACCEPTED' });
    expect(JSON.stringify((await noticesOf(artist.client))[0])).toContain('Fresh Finds Weekly');

    // Two places, both taken: the rival cannot be accepted, and nobody new may apply.
    const listed = (await rival.client.get('/api/promo/campaign/list', { count: '100' })).body.data.campaigns.find((entry: { id: number }) => entry.id === campaign.id);
    expect(listed).toMatchObject({ state: 'FULL', slotsTaken: 2, canApply: false });
    const full = await decide(rivalApp.id, 'accept');
    expect(full.status).toBe(409);
    expect(full.body.baseResponse.messageKey).toBe('promo_campaign_full');
    const latecomer = await artistWithSong({ daysOut: 5 });
    expect((await applyFor(latecomer.client, campaign.id, [latecomer.songId])).body.baseResponse.messageKey).toBe('promo_campaign_full');

    expect((await decide(rivalApp.id, 'refuse', 'Not this week.')).body.data).toMatchObject({ status: 'TAKEDOWN', operatorNote: 'Not this week.' });
    expect((await noticesOf(rival.client))[0]).toMatchObject({ subtype: 'PROMOTION_REFUSED' });
    expect((await decide(rivalApp.id, 'accept')).status).toBe(409);
    expect(await songState(rival.client, rival.songId)).toMatchObject({ promotionState: 'NONE' });

    expect((await decide(app.id, 'finish')).body.data.status).toBe('PROMOTED');
    expect(await songState(artist.client, artist.songId)).toMatchObject({ promotionState: 'PROMOTED' });
    expect((await noticesOf(artist.client))[0]).toMatchObject({ subtype: 'PROMOTION_FINISHED' });
    expect((await decide(app.id, 'takedown')).status).toBe(409);

    const other = await openCampaign({ serviceType: T.SOCIAL_POST, title: 'Social' });
    const running = (await applyFor(rival.client, other.id, [rival.songId])).body.data;
    await decide(running.id, 'accept');
    expect((await decide(running.id, 'takedown', 'Paused by the partner.')).body.data.status).toBe('TAKEDOWN');
    expect((await noticesOf(rival.client))[0]).toMatchObject({ subtype: 'PROMOTION_TAKEDOWN' });
    expect((await decide(999_999, 'accept')).status).toBe(404);
  });

  it('flags a track as a copyright risk: the application stops, the song shows the reason and qualifies for nothing', async () => {
    const artist = await artistWithSong({ daysOut: 5 });
    const campaign = await openCampaign();
    const app = (await applyFor(artist.client, campaign.id, [artist.songId])).body.data;
    await decide(app.id, 'accept');
    const flag = (songId: number) => operator.post('/api/admin/promo/applications/flag', { applicationId: app.id, songId, reason: 'Sample cleared for one territory only.' });
    expect((await flag(999_999)).body.baseResponse.messageKey).toBe('promo_song_not_in_application');
    const flagged = await flag(artist.songId);
    expect(flagged.body.data).toMatchObject({
      status: 'TAKEDOWN',
      operatorNote: 'Sample cleared for one territory only.',
      tracks: [{ songId: artist.songId, riskReason: 'Sample cleared for one territory only.' }],
    });
    expect((await flag(artist.songId)).status).toBe(409);
    expect(await songState(artist.client, artist.songId)).toMatchObject({ promotionState: 'COPYRIGHT_RISK', riskReason: 'Sample cleared for one territory only.' });
    const notice = (await noticesOf(artist.client))[0]!;
    expect(notice.subtype).toBe('PROMOTION_COPYRIGHT_RISK');
    expect(JSON.stringify(notice)).toContain('Sample cleared for one territory only.');

    const next = await openCampaign({ serviceType: T.SOCIAL_POST });
    const refused = await applyFor(artist.client, next.id, [artist.songId]);
    expect(refused.status).toBe(400);
    expect(refused.body.baseResponse.messageKey).toBe('promo_block_copyright_risk');
  });

  it('clears a copyright flag with a note: the track qualifies again, the artist is told, the history stays', async () => {
    const artist = await artistWithSong({ daysOut: 5 });
    const campaign = await openCampaign({ title: 'Flag then clear' });
    const app = (await applyFor(artist.client, campaign.id, [artist.songId])).body.data;
    await decide(app.id, 'accept');
    const unflag = (client: TestClient, body: Record<string, unknown>) => client.post('/api/admin/promo/applications/unflag', { applicationId: app.id, songId: artist.songId, ...body });

    const notFlagged = await unflag(operator, { note: 'Nothing to clear.' });
    expect(notFlagged.status).toBe(409);
    expect(notFlagged.body.baseResponse.messageKey).toBe('promo_track_not_flagged');
    await operator.post('/api/admin/promo/applications/flag', { applicationId: app.id, songId: artist.songId, reason: 'Reported by a rights holder.' });

    expect((await unflag(artist.client, { note: 'I own it.' })).status).toBe(403);
    expect((await unflag(operator, { note: '' })).status).toBe(400);
    expect((await unflag(operator, { songId: 999_999, note: 'Licence shown.' })).body.baseResponse.messageKey).toBe('promo_song_not_in_application');
    expect(await songState(artist.client, artist.songId)).toMatchObject({ promotionState: 'COPYRIGHT_RISK' });

    const cleared = await unflag(operator, { note: 'Licence shown by the artist.' });
    expect(cleared.status).toBe(200);
    // What the flag took down stays down: the artist applies again.
    expect(cleared.body.data).toMatchObject({ status: 'TAKEDOWN', tracks: [{ songId: artist.songId, riskReason: null }] });
    expect(cleared.body.data.copyrightHistory).toEqual([
      {
        songId: artist.songId,
        applicationId: app.id,
        reason: 'Reported by a rights holder.',
        flaggedBy: expect.any(String),
        flaggedAt: expect.any(String),
        clearedBy: expect.any(String),
        clearedAt: expect.any(String),
        clearNote: 'Licence shown by the artist.',
      },
    ]);
    expect(cleared.body.data.copyrightHistory[0].clearedBy).toBe(cleared.body.data.copyrightHistory[0].flaggedBy);
    expect((await unflag(operator, { note: 'Again.' })).status).toBe(409);

    const notice = (await noticesOf(artist.client))[0]!;
    expect(notice.subtype).toBe('PROMOTION_COPYRIGHT_CLEARED');
    expect(JSON.stringify(notice)).toContain('Licence shown by the artist.');
    expect(await songState(artist.client, artist.songId)).toMatchObject({ promotionState: 'NONE', riskReason: null });
    const next = await openCampaign({ serviceType: T.SOCIAL_POST, title: 'After clearing' });
    expect((await applyFor(artist.client, next.id, [artist.songId])).status).toBe(200);

    const queue = (await operator.get('/api/admin/promo/applications', { campaignId: String(campaign.id) })).body.data.applications;
    expect(queue[0].copyrightHistory[0]).toMatchObject({ reason: 'Reported by a rights holder.', clearNote: 'Licence shown by the artist.' });
  });

  it('checks who may apply: labels only and the account tier', async () => {
    const artist = await artistWithSong({ daysOut: 5 });
    const billboard = await openCampaign({ serviceType: T.BILLBOARD });
    const refused = await applyFor(artist.client, billboard.id, [artist.songId]);
    expect(refused.status).toBe(403);
    expect(refused.body.baseResponse.messageKey).toBe('promo_applicant_labels_only');
    await ctx.services.db.update(users).set({ type: UserType.LABEL, tier: AccountTier.NORMAL }).where(eq(users.id, artist.userId));
    await ctx.services.sessions.invalidateUser(artist.userId);
    expect((await applyFor(artist.client, billboard.id, [artist.songId])).body.baseResponse.messageKey).toBe('promo_applicant_tier_too_low');
    await ctx.services.db.update(users).set({ tier: AccountTier.HIGH_QUALITY }).where(eq(users.id, artist.userId));
    await ctx.services.sessions.invalidateUser(artist.userId);
    expect((await applyFor(artist.client, billboard.id, [artist.songId])).status).toBe(200);
  });

  it('team members read with Release View and apply with Release Edit, for the owner’s account', async () => {
    const owner = await artistWithSong({ daysOut: 5 });
    const member = await signUpArtist(ctx, { nickname: 'Team Member' });
    const [team] = await ctx.services.db.insert(teams).values({ ownerUserId: owner.userId, name: 'Owner Team' }).returning();
    await ctx.services.db.insert(teamMembers).values({ teamId: team!.id, userId: member.userId, permissions: { 2: [1] } });
    await member.client.post('/api/team/switch', { id: team!.id });
    const campaign = await openCampaign();

    expect((await member.client.get('/api/promo/campaign/list')).status).toBe(403);
    expect((await member.client.get('/api/promo/song/list')).status).toBe(403);
    await setMemberPermissions(ctx, team!.id, member.userId, { 1: [1] });
    expect((await member.client.get('/api/promo/song/list')).body.data.songs.map((song: { songId: number }) => song.songId)).toEqual([owner.songId]);
    expect((await applyFor(member.client, campaign.id, [owner.songId])).status).toBe(403);
    await setMemberPermissions(ctx, team!.id, member.userId, { 1: [1, 2] });
    const applied = await applyFor(member.client, campaign.id, [owner.songId]);
    expect(applied.status).toBe(200);
    expect((await owner.client.get('/api/promo/application')).body.data.applications[0].id).toBe(applied.body.data.id);
    expect((await member.client.put('/api/promo/dm/status', { optIn: true, acceptRate: true })).status).toBe(403);
  });
});

describe('Discovery Mode', () => {
  it('a settled account joins by accepting the reduced rate, then puts songs out 30 days in; leaving takes them out', async () => {
    const newcomer = await signUpArtist(ctx);
    expect((await newcomer.client.get('/api/promo/dm/status')).body.data).toMatchObject({ status: 'NOT_ELIGIBLE', rateReduction: 30, trackCount: 0 });
    expect((await newcomer.client.put('/api/promo/dm/status', { optIn: true, acceptRate: true })).body.baseResponse.messageKey).toBe('promo_dm_not_eligible');

    const artist = await artistWithSong({ daysOut: 40 });
    const fresh = await addSong(artist, { daysOut: 10, title: 'Fresh Tune' });
    const upcoming = await addSong(artist, { title: 'Not Out' });
    expect((await artist.client.get('/api/promo/dm/status')).body.data).toMatchObject({ status: 'NOT_OPTED_IN', optedInAt: null });
    const list = (await artist.client.get('/api/promo/dm/track/list')).body.data;
    expect(list.total).toBe(2);
    expect(list.tracks.map((track: { songId: number }) => track.songId)).not.toContain(upcoming);
    expect(list.tracks.find((track: { songId: number }) => track.songId === artist.songId)).toMatchObject({ enabled: false, eligible: true, block: null });
    expect(list.tracks.find((track: { songId: number }) => track.songId === fresh)).toMatchObject({ eligible: false, block: 'too_new' });

    expect((await artist.client.put('/api/promo/dm/track/list', { songIds: [artist.songId], enabled: true })).body.baseResponse.messageKey).toBe('promo_dm_not_opted_in');
    const withoutRate = await artist.client.put('/api/promo/dm/status', { optIn: true });
    expect(withoutRate.status).toBe(400);
    expect(withoutRate.body.baseResponse.messageKey).toBe('promo_dm_accept_rate_required');
    const joined = (await artist.client.put('/api/promo/dm/status', { optIn: true, acceptRate: true })).body.data;
    expect(joined).toMatchObject({ status: 'OPTED_IN', rateReduction: 30 });
    expect(joined.optedInAt).not.toBeNull();
    expect((await noticesOf(artist.client))[0]).toMatchObject({ subtype: 'DISCOVERY_MODE' });

    const tooNew = await artist.client.put('/api/promo/dm/track/list', { songIds: [artist.songId, fresh], enabled: true });
    expect(tooNew.status).toBe(400);
    expect(tooNew.body.baseResponse.messageKey).toBe('promo_block_too_new');
    expect((await artist.client.get('/api/promo/dm/status')).body.data.trackCount).toBe(0);
    const other = await artistWithSong({ daysOut: 40 });
    expect((await artist.client.put('/api/promo/dm/track/list', { songIds: [other.songId], enabled: true })).status).toBe(404);
    expect((await artist.client.put('/api/promo/dm/track/list', { songIds: [artist.songId], enabled: true })).body.data.trackCount).toBe(1);
    expect((await artist.client.get('/api/promo/dm/track/list')).body.data.tracks.find((track: { songId: number }) => track.songId === artist.songId).enabled).toBe(true);
    expect((await artist.client.put('/api/promo/dm/track/list', { songIds: [artist.songId], enabled: false })).body.data.trackCount).toBe(0);
    await artist.client.put('/api/promo/dm/track/list', { songIds: [artist.songId], enabled: true });

    // A track flagged as a copyright risk leaves Discovery Mode and cannot come back.
    const campaign = await openCampaign();
    const app = (await applyFor(artist.client, campaign.id, [artist.songId])).body.data;
    await operator.post('/api/admin/promo/applications/flag', { applicationId: app.id, songId: artist.songId, reason: 'Disputed master.' });
    expect((await artist.client.get('/api/promo/dm/status')).body.data.trackCount).toBe(0);
    expect((await artist.client.get('/api/promo/dm/track/list')).body.data.tracks.find((track: { songId: number }) => track.songId === artist.songId)).toMatchObject({
      enabled: false,
      eligible: false,
      block: 'copyright_risk',
    });
    expect((await artist.client.put('/api/promo/dm/track/list', { songIds: [artist.songId], enabled: true })).body.baseResponse.messageKey).toBe('promo_block_copyright_risk');

    const left = (await artist.client.put('/api/promo/dm/status', { optIn: false })).body.data;
    expect(left).toMatchObject({ status: 'NOT_OPTED_IN', trackCount: 0, optedInAt: null });
  });
});
