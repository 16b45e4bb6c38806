import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { oneTimeCodes } from '@portal/db/schema';
import { LoginCode } from '@portal/domain/errors';
import { AppError } from './errors.ts';
import { hit } from './rate-limit.ts';
import type { Services } from './services.ts';
import { safeEqual, sha256, sixDigitCode } from './tokens.ts';

export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
const CODES_PER_HOUR = 10;
const CODES_PER_IP_PER_HOUR = 30;

export type Channel = 'email' | 'sms';
export type Purpose = 'login' | 'signup' | 'reset' | 'two_step' | 'change_contact' | 'verify_email';

const tooOften = () => new AppError(LoginCode.SEND_CODE_TOO_OFTEN, 429);

/** Makes a new code for a destination; the previous unused one stops working. Rate-limited per destination and IP. */
export async function issueCode(services: Services, input: { channel: Channel; destination: string; purpose: Purpose; ip: string }): Promise<string> {
  const key = `${input.channel}:${input.destination}`;
  // One code a minute per flow (a sign-up code does not hold back the first login code), ten an hour per destination.
  if (!(await hit(services, `code:min:${input.purpose}:${key}`, 1, services.config.codeResendSeconds))) throw tooOften();
  if (!(await hit(services, `code:hour:${key}`, CODES_PER_HOUR, 3600))) throw tooOften();
  if (!(await hit(services, `code:ip:${input.ip}`, CODES_PER_IP_PER_HOUR, 3600))) throw tooOften();
  const code = sixDigitCode();
  await services.db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.destination, input.destination), eq(oneTimeCodes.purpose, input.purpose), isNull(oneTimeCodes.consumedAt)));
  await services.db.insert(oneTimeCodes).values({
    channel: input.channel,
    destination: input.destination,
    purpose: input.purpose,
    codeHash: sha256(`${input.destination}:${code}`),
    expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
  });
  return code;
}

/** Checks a code and uses it up. Wrong codes count against the attempt limit; an exhausted or expired code fails. */
export async function consumeCode(services: Services, input: { channel: Channel; destination: string; purpose: Purpose; code: string }): Promise<void> {
  const invalid = input.channel === 'sms' ? LoginCode.SMS_CODE_INVALID : LoginCode.EMAIL_CODE_INVALID;
  const [row] = await services.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.destination, input.destination), eq(oneTimeCodes.purpose, input.purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError(invalid, 400);
  if (row.expiresAt <= new Date()) throw new AppError(LoginCode.SMS_CODE_EXPIRED, 400);
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw new AppError(LoginCode.CODE_ATTEMPTS_EXCEEDED, 400);
  if (!safeEqual(row.codeHash, sha256(`${input.destination}:${input.code}`))) {
    const [after] = await services.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, row.id))
      .returning({ attempts: oneTimeCodes.attempts });
    throw new AppError((after?.attempts ?? 0) >= CODE_MAX_ATTEMPTS ? LoginCode.CODE_ATTEMPTS_EXCEEDED : invalid, 400);
  }
  // Single use even under concurrency: only one request flips consumed_at.
  const used = await services.db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, new Date())))
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) throw new AppError(invalid, 400);
}
