import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import { CODE_TTL_SECONDS, consumeCode, issueCode } from '../../platform/one-time-codes.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { markEmailProven } from './login.ts';

const noAddress = () => new AppError(BusinessCode.REQUEST_COMMON, 409, undefined, 'email_proof_no_address');

/** Sends a code to the caller's own address; reading it there proves the address (decision 048, finding 9). */
export async function sendEmailProofCode(services: Services, user: UserRow, ip: string) {
  if (!user.email) throw noAddress();
  const code = await issueCode(services, { channel: 'email', destination: user.email, purpose: 'verify_email', ip });
  const t = services.translate;
  await services.outbox.send({ channel: 'email', to: user.email, subject: t(user.language, 'email_proof_subject'), body: t(user.language, 'email_code_body', { code }) });
  return { sent: true as const, email: user.email, expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: services.config.codeResendSeconds };
}

export async function proveEmail(services: Services, user: UserRow, code: string) {
  if (!user.email) throw noAddress();
  await consumeCode(services, { channel: 'email', destination: user.email, purpose: 'verify_email', code });
  await markEmailProven(services, user);
  return { emailProven: true as const };
}
