import { z } from 'zod';
import { defineRoute, queryBoolean } from './route.ts';
import * as heads from './heads/user.ts';

export const permissionMap = z.record(z.string(), z.array(z.string()));

export const userSchema = z.object({
  userId: z.number(),
  email: z.string().nullable(),
  /** False while the caller's e-mail address is unproven: signing, submitting releases and withdrawing wait for it. */
  emailProven: z.boolean(),
  /** The same for the account acted in (a team member acts in the owner's). */
  accountEmailProven: z.boolean(),
  phone: z.string().nullable().optional(),
  hasPhone: z.boolean(),
  region: z.string(),
  /** Where the account's data is kept: the data centre chosen before sign-up (GET /idc/set), else its region's. */
  dataCentre: z.enum(['NA', 'INTL']),
  language: z.string(),
  type: z.union([z.literal(0), z.literal(1)]).nullable(),
  organizationType: z.union([z.literal(1), z.literal(2)]).nullable(),
  isLabel: z.boolean(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  status: z.number(),
  signStatus: z.number(),
  hasSigned: z.boolean(),
  publishingWithoutCheck: z.boolean(),
  profilePassed: z.boolean(),
  isSettled: z.boolean(),
  userTag: z.string(),
  tier: z.number(),
  catalogSizeLevel: z.number(),
  isBanned: z.boolean(),
  banType: z.number(),
  isAdmin: z.boolean(),
  source: z.number(),
  inviteCode: z.string(),
  needsProfile: z.boolean(),
  albumSongCounts: z.object({ albumCount: z.number(), songStatusCount: z.record(z.string(), z.number()) }),
  googleOfflineEvents: z.array(z.string()),
  extra: z.object({
    musicTabConfirmed: z.boolean(),
    mccReviewStatus: z.number(),
    musicTabEnableType: z.number(),
  }),
  userDetail: z.object({
    userBase: z.object({ userId: z.number(), nickname: z.string(), region: z.string(), createdAt: z.string() }),
    userArtist: z.object({ metaArtistId: z.string().nullable() }).nullable(),
    userLabel: z.object({ title: z.string(), organizationType: z.number() }).nullable(),
  }),
  /** Abilities computed by the server: resource name -> allowed action names. */
  permissions: permissionMap,
  /** Set while acting as a member in another owner's team; null in the user's own account. */
  team: z.object({ teamId: z.number(), teamName: z.string(), isOwner: z.boolean(), memberUserId: z.number(), memberNickname: z.string() }).nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const getUser = defineRoute(heads.getUser, {
  summary: 'The signed-in user, with derived states and abilities',
  query: z.object({ withPhone: queryBoolean.optional() }),
  response: z.object({ user: userSchema }),
});

export const updateUser = defineRoute(heads.updateUser, {
  summary: 'Change nickname, language or preferences',
  body: z
    .object({
      nickname: z.string().trim().min(1).max(100).optional(),
      language: z.string().optional(),
      preferences: z.object({ emailNotifications: z.boolean(), marketingEmails: z.boolean(), smsNotifications: z.boolean() }).partial().strict().optional(),
    })
    .strict(),
  response: z.object({ user: userSchema }),
});

export const createProfile = defineRoute(heads.createProfile, {
  summary: 'Create the portal profile of the signed-in account: artist or label, region, name',
  body: z
    .object({
      type: z.union([z.literal(0), z.literal(1)]),
      organizationType: z.union([z.literal(1), z.literal(2)]).optional(),
      nickname: z.string().trim().min(1).max(100),
      region: z.string().length(2),
      language: z.string().optional(),
      inviteCode: z.string().max(32).optional(),
      managerInviteCode: z.string().max(32).optional(),
    })
    .strict(),
  response: z.object({ user: userSchema }),
  errorCodes: [1023, 1902],
});

export const albumSongCount = defineRoute(heads.albumSongCount, {
  summary: "Counts of the user's albums and songs by status",
  response: z.object({ albumCount: z.number(), songStatusCount: z.record(z.string(), z.number()) }),
});

export const setSource = defineRoute(heads.setSource, {
  summary: 'Record how the user found the portal (sign-up source 0 to 9); the first answer is kept',
  body: z.object({ source: z.number().int().min(0).max(9) }).strict(),
  response: z.object({ source: z.number() }),
});
