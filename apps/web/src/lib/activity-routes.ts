import type * as activities from '@portal/contract/activities';
import type * as openExtras from '@portal/contract/open-extras';
import type * as songs from '@portal/contract/songs';
import { endpoint as e } from './api-client.ts';

// The activity center's calls (decision 032), apart from lib/api-routes.ts (the login page's first load). Checked
// against the contract by api-routes.test.ts.
export const activityRoutes = {
  listActivities: e<typeof activities.listActivities>('GET', '/activity/list'),
  activityInfo: e<typeof activities.activityInfo>('POST', '/open/activity/info'),
  joinVolumeUp: e<typeof activities.joinVolumeUp>('POST', '/activity/join/volumn-up'),
  activityInvite: e<typeof activities.activityInvite>('POST', '/activity/invite'),
  inviterInfo: e<typeof activities.inviterInfo>('GET', '/open/activity/inviter-info'),
  adminCreateActivity: e<typeof activities.adminCreateActivity>('POST', '/admin/activities'),
  adminCloseActivity: e<typeof activities.adminCloseActivity>('POST', '/admin/activities/close'),
  /** The account's songs, to pick the ones entered in a volume-up campaign. */
  songList: e<typeof songs.songList>('POST', '/song/list'),
};

// The small open calls' pages: newsletter confirmation, marketing unsubscribe, content-supply offers.
export const openExtraRoutes = {
  subscribeNewsletter: e<typeof openExtras.subscribeNewsletter>('POST', '/open/subscribe'),
  confirmSubscription: e<typeof openExtras.confirmSubscription>('GET', '/open/subscribe/confirm'),
  marketUnsubscribe: e<typeof openExtras.marketUnsubscribe>('POST', '/open/market/unsubscribe'),
  feelgoodToken: e<typeof openExtras.feelgoodToken>('GET', '/open/feelgood/token'),
  openContentSupplyLead: e<typeof openExtras.openContentSupplyLead>('GET', '/open/content-supply/lead'),
  contentSupplyUnsubscribe: e<typeof openExtras.contentSupplyUnsubscribe>('POST', '/open/content-supply/unsubscribe'),
  contentSupplyFeedback: e<typeof openExtras.contentSupplyFeedback>('POST', '/open/content-supply/feedback'),
  userContentSupplyLead: e<typeof openExtras.userContentSupplyLead>('GET', '/content-supply/user/lead'),
  bindContentSupplyOffer: e<typeof openExtras.bindContentSupplyOffer>('POST', '/content-supply/offer/bind'),
  adminCreateContentSupplyLead: e<typeof openExtras.adminCreateContentSupplyLead>('POST', '/admin/content-supply/leads'),
  adminContentSupplyLeads: e<typeof openExtras.adminContentSupplyLeads>('GET', '/admin/content-supply/leads'),
  mawf: e<typeof openExtras.mawf>('GET', '/open/mawf'),
  adminSetMawf: e<typeof openExtras.adminSetMawf>('PUT', '/admin/mawf'),
};
