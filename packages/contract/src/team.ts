import { z } from 'zod';
import { TeamInviteCode } from '@portal/domain/errors';
import { defineRoute, okResponse } from './route.ts';
import * as heads from './heads/team.ts';

/** Paging of the member and invite lists: offset = (page-1) x size, count 0 to 100, default 10. */
export const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(0).max(100).default(10),
});

/** Resource number -> action numbers, as the member-permissions map of document 1. */
export const memberPermissions = z.record(z.string().regex(/^[1-7]$/), z.array(z.number().int().min(1).max(5)).max(5));

const member = z.object({
  userId: z.number(),
  email: z.string().nullable(),
  nickname: z.string(),
  permissions: memberPermissions,
  joinedAt: z.string(),
});

const invite = z.object({
  inviteId: z.number(),
  email: z.string(),
  permissions: memberPermissions,
  status: z.enum(['pending', 'accepted', 'recalled', 'expired']),
  createdAt: z.string(),
  expiresAt: z.string(),
});

const teamSummary = z.object({
  teamId: z.number(),
  name: z.string(),
  /** True for the user's own account (the default team, id 0). */
  isDefault: z.boolean(),
  /** The team this session acts in. */
  active: z.boolean(),
});

/** TeamInviteCode: 0 success, 1 invalid, 2 recalled, 3 not matching, 4 used. */
const inviteResult = z.number().int().min(TeamInviteCode.SUCCESS).max(TeamInviteCode.USED);

export const listMembers = defineRoute(heads.listMembers, {
  summary: 'Members of the caller’s team, paged',
  query: pageQuery,
  response: z.object({ total: z.number(), memberList: z.array(member) }),
});

export const updateMember = defineRoute(heads.updateMember, {
  summary: 'Replace a member’s permissions',
  body: z.object({ userId: z.number().int().positive(), permissions: memberPermissions }).strict(),
  response: z.object({ member }),
});

export const removeMember = defineRoute(heads.removeMember, {
  summary: 'Remove a member; their sessions leave the team at once',
  body: z.object({ userId: z.number().int().positive() }).strict(),
  response: okResponse,
});

export const inviteMember = defineRoute(heads.inviteMember, {
  summary: 'Invite someone by e-mail with the given permissions',
  body: z.object({ email: z.string().trim().min(3).max(254), permissions: memberPermissions }).strict(),
  response: z.object({ invite }),
  errorCodes: [1031, 70004],
});

export const listInvites = defineRoute(heads.listInvites, {
  summary: 'Invitations sent by the caller’s team, newest first, paged',
  query: pageQuery,
  response: z.object({ total: z.number(), inviteList: z.array(invite) }),
});

export const recallInvite = defineRoute(heads.recallInvite, {
  summary: 'Recall a pending invitation',
  body: z.object({ inviteId: z.number().int().positive() }).strict(),
  response: okResponse,
});

export const permissionCatalog = defineRoute(heads.permissionCatalog, {
  summary: 'Resources and the actions that can be granted on each',
  response: z.object({
    resources: z.array(z.object({ resource: z.number(), name: z.string(), actions: z.array(z.object({ action: z.number(), name: z.string() })) })),
  }),
});

export const allTeams = defineRoute(heads.allTeams, {
  summary: 'The caller’s own account and the teams they belong to',
  response: z.object({ teamList: z.array(teamSummary) }),
});

export const currentTeam = defineRoute(heads.currentTeam, {
  summary: 'The team this session acts in, with the caller’s permissions there',
  response: z.object({
    teamInfo: teamSummary.extend({ ownerNickname: z.string(), isAdmin: z.boolean() }),
    memberPermissions: memberPermissions,
  }),
});

export const switchTeam = defineRoute(heads.switchTeam, {
  summary: 'Act in another team (or 0 for the own account) for the rest of this session',
  body: z.object({ id: z.number().int().min(0) }).strict(),
  response: z.object({ teamId: z.number() }),
});

const inviteInfo = z.object({
  result: inviteResult,
  teamName: z.string().nullable(),
  email: z.string().nullable(),
  permissions: memberPermissions.nullable(),
});

export const validateInvite = defineRoute(heads.validateInvite, {
  summary: 'Check an invite code: 0 success, 1 invalid, 2 recalled, 3 not matching the signed-in user, 4 used',
  query: z.object({ inviteCode: z.string().min(1).max(100) }),
  response: inviteInfo,
});

export const acceptInvite = defineRoute(heads.acceptInvite, {
  summary: 'Join the team of an invite code; exactly one caller can use a code',
  body: z.object({ inviteCode: z.string().min(1).max(100) }).strict(),
  response: z.object({ result: inviteResult, teamId: z.number().nullable() }),
});

export const managerInviteInfo = defineRoute(heads.managerInviteInfo, {
  summary: 'The label behind a manager invite code, shown on the sign-up page',
  query: z.object({ code: z.string().min(1).max(64) }),
  response: z.object({ valid: z.boolean(), labelName: z.string().nullable(), region: z.string().nullable() }),
});
