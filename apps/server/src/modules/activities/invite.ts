import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { ActivityStatus } from '@portal/domain/activities';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from '../../platform/session.ts';
import { activityById, join, statusOf } from './activity-view.ts';
import { runningReferralActivity } from './referrals.ts';
import { publicOriginOf } from '../../config.ts';

const origin = (services: Services) => publicOriginOf(services.config);

/** The sign-up entry link with the account's own invite code (the same code /system/invite e-mails, decision 003). */
export function inviteFor(services: Services, account: UserRow) {
  return {
    inviteCode: account.inviteCode,
    inviteLink: `${origin(services)}/invite?invite-code=${encodeURIComponent(account.inviteCode)}&region=${account.region}`,
  };
}

/** Taking the invite link of a running referral activity makes the account take part in it. */
export async function activityInvite(services: Services, account: UserRow, activityId: number) {
  const row = await activityById(services, activityId);
  if (row.activityType !== 'referral') throw refusal(409, 'activity_not_referral', 'body.activityId');
  if (statusOf(row) !== ActivityStatus.ONGOING) throw refusal(409, 'activity_not_running', 'body.activityId');
  await join(services, row.id, account.id);
  return inviteFor(services, account);
}

/**
 * The sign-up page's greeting: the inviter's public name and the referral activity the sign-up would count for. An
 * unknown code is not an error (the page just shows no greeting), and no more than the name is told.
 */
export async function inviterInfo(services: Services, inviteCode: string) {
  const [inviter] = await services.db.select({ id: users.id, nickname: users.nickname }).from(users).where(eq(users.inviteCode, inviteCode));
  if (!inviter) return { valid: false, inviterName: null, activity: null };
  const activity = await runningReferralActivity(services, inviter.id, new Date());
  return { valid: true, inviterName: inviter.nickname || null, activity: activity ? { activityId: activity.id, title: activity.title } : null };
}
