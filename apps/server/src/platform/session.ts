import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sessions, teamMembers, teams, users } from '@portal/db/schema';
import { BanType } from '@portal/domain/enums';
import { newToken, sha256 } from './tokens.ts';
import type { Services } from './services.ts';

export const SESSION_COOKIE = 'sid';
/** A random id per browser, kept for a year across logins: a device the account used before (decision 048). */
export const DEVICE_COOKIE = 'device';
const SESSION_DAYS = 30;
const DEVICE_DAYS = 365;

export type UserRow = typeof users.$inferSelect;
export interface Auth {
  /** The person who signed in. */
  user: UserRow;
  tokenHash: string;
  /** Set while the session acts in another owner's team (document 1 section 3, Team). */
  acting: { teamId: number; teamName: string; account: UserRow; permissions: Record<number, number[]> } | null;
}

const cache = new WeakMap<FastifyRequest, Promise<Auth | null>>();

/** The request's session, looked up once per request. Banned users have no session. */
export function readSession(services: Services, req: FastifyRequest): Promise<Auth | null> {
  let found = cache.get(req);
  if (!found) {
    found = lookup(services, req.cookies?.[SESSION_COOKIE]);
    cache.set(req, found);
  }
  return found;
}

async function lookup(services: Services, token: string | undefined): Promise<Auth | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = sha256(token);
  const cached = services.sessions.get(tokenHash);
  if (cached) return cached;
  const rows = await services.db
    .select({ user: users, actingTeamId: sessions.actingTeamId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const user = rows[0]?.user;
  if (!user || isBanned(user)) return null;
  const actingTeamId = rows[0]!.actingTeamId;
  // The device list shows when each session was last used, to the nearest few minutes.
  void services.db
    .update(sessions)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, new Date(Date.now() - 300_000)))))
    .catch(() => undefined);
  const auth: Auth = { user, tokenHash, acting: actingTeamId ? await loadMembership(services, user.id, actingTeamId) : null };
  services.sessions.set(tokenHash, auth);
  return auth;
}

const owners = alias(users, 'owners');

/** The active membership of a user in a team, with the owner's account; null when it ended (the session falls back). */
async function loadMembership(services: Services, userId: number, teamId: number): Promise<Auth['acting']> {
  const [row] = await services.db
    .select({ account: owners, teamName: teams.name, permissions: teamMembers.permissions })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(owners, eq(owners.id, teams.ownerUserId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')))
    .limit(1);
  if (!row || isBanned(row.account)) return null;
  return { teamId, teamName: row.teamName, account: row.account, permissions: row.permissions as Record<number, number[]> };
}

export function isBanned(user: Pick<UserRow, 'banType' | 'bannedUntil'>, now = new Date()): boolean {
  if (user.banType === BanType.PERMANENT) return true;
  return user.banType > 0 && user.bannedUntil !== null && user.bannedUntil > now;
}

/** Starts a new session; any session the browser already carried is revoked first (rotation at login). */
export async function startSession(services: Services, req: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const previous = req.cookies?.[SESSION_COOKIE];
  if (previous) await revokeToken(services, sha256(previous));
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const device = deviceTokenOf(req) ?? newToken();
  await services.db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    expiresAt,
    ip: req.ip,
    userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
    deviceHash: sha256(device),
  });
  reply.setCookie(DEVICE_COOKIE, device, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: services.config.cookieSecure,
    expires: new Date(Date.now() + DEVICE_DAYS * 86_400_000),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: services.config.cookieSecure,
    expires: expiresAt,
  });
}

export function deviceTokenOf(req: FastifyRequest): string | undefined {
  const token = req.cookies?.[DEVICE_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

export async function revokeToken(services: Services, tokenHash: string): Promise<void> {
  const [revoked] = await services.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  if (revoked) await services.sessions.invalidateUser(revoked.userId);
}

/** Ends every session of a user, optionally keeping one. */
export async function revokeAllSessions(services: Services, userId: number, exceptTokenHash?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptTokenHash) conditions.push(ne(sessions.tokenHash, exceptTokenHash));
  await services.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
  await services.sessions.invalidateUser(userId);
}

export function clearSessionCookie(services: Services, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: services.config.cookieSecure });
}
