import { head } from '../head.ts';

/**
 * Online remix and chorus clip detection (document 1 "Audio" calls, decision 035). The source is a song of the account's
 * catalogue (its full audio) or an audio upload of the account; team members use them with Release View (chorus) and
 * Release Edit (remix). A file or settings that cannot be used are refused with 70000 and the message key of the
 * audio-processing result code (aigc_result_*, decision 034) or of the particular problem (remix_*, chorus_*).
 */
const view = { tag: 'audio', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;
const edit = { tag: 'audio', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;

export const audioChorus = head({
  method: 'GET',
  path: '/audio/chorus',
  ...view,
});

export const remixPreview = head({
  method: 'POST',
  path: '/audio/remix/preview',
  ...edit,
  download: true,
});

export const remixProcess = head({
  method: 'POST',
  path: '/audio/remix/process',
  ...edit,
});

export const remixResult = head({
  method: 'GET',
  path: '/audio/remix/result',
  ...view,
});
