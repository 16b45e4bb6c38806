import { messageKeyForCode } from '@portal/domain/errors';
import { isApiError } from './api-client.ts';

/** Login and sign-up codes that belong to one form field (document 1 section 8). */
const codeFields: Record<number, string> = {
  1003: 'phone',
  1035: 'phone',
  1031: 'email',
  1010: 'password',
  1047: 'password',
  1032: 'password',
  1012: 'password',
  1202: 'code',
  1203: 'code',
  1017: 'code',
  1703: 'code',
  1023: 'nickname',
  1902: 'nickname',
};

export interface ErrorDescription {
  /** Message for the form as a whole, or null when every problem sits on a field. */
  messageKey: string | null;
  /** Field name -> message key. */
  fields: Record<string, string>;
}

/**
 * The message key of a failed call: login codes map through messageKeyForCode; other answers use the
 * server's messageKey when the catalog knows it, then the code; network failures get error_network.
 */
export function errorMessageKey(error: unknown, known: (key: string) => boolean = () => true): string {
  if (!isApiError(error)) return 'error_network';
  const code = error.errorCode;
  if (code >= 1000 && code < 2000) return messageKeyForCode(code);
  if (error.messageKey && known(error.messageKey)) return error.messageKey;
  if (code) return messageKeyForCode(code);
  if (error.status === 404) return 'error_not_found';
  if (error.status >= 500) return 'error_system_common';
  return 'internal_error';
}

/** The form field a server field path names: `body.address.city` -> `address`. */
const fieldOf = (path: string) => path.replace(/^(body|query)\./, '').split('.')[0] ?? path;

/** Splits an error into per-field messages (for fields the form has) and one general message. */
export function describeError(error: unknown, formFields: readonly string[], known?: (key: string) => boolean): ErrorDescription {
  const fields: Record<string, string> = {};
  if (isApiError(error)) {
    for (const detail of error.details) {
      const field = fieldOf(detail.field);
      if (formFields.includes(field) && !fields[field]) fields[field] = detail.messageKey;
    }
    const codeField = codeFields[error.errorCode];
    if (codeField && formFields.includes(codeField)) {
      fields[codeField] = messageKeyForCode(error.errorCode);
      return { messageKey: null, fields };
    }
    if (Object.keys(fields).length > 0 && error.details.every((d) => formFields.includes(fieldOf(d.field)))) {
      return { messageKey: null, fields };
    }
  }
  return { messageKey: errorMessageKey(error, known), fields };
}
