/**
 * Activities of document 1 section 3 (decision 032): a referral programme (invite friends, earn a reward when a
 * friend's account qualifies) and volume-up campaigns (artists enter tracks the portal promotes for a while).
 */

export const ACTIVITY_TYPES = ['referral', 'volume_up'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ActivityStatus = { ONGOING: 'ONGOING', CLOSED: 'CLOSED', WAITING_START: 'WAITING_START' } as const;
export type ActivityStatus = (typeof ActivityStatus)[keyof typeof ActivityStatus];
export const ACTIVITY_STATUSES = Object.values(ActivityStatus) as [ActivityStatus, ...ActivityStatus[]];

/** `/activity/list` scopes: what every account sees, what the account takes part in, everything (operators). */
export const ACTIVITY_LIST_SCOPES = ['all', 'mine', 'admin'] as const;
export type ActivityListScope = (typeof ACTIVITY_LIST_SCOPES)[number];

/** Document 1 section 9: the activity list's default page size. */
export const ACTIVITY_PAGE_SIZE = 100;

export const ACTIVITY_TITLE_MAX = 120;
export const ACTIVITY_DESCRIPTION_MAX = 2000;
/** A volume-up campaign lets one account enter at most this many tracks (operators choose 1 to this). */
export const VOLUME_UP_TRACKS_MAX = 10;
/** A referred account must qualify within this many days of its sign-up for the inviter to earn the reward. */
export const REFERRAL_QUALIFY_DAYS = 60;
const DAY_MS = 86_400_000;

export interface ActivityWindow {
  startAt: Date;
  endAt: Date;
  closedAt: Date | null;
}

/** When the activity stops: its end date, or earlier when an operator closed it. */
export function effectiveEnd(activity: ActivityWindow): Date {
  return activity.closedAt && activity.closedAt < activity.endAt ? activity.closedAt : activity.endAt;
}

/** WAITING_START before the start, ONGOING until the end (or closing), CLOSED after. */
export function activityStatus(activity: ActivityWindow, now: Date): ActivityStatus {
  if (now >= effectiveEnd(activity)) return ActivityStatus.CLOSED;
  if (now < activity.startAt) return ActivityStatus.WAITING_START;
  return ActivityStatus.ONGOING;
}

/** A sign-up counts for a referral activity when it happens while the activity runs. */
export function countsForReferral(activity: ActivityWindow, signedUpAt: Date): boolean {
  return signedUpAt >= activity.startAt && signedUpAt < effectiveEnd(activity);
}

/** The last moment a referred account can qualify: a fixed time after its sign-up, whatever the activity does later. */
export function qualifyDeadline(signedUpAt: Date): Date {
  return new Date(signedUpAt.getTime() + REFERRAL_QUALIFY_DAYS * DAY_MS);
}

export interface ReferredAccount {
  signedUpAt: Date;
  /** Identity review passed (IDENTIFICATION_PASSED or SETTLED). */
  identityApproved: boolean;
  /** Songs of the account on releases that passed review (Approved, Delivered, Live). */
  approvedTracks: number;
  /** The reward went through the ledger. */
  rewarded: boolean;
}

/**
 * A referred account qualifies once its identity is approved and a first release of it passed review, within
 * REFERRAL_QUALIFY_DAYS of its sign-up.
 */
export function qualifies(account: Omit<ReferredAccount, 'rewarded'>, now: Date): boolean {
  return account.identityApproved && account.approvedTracks > 0 && now <= qualifyDeadline(account.signedUpAt);
}

export interface ReferralStatistics {
  /** Accounts that signed up with the inviter's code during the activity. */
  invitees: number;
  /** Of those, the accounts whose identity was approved. */
  approvedAccounts: number;
  /** Songs of the invitees on releases that passed review. */
  qualifiedTracks: number;
  /** Approved accounts still waiting for their first approved release (within their time): rewards on the way. */
  pendingPayments: number;
  /** Accounts whose reward was paid into the inviter's balance. */
  rewardedAccounts: number;
}

export function referralStatistics(accounts: ReferredAccount[], now: Date): ReferralStatistics {
  const stats: ReferralStatistics = { invitees: 0, approvedAccounts: 0, qualifiedTracks: 0, pendingPayments: 0, rewardedAccounts: 0 };
  for (const account of accounts) {
    stats.invitees += 1;
    stats.qualifiedTracks += account.approvedTracks;
    if (account.identityApproved) stats.approvedAccounts += 1;
    if (account.rewarded) stats.rewardedAccounts += 1;
    else if (account.identityApproved && now <= qualifyDeadline(account.signedUpAt)) stats.pendingPayments += 1;
  }
  return stats;
}

export interface ActivityDraft {
  activityType: ActivityType;
  title: string;
  startAt: Date;
  endAt: Date;
  /** Referral reward in micro-units. */
  rewardAmount: bigint;
  maxTracks: number;
}

/** What is wrong with an operator's new activity: field -> message key. Empty when it can be created. */
export function activityDraftProblems(draft: ActivityDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.title.trim()) problems.title = 'validation_required';
  if (!(draft.endAt > draft.startAt)) problems.endAt = 'activity_end_before_start';
  if (draft.activityType === 'referral' && draft.rewardAmount <= 0n) problems.rewardAmount = 'activity_reward_required';
  if (draft.activityType === 'referral' && draft.rewardAmount % 10_000n !== 0n) problems.rewardAmount = 'money_amount_invalid';
  if (draft.activityType === 'volume_up' && (draft.maxTracks < 1 || draft.maxTracks > VOLUME_UP_TRACKS_MAX)) problems.maxTracks = 'activity_max_tracks_invalid';
  return problems;
}
