import { head } from '../head.ts';

// Auto-mastering (document 1 section 7 "Albums and songs", decision 034): analyse a song's audio or an uploaded
// WAV/FLAC, master it to a loudness target, and put the master into a draft in place of a track's audio. Each step is
// a creation task (credits, states, result codes) polled through get-process-result.

const edit = { tag: 'mastering', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;
const view = { tag: 'mastering', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;

export const analyse = head({
  method: 'POST',
  path: '/song/auto-mastering/analyse',
  ...edit,
});

export const processMaster = head({
  method: 'POST',
  path: '/song/auto-mastering/process',
  ...edit,
});

export const getProcessResult = head({
  method: 'GET',
  path: '/song/auto-mastering/get-process-result',
  ...view,
});

export const applyToDraft = head({
  method: 'POST',
  path: '/song/auto-mastering/apply-to-draft',
  ...edit,
});
