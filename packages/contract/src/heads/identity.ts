import { head } from '../head.ts';

export const uploadIdPhoto = head({
  method: 'POST',
  path: '/images/user_id_photo',
  tag: 'identity',
  access: 'user',
  permission: 'owner',
  multipart: true,
});

export const uploadPortrait = head({
  method: 'POST',
  path: '/images/user_portrait',
  tag: 'identity',
  access: 'user',
  permission: 'owner',
  multipart: true,
});

export const viewImage = head({
  method: 'GET',
  path: '/images/view',
  tag: 'identity',
  access: 'user',
  permission: 'personal',
  download: true,
});

export const getPersonalInfo = head({
  method: 'GET',
  path: '/user/pi-info',
  tag: 'identity',
  access: 'user',
  permission: 'owner',
});

export const submitPersonalInfo = head({
  method: 'POST',
  path: '/user/pi-info',
  tag: 'identity',
  access: 'user',
  permission: 'owner',
});

export const updateApprovedPersonalInfo = head({
  method: 'POST',
  path: '/user/update/approved',
  tag: 'identity',
  access: 'user',
  permission: 'owner',
});
