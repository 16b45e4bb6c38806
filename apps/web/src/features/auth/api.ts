import * as activityRoutes from '@portal/contract/heads/activities';
import * as openRoutes from '@portal/contract/heads/open';
import * as passportRoutes from '@portal/contract/heads/passport';
import * as teamRoutes from '@portal/contract/heads/team';
import * as userRoutes from '@portal/contract/heads/user';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { User } from '@portal/contract/user';
import { complianceQuery, regionQuery, SESSION_KEY, userQuery } from '../../lib/queries.ts';
import { saveLoginData, type LoginData } from '../../lib/session.ts';

export type CodePurpose = 'login' | 'signup' | 'reset';

export interface PhoneTarget {
  region: string;
  phone: string;
}

export function sendEmailCode(email: string, purpose: CodePurpose) {
  return api(passportRoutes.sendCode, { body: { channel: 'email', target: email.trim(), purpose } });
}

export function sendSmsCode({ region, phone }: PhoneTarget, purpose: CodePurpose) {
  return api(passportRoutes.sendCode, { body: { channel: 'sms', target: phone.trim(), region, purpose } });
}

export function checkPhone({ region, phone }: PhoneTarget) {
  return api(openRoutes.checkPhone, { body: { region, phone: phone.trim() } });
}

export const loginWithPassword = (email: string, password: string) => api(passportRoutes.loginPassword, { body: { email: email.trim(), password } });

export const loginWithEmailCode = (email: string, code: string) => api(passportRoutes.loginEmailCode, { body: { email: email.trim(), code: code.trim() } });

export const loginWithSms = ({ region, phone }: PhoneTarget, code: string) => api(passportRoutes.loginSms, { body: { region, phone: phone.trim(), code: code.trim() } });

export const signUpWithEmail = (email: string, password: string, code: string) => api(passportRoutes.signUpEmail, { body: { email: email.trim(), password, code: code.trim() } });

/** The data centre for the region the visitor signs up in (GET /idc/set): the new account's data is kept there. */
export const chooseDataCentre = (region: string) => api(openRoutes.setIdc, { query: { region } });

export const signUpWithPhone = ({ region, phone }: PhoneTarget, code: string) => api(passportRoutes.signUpPhone, { body: { region, phone: phone.trim(), code: code.trim() } });

export interface ProfileBody {
  type: 0 | 1;
  organizationType?: 1 | 2;
  nickname: string;
  region: string;
  language?: string;
  inviteCode?: string;
  managerInviteCode?: string;
}

export const createProfile = (body: ProfileBody) => api(userRoutes.createProfile, { body });

/** The second step of a login: a code sent to the e-mail or phone of the challenge, and checking the code typed. */
export const sendTwoStepCode = (ticket: string, channel: 'email' | 'sms') => api(passportRoutes.twoStepSendCode, { body: { channel, ticket } });

export const verifyTwoStep = (ticket: string, code: string) => api(passportRoutes.twoStepVerify, { body: { ticket, code: code.trim() } });

/** Who invited the visitor (and to which activity), read from the invite code of the sign-up link. */
export const inviterQuery = (inviteCode: string) =>
  queryOptions({
    queryKey: ['inviter-info', inviteCode],
    queryFn: ({ signal }) => api(activityRoutes.inviterInfo, { query: { inviteCode }, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** The label behind a manager invite link (manager_invite_code), shown before the visitor signs up. */
export const managerInviteQuery = (code: string) =>
  queryOptions({
    queryKey: ['manager-invite-info', code],
    queryFn: ({ signal }) => api(teamRoutes.managerInviteInfo, { query: { code }, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** Asks whether a sign-up from here (and with this address) would be accepted, before a code is sent. */
export const askSignUpRisk = (email?: string) => api(openRoutes.signUpRiskControl, { body: email ? { email: email.trim() } : {} });

/** How the new account found the portal (sign-up source 0–9); the server keeps the first answer. */
export const recordSignUpSource = (source: number) => api(userRoutes.setSource, { body: { source } });

export function resetPassword(body: { channel: 'email' | 'sms'; target: string; region?: string; code: string; password: string }) {
  return api(passportRoutes.resetPassword, { body });
}

/**
 * A session just started: remember it, mark the region answer as logged in and load the user, so the
 * protected page we go to next finds everything in the cache.
 */
export async function startSession(client: QueryClient, session: { userId: number }, method: LoginData['method']): Promise<User> {
  saveLoginData({ userId: session.userId, at: new Date().toISOString(), method });
  client.removeQueries({ queryKey: SESSION_KEY });
  client.setQueryData(regionQuery.queryKey, (old) => (old ? { ...old, isLogin: true } : old));
  void client.invalidateQueries({ queryKey: regionQuery.queryKey });
  // The compliance notice depends on the account's region, not the visitor's.
  void client.invalidateQueries({ queryKey: complianceQuery.queryKey });
  return client.fetchQuery(userQuery);
}
