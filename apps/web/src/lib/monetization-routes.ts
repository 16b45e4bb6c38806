import type * as monetization from '@portal/contract/monetization';
import { endpoint as e } from './api-client.ts';

// The monetization area's calls (decision 031). Checked against the contract by api-routes.test.ts.
export const monetizationRoutes = {
  breakthroughTrackList: e<typeof monetization.breakthroughTrackList>('GET', '/monetization/breakthrough/track/list'),
  monetizationTrackList: e<typeof monetization.monetizationTrackList>('GET', '/monetization/list/track'),
  monetizationStatistic: e<typeof monetization.monetizationStatistic>('GET', '/monetization/statistic'),
  createBreakthroughContract: e<typeof monetization.createBreakthroughContract>('POST', '/monetization/contract/breakthrough/create'),
  createMonetizationContract: e<typeof monetization.createMonetizationContract>('POST', '/monetization/contract/create'),
  breakthroughBatchCreate: e<typeof monetization.breakthroughBatchCreate>('POST', '/monetization/breakthrough/batch/create'),
  monetizationBatchCreate: e<typeof monetization.monetizationBatchCreate>('POST', '/monetization/batch/create'),
  breakthroughBatchUpdate: e<typeof monetization.breakthroughBatchUpdate>('POST', '/monetization/breakthrough/batch/update'),
  getOptInFeatures: e<typeof monetization.getOptInFeatures>('GET', '/opt-in-feat'),
  putOptInFeatures: e<typeof monetization.putOptInFeatures>('PUT', '/opt-in-feat'),
  oacMergeStatus: e<typeof monetization.oacMergeStatus>('GET', '/youtube/oac/merge/status'),
  oacMergeSubmit: e<typeof monetization.oacMergeSubmit>('POST', '/youtube/oac/merge/submit'),
  adminOacMergeList: e<typeof monetization.adminOacMergeList>('GET', '/admin/monetization/oac-merge'),
  adminOacMergeDecide: e<typeof monetization.adminOacMergeDecide>('POST', '/admin/monetization/oac-merge/decide'),
};
