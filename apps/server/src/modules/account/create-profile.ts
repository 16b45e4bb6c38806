import { isUniqueViolation } from '@portal/db/errors';
import { eq, sql } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { BusinessCode, LoginCode } from '@portal/domain/errors';
import { isUiLanguage } from '@portal/domain/languages';
import { isRegion, regionInfo } from '@portal/domain/regions';
import { SignUpSource, UserType } from '@portal/domain/enums';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { linkArtistToLabel, managerInviteInfo } from '../team/manager-invite.ts';
import { recordReferral } from '../activities/referrals.ts';
import { refuseCensoredName } from '../../platform/account-name-check.ts';

export interface ProfileInput {
  type: 0 | 1;
  organizationType?: 1 | 2;
  nickname: string;
  region: string;
  language?: string;
  inviteCode?: string;
  managerInviteCode?: string;
}

const fieldError = (field: string, messageKey: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: `body.${field}`, messageKey, message: messageKey }], 'error_invalid_request');

/** Creates the portal profile once: artist or label, name, region and language; records who invited the user. */
export async function createProfile(services: Services, user: UserRow, input: ProfileInput, requestLanguage: string): Promise<UserRow> {
  if (user.type !== null) throw new AppError(LoginCode.INVALID_PROFILE_KEY, 409, undefined, 'error_profile_exists');
  const region = input.region.toUpperCase();
  if (!isRegion(region)) throw fieldError('region', 'error_region_invalid');
  if (input.language && !isUiLanguage(input.language)) throw fieldError('language', 'error_language_invalid');
  const isLabel = input.type === UserType.LABEL;
  if (isLabel && !input.organizationType) throw fieldError('organizationType', 'validation_required');
  const nickname = input.nickname.trim();
  refuseCensoredName(nickname, 'body.nickname');

  if (isLabel) {
    const [taken] = await services.db.select({ id: users.id }).from(users).where(sql`${users.type} = 1 and lower(${users.nickname}) = ${nickname.toLowerCase()}`).limit(1);
    if (taken) throw new AppError(LoginCode.DUPLICATE_TITLE, 409);
  }

  let invitedByCode: string | null = null;
  if (input.inviteCode) {
    const [inviter] = await services.db.select({ id: users.id }).from(users).where(eq(users.inviteCode, input.inviteCode)).limit(1);
    if (!inviter || inviter.id === user.id) throw fieldError('inviteCode', 'error_invite_code_invalid');
    invitedByCode = input.inviteCode;
  }

  if (input.managerInviteCode && !(await managerInviteInfo(services, input.managerInviteCode)).valid) {
    throw fieldError('managerInviteCode', 'error_manager_invite_code_invalid');
  }

  const language = input.language ?? (isUiLanguage(requestLanguage) ? requestLanguage : regionInfo(region).language);
  try {
    const [row] = await services.db
      .update(users)
      .set({
        type: input.type,
        organizationType: isLabel ? (input.organizationType ?? null) : null,
        nickname,
        region,
        language,
        invitedByCode,
        managerInviteCode: input.managerInviteCode ?? null,
        source: invitedByCode ? SignUpSource.UG_REFERRAL : user.source,
        updatedAt: new Date(),
      })
      .where(sql`${users.id} = ${user.id} and ${users.type} is null`)
      .returning();
    if (!row) throw new AppError(LoginCode.INVALID_PROFILE_KEY, 409, undefined, 'error_profile_exists');
    if (input.managerInviteCode) await linkArtistToLabel(services, row, input.managerInviteCode);
    if (invitedByCode) await recordReferral(services, row);
    await services.sessions.invalidateUser(user.id);
    return row;
  } catch (error) {
    // Two labels racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(LoginCode.DUPLICATE_TITLE, 409);
    throw error;
  }
}
