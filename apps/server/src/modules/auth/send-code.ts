import { LoginCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import { CODE_TTL_SECONDS, issueCode, type Channel, type Purpose } from '../../platform/one-time-codes.ts';
import type { Services } from '../../platform/services.ts';
import { findByEmail, findByPhone, requireEmail, requirePhone } from './accounts.ts';

export interface SendCodeInput {
  channel: Channel;
  target: string;
  region?: string;
  purpose: Purpose;
}

/** Sends a code by email or SMS. Login and reset need an existing account, sign-up needs a free one. */
export async function sendCode(services: Services, input: SendCodeInput, ip: string, language: string) {
  const destination = input.channel === 'email' ? requireEmail(input.target) : requirePhone(input.region, input.target);
  const owner = input.channel === 'email' ? await findByEmail(services, destination) : await findByPhone(services, destination);
  if (input.purpose === 'signup' && owner) throw new AppError(input.channel === 'sms' ? LoginCode.PHONE_LINKED : LoginCode.ALREADY_HAVE_ACCOUNT, 409);
  if (input.purpose !== 'signup' && !owner) throw new AppError(LoginCode.NOT_REGISTERED, 404);

  const code = await issueCode(services, { channel: input.channel, destination, purpose: input.purpose, ip });
  const lang = owner?.language ?? language;
  const t = services.translate;
  if (input.channel === 'email') {
    await services.outbox.send({ channel: 'email', to: destination, subject: t(lang, 'email_code_subject'), body: t(lang, 'email_code_body', { code }) });
  } else {
    await services.outbox.send({ channel: 'sms', to: destination, body: t(lang, 'sms_code_body', { code }) });
  }
  return { sent: true as const, expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: services.config.codeResendSeconds };
}
