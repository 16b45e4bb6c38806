import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { teamInvites, teamMembers, teams, users } from '@portal/db/schema';
import { BusinessCode, LoginCode, TeamInviteCode } from '@portal/domain/errors';
import { isValidEmail, normalizeEmail } from '@portal/domain/credentials';
import { normaliseGrant } from '@portal/domain/permissions';
import { AppError } from '../../platform/errors.ts';
import { hit } from '../../platform/rate-limit.ts';
import { newToken, sha256 } from '../../platform/tokens.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { badGrant } from './members.ts';
import { teamOf, wirePermissions } from './team-of.ts';
import { notify } from '../notices/notify.ts';
import { publicOriginOf } from '../../config.ts';

const INVITE_DAYS = 7;
const INVITES_PER_DAY = 50;

type InviteRow = typeof teamInvites.$inferSelect;

const inviteStatus = (row: InviteRow, now = new Date()) => (row.status === 'pending' && row.expiresAt <= now ? ('expired' as const) : (row.status as 'pending' | 'accepted' | 'recalled'));

const toInvite = (row: InviteRow) => ({
  inviteId: row.id,
  email: row.email,
  permissions: wirePermissions(row.permissions),
  status: inviteStatus(row),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const fieldError = (field: string, messageKey: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: `body.${field}`, messageKey, message: messageKey }], 'error_invalid_request');

/** Sends an invitation e-mail; a newer invitation to the same address replaces a pending one. */
export async function inviteMember(services: Services, owner: UserRow, input: { email: string; permissions: Record<string, number[]> }) {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new AppError(LoginCode.INVALID_EMAIL, 400);
  const permissions = normaliseGrant(input.permissions);
  if (!permissions) throw badGrant();
  if (owner.email && normalizeEmail(owner.email) === email) throw fieldError('email', 'team_invite_self');
  const team = await teamOf(services, owner);
  const [existingMember] = await services.db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, team.id), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (existingMember) throw fieldError('email', 'team_already_member');
  if (!(await hit(services, `team-invite:${team.id}`, INVITES_PER_DAY, 86_400))) throw new AppError(BusinessCode.TOO_MANY_REQUESTS, 429);

  const code = newToken();
  const row = await services.db.transaction(async (tx) => {
    await tx
      .update(teamInvites)
      .set({ status: 'recalled' })
      .where(and(eq(teamInvites.teamId, team.id), eq(teamInvites.email, email), eq(teamInvites.status, 'pending')));
    const [made] = await tx
      .insert(teamInvites)
      .values({ teamId: team.id, email, permissions, codeHash: sha256(code), invitedBy: owner.id, expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000) })
      .returning();
    return made!;
  });

  const origin = publicOriginOf(services.config);
  const link = `${origin}/api/go/team-invite?inviteCode=${encodeURIComponent(code)}`;
  const [recipient] = await services.db.select({ language: users.language }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  const language = recipient?.language ?? owner.language;
  await services.outbox.send({
    channel: 'email',
    to: email,
    subject: services.translate(language, 'email_team_invite_subject', { team: team.name }),
    body: services.translate(language, 'email_team_invite_body', { team: team.name, link, days: INVITE_DAYS }),
  });
  return { invite: toInvite(row) };
}

export async function listInvites(services: Services, owner: UserRow, page: { offset: number; count: number }) {
  const team = await teamOf(services, owner);
  const [{ total }] = (await services.db.select({ total: count() }).from(teamInvites).where(eq(teamInvites.teamId, team.id))) as [{ total: number }];
  const rows = await services.db.select().from(teamInvites).where(eq(teamInvites.teamId, team.id)).orderBy(desc(teamInvites.createdAt), desc(teamInvites.id)).offset(page.offset).limit(page.count);
  return { total, inviteList: rows.map(toInvite) };
}

export async function recallInvite(services: Services, owner: UserRow, inviteId: number) {
  const team = await teamOf(services, owner);
  const recalled = await services.db
    .update(teamInvites)
    .set({ status: 'recalled' })
    .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.teamId, team.id), eq(teamInvites.status, 'pending')))
    .returning({ id: teamInvites.id });
  if (recalled.length === 0) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'team_invite_not_found');
  return { ok: true as const };
}

async function findInvite(services: Services, code: string) {
  const [row] = await services.db
    .select({ invite: teamInvites, teamName: teams.name, ownerUserId: teams.ownerUserId })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .where(eq(teamInvites.codeHash, sha256(code)))
    .limit(1);
  return row ?? null;
}

function resultFor(found: Awaited<ReturnType<typeof findInvite>>, person: UserRow | null): number {
  if (!found) return TeamInviteCode.INVALID;
  const status = inviteStatus(found.invite);
  if (status === 'expired') return TeamInviteCode.INVALID;
  if (status === 'recalled') return TeamInviteCode.RECALLED;
  if (status === 'accepted') return TeamInviteCode.USED;
  if (person && (!person.email || normalizeEmail(person.email) !== found.invite.email)) return TeamInviteCode.NOT_MATCHING;
  return TeamInviteCode.SUCCESS;
}

/** What the invite page shows; the address is only revealed to its owner. */
export async function validateInvite(services: Services, code: string, person: UserRow | null) {
  const found = await findInvite(services, code);
  const result = resultFor(found, person);
  const usable = result === TeamInviteCode.SUCCESS;
  return {
    result,
    teamName: found && (usable || result === TeamInviteCode.NOT_MATCHING) ? found.teamName : null,
    email: usable && person ? found!.invite.email : null,
    permissions: usable ? wirePermissions(found!.invite.permissions) : null,
  };
}

/** Joins the team; the conditional update lets exactly one of two racing callers use the code. */
export async function acceptInvite(services: Services, person: UserRow, code: string) {
  const found = await findInvite(services, code);
  const result = resultFor(found, person);
  if (result !== TeamInviteCode.SUCCESS || !found) return { result, teamId: null };
  const joined = await services.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(teamInvites)
      .set({ status: 'accepted', acceptedBy: person.id, acceptedAt: new Date() })
      .where(and(eq(teamInvites.id, found.invite.id), eq(teamInvites.status, 'pending'), gt(teamInvites.expiresAt, new Date())))
      .returning({ id: teamInvites.id });
    if (!taken) return false;
    await tx
      .insert(teamMembers)
      .values({ teamId: found.invite.teamId, userId: person.id, permissions: found.invite.permissions })
      .onConflictDoUpdate({
        target: [teamMembers.teamId, teamMembers.userId],
        set: { permissions: found.invite.permissions, status: 'active', joinedAt: new Date() },
      });
    return true;
  });
  if (!joined) return { result: resultFor(await findInvite(services, code), person), teamId: null };
  await services.sessions.invalidateUser(person.id);
  await notify(services, {
    userId: found.ownerUserId,
    subtype: 'TEAM_INVITE_ACCEPTED',
    titleKey: 'notice_team_invite_accepted_title',
    bodyKey: 'notice_team_invite_accepted_body',
    vars: { name: person.nickname || found.invite.email, email: found.invite.email },
    link: '/team',
    eventKey: `team-invite-accepted:${found.invite.id}`,
  });
  return { result: TeamInviteCode.SUCCESS, teamId: found.invite.teamId };
}
