import { head } from '../head.ts';

export const updateArtist = head({
  method: 'POST',
  path: '/user/artist/update',
  tag: 'profiles',
  access: 'user',
  permission: { resource: 'Release', action: 'Edit' },
});

export const artistExtra = head({
  method: 'GET',
  path: '/user/artist/extra',
  tag: 'profiles',
  access: 'user',
  permission: { resource: 'Release', action: 'View' },
});

export const claimArtist = head({
  method: 'POST',
  path: '/user/claim/artist',
  tag: 'profiles',
  access: 'user',
  permission: 'owner',
});

export const createLabel = head({
  method: 'POST',
  path: '/user/label/create',
  tag: 'profiles',
  access: 'user',
  permission: 'owner',
});

export const updateLabel = head({
  method: 'POST',
  path: '/user/label/update',
  tag: 'profiles',
  access: 'user',
  permission: 'owner',
});

export const updateApprovedLabel = head({
  method: 'POST',
  path: '/user/label/update/approved',
  tag: 'profiles',
  access: 'user',
  permission: 'owner',
});

export const getLabel = head({
  method: 'GET',
  path: '/user/label',
  tag: 'profiles',
  access: 'user',
  permission: 'owner',
});
