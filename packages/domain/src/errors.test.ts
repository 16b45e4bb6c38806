import { describe, expect, it } from 'vitest';
import { BusinessCode, loginCodeMessageKeys, messageKeyForCode } from './errors.ts';

describe('login and sign-up codes (document 1 section 8)', () => {
  it.each([
    [1003, 'phone_number_error'],
    [1202, 'login_sms_code_invalid'],
    [1203, 'login_sms_code_invalid'],
    [1017, 'login_sms_code_invalid'],
    [1703, 'login_sms_code_invalid'],
    [1011, 'login_not_register_yet'],
    [1206, 'send_sms_code_too_many_tips'],
    [1001, 'already_have_account'],
    [1009, 'login_acccount_password_error'],
    [1033, 'login_acccount_password_error'],
    [1034, 'login_acccount_password_error'],
    [1032, 'login_password_too_simple'],
    [1012, 'login_password_too_simple'],
    [1041, 'account_tt_bind_already_exist'],
    [1902, 'account_invalid_profile_key'],
    [1031, 'enter_valid_email_tips'],
    [1010, 'enter_pwd'],
    [1047, 'pwd_rule_tips'],
    [1023, 'signup_duplicate_title'],
    [1035, 'phone_is_linked'],
  ])('%i -> %s', (code, key) => {
    expect(messageKeyForCode(code)).toBe(key);
  });

  it('covers exactly the 20 codes of the spec', () => {
    expect(Object.keys(loginCodeMessageKeys)).toHaveLength(20);
  });

  it('keeps the business codes of the spec', () => {
    expect(Object.values(BusinessCode)).toEqual([0, 60000, 60001, 60002, 60003, 60004, 70000, 70001, 70002, 70003, 70004, 80000, 80001]);
    expect(messageKeyForCode(60004)).toBe('error_out_of_credits');
    expect(messageKeyForCode(123456)).toBe('error_request_common');
  });
});
