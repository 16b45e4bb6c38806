import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityReferrals, ledgerTransactions, notices, users } from '@portal/db/schema';
import { SettlementStatus, SignStatus, SignUpSource } from '@portal/domain/enums';
import { balancesFromPostings, cachedBalances } from '../money/ledger.ts';
import { createTestContext, emailSignUp, signUpArtist, signUpOperator, uniqueEmail, type TestClient, type TestContext } from '../../test/harness.ts';
import { settledArtistWithSingle } from '../../test/money.ts';
import { validSingle } from '../../test/releases.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { settleReferral } from './referrals.ts';

let ctx: TestContext;
let operator: TestClient;
const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

async function createActivity(body: Record<string, unknown>) {
  const answer = await operator.post('/api/admin/activities', { description: 'Details', startAt: iso(-1), endAt: iso(30), ...body });
  if (answer.status !== 200) throw new Error(`activity refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data.activity as { activityId: number; status: string };
}

/** A visitor signs up from an invite link and creates a US artist profile with the code; they sign the agreement. */
async function signUpWithCode(inviteCode: string, nickname: string) {
  const client = ctx.client();
  const signUp = await emailSignUp(ctx, client, uniqueEmail('invitee'));
  const profile = await client.post('/api/users', { type: 0, nickname, region: 'US', inviteCode });
  if (profile.status !== 200) throw new Error(`profile refused: ${JSON.stringify(profile.body)}`);
  const userId = signUp.body.data.userId as number;
  await ctx.services.db.update(users).set({ signStatus: SignStatus.ALL_SIGNED }).where(eq(users.id, userId));
  await ctx.services.sessions.invalidateUser(userId);
  return { client, userId };
}

async function releaseApproved(client: TestClient, userId: number, isrc: string) {
  const release = await client.post('/api/release', await validSingle(ctx, userId, {}, { isrc }));
  if (release.status !== 200) throw new Error(`release refused: ${JSON.stringify(release.body)}`);
  const decided = await operator.post('/api/admin/releases/decide', { albumId: release.body.data.albumId, decision: 'approve' });
  expect(decided.status).toBe(200);
}

const info = (client: TestClient, activityId: number) => client.post('/api/open/activity/info', { activityId });
const statistics = async (client: TestClient, activityId: number) => (await info(client, activityId)).body.data.statistics;

describe('operators create and close activities', () => {
  it('refuses bad activities with a field error and non-operators with 403', async () => {
    const backwards = await operator.post('/api/admin/activities', { activityType: 'referral', title: 'Backwards', startAt: iso(2), endAt: iso(1), rewardAmount: '5' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.baseResponse.details).toContainEqual(expect.objectContaining({ field: 'body.endAt', messageKey: 'activity_end_before_start' }));
    const noReward = await operator.post('/api/admin/activities', { activityType: 'referral', title: 'Free', startAt: iso(0), endAt: iso(1) });
    expect(noReward.body.baseResponse.details).toContainEqual(expect.objectContaining({ field: 'body.rewardAmount', messageKey: 'activity_reward_required' }));
    const noTracks = await operator.post('/api/admin/activities', { activityType: 'volume_up', title: 'Loud', startAt: iso(0), endAt: iso(1) });
    expect(noTracks.body.baseResponse.details).toContainEqual(expect.objectContaining({ field: 'body.maxTracks', messageKey: 'activity_max_tracks_invalid' }));
    const artist = await signUpArtist(ctx);
    expect((await artist.client.post('/api/admin/activities', { activityType: 'volume_up', title: 'Mine', startAt: iso(0), endAt: iso(1), maxTracks: 1 })).status).toBe(403);
    expect((await artist.client.post('/api/admin/activities/close', { activityId: 1 })).status).toBe(403);
    expect((await artist.client.get('/api/activity/list', { listActivityType: 'admin' })).status).toBe(403);
    expect((await operator.post('/api/admin/activities/close', { activityId: 999_999 })).status).toBe(404);
  });

  it('derives the status from the dates and closing, and lists every activity newest first', async () => {
    const waiting = await createActivity({ activityType: 'volume_up', title: 'Next month', startAt: iso(10), endAt: iso(40), maxTracks: 1 });
    const over = await createActivity({ activityType: 'volume_up', title: 'Last month', startAt: iso(-40), endAt: iso(-10), maxTracks: 1 });
    const running = await createActivity({ activityType: 'volume_up', title: 'This month', maxTracks: 1 });
    expect([waiting.status, over.status, running.status]).toEqual(['WAITING_START', 'CLOSED', 'ONGOING']);
    expect((await operator.post('/api/admin/activities/close', { activityId: running.activityId })).status).toBe(200);
    const artist = await signUpArtist(ctx);
    const list = (await artist.client.get('/api/activity/list')).body.data;
    const byId = new Map(list.activities.map((activity: { activityId: number; status: string }) => [activity.activityId, activity.status]));
    expect(byId.get(running.activityId)).toBe('CLOSED');
    expect(byId.get(waiting.activityId)).toBe('WAITING_START');
    expect(list.activities[0].activityId).toBe(waiting.activityId);
    expect((await artist.client.get('/api/activity/list', { listActivityType: 'mine' })).body.data).toEqual({ total: 0, activities: [] });
    expect((await artist.client.get('/api/activity/list', { listActivityType: 'everything' })).status).toBe(400);
    expect((await artist.client.get('/api/activity/list', { count: '101' })).status).toBe(400);
  });
});

describe('the referral programme', () => {
  let referral: { activityId: number };
  let inviter: Awaited<ReturnType<typeof signUpArtist>>;
  let inviteCode: string;

  beforeAll(async () => {
    referral = await createActivity({ activityType: 'referral', title: 'Invite a friend', rewardAmount: '5.00' });
    inviter = await signUpArtist(ctx, { nickname: 'Luna Vale', region: 'US' });
  });

  it('gives the owner an invite link that joins the activity; members and other activities are refused', async () => {
    const invite = await inviter.client.post('/api/activity/invite', { activityId: referral.activityId });
    expect(invite.status).toBe(200);
    inviteCode = invite.body.data.inviteCode;
    expect(invite.body.data.inviteLink).toMatch(new RegExp(`/invite\\?invite-code=${inviteCode}&region=US$`));
    const mine = (await inviter.client.get('/api/activity/list', { listActivityType: 'mine' })).body.data;
    expect(mine.activities.map((activity: { activityId: number; joined: boolean }) => [activity.activityId, activity.joined])).toEqual([[referral.activityId, true]]);
    expect(await statistics(inviter.client, referral.activityId)).toEqual({ invitees: 0, approvedAccounts: 0, qualifiedTracks: 0, pendingPayments: 0, rewardedAccounts: 0, rewardsPaid: '0.000000' });

    const { member } = await ownerWithMember(ctx, { 1: [1, 2] });
    expect((await member.client.post('/api/activity/invite', { activityId: referral.activityId })).status).toBe(403);
    const volumeUp = await createActivity({ activityType: 'volume_up', title: 'Not a referral', maxTracks: 1 });
    expect((await inviter.client.post('/api/activity/invite', { activityId: volumeUp.activityId })).body.baseResponse.messageKey).toBe('activity_not_referral');
    const later = await createActivity({ activityType: 'referral', title: 'Later', rewardAmount: '1', startAt: iso(5), endAt: iso(9) });
    expect((await inviter.client.post('/api/activity/invite', { activityId: later.activityId })).status).toBe(409);
    expect((await inviter.client.post('/api/activity/invite', { activityId: 999_999 })).status).toBe(404);
    expect((await inviter.client.post('/api/activity/invite', { activityId: 'one' })).status).toBe(400);
  });

  it('tells the sign-up page who invited the visitor, and nothing for an unknown code', async () => {
    const visitor = ctx.client();
    expect((await visitor.get('/api/open/activity/inviter-info', { inviteCode })).body.data).toEqual({
      valid: true,
      inviterName: 'Luna Vale',
      activity: { activityId: referral.activityId, title: 'Invite a friend' },
    });
    expect((await visitor.get('/api/open/activity/inviter-info', { inviteCode: 'NOSUCHCODE' })).body.data).toEqual({ valid: false, inviterName: null, activity: null });
    expect((await visitor.get('/api/open/activity/inviter-info')).status).toBe(400);
  });

  it('records the source and the inviter of a sign-up with the code, and counts it as an invitee', async () => {
    const invitee = await signUpWithCode(inviteCode, 'Friend One');
    const [row] = await ctx.services.db.select().from(users).where(eq(users.id, invitee.userId));
    expect({ source: row!.source, invitedByCode: row!.invitedByCode }).toEqual({ source: SignUpSource.UG_REFERRAL, invitedByCode: inviteCode });
    expect((await invitee.client.get('/api/user')).body.data.user.source).toBe(SignUpSource.UG_REFERRAL);
    expect(await statistics(inviter.client, referral.activityId)).toMatchObject({ invitees: 1, approvedAccounts: 0, qualifiedTracks: 0, pendingPayments: 0 });
    // A bad code is a field error and creates no profile.
    const client = ctx.client();
    await emailSignUp(ctx, client, uniqueEmail('bad'));
    const refused = await client.post('/api/users', { type: 0, nickname: 'Nobody', region: 'US', inviteCode: 'NOSUCHCODE' });
    expect(refused.body.baseResponse.details).toContainEqual(expect.objectContaining({ field: 'body.inviteCode', messageKey: 'error_invite_code_invalid' }));
  });

  it('pays the inviter once through the ledger when a referred account qualifies, and the ledger balances', async () => {
    const invitee = await signUpWithCode(inviteCode, 'Friend Two');
    await releaseApproved(invitee.client, invitee.userId, 'QZAC02600001');
    // A release alone does not qualify: the identity is not approved yet.
    expect(await statistics(inviter.client, referral.activityId)).toMatchObject({ invitees: 2, approvedAccounts: 0, qualifiedTracks: 1, rewardedAccounts: 0 });
    expect((await inviter.client.get('/api/revenue/balance')).body.data.available).toBe('0.000000');

    await ctx.services.db.update(users).set({ status: SettlementStatus.IDENTIFYING }).where(eq(users.id, invitee.userId));
    expect((await operator.post('/api/admin/identity/decide', { userId: invitee.userId, decision: 'pass' })).status).toBe(200);
    expect(await statistics(inviter.client, referral.activityId)).toEqual({
      invitees: 2,
      approvedAccounts: 1,
      qualifiedTracks: 1,
      pendingPayments: 0,
      rewardedAccounts: 1,
      rewardsPaid: '5.000000',
    });
    expect((await inviter.client.get('/api/revenue/balance')).body.data.available).toBe('5.000000');

    // Another approved release and settling again change nothing.
    await releaseApproved(invitee.client, invitee.userId, 'QZAC02600002');
    expect(await settleReferral(ctx.services, invitee.userId)).toBe(false);
    const rewards = await ctx.services.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'referral_reward'));
    expect(rewards).toHaveLength(1);
    expect((await inviter.client.get('/api/revenue/balance')).body.data.available).toBe('5.000000');
    const rebuilt = await balancesFromPostings(ctx.services.db);
    expect(rebuilt.get('marketing:USD')).toBe(-5_000_000n);
    expect([...rebuilt.values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);
    expect(await cachedBalances(ctx.services.db)).toEqual(rebuilt);
    const told = await ctx.services.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, inviter.userId), eq(notices.subtype, 'REFERRAL_REWARD')));
    expect(told).toHaveLength(1);
    expect(await statistics(inviter.client, referral.activityId)).toMatchObject({ qualifiedTracks: 2, rewardedAccounts: 1 });
  });

  it('counts an approved account without a release as a payment pending, and pays when its release passes', async () => {
    const invitee = await signUpWithCode(inviteCode, 'Friend Three');
    await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED }).where(eq(users.id, invitee.userId));
    await ctx.services.sessions.invalidateUser(invitee.userId);
    expect(await statistics(inviter.client, referral.activityId)).toMatchObject({ invitees: 3, approvedAccounts: 2, pendingPayments: 1, rewardedAccounts: 1 });
    await releaseApproved(invitee.client, invitee.userId, 'QZAC02600003');
    expect(await statistics(inviter.client, referral.activityId)).toMatchObject({ invitees: 3, approvedAccounts: 2, pendingPayments: 0, rewardedAccounts: 2, rewardsPaid: '10.000000' });
    const admin = (await operator.get('/api/activity/list', { listActivityType: 'admin' })).body.data.activities.find((a: { activityId: number }) => a.activityId === referral.activityId);
    expect(admin).toMatchObject({ referrals: 3, rewardsPaid: '10.000000', participants: 1 });
  });

  it('does not count a referral that qualifies too late', async () => {
    const invitee = await signUpWithCode(inviteCode, 'Friend Late');
    await ctx.services.db
      .update(activityReferrals)
      .set({ signedUpAt: new Date(Date.now() - 61 * DAY) })
      .where(eq(activityReferrals.inviteeUserId, invitee.userId));
    await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED }).where(eq(users.id, invitee.userId));
    await releaseApproved(invitee.client, invitee.userId, 'QZAC02600004');
    expect(await statistics(inviter.client, referral.activityId)).toMatchObject({ invitees: 4, approvedAccounts: 3, pendingPayments: 0, rewardedAccounts: 2, rewardsPaid: '10.000000' });
  });

  it('stops counting sign-ups once an operator closes the activity', async () => {
    expect((await operator.post('/api/admin/activities/close', { activityId: referral.activityId })).status).toBe(200);
    const invitee = await signUpWithCode(inviteCode, 'Friend After');
    const [row] = await ctx.services.db.select().from(users).where(eq(users.id, invitee.userId));
    expect(row!.source).toBe(SignUpSource.UG_REFERRAL);
    expect(await statistics(inviter.client, referral.activityId)).toMatchObject({ invitees: 4 });
    expect((await info(ctx.client(), referral.activityId)).body.data.activity.status).toBe('CLOSED');
    expect((await inviter.client.post('/api/activity/invite', { activityId: referral.activityId })).body.baseResponse.messageKey).toBe('activity_not_running');
  });
});

describe('volume-up campaigns', () => {
  it('enters approved tracks of the account up to the limit; others are refused', async () => {
    const campaign = await createActivity({ activityType: 'volume_up', title: 'Volume up: summer', maxTracks: 1 });
    const artist = await settledArtistWithSingle(ctx, operator, 'QZAC02600010', { title: 'Summer Glow' });
    const joined = await artist.client.post('/api/activity/join/volumn-up', { activityId: campaign.activityId, songIds: [artist.songId] });
    expect(joined.body.data).toEqual({ activityId: campaign.activityId, songIds: [artist.songId] });
    // Entering the same track again is fine.
    expect((await artist.client.post('/api/activity/join/volumn-up', { activityId: campaign.activityId, songIds: [artist.songId] })).status).toBe(200);
    const detail = (await info(artist.client, campaign.activityId)).body.data;
    expect(detail.activity).toMatchObject({ joined: true, participants: 1, status: 'ONGOING' });
    expect(detail.entries).toEqual([{ songId: artist.songId, title: 'Summer Glow', releaseTitle: expect.any(String) }]);

    const other = await settledArtistWithSingle(ctx, operator, 'QZAC02600011');
    expect((await artist.client.post('/api/activity/join/volumn-up', { activityId: campaign.activityId, songIds: [other.songId] })).status).toBe(404);
    const second = await artist.client.post('/api/release', await validSingle(ctx, artist.userId, {}, { isrc: 'QZAC02600012' }));
    const pendingSong = second.body.data.tracks[0].songId;
    expect((await artist.client.post('/api/activity/join/volumn-up', { activityId: campaign.activityId, songIds: [pendingSong] })).body.baseResponse.messageKey).toBe('activity_song_not_approved');
    await operator.post('/api/admin/releases/decide', { albumId: second.body.data.albumId, decision: 'approve' });
    expect((await artist.client.post('/api/activity/join/volumn-up', { activityId: campaign.activityId, songIds: [pendingSong] })).body.baseResponse.messageKey).toBe('activity_too_many_tracks');
    expect((await artist.client.post('/api/activity/join/volumn-up', { activityId: campaign.activityId, songIds: [] })).status).toBe(400);

    const { member } = await ownerWithMember(ctx, { 1: [1] });
    expect((await member.client.post('/api/activity/join/volumn-up', { activityId: campaign.activityId, songIds: [artist.songId] })).status).toBe(403);
    const visitor = (await info(ctx.client(), campaign.activityId)).body.data;
    expect(visitor).toMatchObject({ activity: { joined: false, participants: 1 }, entries: [], statistics: null, invite: null });
    expect((await info(ctx.client(), 999_999)).status).toBe(404);

    await operator.post('/api/admin/activities/close', { activityId: campaign.activityId });
    expect((await other.client.post('/api/activity/join/volumn-up', { activityId: campaign.activityId, songIds: [other.songId] })).body.baseResponse.messageKey).toBe('activity_not_running');
  });
});
