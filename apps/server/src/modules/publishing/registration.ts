import { eq } from 'drizzle-orm';
import { publishingRegistrations, songwriters } from '@portal/db/schema';
import type { RegistrationStatus } from '@portal/domain/publishing/registration';
import { signUpPayload, validateSignUp, type SignUpForm } from '@portal/domain/publishing/signup';
import { hasSigned } from '@portal/domain/user-state';
import type { Actor } from '../../platform/actor.ts';
import { sealerFor } from '../../platform/sealed.ts';
import type { Services } from '../../platform/services.ts';
import { assertPublishingOpen, publishingConflict, publishingInvalid } from './publishing-errors.ts';

type Row = typeof publishingRegistrations.$inferSelect;
type Names = { firstName: string; middleName?: string; lastName: string };
type LodInfo = { pro: string; ipi: string };

export function registrationView(row: Row) {
  const lod = row.lodInfo as LodInfo | null;
  return {
    id: row.id,
    type: row.type as 'LOD' | 'ASCAP',
    status: row.status as RegistrationStatus,
    lodInfo: lod ? { id: row.lodId, pro: lod.pro, ipi: lod.ipi } : null,
    songwriter: row.writer as Names,
    failureReason: row.failureReason,
  };
}

export async function findRegistration(services: Services, accountId: number) {
  const [row] = await services.db.select().from(publishingRegistrations).where(eq(publishingRegistrations.userId, accountId));
  return row ?? null;
}

export async function getRegistration(services: Services, actor: Actor) {
  await assertPublishingOpen(services);
  const row = await findRegistration(services, actor.accountId);
  return { registration: row ? registrationView(row) : null };
}

type SignUpBody =
  | { type: 'LOD'; lodInfo: Names & LodInfo }
  | {
      type: 'ASCAP';
      proInfo: Names & {
        streetAddress: string;
        socialSecurityNumber: unknown;
        state: string;
        city: string;
        zipCode: string;
        phoneNumber: { prefix: '+1'; number: string };
        alternateNames?: string[];
      };
    };

/** The sign-up payload back as the form the rules of section 5 are written for. */
function formOf(body: SignUpBody): SignUpForm {
  if (body.type === 'LOD') return { isPro: true, ...body.lodInfo };
  const { phoneNumber, alternateNames, ...rest } = body.proInfo;
  return { isPro: false, ...rest, phoneNumber: phoneNumber.number, alternateName: alternateNames?.[0] };
}

/**
 * CreatePublishingRegistration. The distribution agreement must be signed first (unless operators exempted the
 * account: publishingWithoutCheck); a registration the administrator
 * refused (FAILED) may be sent again, any other one only once.
 */
export async function createRegistration(services: Services, actor: Actor, body: SignUpBody) {
  await assertPublishingOpen(services);
  const { account } = actor;
  const exempt = (account.extra as { publishingWithoutCheck?: boolean } | null)?.publishingWithoutCheck === true;
  if (!hasSigned(account.signStatus) && !exempt) throw publishingConflict('pub_contract_required');
  const existing = await findRegistration(services, actor.accountId);
  if (existing && existing.status !== 'FAILED') throw publishingConflict('pub_already_registered');

  const form = formOf(body);
  const report = validateSignUp(form, account.region ?? '');
  if (Object.keys(report).length) throw publishingInvalid(body.type === 'LOD' ? 'body.lodInfo.' : 'body.proInfo.', report);
  const payload = signUpPayload(form);
  const writer = { firstName: form.firstName!.trim(), ...(form.middleName?.trim() && { middleName: form.middleName.trim() }), lastName: form.lastName!.trim() };
  const values =
    payload.type === 'LOD'
      ? { type: 'LOD', lodInfo: { pro: payload.lodInfo.pro, ipi: payload.lodInfo.ipi }, proInfo: null, ssnSealed: null }
      : (() => {
          const { socialSecurityNumber, firstName: _f, middleName: _m, lastName: _l, ...proInfo } = payload.proInfo;
          return { type: 'ASCAP', lodInfo: null, proInfo, ssnSealed: socialSecurityNumber };
        })();
  if (values.ssnSealed) values.ssnSealed = (await sealerFor(services.config)).seal(values.ssnSealed);

  const row = await services.db.transaction(async (tx) => {
    if (existing) await tx.delete(publishingRegistrations).where(eq(publishingRegistrations.id, existing.id));
    const [created] = await tx
      .insert(publishingRegistrations)
      .values({ userId: actor.accountId, status: 'INIT', writer, lodId: null, failureReason: null, ...values })
      .returning();
    const self = {
      firstName: writer.firstName,
      middleName: writer.middleName ?? null,
      lastName: writer.lastName,
      pro: payload.type === 'LOD' ? payload.lodInfo.pro : 'ascap',
      ipi: payload.type === 'LOD' ? payload.lodInfo.ipi : null,
    };
    const [existingSelf] = await tx
      .select()
      .from(songwriters)
      .where(eq(songwriters.ownerUserId, actor.accountId))
      .then((rows) => rows.filter((entry) => entry.isSelf));
    if (existingSelf) await tx.update(songwriters).set(self).where(eq(songwriters.id, existingSelf.id));
    else await tx.insert(songwriters).values({ ownerUserId: actor.accountId, isSelf: true, email: actor.person.email ?? null, ...self });
    return created!;
  });
  return { success: true, registration: registrationView(row) };
}
