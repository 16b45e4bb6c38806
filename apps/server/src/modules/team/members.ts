import { and, count, desc, eq } from 'drizzle-orm';
import { teamMembers, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { normaliseGrant } from '@portal/domain/permissions';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { teamOf, wirePermissions } from './team-of.ts';
import { notify } from '../notices/notify.ts';

const memberColumns = {
  userId: teamMembers.userId,
  email: users.email,
  nickname: users.nickname,
  permissions: teamMembers.permissions,
  joinedAt: teamMembers.joinedAt,
};

type MemberRow = { userId: number; email: string | null; nickname: string; permissions: unknown; joinedAt: Date };
const toMember = (row: MemberRow) => ({ ...row, permissions: wirePermissions(row.permissions), joinedAt: row.joinedAt.toISOString() });

export const memberNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'team_member_not_found');
export const badGrant = () =>
  new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.permissions', messageKey: 'team_permission_invalid', message: 'team_permission_invalid' }], 'error_invalid_request');

/** Active members of a team with their user details, or just one of them. */
const membersOf = (services: Services, teamId: number, userId?: number) =>
  services.db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'active'), userId === undefined ? undefined : eq(teamMembers.userId, userId)))
    .$dynamic();

export async function listMembers(services: Services, owner: UserRow, page: { offset: number; count: number }) {
  const team = await teamOf(services, owner);
  const where = and(eq(teamMembers.teamId, team.id), eq(teamMembers.status, 'active'));
  const [{ total }] = (await services.db.select({ total: count() }).from(teamMembers).where(where)) as [{ total: number }];
  const rows = await membersOf(services, team.id).orderBy(desc(teamMembers.joinedAt), desc(teamMembers.userId)).offset(page.offset).limit(page.count);
  return { total, memberList: rows.map(toMember) };
}

export async function updateMember(services: Services, owner: UserRow, userId: number, grant: Record<string, number[]>) {
  const permissions = normaliseGrant(grant);
  if (!permissions) throw badGrant();
  const team = await teamOf(services, owner);
  const [updated] = await services.db
    .update(teamMembers)
    .set({ permissions })
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')))
    .returning({ userId: teamMembers.userId });
  if (!updated) throw memberNotFound();
  await services.sessions.invalidateUser(userId);
  await notify(services, {
    userId,
    subtype: 'TEAM_PERMISSIONS_CHANGED',
    titleKey: 'notice_team_permissions_changed_title',
    bodyKey: 'notice_team_permissions_changed_body',
    vars: { team: team.name },
  });
  const [row] = await membersOf(services, team.id, userId);
  return { member: toMember(row!) };
}

export async function removeMember(services: Services, owner: UserRow, userId: number) {
  const team = await teamOf(services, owner);
  const removed = await services.db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  if (removed.length === 0) throw memberNotFound();
  // Their sessions acting in this team fall back to their own account at the next request.
  await services.sessions.invalidateUser(userId);
  await notify(services, {
    userId,
    subtype: 'TEAM_MEMBER_REMOVED',
    titleKey: 'notice_team_member_removed_title',
    bodyKey: 'notice_team_member_removed_body',
    vars: { team: team.name },
  });
  return { ok: true as const };
}
