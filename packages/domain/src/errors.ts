/** Business and login error codes of document 1 section 8, defined once for server and web. */

export const BusinessCode = {
  SUCCESS: 0,
  COMMON_BUSINESS: 60000,
  CONTRACT_DUPLICATE_ID: 60001,
  CONTRACT_CREATION_LOCKED: 60002,
  CONTRACT_RESEND_AFTER_DISCARD: 60003,
  OUT_OF_CREDITS: 60004,
  REQUEST_COMMON: 70000,
  CONTRACT_EMOJI_IN_PARAM: 70001,
  CONTRACT_MAIN_STATUS: 70002,
  CENSORED: 70003,
  TOO_MANY_REQUESTS: 70004,
  SYSTEM_COMMON: 80000,
  SYSTEM_OVERLOAD: 80001,
} as const;

/** Login and sign-up codes with the message key each maps to. */
export const LoginCode = {
  PHONE_NUMBER_ERROR: 1003,
  SMS_CODE_INVALID: 1202,
  SMS_CODE_EXPIRED: 1203,
  EMAIL_CODE_INVALID: 1017,
  CODE_ATTEMPTS_EXCEEDED: 1703,
  NOT_REGISTERED: 1011,
  SEND_CODE_TOO_OFTEN: 1206,
  ALREADY_HAVE_ACCOUNT: 1001,
  WRONG_PASSWORD: 1009,
  ACCOUNT_LOCKED: 1033,
  ACCOUNT_BANNED: 1034,
  PASSWORD_TOO_SIMPLE: 1032,
  PASSWORD_SAME_AS_ACCOUNT: 1012,
  TT_BIND_ALREADY_EXISTS: 1041,
  INVALID_PROFILE_KEY: 1902,
  INVALID_EMAIL: 1031,
  PASSWORD_REQUIRED: 1010,
  PASSWORD_RULE: 1047,
  DUPLICATE_TITLE: 1023,
  PHONE_LINKED: 1035,
} as const;

export const loginCodeMessageKeys: Record<number, string> = {
  1003: 'phone_number_error',
  1202: 'login_sms_code_invalid',
  1203: 'login_sms_code_invalid',
  1017: 'login_sms_code_invalid',
  1703: 'login_sms_code_invalid',
  1011: 'login_not_register_yet',
  1206: 'send_sms_code_too_many_tips',
  1001: 'already_have_account',
  1009: 'login_acccount_password_error',
  1033: 'login_acccount_password_error',
  1034: 'login_acccount_password_error',
  1032: 'login_password_too_simple',
  1012: 'login_password_too_simple',
  1041: 'account_tt_bind_already_exist',
  1902: 'account_invalid_profile_key',
  1031: 'enter_valid_email_tips',
  1010: 'enter_pwd',
  1047: 'pwd_rule_tips',
  1023: 'signup_duplicate_title',
  1035: 'phone_is_linked',
};

export const businessCodeMessageKeys: Record<number, string> = {
  0: 'error_success',
  60000: 'error_common_business',
  60001: 'error_contract_duplicate_id',
  60002: 'error_contract_creation_locked',
  60003: 'error_contract_resend_after_discard',
  60004: 'error_out_of_credits',
  70000: 'error_request_common',
  70001: 'error_contract_emoji_in_param',
  70002: 'error_contract_main_status',
  70003: 'error_censored',
  70004: 'error_too_many_requests',
  80000: 'error_system_common',
  80001: 'error_system_overload',
};

/** Message key for any code the API may return; unknown codes fall back to the common request error. */
export function messageKeyForCode(code: number): string {
  if (code === TwoStepCode.FREQUENCY_CONTROL) return 'passport_frequency_control';
  return loginCodeMessageKeys[code] ?? businessCodeMessageKeys[code] ?? 'error_request_common';
}

/** Two-step verification error 7 is reported as passport frequency control (document 1 section 8). */
export const TwoStepCode = { FREQUENCY_CONTROL: 7 } as const;

/** Team invite validation results (document 1 section 8). */
export const TeamInviteCode = { SUCCESS: 0, INVALID: 1, RECALLED: 2, NOT_MATCHING: 3, USED: 4 } as const;

/** OAuth state errors (document 1 section 8). */
export const OAuthStateError = { AUTH_FAIL: 10, STATE_MISMATCH: 20, SCOPE_INVALID: 30, AUTH_CODE_INVALID: 40 } as const;
