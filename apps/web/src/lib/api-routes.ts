import type * as admin from '@portal/contract/admin';
import type * as open from '@portal/contract/open';
import type * as passport from '@portal/contract/passport';
import type * as system from '@portal/contract/system';
import type * as user from '@portal/contract/user';
import type * as team from '@portal/contract/team';
import type * as notice from '@portal/contract/notice';
import type * as contracts from '@portal/contract/contracts';
import type * as identity from '@portal/contract/identity';
import type * as settings from '@portal/contract/settings';
import type * as profiles from '@portal/contract/profiles';
import type * as oauth from '@portal/contract/oauth';
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
  changePassword: e<typeof passport.changePassword>('POST', '/passport/password/change'),
  twoStepVerificationList: e<typeof passport.twoStepVerificationList>('GET', '/passport/safe/two_step_verification/get_verification_list/'),
  twoStepTotpSetup: e<typeof passport.twoStepTotpSetup>('POST', '/passport/safe/two_step_verification/totp/setup'),
  twoStepSendCode: e<typeof passport.twoStepSendCode>('POST', '/passport/safe/two_step_verification/send_code'),
  twoStepEnable: e<typeof passport.twoStepEnable>('POST', '/passport/safe/two_step_verification/enable'),
  twoStepDisable: e<typeof passport.twoStepDisable>('POST', '/passport/safe/two_step_verification/disable'),
  twoStepVerify: e<typeof passport.twoStepVerify>('POST', '/passport/safe/two_step_verification/verify'),
  sendEmailProofCode: e<typeof passport.sendEmailProofCode>('POST', '/passport/email/proof/send-code'),
  proveEmail: e<typeof passport.proveEmail>('POST', '/passport/email/proof'),
};

export const adminRoutes = {
  listFeatureGates: e<typeof admin.listFeatureGates>('GET', '/admin/feature-gates'),
  saveFeatureGate: e<typeof admin.saveFeatureGate>('PUT', '/admin/feature-gates'),
  listOutbox: e<typeof admin.listOutbox>('GET', '/admin/outbox'),
  identityQueue: e<typeof admin.identityQueue>('GET', '/admin/identity/queue'),
  identityCase: e<typeof admin.identityCase>('GET', '/admin/identity/detail'),
  startIdentityReview: e<typeof admin.startIdentityReview>('POST', '/admin/identity/start'),
  decideIdentity: e<typeof admin.decideIdentity>('POST', '/admin/identity/decide'),
  recordOfflineContract: e<typeof admin.recordOfflineContract>('POST', '/admin/contracts/offline'),
};

export const teamRoutes = {
  listMembers: e<typeof team.listMembers>('GET', '/team/member'),
  updateMember: e<typeof team.updateMember>('POST', '/team/member/update'),
  removeMember: e<typeof team.removeMember>('POST', '/team/member/remove'),
  inviteMember: e<typeof team.inviteMember>('POST', '/team/member/invite'),
  listInvites: e<typeof team.listInvites>('GET', '/team/invite'),
  recallInvite: e<typeof team.recallInvite>('POST', '/team/invite/remove'),
  permissionCatalog: e<typeof team.permissionCatalog>('GET', '/team/permission/all'),
  allTeams: e<typeof team.allTeams>('GET', '/team/all'),
  currentTeam: e<typeof team.currentTeam>('GET', '/team/current'),
  switchTeam: e<typeof team.switchTeam>('POST', '/team/switch'),
  validateInvite: e<typeof team.validateInvite>('GET', '/team/invite/validate'),
  acceptInvite: e<typeof team.acceptInvite>('POST', '/team/invite/accept'),
  managerInviteInfo: e<typeof team.managerInviteInfo>('GET', '/open/activity/manager-invite-info'),
};

export const noticeRoutes = {
  listNotices: e<typeof notice.listNotices>('GET', '/notice/list'),
  readNotices: e<typeof notice.readNotices>('POST', '/notice/read'),
};

export const contractRoutes = {
  checkCreationLock: e<typeof contracts.checkCreationLock>('GET', '/contract/check-creation-lock'),
  createContract: e<typeof contracts.createContract>('POST', '/contract/create'),
  createLabelContract: e<typeof contracts.createLabelContract>('POST', '/contract/label/create'),
  signContract: e<typeof contracts.signContract>('POST', '/contract/sign'),
  resendContract: e<typeof contracts.resendContract>('POST', '/contract/resend'),
  syncContract: e<typeof contracts.syncContract>('POST', '/contract/sync'),
  discardContract: e<typeof contracts.discardContract>('POST', '/contract/discard'),
  abandonContracts: e<typeof contracts.abandonContracts>('POST', '/contract/only/abandoned'),
  updateContractEmail: e<typeof contracts.updateContractEmail>('POST', '/contract/update/email'),
  getContract: e<typeof contracts.getContract>('GET', '/contract'),
  contractEmail: e<typeof contracts.contractEmail>('GET', '/contract/email'),
  listContracts: e<typeof contracts.listContracts>('GET', '/contract/list'),
  mainUpgrade: e<typeof contracts.mainUpgrade>('GET', '/contract/main/upgrade'),
  contractInfo: e<typeof contracts.contractInfo>('GET', '/contract/info'),
  mainCopyright: e<typeof contracts.mainCopyright>('GET', '/contract/main/copyright'),
  contractConfiguration: e<typeof contracts.contractConfiguration>('GET', '/contract/configuration'),
};

export const identityRoutes = {
  uploadIdPhoto: e<typeof identity.uploadIdPhoto>('POST', '/images/user_id_photo'),
  uploadPortrait: e<typeof identity.uploadPortrait>('POST', '/images/user_portrait'),
  getPersonalInfo: e<typeof identity.getPersonalInfo>('GET', '/user/pi-info'),
  submitPersonalInfo: e<typeof identity.submitPersonalInfo>('POST', '/user/pi-info'),
  updateApprovedPersonalInfo: e<typeof identity.updateApprovedPersonalInfo>('POST', '/user/update/approved'),
};

export const settingsRoutes = {
  listSessions: e<typeof settings.listSessions>('GET', '/user/sessions'),
  endSession: e<typeof settings.endSession>('POST', '/user/sessions/end'),
  endOtherSessions: e<typeof settings.endOtherSessions>('POST', '/user/sessions/end-others'),
  sendEmailChangeCode: e<typeof settings.sendEmailChangeCode>('POST', '/user/email/code'),
  changeEmail: e<typeof settings.changeEmail>('POST', '/user/email'),
  sendPhoneChangeCode: e<typeof settings.sendPhoneChangeCode>('POST', '/user/phone/code'),
  changePhone: e<typeof settings.changePhone>('POST', '/user/phone'),
  emailSubscriptions: e<typeof settings.emailSubscriptions>('GET', '/opt-feat-subs'),
  updateEmailSubscriptions: e<typeof settings.updateEmailSubscriptions>('PUT', '/opt-feat-subs'),
  unsubscribe: e<typeof settings.unsubscribe>('POST', '/open/unsubs-feat'),
};

export const profileRoutes = {
  updateArtist: e<typeof profiles.updateArtist>('POST', '/user/artist/update'),
  artistExtra: e<typeof profiles.artistExtra>('GET', '/user/artist/extra'),
  claimArtist: e<typeof profiles.claimArtist>('POST', '/user/claim/artist'),
  getLabel: e<typeof profiles.getLabel>('GET', '/user/label'),
  createLabel: e<typeof profiles.createLabel>('POST', '/user/label/create'),
  updateLabel: e<typeof profiles.updateLabel>('POST', '/user/label/update'),
  updateApprovedLabel: e<typeof profiles.updateApprovedLabel>('POST', '/user/label/update/approved'),
};

export const oauthRoutes = {
  oauthAuthorize: e<typeof oauth.oauthAuthorize>('GET', '/oauth/authorize'),
  googleRegister: e<typeof oauth.googleRegister>('GET', '/oauth/google/register'),
  spotifyRegister: e<typeof oauth.spotifyRegister>('GET', '/oauth/spotify/register'),
  ttToken: e<typeof oauth.ttToken>('GET', '/open/tt/token'),
  thirdPartyBind: e<typeof oauth.thirdPartyBind>('POST', '/user/third-party/bind'),
  ttAuthUpdate: e<typeof oauth.ttAuthUpdate>('POST', '/user/tt/auth/update'),
  googleVerify: e<typeof oauth.googleVerify>('POST', '/open/oauth/google/verify'),
  googleUnlink: e<typeof oauth.googleUnlink>('DELETE', '/oauth/google/verify'),
  linkedAccounts: e<typeof oauth.linkedAccounts>('GET', '/oauth/linked'),
  unlinkAccount: e<typeof oauth.unlinkAccount>('POST', '/oauth/unlink'),
  musicTabConfirm: e<typeof oauth.musicTabConfirm>('POST', '/user/music-tab/confirm'),
  musicTabInfo: e<typeof oauth.musicTabInfo>('GET', '/user/music-tab/info'),
};

/** Files are fetched by the browser itself (a link), not through api(). */
export const contractDownloadPath = (contractId: number) => `/api/contract/download?contractId=${contractId}`;

export type User = import('@portal/contract/user').User;
