import { eq, sql } from 'drizzle-orm';
import { personalInfo, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { allowedIdDocumentTypes, checkPersonalInfo, expandPhotos, type PersonalInfoInput } from '@portal/domain/identity';
import { settlement } from '@portal/domain/settlement';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { fileOfAccount } from '../uploads/images.ts';

export interface PersonalInfoBody {
  legalName: string;
  birthDate: string;
  address: PersonalInfoInput['address'];
  idType: number;
  idNumber: string;
  photos: string;
  residenceCertificate?: string;
}

type InfoRow = typeof personalInfo.$inferSelect;

const photoValue = (photos: Record<string, string | undefined>) => [photos.front, photos.back].filter(Boolean).join(',');

function toInfo(row: InfoRow) {
  const photos = row.photos as Record<string, string | undefined>;
  return {
    legalName: row.legalName,
    birthDate: row.birthDate,
    address: row.address as PersonalInfoInput['address'],
    idType: row.idType,
    idNumber: row.idNumber,
    photos: photoValue(photos),
    residenceCertificate: photos.residenceCertificate ?? null,
    version: row.version,
    submittedAt: row.submittedAt.toISOString(),
  };
}

export async function readPersonalInfo(services: Services, account: UserRow) {
  const [row] = await services.db.select().from(personalInfo).where(eq(personalInfo.userId, account.id)).limit(1);
  return {
    status: account.status,
    info: row ? toInfo(row) : null,
    rejectReason: row?.rejectReason ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
    allowedIdTypes: [...allowedIdDocumentTypes(account.region)],
  };
}

/**
 * Submits the identity for review. `approvedChange` is the /user/update/approved path: only an approved identity
 * may be changed that way, and the change sends it back to review.
 */
export async function submitPersonalInfo(services: Services, actor: Actor, body: PersonalInfoBody, approvedChange: boolean) {
  const account = actor.account;
  const next = approvedChange ? settlement.approvedIdentityChanged(account.status) : settlement.identitySubmitted(account.status);
  if (next === null) {
    const key = approvedChange ? 'identity_not_approved' : account.status === 3 ? 'identity_under_review' : 'identity_already_approved';
    throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, key);
  }

  const { front, back } = expandPhotos(body.photos);
  const input: PersonalInfoInput = {
    legalName: body.legalName.trim().replace(/\s+/g, ' '),
    birthDate: body.birthDate,
    address: { ...body.address, country: body.address.country.toUpperCase() },
    idType: body.idType,
    idNumber: body.idNumber.trim(),
    photos: { front, back, residenceCertificate: body.residenceCertificate },
  };
  const problems = checkPersonalInfo(input, account.region, new Date());
  // Photos must be this account's own uploads.
  for (const [slot, uri] of Object.entries(input.photos)) {
    if (uri && !problems.some((p) => p.field === `photos.${slot}`) && !(await fileOfAccount(services, account.id, uri, 'id_photo'))) {
      problems.push({ field: `photos.${slot}` as never, messageKey: 'identity_photo_invalid' });
    }
  }
  if (problems.length > 0) {
    throw new AppError(
      BusinessCode.REQUEST_COMMON,
      400,
      problems.map((p) => ({ field: `body.${p.field}`, messageKey: p.messageKey, message: p.messageKey })),
      'error_invalid_request',
    );
  }

  const values = {
    legalName: input.legalName,
    birthDate: input.birthDate,
    address: input.address,
    idType: input.idType,
    idNumber: input.idNumber,
    photos: Object.fromEntries(Object.entries(input.photos).filter(([, v]) => v)),
    submittedAt: new Date(),
    reviewedAt: null,
    reviewedBy: null,
    rejectReason: null,
  };
  const updated = await services.db.transaction(async (tx) => {
    // The status moves only from the one we checked, so two submissions or a review in between cannot cross.
    const [moved] = await tx.update(users).set({ status: next, updatedAt: new Date() }).where(sql`${users.id} = ${account.id} and ${users.status} = ${account.status}`).returning();
    if (!moved) return null;
    await tx
      .insert(personalInfo)
      .values({ userId: account.id, ...values })
      .onConflictDoUpdate({ target: personalInfo.userId, set: { ...values, version: sql`${personalInfo.version} + 1` } });
    return moved;
  });
  if (!updated) throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'identity_changed_meanwhile');
  await services.sessions.invalidateUser(account.id);
  return readPersonalInfo(services, updated);
}
