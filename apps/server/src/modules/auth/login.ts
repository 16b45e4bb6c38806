import { LoginCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import { consumeCode } from '../../platform/one-time-codes.ts';
import { decoyHash, verifyPassword } from '../../platform/passwords.ts';
import { isBanned, type UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { findByEmail, findByPhone, limitLoginAttempts, requireEmail, requirePhone } from './accounts.ts';

function refuseBanned(user: UserRow): UserRow {
  if (isBanned(user)) throw new AppError(LoginCode.ACCOUNT_BANNED, 403);
  return user;
}

export async function loginWithPassword(services: Services, input: { email: string; password: string }, ip: string): Promise<UserRow> {
  const email = requireEmail(input.email);
  if (input.password.length === 0) throw new AppError(LoginCode.PASSWORD_REQUIRED, 400);
  await limitLoginAttempts(services, email, ip);
  const user = await findByEmail(services, email);
  // Verify against a decoy when there is no account, so the answer takes as long either way.
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  // 400, not 401: 401 means "no session" to the web client.
  if (!user || !ok) throw new AppError(LoginCode.WRONG_PASSWORD, 400);
  return refuseBanned(user);
}

export async function loginWithEmailCode(services: Services, input: { email: string; code: string }, ip: string): Promise<UserRow> {
  const email = requireEmail(input.email);
  await limitLoginAttempts(services, email, ip);
  const user = await findByEmail(services, email);
  if (!user) throw new AppError(LoginCode.NOT_REGISTERED, 404);
  await consumeCode(services, { channel: 'email', destination: email, purpose: 'login', code: input.code });
  return refuseBanned(user);
}

export async function loginWithSms(services: Services, input: { region: string; phone: string; code: string }, ip: string): Promise<UserRow> {
  const phone = requirePhone(input.region, input.phone);
  await limitLoginAttempts(services, phone, ip);
  const user = await findByPhone(services, phone);
  if (!user) throw new AppError(LoginCode.NOT_REGISTERED, 404);
  await consumeCode(services, { channel: 'sms', destination: phone, purpose: 'login', code: input.code });
  return refuseBanned(user);
}
