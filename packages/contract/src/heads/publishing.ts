import { head } from '../head.ts';

/**
 * The publishing operations of document 2 section 7 (its paths are not shown; ours are under /publishing, decision
 * 019). Every call needs the account's OffPublishingService permission and the publishingService feature gate.
 */
const view = { tag: 'publishing', access: 'user', permission: { resource: 'OffPublishingService', action: 'View' } } as const;
const edit = { tag: 'publishing', access: 'user', permission: { resource: 'OffPublishingService', action: 'Edit' } } as const;

export const getRegistration = head({
  method: 'GET',
  path: '/publishing/registration',
  ...view,
});

export const createRegistration = head({
  method: 'POST',
  path: '/publishing/registration',
  ...edit,
});

export const createSongwriter = head({
  method: 'POST',
  path: '/publishing/songwriters',
  ...edit,
});

export const listSongwriters = head({
  method: 'GET',
  path: '/publishing/songwriters',
  ...view,
});

export const submitTrackPublishing = head({
  method: 'POST',
  path: '/publishing/tracks',
  ...edit,
});

export const listTrackPublishing = head({
  method: 'GET',
  path: '/publishing/tracks',
  ...view,
});

export const searchPublishingSongs = head({
  method: 'GET',
  path: '/publishing/songs',
  ...view,
});
