import type * as admin from '@portal/contract/admin';
import type * as open from '@portal/contract/open';
import type * as passport from '@portal/contract/passport';
import type * as system from '@portal/contract/system';
import type * as user from '@portal/contract/user';
import { endpoint as e } from './api-client.ts';

/**
 * Method and path of the contract routes the web uses, keyed by the contract's export names.
 * Only the types come from the contract (importing its values would pull zod into the bundle);
 * api-routes.test.ts checks every entry against the real route objects.
 */
export const openRoutes = {
  ping: e<typeof open.ping>('GET', '/open/ping'),
  getRegion: e<typeof open.getRegion>('GET', '/open/region'),
  getOpenConfig: e<typeof open.getOpenConfig>('GET', '/open/config'),
  putOpenConfig: e<typeof open.putOpenConfig>('PUT', '/open/config'),
  checkPhone: e<typeof open.checkPhone>('POST', '/open/check/phone'),
  openFeatureGates: e<typeof open.openFeatureGates>('GET', '/open/fg'),
};

export const systemRoutes = {
  systemFeatureGates: e<typeof system.systemFeatureGates>('GET', '/system/feature/gate'),
  systemBasic: e<typeof system.systemBasic>('GET', '/system/basic'),
  systemCompliance: e<typeof system.systemCompliance>('GET', '/system/compliance'),
  headerConfig: e<typeof system.headerConfig>('GET', '/aggregated/header-config'),
};

export const userRoutes = {
  getUser: e<typeof user.getUser>('GET', '/user'),
  updateUser: e<typeof user.updateUser>('PUT', '/user'),
  createProfile: e<typeof user.createProfile>('POST', '/users'),
};

export const passportRoutes = {
  sendCode: e<typeof passport.sendCode>('POST', '/passport/code/send'),
  signUpEmail: e<typeof passport.signUpEmail>('POST', '/passport/signup/email'),
  signUpPhone: e<typeof passport.signUpPhone>('POST', '/passport/signup/phone'),
  loginPassword: e<typeof passport.loginPassword>('POST', '/passport/login/password'),
  loginEmailCode: e<typeof passport.loginEmailCode>('POST', '/passport/login/email-code'),
  loginSms: e<typeof passport.loginSms>('POST', '/passport/login/sms'),
  resetPassword: e<typeof passport.resetPassword>('POST', '/passport/password/reset'),
  logout: e<typeof passport.logout>('POST', '/passport/logout'),
};

export const adminRoutes = {
  listFeatureGates: e<typeof admin.listFeatureGates>('GET', '/admin/feature-gates'),
  saveFeatureGate: e<typeof admin.saveFeatureGate>('PUT', '/admin/feature-gates'),
  listOutbox: e<typeof admin.listOutbox>('GET', '/admin/outbox'),
};

export type User = import('@portal/contract/user').User;
