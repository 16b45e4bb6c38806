import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { describeError, errorMessageKey } from './error-message.ts';

const apiError = (status: number, errorCode: number, messageKey?: string, details: { field: string; messageKey: string }[] = []) =>
  new ApiError({ status, errorCode, messageKey, details: details.map((d) => ({ ...d, message: '' })) });

describe('errorMessageKey', () => {
  it('maps login and sign-up codes through the domain table', () => {
    expect(errorMessageKey(apiError(400, 1009))).toBe('login_acccount_password_error');
    expect(errorMessageKey(apiError(400, 1203))).toBe('login_sms_code_invalid');
    expect(errorMessageKey(apiError(400, 1206))).toBe('send_sms_code_too_many_tips');
  });

  it("uses the server's message key when the catalog knows it", () => {
    expect(errorMessageKey(apiError(403, 70000, 'error_csrf'))).toBe('error_csrf');
    expect(errorMessageKey(apiError(403, 70000, 'unknown_key'), (k) => k !== 'unknown_key')).toBe('error_request_common');
  });

  it('names network failures and bare server errors', () => {
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('error_network');
    expect(errorMessageKey(new ApiError({ status: 502 }))).toBe('error_system_common');
  });
});

describe('describeError', () => {
  it('puts a code that belongs to a field on that field', () => {
    expect(describeError(apiError(400, 1031), ['email', 'password'])).toEqual({ messageKey: null, fields: { email: 'enter_valid_email_tips' } });
  });

  it('keeps the message general when the form has no such field', () => {
    expect(describeError(apiError(400, 1003), ['email', 'password'])).toEqual({ messageKey: 'phone_number_error', fields: {} });
  });

  it('maps per-field details of a validation error', () => {
    const error = apiError(400, 70000, 'error_invalid_request', [{ field: 'body.nickname', messageKey: 'validation_too_long' }]);
    expect(describeError(error, ['nickname', 'region'])).toEqual({ messageKey: null, fields: { nickname: 'validation_too_long' } });
  });

  it('shows the general message too when some details are for fields the form lacks', () => {
    const error = apiError(400, 70000, 'error_invalid_request', [
      { field: 'nickname', messageKey: 'validation_required' },
      { field: 'deviceId', messageKey: 'validation_too_long' },
    ]);
    expect(describeError(error, ['nickname'])).toEqual({ messageKey: 'error_invalid_request', fields: { nickname: 'validation_required' } });
  });
});
