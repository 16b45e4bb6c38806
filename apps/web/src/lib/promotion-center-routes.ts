import type * as center from '@portal/contract/promotion-center';
import { endpoint as e } from './api-client.ts';

// The promotion center's calls (decision 030), for the /promotion pages and the console's promotion panel. Checked
// against the contract by api-routes.test.ts.
export const promotionCenterRoutes = {
  campaignList: e<typeof center.campaignList>('GET', '/promo/campaign/list'),
  songList: e<typeof center.songList>('GET', '/promo/song/list'),
  applications: e<typeof center.applications>('GET', '/promo/application'),
  apply: e<typeof center.apply>('POST', '/promo/application'),
  discoveryModeStatus: e<typeof center.discoveryModeStatus>('GET', '/promo/dm/status'),
  updateDiscoveryModeStatus: e<typeof center.updateDiscoveryModeStatus>('PUT', '/promo/dm/status'),
  discoveryModeTracks: e<typeof center.discoveryModeTracks>('GET', '/promo/dm/track/list'),
  updateDiscoveryModeTracks: e<typeof center.updateDiscoveryModeTracks>('PUT', '/promo/dm/track/list'),
  adminCampaigns: e<typeof center.adminCampaigns>('GET', '/admin/promo/campaigns'),
  createCampaign: e<typeof center.createCampaign>('POST', '/admin/promo/campaigns'),
  closeCampaign: e<typeof center.closeCampaign>('POST', '/admin/promo/campaigns/close'),
  adminApplications: e<typeof center.adminApplications>('GET', '/admin/promo/applications'),
  decideApplication: e<typeof center.decideApplication>('POST', '/admin/promo/applications/decide'),
  flagTrack: e<typeof center.flagTrack>('POST', '/admin/promo/applications/flag'),
  clearTrackFlag: e<typeof center.clearTrackFlag>('POST', '/admin/promo/applications/unflag'),
};
