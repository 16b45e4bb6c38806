import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { loginChallenges, twoFactor, users } from '@portal/db/schema';
import { BusinessCode, LoginCode, TwoStepCode } from '@portal/domain/errors';
import { maskDestination } from '@portal/domain/phone-rules';
import { AppError } from '../../platform/errors.ts';
import { consumeCode, issueCode } from '../../platform/one-time-codes.ts';
import { newToken, sha256 } from '../../platform/tokens.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';

export type TwoStepMethod = 'totp' | 'email' | 'sms';

const TICKET_MINUTES = 10;
const TICKET_ATTEMPTS = 5;
/** A code from the step before or after is accepted too, for phones whose clock drifts. */
const TOTP_TOLERANCE_SECONDS = 30;

const invalidCode = () => new AppError(LoginCode.SMS_CODE_INVALID, 400);
const frequencyControl = () => new AppError(TwoStepCode.FREQUENCY_CONTROL, 429, undefined, 'passport_frequency_control');

export async function twoStepOf(services: Services, userId: number) {
  const [row] = await services.db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row ?? null;
}

export async function verificationList(services: Services, user: UserRow) {
  const methods: { channel: 'email' | 'sms'; maskedTarget: string }[] = [];
  if (user.email) methods.push({ channel: 'email', maskedTarget: maskDestination(user.email) });
  if (user.phone) methods.push({ channel: 'sms', maskedTarget: maskDestination(user.phone) });
  const row = await twoStepOf(services, user.id);
  return { methods, enabled: (row?.method ?? null) as TwoStepMethod | null, enabledAt: row?.enabledAt?.toISOString() ?? null };
}

export async function startTotpSetup(services: Services, user: UserRow) {
  const secret = generateSecret();
  await services.db
    .insert(twoFactor)
    .values({ userId: user.id, pendingTotpSecret: secret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { pendingTotpSecret: secret, updatedAt: new Date() } });
  const label = user.email ?? user.phone ?? `user-${user.id}`;
  return { secret, otpauthUri: generateURI({ secret, label, issuer: 'SoundPort' }) };
}

/** Checks a TOTP code and records its time step, so the same code cannot be used again. */
async function checkTotp(services: Services, userId: number, secret: string, code: string, lastStep: number | null): Promise<void> {
  const result = verifySync({ secret, token: code, epochTolerance: TOTP_TOLERANCE_SECONDS, ...(lastStep !== null ? { afterTimeStep: lastStep } : {}) });
  if (!result.valid) throw invalidCode();
  const step = Math.floor(Date.now() / 1000 / 30) + result.delta;
  const stored = await services.db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactor.userId, userId), sql`coalesce(${twoFactor.lastTotpStep}, -1) < ${step}`))
    .returning({ userId: twoFactor.userId });
  if (stored.length === 0) throw invalidCode();
}

function destinationOf(user: UserRow, channel: 'email' | 'sms'): string {
  const destination = channel === 'email' ? user.email : user.phone;
  if (!destination) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'two_step_channel_missing');
  return destination;
}

/** A code by e-mail or SMS for the second step or for turning the feature on or off. */
export async function sendTwoStepCode(services: Services, user: UserRow, channel: 'email' | 'sms', ip: string) {
  const destination = destinationOf(user, channel);
  const code = await issueCode(services, { channel, destination, purpose: 'two_step', ip });
  const t = services.translate;
  if (channel === 'email') {
    await services.outbox.send({ channel, to: destination, subject: t(user.language, 'email_two_step_subject'), body: t(user.language, 'email_code_body', { code }) });
  } else {
    await services.outbox.send({ channel, to: destination, body: t(user.language, 'sms_code_body', { code }) });
  }
  return { sent: true as const, maskedTarget: maskDestination(destination), resendAfterSeconds: services.config.codeResendSeconds };
}

/** Checks a code of the given method for this user (used by enable, disable and the login step). */
async function checkCode(services: Services, user: UserRow, method: TwoStepMethod, code: string, totpSecret: string | null, lastStep: number | null) {
  if (method === 'totp') {
    if (!totpSecret) throw invalidCode();
    await checkTotp(services, user.id, totpSecret, code, lastStep);
  } else {
    await consumeCode(services, { channel: method, destination: destinationOf(user, method), purpose: 'two_step', code });
  }
}

export async function enableTwoStep(services: Services, user: UserRow, method: TwoStepMethod, code: string) {
  const row = await twoStepOf(services, user.id);
  if (!row) {
    if (method === 'totp') throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'two_step_setup_first');
    await services.db.insert(twoFactor).values({ userId: user.id }).onConflictDoNothing();
  }
  await checkCode(services, user, method, code, row?.pendingTotpSecret ?? null, row?.lastTotpStep ?? null);
  await services.db
    .update(twoFactor)
    .set({
      method,
      ...(method === 'totp' ? { totpSecret: row!.pendingTotpSecret, pendingTotpSecret: null } : { totpSecret: null, pendingTotpSecret: null }),
      enabledAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(twoFactor.userId, user.id));
  return { enabled: method };
}

export async function disableTwoStep(services: Services, user: UserRow, code: string) {
  const row = await twoStepOf(services, user.id);
  if (!row?.method) return { enabled: null };
  await checkCode(services, user, row.method as TwoStepMethod, code, row.totpSecret, row.lastTotpStep);
  await services.db.delete(twoFactor).where(eq(twoFactor.userId, user.id));
  return { enabled: null };
}

/**
 * After a right password: accounts with two-step verification get a ticket instead of a session. A login by a code
 * sent to the same channel as the second step already proved it.
 */
export async function challengeFor(services: Services, user: UserRow, provenChannel: 'email' | 'sms' | null) {
  const row = await twoStepOf(services, user.id);
  const method = row?.method as TwoStepMethod | null | undefined;
  if (!method || method === provenChannel) return null;
  const ticket = newToken();
  await services.db.insert(loginChallenges).values({ ticketHash: sha256(ticket), userId: user.id, expiresAt: new Date(Date.now() + TICKET_MINUTES * 60_000) });
  const target = method === 'email' ? user.email : method === 'sms' ? user.phone : null;
  return { ticket, method, maskedTarget: target ? maskDestination(target) : null };
}

/** The user behind a live ticket; each look-up for a code check counts as an attempt, and too many end the ticket. */
export async function userOfTicket(services: Services, ticket: string, countAttempt: boolean): Promise<UserRow> {
  const [row] = await services.db
    .select({ user: users, attempts: loginChallenges.attempts })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(and(eq(loginChallenges.ticketHash, sha256(ticket)), isNull(loginChallenges.consumedAt), gt(loginChallenges.expiresAt, new Date())))
    .limit(1);
  if (!row) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'two_step_ticket_expired');
  if (countAttempt) {
    const [after] = await services.db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(eq(loginChallenges.ticketHash, sha256(ticket)))
      .returning({ attempts: loginChallenges.attempts });
    if ((after?.attempts ?? 0) > TICKET_ATTEMPTS) throw frequencyControl();
  }
  return row.user;
}

/** The second step: a right code uses the ticket up (once, even under concurrency) and the caller starts the session. */
export async function verifyLoginCode(services: Services, ticket: string, code: string): Promise<UserRow> {
  const user = await userOfTicket(services, ticket, true);
  const row = await twoStepOf(services, user.id);
  if (!row?.method) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'two_step_ticket_expired');
  await checkCode(services, user, row.method as TwoStepMethod, code, row.totpSecret, row.lastTotpStep);
  const used = await services.db
    .update(loginChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(loginChallenges.ticketHash, sha256(ticket)), isNull(loginChallenges.consumedAt)))
    .returning({ userId: loginChallenges.userId });
  if (used.length === 0) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'two_step_ticket_expired');
  return user;
}
