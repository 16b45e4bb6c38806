import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';

type Values = Record<string, string | number>;

/** A refusal of a batch task call: the message key, and the input it is about when there is one. */
export function batchProblem(httpStatus: number, messageKey: string, field?: string, values?: Values) {
  const code = httpStatus >= 409 ? BusinessCode.COMMON_BUSINESS : BusinessCode.REQUEST_COMMON;
  return new AppError(code, httpStatus, field ? [{ field, messageKey, message: '', ...(values ? { vars: values } : {}) }] : undefined, messageKey, values);
}

export const taskNotFound = () => batchProblem(404, 'bulk_task_not_found');
