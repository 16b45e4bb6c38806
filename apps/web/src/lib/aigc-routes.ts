import type * as aigc from '@portal/contract/aigc';
import type * as mastering from '@portal/contract/mastering';
import type * as releases from '@portal/contract/releases';
import { endpoint as e } from './api-client.ts';

// The creation tools' shared calls and auto-mastering (decision 034). Checked against the contract by api-routes.test.ts.
export const aigcRoutes = {
  getAigcBasic: e<typeof aigc.getAigcBasic>('GET', '/aigc/get-aigc-basic'),
  decRemainOperationTime: e<typeof aigc.decRemainOperationTime>('POST', '/aigc/dec-remain-operation-time'),
};

export const masteringRoutes = {
  analyse: e<typeof mastering.analyse>('POST', '/song/auto-mastering/analyse'),
  processMaster: e<typeof mastering.processMaster>('POST', '/song/auto-mastering/process'),
  getProcessResult: e<typeof mastering.getProcessResult>('GET', '/song/auto-mastering/get-process-result'),
  applyToDraft: e<typeof mastering.applyToDraft>('POST', '/song/auto-mastering/apply-to-draft'),
  /** The drafts and their tracks, to pick the audio to master and the track a master replaces. */
  searchDrafts: e<typeof releases.searchDrafts>('GET', '/search/draft-release'),
  getDraft: e<typeof releases.getDraft>('GET', '/draft-release'),
};
