import { head } from '../head.ts';

// Monetization programmes and the video platform's Official Artist Channel merge (document 1 sections 3 and 7,
// document 3 section 5, decision 031).

const view = { tag: 'monetization', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;
const sign = { tag: 'monetization', access: 'user', permission: { resource: 'Contract', action: 'Sign' } } as const;
const edit = { tag: 'monetization', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;
const admin = { tag: 'admin', access: 'admin' } as const;

export const breakthroughTrackList = head({
  method: 'GET',
  path: '/monetization/breakthrough/track/list',
  ...view,
});

export const monetizationTrackList = head({
  method: 'GET',
  path: '/monetization/list/track',
  ...view,
});

export const monetizationStatistic = head({
  method: 'GET',
  path: '/monetization/statistic',
  ...view,
});

export const createBreakthroughContract = head({
  method: 'POST',
  path: '/monetization/contract/breakthrough/create',
  ...sign,
});

export const createMonetizationContract = head({
  method: 'POST',
  path: '/monetization/contract/create',
  ...sign,
});

export const breakthroughBatchCreate = head({
  method: 'POST',
  path: '/monetization/breakthrough/batch/create',
  ...edit,
});

export const monetizationBatchCreate = head({
  method: 'POST',
  path: '/monetization/batch/create',
  ...edit,
});

export const breakthroughBatchUpdate = head({
  method: 'POST',
  path: '/monetization/breakthrough/batch/update',
  ...edit,
});

export const getOptInFeatures = head({
  method: 'GET',
  path: '/opt-in-feat',
  ...view,
});

export const putOptInFeatures = head({
  method: 'PUT',
  path: '/opt-in-feat',
  ...edit,
});

export const oacMergeStatus = head({
  method: 'GET',
  path: '/youtube/oac/merge/status',
  ...view,
});

export const oacMergeSubmit = head({
  method: 'POST',
  path: '/youtube/oac/merge/submit',
  tag: 'monetization',
  access: 'user',
  permission: 'owner',
});

export const adminOacMergeList = head({
  method: 'GET',
  path: '/admin/monetization/oac-merge',
  ...admin,
});

export const adminOacMergeDecide = head({
  method: 'POST',
  path: '/admin/monetization/oac-merge/decide',
  ...admin,
});
