import { z } from 'zod';
import { defineRoute } from './route.ts';
import * as heads from './heads/passport.ts';

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

export const sendCode = defineRoute(heads.sendCode, {
  summary:
    'Send a one-time code by email or SMS (expires after 10 minutes, at most 5 attempts). Answers the same whether an account uses the address or not; the owner of the address learns the rest from the message',
  body: z.object({
    channel: z.enum(['email', 'sms']),
    target: z.string().trim().min(1).max(254),
    region: z.string().length(2).optional(),
    purpose: z.enum(['login', 'signup', 'reset']),
  }),
  response: z.object({ sent: z.literal(true), expiresInSeconds: z.number(), resendAfterSeconds: z.number() }),
  errorCodes: [1003, 1031, 1206],
});

export const signUpEmail = defineRoute(heads.signUpEmail, {
  summary: 'Create an account with email, password and the code sent to the address (purpose signup); signs in',
  body: z.object({ email, password, code, deviceId: z.string().max(128).optional() }),
  response: sessionResult,
  errorCodes: [1001, 1031, 1010, 1047, 1032, 1012, 1017, 1203, 1703, 70004],
});

export const signUpPhone = defineRoute(heads.signUpPhone, {
  summary: 'Create an account with a phone number and the SMS code sent to it; signs in',
  body: z.object({ region: z.string().length(2), phone: z.string().trim().min(1).max(32), code, deviceId: z.string().max(128).optional() }),
  response: sessionResult,
  errorCodes: [1003, 1035, 1202, 1203, 1703, 70004],
});

export const loginPassword = defineRoute(heads.loginPassword, {
  summary: 'Log in with email and password',
  body: z.object({ email, password }),
  response: sessionResult,
  errorCodes: [1009, 1031, 1010, 1034, 70004],
});

export const loginEmailCode = defineRoute(heads.loginEmailCode, {
  summary: 'Log in with the code sent to an email address',
  body: z.object({ email, code }),
  response: sessionResult,
  errorCodes: [1017, 1203, 1703, 1031, 1034],
});

export const loginSms = defineRoute(heads.loginSms, {
  summary: 'Log in with a phone number and SMS code',
  body: z.object({ region: z.string().length(2), phone: z.string().trim().min(1).max(32), code }),
  response: sessionResult,
  errorCodes: [1003, 1202, 1203, 1703, 1034],
});

export const resetPassword = defineRoute(heads.resetPassword, {
  summary: 'Set a new password with a code sent to the email or phone; ends every session',
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

export const changePassword = defineRoute(heads.changePassword, {
  summary: 'Change the password; every other session ends and this one is rotated',
  body: z.object({ currentPassword: password, password }),
  response: z.object({ changed: z.literal(true) }),
  errorCodes: [1009, 1047, 1032, 1012],
});

export const logout = defineRoute(heads.logout, {
  summary: 'End the current session',
  response: z.object({ loggedOut: z.literal(true) }),
});

export const twoStepVerificationList = defineRoute(heads.twoStepVerificationList, {
  summary: 'Verification methods the signed-in user can receive codes by',
  response: z.object({
    methods: z.array(z.object({ channel: z.enum(['email', 'sms']), maskedTarget: z.string() })),
    /** The method in use, or null when two-step verification is off. */
    enabled: z.enum(['totp', 'email', 'sms']).nullable(),
    enabledAt: z.string().nullable(),
  }),
});

const twoStepMethod = z.enum(['totp', 'email', 'sms']);
const sixDigits = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

export const twoStepTotpSetup = defineRoute(heads.twoStepTotpSetup, {
  summary: 'Start setting up an authenticator app: a new secret and its otpauth URI (shown as a QR code)',
  response: z.object({ secret: z.string(), otpauthUri: z.string() }),
});

export const twoStepSendCode = defineRoute(heads.twoStepSendCode, {
  summary: 'Send a two-step code by e-mail or SMS: during login (with the ticket) or in settings (signed in)',
  body: z.object({ channel: z.enum(['email', 'sms']), ticket: z.string().max(100).optional() }).strict(),
  response: z.object({ sent: z.literal(true), maskedTarget: z.string(), resendAfterSeconds: z.number() }),
  errorCodes: [7, 1206],
});

export const twoStepEnable = defineRoute(heads.twoStepEnable, {
  summary: 'Turn two-step verification on with a code from the chosen method',
  body: z.object({ method: twoStepMethod, code: sixDigits }).strict(),
  response: z.object({ enabled: twoStepMethod }),
  errorCodes: [1202, 1203],
});

export const twoStepDisable = defineRoute(heads.twoStepDisable, {
  summary: 'Turn two-step verification off; needs a current code of the method in use',
  body: z.object({ code: sixDigits }).strict(),
  response: z.object({ enabled: z.null() }),
  errorCodes: [1202, 1203],
});

export const twoStepVerify = defineRoute(heads.twoStepVerify, {
  summary: 'The second step of a login: the ticket and a code; starts the session. Error 7 after too many tries',
  body: z.object({ ticket: z.string().min(1).max(100), code: sixDigits }).strict(),
  response: sessionResult,
  errorCodes: [7, 1202, 1203],
});

export const sendEmailProofCode = defineRoute(heads.sendEmailProofCode, {
  summary: "Send a code to the caller's own e-mail address to prove it (signing, submitting releases and withdrawing wait for it)",
  body: z.object({}),
  response: z.object({ sent: z.literal(true), email: z.string(), expiresInSeconds: z.number(), resendAfterSeconds: z.number() }),
  errorCodes: [1206],
});

export const proveEmail = defineRoute(heads.proveEmail, {
  summary: "Prove the caller's e-mail address with the code sent to it",
  body: z.object({ code }),
  response: z.object({ emailProven: z.literal(true) }),
  errorCodes: [1017, 1203, 1703],
});
