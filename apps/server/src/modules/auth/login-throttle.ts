import { and, eq, or, sql } from 'drizzle-orm';
import { sessions } from '@portal/db/schema';
import { BusinessCode, LoginCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import { hit, recentHits } from '../../platform/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from '../../platform/session.ts';
import { sha256 } from '../../platform/tokens.ts';

const WINDOW_SECONDS = 900;
/** Wrong passwords for one account from everywhere together, as a multiple of the per-network limit. */
const ACCOUNT_WIDE_FACTOR = 5;
/** While throttled, a device or network the account has used before may try once in this many seconds (up to twice that). */
export const SLOW_DOWN_SECONDS = 5;

export interface LoginOrigin {
  ip: string;
  /** The browser's long-lived device cookie (platform/session.ts), when it has one. */
  deviceToken?: string;
}

const buckets = (account: string, ip: string) => ({
  pair: `login:fail:${account}:${ip}`,
  ip: `login:fail:ip:${ip}`,
  account: `login:fail:account:${account}`,
});

/**
 * Password logins are throttled by (account, network) and by network, and by account across all networks only far
 * later (decision 048, finding 5). Only wrong passwords count. A stranger's guesses therefore throttle the stranger:
 * the owner, on a device or network the account logged in from before, is slowed to one try every few seconds
 * instead of being locked out, and can always log in with a code sent to the account's e-mail or phone.
 */
export async function checkLoginThrottle(services: Services, account: string, user: UserRow | null, origin: LoginOrigin): Promise<void> {
  const { loginAttemptsPerAccount: perPair, loginAttemptsPerIp: perIp } = services.config;
  const names = buckets(account, origin.ip);
  const [pair, ip, wide] = await Promise.all([recentHits(services, names.pair, WINDOW_SECONDS), recentHits(services, names.ip, WINDOW_SECONDS), recentHits(services, names.account, WINDOW_SECONDS)]);
  const locked = wide >= perPair * ACCOUNT_WIDE_FACTOR;
  if (pair < perPair && ip < perIp && !locked) return;
  const known = await usedBefore(services, user?.id ?? 0, origin);
  if (known && (await slowTurn(services, `login:slow:${account}:${origin.ip}`))) return;
  if (locked && !known) {
    // Document 1's 1033: the account is locked to new devices. It reads like a wrong password, so guessing from many
    // networks learns nothing; the owner hears it by e-mail, with the way in (a code) that still works.
    if (user) await tellOwnerOnce(services, user);
    throw new AppError(LoginCode.ACCOUNT_LOCKED, 400);
  }
  throw new AppError(BusinessCode.TOO_MANY_REQUESTS, 429, undefined, known ? 'login_slowed_down' : 'login_throttled');
}

/** One e-mail per lock window: password logins from new devices are paused, and a code still logs the owner in. */
async function tellOwnerOnce(services: Services, user: UserRow): Promise<void> {
  if (!user.email || (await recentHits(services, `login:locked-mail:${user.id}`, WINDOW_SECONDS)) > 0) return;
  await hit(services, `login:locked-mail:${user.id}`, Number.MAX_SAFE_INTEGER, WINDOW_SECONDS);
  const t = services.translate;
  await services.outbox.send({ channel: 'email', to: user.email, subject: t(user.language, 'email_login_locked_subject'), body: t(user.language, 'email_login_locked_body') });
}

/**
 * Whether a slowed-down device may try now: only when it has not tried in this window of SLOW_DOWN_SECONDS nor the one
 * before, so two tries are always at least that far apart (a window turning between them does not let both in).
 * Refused tries do not count: a person who waits gets in.
 */
async function slowTurn(services: Services, bucket: string): Promise<boolean> {
  if ((await recentHits(services, bucket, SLOW_DOWN_SECONDS)) > 0) return false;
  await hit(services, bucket, Number.MAX_SAFE_INTEGER, SLOW_DOWN_SECONDS);
  return true;
}

export async function countWrongPassword(services: Services, account: string, ip: string): Promise<void> {
  // Counted only; checkLoginThrottle decides, so the limit here is never reached.
  await Promise.all(Object.values(buckets(account, ip)).map((bucket) => hit(services, bucket, Number.MAX_SAFE_INTEGER, WINDOW_SECONDS)));
}

/** Whether the account has had a session on this browser (device cookie) or from this network address before. */
async function usedBefore(services: Services, userId: number, origin: LoginOrigin): Promise<boolean> {
  const sameDevice = origin.deviceToken ? eq(sessions.deviceHash, sha256(origin.deviceToken)) : sql`false`;
  const [row] = await services.db
    .select({ one: sql`1` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), or(sameDevice, eq(sessions.ip, origin.ip))))
    .limit(1);
  return Boolean(row);
}
