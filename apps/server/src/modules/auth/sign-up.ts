import { users } from '@portal/db/schema';
import { BusinessCode, LoginCode } from '@portal/domain/errors';
import { checkPassword } from '@portal/domain/credentials';
import { isDataCentre, type DataCentre } from '@portal/domain/regions';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { consumeCode } from '../../platform/one-time-codes.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { assessSignUp } from '../open/sign-up-risk.ts';
import { acceptAtSignUp } from '../legal/acceptance.ts';
import { findByEmail, findByPhone, newInviteCode, requireEmail, requirePhone } from './accounts.ts';

interface Origin {
  ip: string;
  deviceId?: string;
  language: string;
  /** The data centre the visitor chose with GET /idc/set (its cookie), when valid. */
  dataCentre?: DataCentre;
}

/** The data centre a visitor chose before signing up (the cookie GET /idc/set writes), when it names one. */
export const chosenDataCentre = (cookies: Record<string, string | undefined>): DataCentre | undefined => (isDataCentre(cookies.idc) ? cookies.idc : undefined);

async function refuseRisky(services: Services, origin: Origin, email?: string) {
  const verdict = await assessSignUp(services, { ip: origin.ip, deviceId: origin.deviceId, email }, true);
  if (verdict === 'disposable_email') throw new AppError(LoginCode.INVALID_EMAIL, 400, undefined, 'error_signup_refused');
  if (verdict !== 'ok') throw new AppError(BusinessCode.TOO_MANY_REQUESTS, 429, undefined, 'error_signup_refused');
}

async function insertUser(
  services: Services,
  values: { email?: string; emailVerifiedAt?: Date; phone?: string; passwordHash?: string; language: string; region?: string },
  dataCentre: DataCentre | undefined,
): Promise<UserRow> {
  try {
    return await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...values, inviteCode: newInviteCode(), extra: dataCentre ? { dataCentre } : {} })
        .returning();
      await acceptAtSignUp(tx, row!.id);
      return row as UserRow;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(values.phone ? LoginCode.PHONE_LINKED : LoginCode.ALREADY_HAVE_ACCOUNT, 409);
    throw error;
  }
}

/**
 * E-mail sign-up proves the address with the code sent to it, as phone sign-up does with SMS (decision 048, findings 2
 * and 9). An address that already has an account was sent a note instead of a code, so it answers like a wrong code:
 * the page tells a stranger nothing the owner's mailbox does not.
 */
export async function signUpWithEmail(services: Services, input: { email: string; password: string; code: string }, origin: Origin): Promise<UserRow> {
  const email = requireEmail(input.email);
  const passwordCode = checkPassword(input.password, email);
  if (passwordCode !== 0) throw new AppError(passwordCode, 400);
  await consumeCode(services, { channel: 'email', destination: email, purpose: 'signup', code: input.code });
  if (await findByEmail(services, email)) throw new AppError(LoginCode.ALREADY_HAVE_ACCOUNT, 409);
  await refuseRisky(services, origin, email);
  return insertUser(services, { email, emailVerifiedAt: new Date(), passwordHash: await hashPassword(input.password), language: origin.language }, origin.dataCentre);
}

export async function signUpWithPhone(services: Services, input: { region: string; phone: string; code: string }, origin: Origin): Promise<UserRow> {
  const phone = requirePhone(input.region, input.phone);
  if (await findByPhone(services, phone)) throw new AppError(LoginCode.PHONE_LINKED, 409);
  await consumeCode(services, { channel: 'sms', destination: phone, purpose: 'signup', code: input.code });
  await refuseRisky(services, origin);
  return insertUser(services, { phone, language: origin.language, region: input.region.toUpperCase() }, origin.dataCentre);
}
