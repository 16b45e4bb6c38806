import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { BusinessCode, LoginCode } from '@portal/domain/errors';
import { isUniqueViolation } from '@portal/db/errors';
import { isUiLanguage } from '@portal/domain/languages';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { refuseCensoredName } from '../../platform/account-name-check.ts';

export interface UserChanges {
  nickname?: string;
  language?: string;
  preferences?: Partial<{ emailNotifications: boolean; marketingEmails: boolean; smsNotifications: boolean }>;
}

export async function updateUser(services: Services, user: UserRow, changes: UserChanges): Promise<UserRow> {
  if (changes.language !== undefined && !isUiLanguage(changes.language)) {
    throw new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.language', messageKey: 'error_language_invalid', message: changes.language }], 'error_invalid_request');
  }
  if (changes.nickname !== undefined) refuseCensoredName(changes.nickname, 'body.nickname');
  try {
    return await save(services, user, changes);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(LoginCode.DUPLICATE_TITLE, 409);
    throw error;
  }
}

async function save(services: Services, user: UserRow, changes: UserChanges): Promise<UserRow> {
  const [row] = await services.db
    .update(users)
    .set({
      ...(changes.nickname !== undefined ? { nickname: changes.nickname.trim() } : {}),
      ...(changes.language !== undefined ? { language: changes.language } : {}),
      ...(changes.preferences ? { preferences: { ...(user.preferences as object), ...changes.preferences } } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  await services.sessions.invalidateUser(user.id);
  return row as UserRow;
}
