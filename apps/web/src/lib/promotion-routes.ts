import type * as promotion from '@portal/contract/promotion';
import { endpoint as e } from './api-client.ts';

// The promotion area's calls (decisions 027, 028), apart from lib/api-routes.ts (the login page's first load). Checked
// against the contract by api-routes.test.ts.
export const promotionRoutes = {
  pitchingInfo: e<typeof promotion.pitchingInfo>('GET', '/pitching/info'),
  savePitchingInfo: e<typeof promotion.savePitchingInfo>('POST', '/pitching/info'),
  albumPitching: e<typeof promotion.albumPitching>('GET', '/album/pitching'),
  updateAlbumPitching: e<typeof promotion.updateAlbumPitching>('POST', '/album/update/pitching'),
  songPitchingAllow: e<typeof promotion.songPitchingAllow>('GET', '/song/pitching/allow'),
  updateGaEvents: e<typeof promotion.updateGaEvents>('GET', '/user/update-ga-events'),
};
