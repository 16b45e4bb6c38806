import { head } from '../head.ts';

/**
 * The catalogue of an account: its songs (the tracks of its submitted releases), search across them, the stores it
 * may choose, the "edit store" mode, and the cover duplicate check. Release view for reads, Release edit for writes.
 */
const view = { tag: 'catalogue', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;
const edit = { tag: 'catalogue', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;
const admin = { tag: 'admin', access: 'admin' } as const;

export const songList = head({
  method: 'POST',
  path: '/song/list',
  ...view,
});

export const songDetail = head({
  method: 'GET',
  path: '/song/detail',
  ...view,
});

export const songUsage = head({
  method: 'GET',
  path: '/song/usage',
  ...view,
});

export const songsByIsrc = head({
  method: 'GET',
  path: '/song/isrc/detail',
  ...view,
});

export const songSearch = head({
  method: 'GET',
  path: '/song/search',
  ...view,
});

export const songEditable = head({
  method: 'GET',
  path: '/song/update/editable',
  ...view,
});

export const dirtySongs = head({
  method: 'GET',
  path: '/song/dirty/list',
  ...view,
});

export const distributePreference = head({
  method: 'PUT',
  path: '/distribute-preference',
  ...edit,
});

export const releasePlatforms = head({
  method: 'GET',
  path: '/release/platforms',
  ...view,
});

export const getPlatformRules = head({
  method: 'GET',
  path: '/admin/platform-rules',
  ...admin,
});

export const savePlatformRules = head({
  method: 'PUT',
  path: '/admin/platform-rules',
  ...admin,
});

export const searchEntity = head({
  method: 'POST',
  path: '/search/entity',
  ...view,
});

export const coverArtDuplication = head({
  method: 'POST',
  path: '/validate/cover-art-duplication',
  ...view,
});
