import type * as pitching from '@portal/contract/pitching';
import { endpoint as e } from './api-client.ts';

// The promotion pages' calls (decision 027), apart from lib/api-routes.ts (the login page's first load). Checked
// against the contract by api-routes.test.ts.
export const pitchingRoutes = {
  pitchingInfo: e<typeof pitching.pitchingInfo>('GET', '/pitching/info'),
  savePitchingInfo: e<typeof pitching.savePitchingInfo>('POST', '/pitching/info'),
  albumPitching: e<typeof pitching.albumPitching>('GET', '/album/pitching'),
  updateAlbumPitching: e<typeof pitching.updateAlbumPitching>('POST', '/album/update/pitching'),
  songPitchingAllow: e<typeof pitching.songPitchingAllow>('GET', '/song/pitching/allow'),
};
