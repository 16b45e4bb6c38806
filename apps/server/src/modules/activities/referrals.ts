import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { activities, activityParticipants, activityReferrals, users } from '@portal/db/schema';
import { qualifies, referralStatistics, type ReferredAccount } from '@portal/domain/activities';
import { ReleaseStatus } from '@portal/domain/enums';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { isProfilePassed } from '@portal/domain/user-state';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from '../../platform/session.ts';
import { notify } from '../notices/notify.ts';
import { Accounts } from '../money/accounts.ts';
import { post } from '../money/ledger.ts';
import { join } from './activity-view.ts';

/** Songs of an account on releases that passed review (Approved, Delivered, Live). */
const approvedTracksOf = (userId: unknown) => sql<number>`(
  select count(*)::int from tracks t join releases r on r.id = t.release_id
  where t.owner_user_id = ${userId} and r.deleted_at is null
    and r.status in (${ReleaseStatus.Approved}, ${ReleaseStatus.Delivered}, ${ReleaseStatus.Live}))`;

/** The referral activity running now that a sign-up with this inviter's code counts for: one they joined first. */
export async function runningReferralActivity(services: Services, inviterId: number, now: Date) {
  const [row] = await services.db
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .leftJoin(activityParticipants, and(eq(activityParticipants.activityId, activities.id), eq(activityParticipants.userId, inviterId)))
    .where(and(eq(activities.activityType, 'referral'), lte(activities.startAt, now), gt(activities.endAt, now), or(isNull(activities.closedAt), gt(activities.closedAt, now))))
    .orderBy(sql`${activityParticipants.userId} is null`, desc(activities.startAt), asc(activities.id))
    .limit(1);
  return row ?? null;
}

/**
 * A profile created with an invite code (the inviter and source UG_REFERRAL are on the user row already) counts for
 * the referral activity running now, if there is one; the inviter then takes part in it.
 */
export async function recordReferral(services: Services, invitee: UserRow): Promise<void> {
  if (!invitee.invitedByCode) return;
  const [inviter] = await services.db.select({ id: users.id }).from(users).where(eq(users.inviteCode, invitee.invitedByCode));
  if (!inviter || inviter.id === invitee.id) return;
  const now = new Date();
  const activity = await runningReferralActivity(services, inviter.id, now);
  if (!activity) return;
  await services.db.insert(activityReferrals).values({ inviteeUserId: invitee.id, activityId: activity.id, inviterUserId: inviter.id, signedUpAt: now }).onConflictDoNothing();
  await join(services, activity.id, inviter.id);
}

/**
 * Pays the inviter's reward once the referred account qualifies (identity approved and a release approved, within
 * the time to qualify). Called when either event happens; safe to call any number of times: the referral row is
 * claimed under its lock and the ledger's idempotency key refuses a second posting.
 */
export async function settleReferral(services: Services, inviteeUserId: number, now = new Date()): Promise<boolean> {
  const [referral] = await services.db
    .select({
      activityId: activityReferrals.activityId,
      inviterUserId: activityReferrals.inviterUserId,
      signedUpAt: activityReferrals.signedUpAt,
      status: users.status,
      nickname: users.nickname,
      approvedTracks: approvedTracksOf(activityReferrals.inviteeUserId),
      rewardAmount: activities.rewardAmount,
      title: activities.title,
    })
    .from(activityReferrals)
    .innerJoin(users, eq(users.id, activityReferrals.inviteeUserId))
    .innerJoin(activities, eq(activities.id, activityReferrals.activityId))
    .where(and(eq(activityReferrals.inviteeUserId, inviteeUserId), isNull(activityReferrals.rewardTransactionId)));
  if (!referral) return false;
  if (!qualifies({ signedUpAt: referral.signedUpAt, identityApproved: isProfilePassed(referral.status), approvedTracks: Number(referral.approvedTracks) }, now)) return false;
  const amount = referral.rewardAmount;
  const paid = await services.db.transaction(async (db) => {
    const [claimed] = await db
      .update(activityReferrals)
      .set({ qualifiedAt: now, rewardAmount: amount })
      .where(and(eq(activityReferrals.inviteeUserId, inviteeUserId), isNull(activityReferrals.rewardTransactionId)))
      .returning({ inviteeUserId: activityReferrals.inviteeUserId });
    if (!claimed) return false;
    const transactionId = await post(
      db,
      { kind: 'referral_reward', ref: `activity:${referral.activityId}`, idempotencyKey: `referral-reward:u${inviteeUserId}`, memo: { invitee: inviteeUserId, inviter: referral.inviterUserId } },
      [
        { account: Accounts.marketing(SETTLEMENT_CURRENCY), amount: -amount },
        { account: Accounts.earnings(referral.inviterUserId, SETTLEMENT_CURRENCY), amount },
      ],
    );
    await db.update(activityReferrals).set({ rewardTransactionId: transactionId }).where(eq(activityReferrals.inviteeUserId, inviteeUserId));
    return true;
  });
  if (paid) {
    await notify(services, {
      userId: referral.inviterUserId,
      subtype: 'REFERRAL_REWARD',
      titleKey: 'notice_referral_reward_title',
      bodyKey: 'notice_referral_reward_body',
      vars: { name: referral.nickname, amount: `${formatMicros(amount).replace(/0{4}$/, '')} ${SETTLEMENT_CURRENCY}`, activity: referral.title },
      link: `/activity/${referral.activityId}`,
      eventKey: `referral-reward:${inviteeUserId}`,
    });
  }
  return paid;
}

/** The inviter's figures in a referral activity, from the sign-ups, reviews and rewards recorded. */
export async function inviterStatistics(services: Services, activityId: number, inviterUserId: number, now = new Date()) {
  const rows = await services.db
    .select({
      inviteeUserId: activityReferrals.inviteeUserId,
      signedUpAt: activityReferrals.signedUpAt,
      rewardTransactionId: activityReferrals.rewardTransactionId,
      rewardAmount: activityReferrals.rewardAmount,
      status: users.status,
      approvedTracks: approvedTracksOf(activityReferrals.inviteeUserId),
    })
    .from(activityReferrals)
    .innerJoin(users, eq(users.id, activityReferrals.inviteeUserId))
    .where(and(eq(activityReferrals.activityId, activityId), eq(activityReferrals.inviterUserId, inviterUserId)));
  const accounts: ReferredAccount[] = rows.map((row) => ({
    signedUpAt: row.signedUpAt,
    identityApproved: isProfilePassed(row.status),
    approvedTracks: Number(row.approvedTracks),
    rewarded: row.rewardTransactionId !== null,
  }));
  const paid = rows.reduce((sum, row) => sum + (row.rewardTransactionId !== null ? (row.rewardAmount ?? 0n) : 0n), 0n);
  return { ...referralStatistics(accounts, now), rewardsPaid: formatMicros(paid) };
}
