import * as teamRoutes from '@portal/contract/heads/team';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '@portal/contract/route';
import type * as team from '@portal/contract/team';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';
import type { PermissionMap } from './components/permission-grant.ts';

/** Everything of the team feature; the header's team switcher keeps its list under [...TEAM_KEY, 'all']. */
export const TEAM_KEY = [...SESSION_KEY, 'team'] as const;

export type TeamMember = ResponseOf<typeof team.listMembers>['memberList'][number];
export type TeamInvite = ResponseOf<typeof team.listInvites>['inviteList'][number];
export type InviteStatus = TeamInvite['status'];
export const INVITE_STATUSES: readonly InviteStatus[] = ['pending', 'accepted', 'recalled', 'expired'];

export const teamMembersQuery = (offset: number, count: number) =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'members', { offset, count }],
    queryFn: ({ signal }) => api(teamRoutes.listMembers, { query: { offset, count }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const teamInvitesQuery = (offset: number, count: number) =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'invites', { offset, count }],
    queryFn: ({ signal }) => api(teamRoutes.listInvites, { query: { offset, count }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The answer depends on who asks (3 = sent to another address), so the signed-in user is part of the key. */
export const validateInviteQuery = (inviteCode: string, userId: number | null) =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'invite-validate', { inviteCode, userId }],
    queryFn: ({ signal }) => api(teamRoutes.validateInvite, { query: { inviteCode }, signal }),
    staleTime: 0,
    retry: false,
  });

/** The resources and the actions an owner can grant on each, as the server offers them: the grant editor is built from it. */
export const permissionCatalogQuery = queryOptions({
  queryKey: [...TEAM_KEY, 'permission-catalog'],
  queryFn: ({ signal }) => api(teamRoutes.permissionCatalog, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export type PermissionCatalog = ResponseOf<typeof team.permissionCatalog>['resources'];

/** The team this session acts in, with what the caller may do there. */
export const currentTeamQuery = queryOptions({
  queryKey: [...TEAM_KEY, 'current'],
  queryFn: ({ signal }) => api(teamRoutes.currentTeam, { signal }),
  staleTime: 0,
});

export const membersKey = [...TEAM_KEY, 'members'] as const;
export const invitesKey = [...TEAM_KEY, 'invites'] as const;
/** The header's team switcher lists the teams under this key. */
export const allTeamsKey = [...TEAM_KEY, 'all'] as const;

export const inviteMember = (body: { email: string; permissions: PermissionMap }) => api(teamRoutes.inviteMember, { body });

export const updateMember = (body: { userId: number; permissions: PermissionMap }) => api(teamRoutes.updateMember, { body });

export const removeMember = (userId: number) => api(teamRoutes.removeMember, { body: { userId } });

export const recallInvite = (inviteId: number) => api(teamRoutes.recallInvite, { body: { inviteId } });

export const acceptInvite = (inviteCode: string) => api(teamRoutes.acceptInvite, { body: { inviteCode } });
