import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { LoginCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import { consumeCode } from '../../platform/one-time-codes.ts';
import { decoyHash, verifyPassword } from '../../platform/passwords.ts';
import { isBanned, type UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { findByEmail, findByPhone, requireEmail, requirePhone } from './accounts.ts';
import { checkLoginThrottle, countWrongPassword, type LoginOrigin } from './login-throttle.ts';

function refuseBanned(user: UserRow): UserRow {
  if (isBanned(user)) throw new AppError(LoginCode.ACCOUNT_BANNED, 403);
  return user;
}

export async function loginWithPassword(services: Services, input: { email: string; password: string }, origin: LoginOrigin): Promise<UserRow> {
  const email = requireEmail(input.email);
  if (input.password.length === 0) throw new AppError(LoginCode.PASSWORD_REQUIRED, 400);
  const user = await findByEmail(services, email);
  await checkLoginThrottle(services, email, user ?? null, origin);
  // Verify against a decoy when there is no account, so the answer takes as long either way.
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !ok) {
    await countWrongPassword(services, email, origin.ip);
    // 400, not 401: 401 means "no session" to the web client.
    throw new AppError(LoginCode.WRONG_PASSWORD, 400);
  }
  return refuseBanned(user);
}

/**
 * A code login proves the address or number by itself, so the password throttle does not apply: it is how an owner
 * gets in while strangers' guesses throttle password logins. The code is checked before the account is looked at,
 * so an address without an account answers exactly like a wrong code (no code was ever sent there).
 */
export async function loginWithEmailCode(services: Services, input: { email: string; code: string }): Promise<UserRow> {
  const email = requireEmail(input.email);
  await consumeCode(services, { channel: 'email', destination: email, purpose: 'login', code: input.code });
  const user = await findByEmail(services, email);
  if (!user) throw new AppError(LoginCode.EMAIL_CODE_INVALID, 400);
  await markEmailProven(services, user);
  return refuseBanned(user);
}

export async function loginWithSms(services: Services, input: { region: string; phone: string; code: string }): Promise<UserRow> {
  const phone = requirePhone(input.region, input.phone);
  await consumeCode(services, { channel: 'sms', destination: phone, purpose: 'login', code: input.code });
  const user = await findByPhone(services, phone);
  if (!user) throw new AppError(LoginCode.SMS_CODE_INVALID, 400);
  return refuseBanned(user);
}

/** The owner read a code sent to the account's address: it is proven from now on. */
export async function markEmailProven(services: Services, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt) return;
  const now = new Date();
  await services.db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
  user.emailVerifiedAt = now;
  await services.sessions.invalidateUser(user.id);
}
