import { head } from '../head.ts';

export const systemFeatureGates = head({
  method: 'GET',
  path: '/system/feature/gate',
  tag: 'system',
  access: 'user',
  permission: 'personal',
});

export const releaseFeatureGates = head({
  method: 'GET',
  path: '/system/release/feature/gate',
  tag: 'system',
  access: 'user',
  permission: 'personal',
});

export const systemConstants = head({
  method: 'GET',
  path: '/system/constants',
  tag: 'system',
  access: 'public',
});

export const systemBasic = head({
  method: 'GET',
  path: '/system/basic',
  tag: 'system',
  access: 'public',
});

export const systemPreference = head({
  method: 'GET',
  path: '/system/preference',
  tag: 'system',
  access: 'user',
  permission: 'personal',
});

export const systemCompliance = head({
  method: 'GET',
  path: '/system/compliance',
  tag: 'system',
  access: 'public',
});

export const systemInvite = head({
  method: 'POST',
  path: '/system/invite',
  tag: 'system',
  access: 'user',
  permission: 'personal',
});

export const headerConfig = head({
  method: 'GET',
  path: '/aggregated/header-config',
  tag: 'system',
  access: 'user',
  permission: 'personal',
});
