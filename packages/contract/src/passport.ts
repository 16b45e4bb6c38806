import { z } from 'zod';
import { defineRoute } from './route.ts';

const email = z.string().trim().max(254);
const password = z.string().max(128);
const code = z.string().trim().max(12);

/**
 * A login either starts a session or, for an account with two-step verification, answers with `twoStep`: no session
 * yet, a ticket for the second step and the methods it may use.
 */
export const sessionResult = z.object({
  userId: z.number(),
  needsProfile: z.boolean(),
  twoStep: z.object({ ticket: z.string(), method: z.enum(['totp', 'email', 'sms']), maskedTarget: z.string().nullable() }).optional(),
});

export const sendCode = defineRoute({
  method: 'POST',
  path: '/passport/code/send',
  summary:
    'Send a one-time code by email or SMS (expires after 10 minutes, at most 5 attempts). Answers the same whether an account uses the address or not; the owner of the address learns the rest from the message',
  tag: 'passport',
  access: 'public',
  body: z.object({
    channel: z.enum(['email', 'sms']),
    target: z.string().trim().min(1).max(254),
    region: z.string().length(2).optional(),
    purpose: z.enum(['login', 'signup', 'reset']),
  }),
  response: z.object({ sent: z.literal(true), expiresInSeconds: z.number(), resendAfterSeconds: z.number() }),
  errorCodes: [1003, 1031, 1206],
});

export const signUpEmail = defineRoute({
  method: 'POST',
  path: '/passport/signup/email',
  summary: 'Create an account with email, password and the code sent to the address (purpose signup); signs in',
  tag: 'passport',
  access: 'public',
  body: z.object({ email, password, code, deviceId: z.string().max(128).optional() }),
  response: sessionResult,
  errorCodes: [1001, 1031, 1010, 1047, 1032, 1012, 1017, 1203, 1703, 70004],
});

export const signUpPhone = defineRoute({
  method: 'POST',
  path: '/passport/signup/phone',
  summary: 'Create an account with a phone number and the SMS code sent to it; signs in',
  tag: 'passport',
  access: 'public',
  body: z.object({ region: z.string().length(2), phone: z.string().trim().min(1).max(32), code, deviceId: z.string().max(128).optional() }),
  response: sessionResult,
  errorCodes: [1003, 1035, 1202, 1203, 1703, 70004],
});

export const loginPassword = defineRoute({
  method: 'POST',
  path: '/passport/login/password',
  summary: 'Log in with email and password',
  tag: 'passport',
  access: 'public',
  body: z.object({ email, password }),
  response: sessionResult,
  errorCodes: [1009, 1031, 1010, 1034, 70004],
});

export const loginEmailCode = defineRoute({
  method: 'POST',
  path: '/passport/login/email-code',
  summary: 'Log in with the code sent to an email address',
  tag: 'passport',
  access: 'public',
  body: z.object({ email, code }),
  response: sessionResult,
  errorCodes: [1017, 1203, 1703, 1031, 1034],
});

export const loginSms = defineRoute({
  method: 'POST',
  path: '/passport/login/sms',
  summary: 'Log in with a phone number and SMS code',
  tag: 'passport',
  access: 'public',
  body: z.object({ region: z.string().length(2), phone: z.string().trim().min(1).max(32), code }),
  response: sessionResult,
  errorCodes: [1003, 1202, 1203, 1703, 1034],
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/passport/password/reset',
  summary: 'Set a new password with a code sent to the email or phone; ends every session',
  tag: 'passport',
  access: 'public',
  body: z.object({
    channel: z.enum(['email', 'sms']),
    target: z.string().trim().min(1).max(254),
    region: z.string().length(2).optional(),
    code,
    password,
  }),
  response: z.object({ reset: z.literal(true) }),
  errorCodes: [1003, 1031, 1202, 1017, 1203, 1703, 1047, 1032, 1012],
});

export const changePassword = defineRoute({
  method: 'POST',
  path: '/passport/password/change',
  summary: 'Change the password; every other session ends and this one is rotated',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
  body: z.object({ currentPassword: password, password }),
  response: z.object({ changed: z.literal(true) }),
  errorCodes: [1009, 1047, 1032, 1012],
});

export const logout = defineRoute({
  method: 'POST',
  path: '/passport/logout',
  summary: 'End the current session',
  tag: 'passport',
  access: 'public',
  response: z.object({ loggedOut: z.literal(true) }),
});

export const twoStepVerificationList = defineRoute({
  method: 'GET',
  path: '/passport/safe/two_step_verification/get_verification_list/',
  summary: 'Verification methods the signed-in user can receive codes by',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
  response: z.object({
    methods: z.array(z.object({ channel: z.enum(['email', 'sms']), maskedTarget: z.string() })),
    /** The method in use, or null when two-step verification is off. */
    enabled: z.enum(['totp', 'email', 'sms']).nullable(),
    enabledAt: z.string().nullable(),
  }),
});

const twoStepMethod = z.enum(['totp', 'email', 'sms']);
const sixDigits = z.string().trim().regex(/^\d{6}$/);

export const twoStepTotpSetup = defineRoute({
  method: 'POST',
  path: '/passport/safe/two_step_verification/totp/setup',
  summary: 'Start setting up an authenticator app: a new secret and its otpauth URI (shown as a QR code)',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
  response: z.object({ secret: z.string(), otpauthUri: z.string() }),
});

export const twoStepSendCode = defineRoute({
  method: 'POST',
  path: '/passport/safe/two_step_verification/send_code',
  summary: 'Send a two-step code by e-mail or SMS: during login (with the ticket) or in settings (signed in)',
  tag: 'passport',
  access: 'public',
  body: z.object({ channel: z.enum(['email', 'sms']), ticket: z.string().max(100).optional() }).strict(),
  response: z.object({ sent: z.literal(true), maskedTarget: z.string(), resendAfterSeconds: z.number() }),
  errorCodes: [7, 1206],
});

export const twoStepEnable = defineRoute({
  method: 'POST',
  path: '/passport/safe/two_step_verification/enable',
  summary: 'Turn two-step verification on with a code from the chosen method',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
  body: z.object({ method: twoStepMethod, code: sixDigits }).strict(),
  response: z.object({ enabled: twoStepMethod }),
  errorCodes: [1202, 1203],
});

export const twoStepDisable = defineRoute({
  method: 'POST',
  path: '/passport/safe/two_step_verification/disable',
  summary: 'Turn two-step verification off; needs a current code of the method in use',
  tag: 'passport',
  access: 'user',
  permission: 'personal',
  body: z.object({ code: sixDigits }).strict(),
  response: z.object({ enabled: z.null() }),
  errorCodes: [1202, 1203],
});

export const twoStepVerify = defineRoute({
  method: 'POST',
  path: '/passport/safe/two_step_verification/verify',
  summary: 'The second step of a login: the ticket and a code; starts the session. Error 7 after too many tries',
  tag: 'passport',
  access: 'public',
  body: z.object({ ticket: z.string().min(1).max(100), code: sixDigits }).strict(),
  response: sessionResult,
  errorCodes: [7, 1202, 1203],
});

export const sendEmailProofCode = defineRoute({
  method: 'POST',
  path: '/passport/email/proof/send-code',
  summary: "Send a code to the caller's own e-mail address to prove it (signing, submitting releases and withdrawing wait for it)",
  tag: 'passport',
  access: 'user',
  permission: 'personal',
  body: z.object({}),
  response: z.object({ sent: z.literal(true), email: z.string(), expiresInSeconds: z.number(), resendAfterSeconds: z.number() }),
  errorCodes: [1206],
});

export const proveEmail = defineRoute({
  method: 'POST',
  path: '/passport/email/proof',
  summary: "Prove the caller's e-mail address with the code sent to it",
  tag: 'passport',
  access: 'user',
  permission: 'personal',
  body: z.object({ code }),
  response: z.object({ emailProven: z.literal(true) }),
  errorCodes: [1017, 1203, 1703],
});
