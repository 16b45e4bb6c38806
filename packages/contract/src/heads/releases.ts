import { head } from '../head.ts';

// A 500-track album with full lyrics is about 10 MB of JSON; the caps above bound it at about 40 MB worst case.
const edit = { tag: 'releases', access: 'user', permission: { resource: 'Release', action: 'Edit' }, bodyLimitBytes: 32 * 1024 * 1024 } as const;
const view = { tag: 'releases', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;

export const createDraft = head({
  method: 'POST',
  path: '/draft-release',
  ...edit,
});

export const updateDraft = head({
  method: 'PUT',
  path: '/draft-release',
  ...edit,
});

export const getDraft = head({
  method: 'GET',
  path: '/draft-release',
  ...view,
});

export const deleteDraft = head({
  method: 'DELETE',
  path: '/draft-release',
  ...edit,
});

export const searchDrafts = head({
  method: 'GET',
  path: '/search/draft-release',
  ...view,
});

export const submitRelease = head({
  method: 'POST',
  path: '/release',
  ...edit,
});

export const getRelease = head({
  method: 'GET',
  path: '/release',
  ...view,
});

export const updateRelease = head({
  method: 'PUT',
  path: '/release',
  ...edit,
});

export const deleteRelease = head({
  method: 'DELETE',
  path: '/release',
  ...edit,
});

export const releaseTracks = head({
  method: 'GET',
  path: '/release/tracks',
  ...view,
});

export const albumList = head({
  method: 'POST',
  path: '/album/list',
  ...view,
});

export const albumDetail = head({
  method: 'GET',
  path: '/album/detail',
  ...view,
});

export const releaseReviewQueue = head({
  method: 'GET',
  path: '/admin/releases/queue',
  tag: 'admin',
  access: 'admin',
});

export const releaseReviewCase = head({
  method: 'GET',
  path: '/admin/releases/case',
  tag: 'admin',
  access: 'admin',
});

export const decideRelease = head({
  method: 'POST',
  path: '/admin/releases/decide',
  tag: 'admin',
  access: 'admin',
});

export const releaseFormContext = head({
  method: 'GET',
  path: '/release/form-context',
  ...view,
});

export const importAcknowledgements = head({
  method: 'POST',
  path: '/admin/releases/acknowledgements',
  tag: 'admin',
  access: 'admin',
});

export const markReleaseLive = head({
  method: 'POST',
  path: '/admin/releases/live',
  tag: 'admin',
  access: 'admin',
});

export const runDeliveries = head({
  method: 'POST',
  path: '/admin/releases/deliveries/run',
  tag: 'admin',
  access: 'admin',
});

export const cutReleaseClip = head({
  method: 'PUT',
  path: '/release/clip',
  tag: 'releases',
  access: 'user',
  permission: { resource: 'Release', action: 'Edit' },
});

export const getSongClip = head({
  method: 'GET',
  path: '/song/update/clip',
  ...view,
});

export const updateSongClip = head({
  method: 'POST',
  path: '/song/update/clip',
  ...edit,
});
