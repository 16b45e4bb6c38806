import { head } from '../head.ts';

// The data-insight calls of document 1 section 7 (decision 025). Every call reads rollups, never raw facts. Days are
// yyyy-MM-dd; a range is start..end inclusive (default: the 28 days up to yesterday); the comparison defaults to the
// period of the same length just before it.

const view = { tag: 'analytics', access: 'user', permission: { resource: 'AnalyticsData', action: 'View' } } as const;

export const overview = head({
  method: 'GET',
  path: '/data/overview',
  ...view,
});

export const dspTrend = head({
  method: 'GET',
  path: '/data/dsp/trend',
  ...view,
});

export const dspSum = head({
  method: 'GET',
  path: '/data/dsp/sum',
  ...view,
});

export const dspAll = head({
  method: 'GET',
  path: '/data/dsp/all',
  ...view,
});

export const dspSong = head({
  method: 'GET',
  path: '/data/dsp/song',
  ...view,
});

export const songAudience = head({
  method: 'GET',
  path: '/data/dsp/song/audience',
  ...view,
});

export const artistAudience = head({
  method: 'GET',
  path: '/data/dsp/artist/audience',
  ...view,
});

export const dspArtistList = head({
  method: 'GET',
  path: '/data/dsp/list/artist',
  ...view,
});

export const songList = head({
  method: 'GET',
  path: '/data/song/list',
  ...view,
});

export const artistList = head({
  method: 'GET',
  path: '/data/artist/list',
  ...view,
});

export const playlists = head({
  method: 'GET',
  path: '/data/dsp/playlist',
  ...view,
});

export const playlistTrend = head({
  method: 'GET',
  path: '/data/dsp/playlist/trend',
  ...view,
});

export const storeUpdates = head({
  method: 'GET',
  path: '/data/dsp/store/update',
  ...view,
});

export const sourceTrend = head({
  method: 'GET',
  path: '/data/dsp/source/trend',
  ...view,
});

export const sourceSum = head({
  method: 'GET',
  path: '/data/dsp/source/sum',
  ...view,
});

export const presaves = head({
  method: 'GET',
  path: '/data/presave',
  ...view,
});

export const ttSum = head({
  method: 'GET',
  path: '/data/tt/sum',
  ...view,
});

export const ttTrend = head({
  method: 'GET',
  path: '/data/tt/trend',
  ...view,
});

export const ttSongs = head({
  method: 'GET',
  path: '/data/tt/song',
  ...view,
});

export const ttCategories = head({
  method: 'GET',
  path: '/data/tt/category',
  ...view,
});

export const ttCreators = head({
  method: 'GET',
  path: '/data/tt/creator',
  ...view,
});

export const ttEngagement = head({
  method: 'GET',
  path: '/data/tt/engagement',
  ...view,
});

export const ttArtistList = head({
  method: 'GET',
  path: '/data/tt/list/artist',
  ...view,
});

export const youtubeVideos = head({
  method: 'GET',
  path: '/data/youtube/videos',
  ...view,
});

export const youtubeSum = head({
  method: 'GET',
  path: '/data/youtube/sum',
  ...view,
});

export const youtubeTrend = head({
  method: 'GET',
  path: '/data/youtube/trend',
  ...view,
});

export const charts = head({
  method: 'GET',
  path: '/data/charts',
  ...view,
});
