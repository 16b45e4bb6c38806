import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { LoginCode } from '@portal/domain/errors';
import { checkPassword } from '@portal/domain/credentials';
import { AppError } from '../../platform/errors.ts';
import { consumeCode, type Channel } from '../../platform/one-time-codes.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { revokeAllSessions, type UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { findByEmail, findByPhone, requireEmail, requirePhone } from './accounts.ts';

function requireGoodPassword(password: string, account: string | null) {
  const code = checkPassword(password, account ?? undefined);
  if (code !== 0) throw new AppError(code, 400);
}

/**
 * Reset with a code sent to the account's email or phone; every session of the account ends. The password rules and
 * the code are checked before the account is looked at, so an address without an account answers like a wrong code.
 */
export async function resetPassword(services: Services, input: { channel: Channel; target: string; region?: string; code: string; password: string }): Promise<void> {
  const destination = input.channel === 'email' ? requireEmail(input.target) : requirePhone(input.region, input.target);
  requireGoodPassword(input.password, input.channel === 'email' ? destination : null);
  await consumeCode(services, { channel: input.channel, destination, purpose: 'reset', code: input.code });
  const user = input.channel === 'email' ? await findByEmail(services, destination) : await findByPhone(services, destination);
  if (!user) throw new AppError(input.channel === 'email' ? LoginCode.EMAIL_CODE_INVALID : LoginCode.SMS_CODE_INVALID, 400);
  requireGoodPassword(input.password, user.email);
  const now = new Date();
  await services.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: now, ...(input.channel === 'email' ? { emailVerifiedAt: user.emailVerifiedAt ?? now } : {}) })
    .where(eq(users.id, user.id));
  await revokeAllSessions(services, user.id);
}

/** Change with the current password; the caller's session is rotated by the route and all others end. */
export async function changePassword(services: Services, user: UserRow, input: { currentPassword: string; password: string }): Promise<void> {
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError(LoginCode.WRONG_PASSWORD, 400);
  requireGoodPassword(input.password, user.email);
  await services.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeAllSessions(services, user.id);
}
