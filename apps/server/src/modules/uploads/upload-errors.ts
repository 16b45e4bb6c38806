import { BusinessCode } from '@portal/domain/errors';
import { uploadMessageKey, type UploadIssue } from '@portal/domain/release/file-checks';
import { AppError } from '../../platform/errors.ts';

type Vars = Record<string, string | number>;

/** A 400 whose message and single field error carry the same key, as the upload client shows it under the item. */
export const uploadProblem = (messageKey: string, field: string, vars?: Vars) =>
  new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field, messageKey, message: '', ...(vars ? { vars } : {}) }], messageKey, vars);

/** A file that broke a rule of document 3 section 5: `upload_<key>`. */
export const refusedFile = (issue: UploadIssue, field = 'body.file') => uploadProblem(uploadMessageKey(issue.key), field, issue.params);

/** Someone else's upload or file, or none at all: the same answer, so nothing is learnt. */
export const uploadNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'error_not_found');
