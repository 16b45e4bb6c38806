import { AGE_BANDS, CREATOR_CATEGORIES, GENDERS, TRAFFIC_SOURCES, VIDEO_SITE_ID } from '@portal/domain/analytics/vocabulary';

// The three kinds of daily facts and the rollups kept of each (decision 025). A rollup row sums facts per account,
// dimension (dim), subject (a track, artist or video; 0 for the account), grain (0 day, 1 month), period, store
// (stream facts only; 0 where the dimension adds stores up) and key (a country, a source, an audience bucket).

export const Grain = { DAY: 0, MONTH: 1 } as const;

export const StreamDim = {
  STORE: 1,
  STORE_COUNTRY: 2,
  TRACK_STORE: 3,
  TRACK_COUNTRY: 4,
  ARTIST_STORE: 5,
  ARTIST_COUNTRY: 6,
  SOURCE: 7,
  AUDIENCE: 8,
  TRACK_AUDIENCE: 9,
  ARTIST_AUDIENCE: 10,
  /** A track over every store: what song rankings read. */
  TRACK: 11,
} as const;

export const ShortVideoDim = { ACCOUNT: 1, TRACK: 2, CATEGORY: 3, TRACK_CATEGORY: 4, ARTIST: 5 } as const;
export const VideoDim = { ACCOUNT: 1, VIDEO: 2, TRACK: 3, SOURCE: 4 } as const;

/** An array column of counts by position in a vocabulary, summed into one metric per named bucket. */
interface Breakdown {
  column: string;
  /** The vocabulary, or one per store when each store has its own (sources of streams). */
  labels: readonly string[] | Readonly<Record<number, readonly string[]>>;
  /** Prepended to the label in the key ("age:18-24"). */
  prefix: string;
  /** The rollup metric the counts go to; the others stay 0. */
  into: string;
}

export interface DimSpec {
  dim: number;
  subject: 'account' | 'track' | 'artist' | 'video';
  /** Kept per store (stream facts only). */
  perStore?: boolean;
  key?: { column: string } | Breakdown;
  /** Months only: breakdowns too fine to keep per day (audience, countries of one track). */
  monthsOnly?: boolean;
}

export interface FactKind {
  facts: string;
  rollups: string;
  /** The columns of a fact, in the order the import writes them (import_id last, added by the import). */
  columns: readonly string[];
  /** A fact replaces an earlier one with the same values of these. */
  replaceKey: readonly string[];
  metrics: readonly string[];
  hasStore: boolean;
  dims: readonly DimSpec[];
}

export const streamFacts: FactKind = {
  facts: 'stream_facts',
  rollups: 'stream_rollups',
  columns: ['day', 'user_id', 'track_id', 'store_id', 'country', 'streams', 'listeners', 'saves', 'playlist_adds', 'skips', 'sources', 'age_bands', 'genders'],
  replaceKey: ['day', 'store_id', 'track_id', 'country'],
  metrics: ['streams', 'listeners', 'saves', 'playlist_adds', 'skips'],
  hasStore: true,
  dims: [
    { dim: StreamDim.STORE, subject: 'account', perStore: true },
    { dim: StreamDim.STORE_COUNTRY, subject: 'account', perStore: true, key: { column: 'country' } },
    { dim: StreamDim.TRACK_STORE, subject: 'track', perStore: true },
    { dim: StreamDim.TRACK, subject: 'track' },
    { dim: StreamDim.TRACK_COUNTRY, subject: 'track', key: { column: 'country' }, monthsOnly: true },
    { dim: StreamDim.ARTIST_STORE, subject: 'artist', perStore: true },
    { dim: StreamDim.ARTIST_COUNTRY, subject: 'artist', key: { column: 'country' }, monthsOnly: true },
    { dim: StreamDim.SOURCE, subject: 'account', perStore: true, key: { column: 'sources', labels: TRAFFIC_SOURCES, prefix: '', into: 'streams' } },
    ...(['account', 'track', 'artist'] as const).flatMap((subject) => {
      const dim = subject === 'account' ? StreamDim.AUDIENCE : subject === 'track' ? StreamDim.TRACK_AUDIENCE : StreamDim.ARTIST_AUDIENCE;
      return [
        { dim, subject, perStore: subject === 'account', monthsOnly: true, key: { column: 'age_bands', labels: AGE_BANDS, prefix: 'age:', into: 'streams' } },
        { dim, subject, perStore: subject === 'account', monthsOnly: true, key: { column: 'genders', labels: GENDERS, prefix: 'gender:', into: 'streams' } },
      ];
    }),
  ],
};

export const shortVideoFacts: FactKind = {
  facts: 'short_video_facts',
  rollups: 'short_video_rollups',
  columns: ['day', 'user_id', 'track_id', 'creations', 'views', 'likes', 'shares', 'comments', 'creators'],
  replaceKey: ['day', 'track_id'],
  metrics: ['creations', 'views', 'likes', 'shares', 'comments'],
  hasStore: false,
  dims: [
    { dim: ShortVideoDim.ACCOUNT, subject: 'account' },
    { dim: ShortVideoDim.TRACK, subject: 'track' },
    { dim: ShortVideoDim.ARTIST, subject: 'artist' },
    { dim: ShortVideoDim.CATEGORY, subject: 'account', key: { column: 'creators', labels: CREATOR_CATEGORIES, prefix: '', into: 'creations' } },
    { dim: ShortVideoDim.TRACK_CATEGORY, subject: 'track', monthsOnly: true, key: { column: 'creators', labels: CREATOR_CATEGORIES, prefix: '', into: 'creations' } },
  ],
};

export const videoFacts: FactKind = {
  facts: 'video_facts',
  rollups: 'video_rollups',
  columns: ['day', 'user_id', 'video_id', 'track_id', 'views', 'watch_seconds', 'claims', 'sources'],
  replaceKey: ['day', 'video_id'],
  metrics: ['views', 'watch_seconds', 'claims'],
  hasStore: false,
  dims: [
    { dim: VideoDim.ACCOUNT, subject: 'account' },
    { dim: VideoDim.VIDEO, subject: 'video' },
    { dim: VideoDim.TRACK, subject: 'track' },
    { dim: VideoDim.SOURCE, subject: 'account', key: { column: 'sources', labels: TRAFFIC_SOURCES[VIDEO_SITE_ID], prefix: '', into: 'views' } },
  ],
};
