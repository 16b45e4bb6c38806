import type * as analytics from '@portal/contract/analytics';
import type * as oauth from '@portal/contract/oauth';
import { endpoint as e } from './api-client.ts';

// The data-insight calls (decision 025), kept out of lib/api-routes.ts (that one is in the login page's first load).
// Checked against the contract by api-routes.test.ts.
export const analyticsRoutes = {
  overview: e<typeof analytics.overview>('GET', '/data/overview'),
  dspTrend: e<typeof analytics.dspTrend>('GET', '/data/dsp/trend'),
  dspSum: e<typeof analytics.dspSum>('GET', '/data/dsp/sum'),
  dspAll: e<typeof analytics.dspAll>('GET', '/data/dsp/all'),
  dspSong: e<typeof analytics.dspSong>('GET', '/data/dsp/song'),
  songAudience: e<typeof analytics.songAudience>('GET', '/data/dsp/song/audience'),
  artistAudience: e<typeof analytics.artistAudience>('GET', '/data/dsp/artist/audience'),
  dspArtistList: e<typeof analytics.dspArtistList>('GET', '/data/dsp/list/artist'),
  songList: e<typeof analytics.songList>('GET', '/data/song/list'),
  artistList: e<typeof analytics.artistList>('GET', '/data/artist/list'),
  playlists: e<typeof analytics.playlists>('GET', '/data/dsp/playlist'),
  playlistTrend: e<typeof analytics.playlistTrend>('GET', '/data/dsp/playlist/trend'),
  storeUpdates: e<typeof analytics.storeUpdates>('GET', '/data/dsp/store/update'),
  sourceTrend: e<typeof analytics.sourceTrend>('GET', '/data/dsp/source/trend'),
  sourceSum: e<typeof analytics.sourceSum>('GET', '/data/dsp/source/sum'),
  presaves: e<typeof analytics.presaves>('GET', '/data/presave'),
  ttSum: e<typeof analytics.ttSum>('GET', '/data/tt/sum'),
  ttTrend: e<typeof analytics.ttTrend>('GET', '/data/tt/trend'),
  ttSongs: e<typeof analytics.ttSongs>('GET', '/data/tt/song'),
  ttCategories: e<typeof analytics.ttCategories>('GET', '/data/tt/category'),
  ttCreators: e<typeof analytics.ttCreators>('GET', '/data/tt/creator'),
  ttEngagement: e<typeof analytics.ttEngagement>('GET', '/data/tt/engagement'),
  ttArtistList: e<typeof analytics.ttArtistList>('GET', '/data/tt/list/artist'),
  youtubeVideos: e<typeof analytics.youtubeVideos>('GET', '/data/youtube/videos'),
  youtubeSum: e<typeof analytics.youtubeSum>('GET', '/data/youtube/sum'),
  youtubeTrend: e<typeof analytics.youtubeTrend>('GET', '/data/youtube/trend'),
};

/** The quick-access banner's call, an OAuth one only the data-insight pages make. */
export const analyticsOauthRoutes = {
  spotifyInstantAccess: e<typeof oauth.spotifyInstantAccess>('GET', '/oauth/spotify/instant-access'),
};
