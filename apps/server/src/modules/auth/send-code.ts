import { CODE_TTL_SECONDS, issueCode, type Channel, type Purpose } from '../../platform/one-time-codes.ts';
import { publicOriginOf } from '../../config.ts';
import type { Services } from '../../platform/services.ts';
import { findByEmail, findByPhone, requireEmail, requirePhone } from './accounts.ts';

export interface SendCodeInput {
  channel: Channel;
  target: string;
  region?: string;
  purpose: Purpose;
}

/**
 * Sends a code by email or SMS, and answers the same whether an account uses the address or not (decision 048,
 * finding 2): the caller may be a stranger testing addresses. What differs goes to the address's owner only: a code
 * where it can be used, otherwise a note that no account uses the address (login, reset) or that one already does
 * (sign-up). A code is issued either way, so the rate limits, the stored rows and the time taken are the same.
 */
export async function sendCode(services: Services, input: SendCodeInput, ip: string, language: string) {
  const destination = input.channel === 'email' ? requireEmail(input.target) : requirePhone(input.region, input.target);
  const code = await issueCode(services, { channel: input.channel, destination, purpose: input.purpose, ip });
  const owner = input.channel === 'email' ? await findByEmail(services, destination) : await findByPhone(services, destination);
  const usable = input.purpose === 'signup' ? !owner : Boolean(owner);
  const lang = owner?.language ?? language;
  const t = (key: string, values?: Record<string, string>) => services.translate(lang, key, values);
  const origin = publicOriginOf(services.config);
  const text = usable
    ? { subject: t('email_code_subject'), email: t('email_code_body', { code }), sms: t('sms_code_body', { code }) }
    : owner
      ? {
          subject: t('email_account_exists_subject'),
          email: `${t('already_have_account')}\n\n${t('email_account_exists_body', { link: `${origin}/login` })}`,
          sms: t('sms_account_exists_body'),
        }
      : {
          // What code 1011 (login_not_register_yet) used to tell anyone who asked now reaches only the address's owner.
          subject: t('email_no_account_subject'),
          email: `${t('login_not_register_yet')}\n\n${t('email_no_account_body', { link: `${origin}/sign-up` })}`,
          sms: t('sms_no_account_body'),
        };
  if (input.channel === 'email') await services.outbox.send({ channel: 'email', to: destination, subject: text.subject, body: text.email });
  else await services.outbox.send({ channel: 'sms', to: destination, body: text.sms });
  return { sent: true as const, expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: services.config.codeResendSeconds };
}
