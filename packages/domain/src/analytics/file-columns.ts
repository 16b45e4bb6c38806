import type { AnalyticsFileKind } from './vocabulary.ts';

/**
 * The analytics file layouts (decision 025), declared once: each kind's columns in the order the generator writes
 * them, and the ones a header must have for the file to be of that kind. The importer reads only these names.
 */
export const ANALYTICS_FILE_COLUMNS = {
  streams: ['date', 'store_id', 'isrc', 'country', 'streams', 'listeners', 'saves', 'playlist_adds', 'skips', 'sources', 'age_bands', 'genders'],
  short_video: ['date', 'sound_id', 'isrc', 'creations', 'views', 'likes', 'shares', 'comments', 'creators'],
  video: ['date', 'video_id', 'isrc', 'title', 'channel', 'views', 'watch_seconds', 'claims', 'sources'],
  playlists: ['store_id', 'playlist_id', 'playlist_name', 'kind', 'followers', 'isrc', 'added_on', 'removed_on'],
  presaves: ['date', 'store_id', 'upc', 'presaves'],
} as const satisfies Record<AnalyticsFileKind, readonly string[]>;

export type AnalyticsFileColumn<K extends AnalyticsFileKind> = (typeof ANALYTICS_FILE_COLUMNS)[K][number];

export const ANALYTICS_FILE_REQUIRED: { readonly [K in AnalyticsFileKind]: readonly AnalyticsFileColumn<K>[] } = {
  streams: ['date', 'store_id', 'isrc', 'country', 'streams'],
  short_video: ['date', 'sound_id', 'isrc', 'creations', 'views'],
  video: ['date', 'video_id', 'isrc', 'views'],
  playlists: ['store_id', 'playlist_id', 'playlist_name', 'isrc', 'added_on'],
  presaves: ['date', 'store_id', 'upc', 'presaves'],
};

/** The header line of a kind's CSV file. */
export const csvHeaderOf = (kind: AnalyticsFileKind): string => ANALYTICS_FILE_COLUMNS[kind].join(',');
