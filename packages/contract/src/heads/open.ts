import { head } from '../head.ts';

export const ping = head({
  method: 'GET',
  path: '/open/ping',
  tag: 'open',
  access: 'public',
});

export const getRegion = head({
  method: 'GET',
  path: '/open/region',
  tag: 'open',
  access: 'public',
});

export const getOpenConfig = head({
  method: 'GET',
  path: '/open/config',
  tag: 'open',
  access: 'public',
});

export const putOpenConfig = head({
  method: 'PUT',
  path: '/open/config',
  tag: 'open',
  access: 'admin',
});

export const checkPhone = head({
  method: 'POST',
  path: '/open/check/phone',
  tag: 'open',
  access: 'public',
});

export const openFeatureGates = head({
  method: 'GET',
  path: '/open/fg',
  tag: 'open',
  access: 'public',
});

export const signUpRiskControl = head({
  method: 'POST',
  path: '/open/sign-up-risk-control',
  tag: 'open',
  access: 'public',
});

export const setIdc = head({
  method: 'GET',
  path: '/idc/set',
  tag: 'open',
  access: 'public',
});
