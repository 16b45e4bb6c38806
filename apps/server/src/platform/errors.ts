import { BusinessCode, messageKeyForCode } from '@portal/domain/errors';
import type { FieldError } from '@portal/contract/route';

/** The one error type of the API: an HTTP status, a business or login code, and optional field errors. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly httpStatus: number,
    readonly details?: FieldError[],
    readonly messageKey: string = messageKeyForCode(code),
    readonly vars?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

export const badRequest = (code: number, details?: FieldError[]) => new AppError(code, 400, details);
export const notLoggedIn = () => new AppError(BusinessCode.REQUEST_COMMON, 401, undefined, 'error_not_logged_in');
export const forbidden = (messageKey = 'error_forbidden') => new AppError(BusinessCode.REQUEST_COMMON, 403, undefined, messageKey);
export const tooManyRequests = (code: number = BusinessCode.TOO_MANY_REQUESTS) => new AppError(code, 429);
/** A refusal with one message key, for the answer and (when named) the field it is about. */
export const refusal = (httpStatus: number, messageKey: string, field?: string) =>
  new AppError(BusinessCode.REQUEST_COMMON, httpStatus, field ? [{ field, messageKey, message: '' }] : undefined, messageKey);
