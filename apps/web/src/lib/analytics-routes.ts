import type * as analytics from '@portal/contract/analytics';
import { endpoint as e } from './api-client.ts';

// The data-insight calls (decision 025), kept out of lib/api-routes.ts (that one is in the login page's first load).
// Checked against the contract by api-routes.test.ts.
export const analyticsRoutes = {
  overview: e<typeof analytics.overview>('GET', '/data/overview'),
  songList: e<typeof analytics.songList>('GET', '/data/song/list'),
};
