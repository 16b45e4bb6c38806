// The analytics vocabularies (decision 025): the platforms the data-insight pages feature (document 3 section 3),
// the traffic sources three of them report, and the audience and creator buckets of the trend files.

import { YOUTUBE_MUSIC_ID } from '../catalog/platforms.ts';

export const SPOTIFY_ID = 1026;
export const APPLE_MUSIC_ID = 1036;
/** The short-video app's own music app (document 3, in-house id 2). */
export const FLICK_MUSIC_ID = 2;
/** The short-video app (in-house id 1): its data comes per sound, not per stream (the /data/tt/* calls). */
export const SHORT_VIDEO_APP_ID = 1;
/** The video site itself (views, watch time, Content ID claims: the /data/youtube/* calls). */
export const VIDEO_SITE_ID = 1900;

/** The analytics platform list of document 3, in the order the pages show it. */
export const ANALYTICS_PLATFORM_IDS = [SPOTIFY_ID, APPLE_MUSIC_ID, FLICK_MUSIC_ID, 1032, 1013, YOUTUBE_MUSIC_ID, VIDEO_SITE_ID, 1078, 1209] as const;

/**
 * Where a stream started, as each store's artist tool names it. 9 sources for the leading store (Spotify for
 * Artists' "source of streams"), 8 for the fruit-brand store (Apple Music for Artists), 21 for the video site
 * (the YouTube Analytics API's traffic source types). Positions are stable: the trend files' counts are stored
 * by position.
 */
export const TRAFFIC_SOURCES = {
  [SPOTIFY_ID]: ['search', 'artist_profile', 'listener_library', 'other_listener_playlists', 'editorial_playlists', 'algorithmic_playlists', 'radio', 'autoplay', 'other'],
  [APPLE_MUSIC_ID]: ['library', 'search', 'browse', 'listen_now', 'editorial_playlists', 'user_playlists', 'radio', 'artist_page'],
  [VIDEO_SITE_ID]: [
    'YT_SEARCH',
    'RELATED_VIDEO',
    'SUBSCRIBER',
    'YT_CHANNEL',
    'YT_OTHER_PAGE',
    'YT_PLAYLIST_PAGE',
    'PLAYLIST',
    'SHORTS',
    'SOUND_PAGE',
    'HASHTAGS',
    'NOTIFICATION',
    'END_SCREEN',
    'ANNOTATION',
    'CAMPAIGN_CARD',
    'ADVERTISING',
    'PROMOTED',
    'EXT_URL',
    'NO_LINK_EMBEDDED',
    'NO_LINK_OTHER',
    'LIVE_REDIRECT',
    'VIDEO_REMIXES',
  ],
} as const satisfies Record<number, readonly string[]>;

export type SourceStoreId = keyof typeof TRAFFIC_SOURCES;
export const SOURCE_STORE_IDS = Object.keys(TRAFFIC_SOURCES).map(Number) as SourceStoreId[];

export function trafficSources(storeId: number): readonly string[] | undefined {
  return (TRAFFIC_SOURCES as Record<number, readonly string[]>)[storeId];
}

/** Listener age bands as the stores report them. */
export const AGE_BANDS = ['<18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'unknown'] as const;
export const GENDERS = ['female', 'male', 'non_binary', 'unknown'] as const;

/** What the short-video app says the creators who used a sound make. */
export const CREATOR_CATEGORIES = ['dance', 'comedy', 'lifestyle', 'beauty_fashion', 'music', 'sports_fitness', 'food', 'travel', 'gaming', 'pets', 'education', 'other'] as const;

/** The per-stream measures of a store's daily trend file. */
export const STREAM_METRICS = ['streams', 'listeners', 'saves', 'playlistAdds', 'skips'] as const;
export type StreamMetric = (typeof STREAM_METRICS)[number];
export const SHORT_VIDEO_METRICS = ['creations', 'views', 'likes', 'shares', 'comments'] as const;
export type ShortVideoMetric = (typeof SHORT_VIDEO_METRICS)[number];
export const VIDEO_METRICS = ['views', 'watchSeconds', 'claims'] as const;
export type VideoMetric = (typeof VIDEO_METRICS)[number];

/** Kinds of playlist a placement is on. */
export const PLAYLIST_KINDS = ['editorial', 'algorithmic', 'user'] as const;
export type PlaylistKind = (typeof PLAYLIST_KINDS)[number];

/** The kinds of analytics file an operator imports. */
export const ANALYTICS_FILE_KINDS = ['streams', 'short_video', 'video', 'playlists', 'presaves'] as const;
export type AnalyticsFileKind = (typeof ANALYTICS_FILE_KINDS)[number];
