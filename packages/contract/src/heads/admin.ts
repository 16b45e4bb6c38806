import { head } from '../head.ts';

export const listFeatureGates = head({
  method: 'GET',
  path: '/admin/feature-gates',
  tag: 'admin',
  access: 'admin',
});

export const saveFeatureGate = head({
  method: 'PUT',
  path: '/admin/feature-gates',
  tag: 'admin',
  access: 'admin',
});

export const listOutbox = head({
  method: 'GET',
  path: '/admin/outbox',
  tag: 'admin',
  access: 'admin',
});

export const recordOfflineContract = head({
  method: 'POST',
  path: '/admin/contracts/offline',
  tag: 'admin',
  access: 'admin',
  multipart: true,
});

export const identityQueue = head({
  method: 'GET',
  path: '/admin/identity/queue',
  tag: 'admin',
  access: 'admin',
});

export const identityCase = head({
  method: 'GET',
  path: '/admin/identity/detail',
  tag: 'admin',
  access: 'admin',
});

export const startIdentityReview = head({
  method: 'POST',
  path: '/admin/identity/start',
  tag: 'admin',
  access: 'admin',
});

export const decideIdentity = head({
  method: 'POST',
  path: '/admin/identity/decide',
  tag: 'admin',
  access: 'admin',
});

export const consoleCounts = head({
  method: 'GET',
  path: '/admin/console/counts',
  tag: 'admin',
  access: 'admin',
});
