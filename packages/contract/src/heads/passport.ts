import { head } from '../head.ts';

export const sendCode = head({
  method: 'POST',
  path: '/passport/code/send',
  tag: 'passport',
  access: 'public',
});

export const signUpEmail = head({
  method: 'POST',
  path: '/passport/signup/email',
  tag: 'passport',
  access: 'public',
});

export const signUpPhone = head({
  method: 'POST',
  path: '/passport/signup/phone',
  tag: 'passport',
  access: 'public',
});

export const loginPassword = head({
  method: 'POST',
  path: '/passport/login/password',
  tag: 'passport',
  access: 'public',
});

export const loginEmailCode = head({
  method: 'POST',
  path: '/passport/login/email-code',
  tag: 'passport',
  access: 'public',
});

export const loginSms = head({
  method: 'POST',
  path: '/passport/login/sms',
  tag: 'passport',
  access: 'public',
});

export const resetPassword = head({
  method: 'POST',
  path: '/passport/password/reset',
  tag: 'passport',
  access: 'public',
});

export const changePassword = head({
  method: 'POST',
  path: '/passport/password/change',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
});

export const logout = head({
  method: 'POST',
  path: '/passport/logout',
  tag: 'passport',
  access: 'public',
});

export const twoStepVerificationList = head({
  method: 'GET',
  path: '/passport/safe/two_step_verification/get_verification_list/',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
});

export const twoStepTotpSetup = head({
  method: 'POST',
  path: '/passport/safe/two_step_verification/totp/setup',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
});

export const twoStepSendCode = head({
  method: 'POST',
  path: '/passport/safe/two_step_verification/send_code',
  tag: 'passport',
  access: 'public',
});

export const twoStepEnable = head({
  method: 'POST',
  path: '/passport/safe/two_step_verification/enable',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
});

export const twoStepDisable = head({
  method: 'POST',
  path: '/passport/safe/two_step_verification/disable',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
});

export const twoStepVerify = head({
  method: 'POST',
  path: '/passport/safe/two_step_verification/verify',
  tag: 'passport',
  access: 'public',
});

export const sendEmailProofCode = head({
  method: 'POST',
  path: '/passport/email/proof/send-code',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
});

export const proveEmail = head({
  method: 'POST',
  path: '/passport/email/proof',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
});
