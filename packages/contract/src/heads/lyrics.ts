import { head } from '../head.ts';

// The lyric editor and the lyric models (document 1 section 7 "AI", decision 037): a track is addressed by a source
// key, `draft:<albumId>:<track index>` for a draft's track or `song:<songId>` for a song of a submitted release.

const view = { tag: 'lyrics', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;
const edit = { tag: 'lyrics', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;

export const lyricsEditorContext = head({
  method: 'GET',
  path: '/lyrics/editor-context',
  ...view,
});

export const readTrackLyrics = head({
  method: 'GET',
  path: '/lyrics/track',
  ...view,
});

export const saveTrackLyrics = head({
  method: 'PUT',
  path: '/lyrics/track',
  ...edit,
});

export const generateLyrics = head({
  method: 'POST',
  path: '/aigc/gen-song-lyrics',
  ...edit,
});

export const transcribeLyrics = head({
  method: 'POST',
  path: '/aigc/gen-asr-lyrics',
  ...edit,
});

export const lyricTask = head({
  method: 'GET',
  path: '/lyrics/task',
  ...view,
});
