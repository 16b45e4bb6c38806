import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '@portal/db/schema';
import { BanType } from '@portal/domain/enums';
import { newToken, sha256 } from './tokens.ts';
import type { Services } from './services.ts';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

export type UserRow = typeof users.$inferSelect;
export interface Auth {
  user: UserRow;
  tokenHash: string;
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
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const user = rows[0]?.user;
  if (!user || isBanned(user)) return null;
  const auth = { user, tokenHash };
  services.sessions.set(tokenHash, auth);
  return auth;
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
  await services.db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    expiresAt,
    ip: req.ip,
    userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: services.config.cookieSecure,
    expires: expiresAt,
  });
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
  await services.db.update(sessions).set({ revokedAt: new Date() }).where(and(...conditions));
  await services.sessions.invalidateUser(userId);
}

export function clearSessionCookie(services: Services, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: services.config.cookieSecure });
}
