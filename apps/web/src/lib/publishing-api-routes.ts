import type * as publishing from '@portal/contract/publishing';
import { endpoint as e } from './api-client.ts';

// The publishing pages' calls (decision 019), apart from lib/api-routes.ts so they stay out of the login page's first
// load. Checked against the contract by api-routes.test.ts.
export const publishingRoutes = {
  getRegistration: e<typeof publishing.getRegistration>('GET', '/publishing/registration'),
  createRegistration: e<typeof publishing.createRegistration>('POST', '/publishing/registration'),
  createSongwriter: e<typeof publishing.createSongwriter>('POST', '/publishing/songwriters'),
  listSongwriters: e<typeof publishing.listSongwriters>('GET', '/publishing/songwriters'),
  submitTrackPublishing: e<typeof publishing.submitTrackPublishing>('POST', '/publishing/tracks'),
  listTrackPublishing: e<typeof publishing.listTrackPublishing>('GET', '/publishing/tracks'),
  searchPublishingSongs: e<typeof publishing.searchPublishingSongs>('GET', '/publishing/songs'),
};
