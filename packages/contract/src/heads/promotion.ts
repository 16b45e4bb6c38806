import { head } from '../head.ts';

// Pitching an upcoming release to the editors (document 1 sections 3 and 7, decision 027), and the paid-ads
// conversion events (document 1 section 4, decision 028).

const view = { tag: 'promotion', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;
const edit = { tag: 'promotion', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;

export const pitchingInfo = head({
  method: 'GET',
  path: '/pitching/info',
  ...view,
});

export const savePitchingInfo = head({
  method: 'POST',
  path: '/pitching/info',
  ...edit,
});

export const albumPitching = head({
  method: 'GET',
  path: '/album/pitching',
  ...view,
});

export const updateAlbumPitching = head({
  method: 'POST',
  path: '/album/update/pitching',
  ...edit,
});

export const songPitchingAllow = head({
  method: 'GET',
  path: '/song/pitching/allow',
  ...view,
});

export const updateGaEvents = head({
  method: 'GET',
  path: '/user/update-ga-events',
  tag: 'promotion',
  access: 'user',
  permission: 'owner',
});
