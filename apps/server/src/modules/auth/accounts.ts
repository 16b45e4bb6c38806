import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { LoginCode } from '@portal/domain/errors';
import { isValidEmail, normalizeEmail } from '@portal/domain/credentials';
import { checkPhone } from '@portal/domain/phone-rules';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newInviteCode(): string {
  return Array.from(randomBytes(8), (byte) => INVITE_ALPHABET[byte % INVITE_ALPHABET.length]).join('');
}

export function requireEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw new AppError(LoginCode.INVALID_EMAIL, 400);
  return email;
}

export function requirePhone(region: string | undefined, raw: string): string {
  const result = checkPhone((region ?? '').toUpperCase(), raw);
  if (!result.ok) throw new AppError(result.code, 400);
  return result.e164;
}

export async function findByEmail(services: Services, email: string): Promise<UserRow | undefined> {
  const [row] = await services.db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return row;
}

export async function findByPhone(services: Services, phone: string): Promise<UserRow | undefined> {
  const [row] = await services.db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}
