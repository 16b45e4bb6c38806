import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as passport from '@portal/contract/passport';
import { register } from '../../platform/route.ts';
import { clearSessionCookie, deviceTokenOf, revokeToken, SESSION_COOKIE, startSession, type UserRow } from '../../platform/session.ts';
import { sha256 } from '../../platform/tokens.ts';
import type { Services } from '../../platform/services.ts';
import { loginWithEmailCode, loginWithPassword, loginWithSms } from './login.ts';
import { changePassword, resetPassword } from './passwords.ts';
import { sendCode } from './send-code.ts';
import { proveEmail, sendEmailProofCode } from './prove-email.ts';
import { chosenDataCentre, signUpWithEmail, signUpWithPhone } from './sign-up.ts';
import { notLoggedIn } from '../../platform/errors.ts';
import { challengeFor, disableTwoStep, enableTwoStep, sendTwoStepCode, startTotpSetup, userOfTicket, verificationList, verifyLoginCode } from '../two-step/two-step.ts';

export function authRoutes(app: FastifyInstance, services: Services): void {
  const signIn = async (req: FastifyRequest, reply: FastifyReply, user: UserRow) => {
    await startSession(services, req, reply, user.id);
    return { userId: user.id, needsProfile: user.type === null };
  };
  /** A login: a session at once, or the second step first for accounts that turned it on. */
  const logIn = async (req: FastifyRequest, reply: FastifyReply, user: UserRow, provenChannel: 'email' | 'sms' | null) => {
    const twoStep = await challengeFor(services, user, provenChannel);
    if (twoStep) return { userId: user.id, needsProfile: user.type === null, twoStep };
    return signIn(req, reply, user);
  };

  register(app, services, passport.sendCode, async ({ body, req, language }) => sendCode(services, body, req.ip, language));

  register(app, services, passport.signUpEmail, async ({ body, req, reply, language }) =>
    signIn(req, reply, await signUpWithEmail(services, body, { ip: req.ip, deviceId: body.deviceId, language, dataCentre: chosenDataCentre(req.cookies) })),
  );

  register(app, services, passport.signUpPhone, async ({ body, req, reply, language }) =>
    signIn(req, reply, await signUpWithPhone(services, body, { ip: req.ip, deviceId: body.deviceId, language, dataCentre: chosenDataCentre(req.cookies) })),
  );

  register(app, services, passport.loginPassword, async ({ body, req, reply }) => logIn(req, reply, await loginWithPassword(services, body, { ip: req.ip, deviceToken: deviceTokenOf(req) }), null));
  register(app, services, passport.loginEmailCode, async ({ body, req, reply }) => logIn(req, reply, await loginWithEmailCode(services, body), 'email'));
  register(app, services, passport.loginSms, async ({ body, req, reply }) => logIn(req, reply, await loginWithSms(services, body), 'sms'));
  register(app, services, passport.twoStepVerify, async ({ body, req, reply }) => signIn(req, reply, await verifyLoginCode(services, body.ticket, body.code)));
  register(app, services, passport.twoStepSendCode, async ({ body, req, optionalAuth }) => {
    const user = body.ticket ? await userOfTicket(services, body.ticket, false) : optionalAuth()?.user;
    if (!user) throw notLoggedIn();
    return sendTwoStepCode(services, user, body.channel, req.ip);
  });
  register(app, services, passport.twoStepTotpSetup, async ({ auth }) => startTotpSetup(services, auth().user));
  register(app, services, passport.twoStepEnable, async ({ auth, body }) => enableTwoStep(services, auth().user, body.method, body.code));
  register(app, services, passport.twoStepDisable, async ({ auth, body }) => disableTwoStep(services, auth().user, body.code));

  register(app, services, passport.resetPassword, async ({ body, reply }) => {
    await resetPassword(services, body);
    clearSessionCookie(services, reply);
    return { reset: true as const };
  });

  register(app, services, passport.changePassword, async ({ auth, body, req, reply }) => {
    const { user } = auth();
    await changePassword(services, user, body);
    await startSession(services, req, reply, user.id);
    return { changed: true as const };
  });

  register(app, services, passport.logout, async ({ req, reply }) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await revokeToken(services, sha256(token));
    clearSessionCookie(services, reply);
    return { loggedOut: true as const };
  });

  register(app, services, passport.sendEmailProofCode, async ({ auth, req }) => sendEmailProofCode(services, auth().user, req.ip));
  register(app, services, passport.proveEmail, async ({ auth, body }) => proveEmail(services, auth().user, body.code));

  register(app, services, passport.twoStepVerificationList, async ({ auth }) => verificationList(services, auth().user));
}
