import { z } from 'zod';
import { ACTIVITY_DESCRIPTION_MAX, ACTIVITY_LIST_SCOPES, ACTIVITY_PAGE_SIZE, ACTIVITY_STATUSES, ACTIVITY_TITLE_MAX, ACTIVITY_TYPES, VOLUME_UP_TRACKS_MAX } from '@portal/domain/activities';
import { defineRoute, okResponse } from './route.ts';
import * as heads from './heads/activities.ts';

// Activities and referrals (document 1 sections 3 and 7, decision 032). Amounts are exact decimal strings with six
// places in the settlement currency.

const id = z.coerce.number().int().positive();

export const referralStatistics = z.object({
  invitees: z.number(),
  approvedAccounts: z.number(),
  qualifiedTracks: z.number(),
  pendingPayments: z.number(),
  rewardedAccounts: z.number(),
  /** Rewards paid into the inviter's balance. */
  rewardsPaid: z.string(),
});

export const activityView = z.object({
  activityId: z.number(),
  activityType: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  startAt: z.string(),
  endAt: z.string(),
  closedAt: z.string().nullable(),
  /** Referral: the reward per qualified account; "0.000000" for other activities. */
  rewardAmount: z.string(),
  currency: z.string(),
  /** Volume-up: the most tracks one account enters. */
  maxTracks: z.number(),
  participants: z.number(),
  /** The caller's account takes part (false for visitors). */
  joined: z.boolean(),
});
export type ActivityView = z.infer<typeof activityView>;

export const listActivities = defineRoute(heads.listActivities, {
  summary: 'Activities: all that run or ran (all), the ones the account takes part in (mine), or every one with its figures (admin, operators)',
  query: z.object({
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(0).max(ACTIVITY_PAGE_SIZE).default(ACTIVITY_PAGE_SIZE),
    listActivityType: z.enum(ACTIVITY_LIST_SCOPES).default('all'),
  }),
  response: z.object({
    total: z.number(),
    activities: z.array(activityView.extend({ referrals: z.number().optional(), rewardsPaid: z.string().optional() })),
  }),
});

export const activityInfo = defineRoute(heads.activityInfo, {
  summary: 'One activity, for visitors too; a signed-in caller also gets its entered tracks (volume-up) or referral statistics and invite link',
  body: z.object({ activityId: id }).strict(),
  response: z.object({
    activity: activityView,
    /** Volume-up: the tracks the caller's account entered. */
    entries: z.array(z.object({ songId: z.number(), title: z.string(), releaseTitle: z.string() })),
    /** Referral: the caller's figures, once they took the invite link. */
    statistics: referralStatistics.nullable(),
    invite: z.object({ inviteCode: z.string(), inviteLink: z.string() }).nullable(),
  }),
});

export const joinVolumeUp = defineRoute(heads.joinVolumeUp, {
  summary: "Joins a running volume-up campaign with tracks of the account's releases that passed review (up to the campaign's limit)",
  body: z.object({ activityId: id, songIds: z.array(id).min(1).max(VOLUME_UP_TRACKS_MAX) }).strict(),
  response: z.object({ activityId: z.number(), songIds: z.array(z.number()) }),
});

export const activityInvite = defineRoute(heads.activityInvite, {
  summary: "The account owner's invite code and sign-up link for a running referral activity; taking it joins the activity",
  body: z.object({ activityId: id }).strict(),
  response: z.object({ inviteCode: z.string(), inviteLink: z.string() }),
});

export const inviterInfo = defineRoute(heads.inviterInfo, {
  summary: 'Who invited the visitor, from the invite code of a sign-up link, and the referral activity it counts for',
  query: z.object({ inviteCode: z.string().trim().min(1).max(32) }),
  response: z.object({
    valid: z.boolean(),
    inviterName: z.string().nullable(),
    activity: z.object({ activityId: z.number(), title: z.string() }).nullable(),
  }),
});

export const adminCreateActivity = defineRoute(heads.adminCreateActivity, {
  summary: 'Creates an activity: a referral programme with its reward, or a volume-up campaign with its track limit',
  body: z
    .object({
      activityType: z.enum(ACTIVITY_TYPES),
      title: z.string().trim().min(1).max(ACTIVITY_TITLE_MAX),
      description: z.string().trim().max(ACTIVITY_DESCRIPTION_MAX).default(''),
      startAt: z.string().datetime({ offset: true }),
      endAt: z.string().datetime({ offset: true }),
      rewardAmount: z.string().max(20).default('0'),
      maxTracks: z.number().int().min(0).max(VOLUME_UP_TRACKS_MAX).default(0),
    })
    .strict(),
  response: z.object({ activity: activityView }),
});

export const adminCloseActivity = defineRoute(heads.adminCloseActivity, {
  summary: 'Closes an activity now: no more entries or referral sign-ups count; referrals already made can still qualify',
  body: z.object({ activityId: id }).strict(),
  response: okResponse,
});
