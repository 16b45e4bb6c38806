import { BusinessCode } from '@portal/domain/errors';
import type { PublishingIssue } from '@portal/domain/publishing/messages';
import type { FieldError } from '@portal/contract/route';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

/** The publishing area is open while the publishingService gate is on (document 2 section 2). */
export async function assertPublishingOpen(services: Services) {
  if (!(await services.gates.isOn('system', 'publishingService'))) throw forbidden('error_publishing_unavailable');
}

/** A report of the domain rules (field -> issue) as the 400 the form shows field by field. */
export function publishingInvalid(prefix: string, report: Record<string, PublishingIssue | undefined>, messageKey = 'pub_invalid') {
  const details: FieldError[] = Object.entries(report)
    .filter((entry): entry is [string, PublishingIssue] => entry[1] !== undefined)
    .map(([field, issue]) => ({ field: `${prefix}${field}`, messageKey: issue.key, message: '', vars: issue.params }));
  return new AppError(BusinessCode.REQUEST_COMMON, 400, details, messageKey);
}

export const publishingConflict = (messageKey: string) => new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, messageKey);
export const songNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'pub_song_not_found');
