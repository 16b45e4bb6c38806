import { eq, sql } from 'drizzle-orm';
import { labelProfiles, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { UserType } from '@portal/domain/enums';
import { isRegion } from '@portal/domain/regions';
import { isProfilePassed } from '@portal/domain/user-state';
import { settlement } from '@portal/domain/settlement';
import { checkArtistLink } from '@portal/domain/artist-links';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';

export interface LabelInput {
  companyName?: string;
  title?: string;
  website?: string;
  country?: string;
  foundedYear?: number;
}

const fieldError = (field: string, messageKey: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: `body.${field}`, messageKey, message: messageKey }], 'error_invalid_request');

function check(input: LabelInput) {
  if (input.country !== undefined && !isRegion(input.country.toUpperCase()) && !/^[A-Z]{2}$/.test(input.country.toUpperCase())) throw fieldError('country', 'identity_country_invalid');
  if (input.website && checkArtistLink('official_website', input.website)) throw fieldError('website', 'artist_link_https_only');
  if (input.foundedYear !== undefined && input.foundedYear > new Date().getUTCFullYear()) throw fieldError('foundedYear', 'label_founded_year_future');
}

async function read(services: Services, account: UserRow) {
  const [row] = await services.db.select().from(labelProfiles).where(eq(labelProfiles.userId, account.id));
  if (!row) return null;
  return {
    labelName: account.nickname,
    companyName: row.companyName,
    title: row.title,
    website: row.website,
    country: row.country,
    foundedYear: row.foundedYear,
    status: account.status,
  };
}

const requireLabel = (account: UserRow) => {
  if (account.type !== UserType.LABEL) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'label_only');
};

export async function getLabel(services: Services, account: UserRow) {
  return { label: account.type === UserType.LABEL ? await read(services, account) : null };
}

export async function createLabel(services: Services, account: UserRow, input: Required<Pick<LabelInput, 'companyName' | 'title' | 'country'>> & LabelInput) {
  requireLabel(account);
  check(input);
  const created = await services.db
    .insert(labelProfiles)
    .values({ userId: account.id, companyName: input.companyName, title: input.title, website: input.website || null, country: input.country.toUpperCase(), foundedYear: input.foundedYear ?? null })
    .onConflictDoNothing()
    .returning();
  if (created.length === 0) throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'label_profile_exists');
  return (await read(services, account))!;
}

/**
 * Changes the label profile. Before approval it is a plain update; an approved account must use the approved path,
 * and the change sends the account back to review.
 */
export async function updateLabel(services: Services, account: UserRow, input: LabelInput, approvedChange: boolean) {
  requireLabel(account);
  check(input);
  const approved = isProfilePassed(account.status);
  if (approved !== approvedChange) throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, approved ? 'identity_already_approved' : 'identity_not_approved');
  const set = {
    ...(input.companyName !== undefined ? { companyName: input.companyName } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.website !== undefined ? { website: input.website || null } : {}),
    ...(input.country !== undefined ? { country: input.country.toUpperCase() } : {}),
    ...(input.foundedYear !== undefined ? { foundedYear: input.foundedYear } : {}),
    updatedAt: new Date(),
  };
  const changed = await services.db.update(labelProfiles).set(set).where(eq(labelProfiles.userId, account.id)).returning();
  if (changed.length === 0) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'label_profile_missing');
  let current = account;
  if (approvedChange) {
    const [moved] = await services.db
      .update(users)
      .set({ status: settlement.approvedIdentityChanged(account.status)!, updatedAt: new Date() })
      .where(sql`${users.id} = ${account.id} and ${users.status} = ${account.status}`)
      .returning();
    if (moved) current = moved;
    await services.sessions.invalidateUser(account.id);
  }
  return (await read(services, current))!;
}
