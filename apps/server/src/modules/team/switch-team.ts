import { and, eq } from 'drizzle-orm';
import { sessions, teamMembers, teams, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { abilitiesToMap, DEFAULT_TEAM_ID } from '@portal/domain/permissions';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Auth } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';

const ownName = (actor: Actor) => actor.person.nickname || actor.person.email || '';

/** The user's own account first, then every team they are an active member of. */
export async function allTeams(services: Services, actor: Actor) {
  const memberships = await services.db
    .select({ teamId: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, actor.person.id), eq(teamMembers.status, 'active')))
    .orderBy(teams.name);
  return {
    teamList: [
      { teamId: DEFAULT_TEAM_ID, name: ownName(actor), isDefault: true, active: actor.isOwner },
      ...memberships.map((team) => ({ ...team, isDefault: false, active: team.teamId === actor.teamId })),
    ],
  };
}

export function currentTeam(actor: Actor) {
  return {
    teamInfo: {
      teamId: actor.teamId,
      name: actor.isOwner ? ownName(actor) : (actor.teamName ?? ''),
      isDefault: actor.isOwner,
      active: true,
      ownerNickname: actor.account.nickname,
      isAdmin: actor.isOwner,
    },
    memberPermissions: abilitiesToMap(actor.abilities),
  };
}

/** Points this session at another account; only teams the caller belongs to (or 0, their own) are accepted. */
export async function switchTeam(services: Services, auth: Auth, teamId: number) {
  if (teamId !== DEFAULT_TEAM_ID) {
    const [membership] = await services.db
      .select({ userId: teamMembers.userId, banned: users.banType })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(users, eq(users.id, teams.ownerUserId))
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, auth.user.id), eq(teamMembers.status, 'active')))
      .limit(1);
    if (!membership) throw new AppError(BusinessCode.REQUEST_COMMON, 403, undefined, 'team_not_member');
  }
  await services.db
    .update(sessions)
    .set({ actingTeamId: teamId === DEFAULT_TEAM_ID ? null : teamId })
    .where(eq(sessions.tokenHash, auth.tokenHash));
  await services.sessions.invalidateUser(auth.user.id);
  return { teamId };
}
