import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { LoginCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import { consumeCode, issueCode } from '../../platform/one-time-codes.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { findByEmail, findByPhone, requireEmail, requirePhone } from '../auth/accounts.ts';

/** A new address must be free; the code goes to the new address, which proves the user can read it. */
export async function sendEmailChangeCode(services: Services, user: UserRow, raw: string, ip: string) {
  const email = requireEmail(raw);
  const owner = await findByEmail(services, email);
  if (owner) throw new AppError(LoginCode.ALREADY_HAVE_ACCOUNT, 409);
  const code = await issueCode(services, { channel: 'email', destination: email, purpose: 'change_contact', ip });
  const t = services.translate;
  await services.outbox.send({ channel: 'email', to: email, subject: t(user.language, 'email_change_subject'), body: t(user.language, 'email_code_body', { code }) });
  return { sent: true as const, resendAfterSeconds: services.config.codeResendSeconds };
}

export async function changeEmail(services: Services, user: UserRow, raw: string, code: string) {
  const email = requireEmail(raw);
  await consumeCode(services, { channel: 'email', destination: email, purpose: 'change_contact', code });
  const previous = user.email;
  try {
    await services.db.update(users).set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(LoginCode.ALREADY_HAVE_ACCOUNT, 409);
    throw error;
  }
  await services.sessions.invalidateUser(user.id);
  // The old address hears about it, so a hijacked session cannot move the account away silently.
  if (previous) {
    await services.outbox.send({
      channel: 'email',
      to: previous,
      subject: services.translate(user.language, 'email_changed_subject'),
      body: services.translate(user.language, 'email_changed_body', { email }),
    });
  }
  return { email };
}

export async function sendPhoneChangeCode(services: Services, user: UserRow, region: string, raw: string, ip: string) {
  const phone = requirePhone(region, raw);
  if (await findByPhone(services, phone)) throw new AppError(LoginCode.PHONE_LINKED, 409);
  const code = await issueCode(services, { channel: 'sms', destination: phone, purpose: 'change_contact', ip });
  await services.outbox.send({ channel: 'sms', to: phone, body: services.translate(user.language, 'sms_code_body', { code }) });
  return { sent: true as const, resendAfterSeconds: services.config.codeResendSeconds };
}

export async function changePhone(services: Services, user: UserRow, region: string, raw: string, code: string) {
  const phone = requirePhone(region, raw);
  await consumeCode(services, { channel: 'sms', destination: phone, purpose: 'change_contact', code });
  try {
    await services.db.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(LoginCode.PHONE_LINKED, 409);
    throw error;
  }
  await services.sessions.invalidateUser(user.id);
  return { phone };
}
