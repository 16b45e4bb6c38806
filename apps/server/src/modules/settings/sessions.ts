import { and, desc, eq, gt, isNull, like, ne } from 'drizzle-orm';
import { sessions } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import { revokeAllSessions } from '../../platform/session.ts';
import type { Auth } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';

/** Sessions are named by the first 16 hex digits of their token hash: enough to tell them apart, useless to sign in. */
const shortId = (tokenHash: string) => tokenHash.slice(0, 16);

export async function listSessions(services: Services, auth: Auth) {
  const rows = await services.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, auth.user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt))
    .limit(100);
  const list = rows.map((row) => ({
    id: shortId(row.tokenHash),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.tokenHash === auth.tokenHash,
  }));
  return { sessions: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)] };
}

export async function endSession(services: Services, auth: Auth, id: string) {
  if (shortId(auth.tokenHash) === id) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'settings_session_is_current');
  const ended = await services.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, auth.user.id), like(sessions.tokenHash, `${id}%`), isNull(sessions.revokedAt), ne(sessions.tokenHash, auth.tokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  if (ended.length === 0) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'settings_session_not_found');
  await services.sessions.invalidateUser(auth.user.id);
  return { ok: true as const };
}

export async function endOtherSessions(services: Services, auth: Auth) {
  const { sessions: before } = await listSessions(services, auth);
  await revokeAllSessions(services, auth.user.id, auth.tokenHash);
  return { ended: before.filter((s) => !s.current).length };
}
