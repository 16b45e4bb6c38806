import { nameIsCensored } from '@portal/domain/account-names';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from './errors.ts';

/** Refuses an account name with explicit terms: 70003 on the field (decision 056). */
export function refuseCensoredName(name: string, field: string): void {
  if (nameIsCensored(name)) throw new AppError(BusinessCode.CENSORED, 400, [{ field, messageKey: 'account_name_censored', message: '' }]);
}
