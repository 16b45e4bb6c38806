import { z } from 'zod';
import { AGE_BANDS, CREATOR_CATEGORIES, GENDERS, PLAYLIST_KINDS } from '@portal/domain/analytics/vocabulary';
import { defineRoute } from './route.ts';
import * as heads from './heads/analytics.ts';

const range = { start: z.string().max(10).optional(), end: z.string().max(10).optional() };
const comparison = { compareStart: z.string().max(10).optional(), compareEnd: z.string().max(10).optional() };
const id = z.coerce.number().int().positive();
/** Store ids, comma-separated ("1026,1036"). */
const storeIdList = z.string().max(1000).optional();
const paging = { offset: z.coerce.number().int().min(0).max(100_000).default(0), count: z.coerce.number().int().min(1).max(100).default(10) };

export const dayRange = z.object({ start: z.string(), end: z.string() });

/** Sums over a range; listeners are unique per day, so a range shows their daily average, not a sum. */
export const streamTotals = z.object({
  streams: z.number(),
  averageDailyListeners: z.number(),
  saves: z.number(),
  playlistAdds: z.number(),
  skips: z.number(),
});
export const streamPoint = z.object({ date: z.string(), streams: z.number(), listeners: z.number(), saves: z.number(), playlistAdds: z.number(), skips: z.number() });
const share = z.number().describe('part of the whole, 0 to 1');
const storeStreams = streamTotals.extend({ storeId: z.number(), share });
const countryStreams = z.object({ country: z.string(), streams: z.number(), share });
/** The whole months a monthly breakdown covers when the range cuts a month (audience and a track's countries). */
const covered = { coveredFrom: z.string().nullable(), coveredTo: z.string().nullable() };

export const shortVideoTotals = z.object({ creations: z.number(), views: z.number(), likes: z.number(), shares: z.number(), comments: z.number() });
export const videoTotals = z.object({ views: z.number(), watchSeconds: z.number(), claims: z.number() });

export const overview = defineRoute(heads.overview, {
  summary:
    'Streams, listeners and engagement over a range next to a comparison range, the daily trend of both, the top stores, and the short-video and video-site totals; for the account or one song, on all or some stores',
  query: z.object({ ...range, ...comparison, songId: id.optional(), storeIdList }),
  response: z.object({
    range: dayRange,
    compare: dayRange,
    totals: streamTotals,
    compareTotals: streamTotals,
    trend: z.array(z.object({ date: z.string(), streams: z.number() })),
    compareTrend: z.array(z.object({ date: z.string(), streams: z.number() })),
    stores: z.array(z.object({ storeId: z.number(), streams: z.number() })),
    shortVideo: z.object({ creations: z.number(), views: z.number(), compareCreations: z.number(), compareViews: z.number() }),
    video: z.object({ views: z.number(), compareViews: z.number() }),
    /** The latest day any store's data reaches. */
    dataThrough: z.string().nullable(),
  }),
});

const streamFilters = { ...range, songId: id.optional(), artistId: id.optional(), storeIdList };

export const dspTrend = defineRoute(heads.dspTrend, {
  summary: 'Daily streams, listeners, saves, playlist adds and skips; with byStore=1 also the daily streams of the five biggest stores',
  query: z.object({ ...streamFilters, byStore: z.enum(['0', '1']).optional() }),
  response: z.object({
    range: dayRange,
    points: z.array(streamPoint),
    stores: z.array(z.object({ storeId: z.number(), streams: z.array(z.number()) })),
  }),
});

export const dspSum = defineRoute(heads.dspSum, {
  summary: 'Stream totals of a range and of its comparison range',
  query: z.object({ ...streamFilters, ...comparison }),
  response: z.object({ range: dayRange, compare: dayRange, totals: streamTotals, compareTotals: streamTotals }),
});

export const dspAll = defineRoute(heads.dspAll, {
  summary: 'Every store with its totals and share, and the countries ranked by streams',
  query: z.object({ ...streamFilters }),
  response: z.object({ range: dayRange, stores: z.array(storeStreams), countries: z.array(countryStreams), ...covered }),
});

export const songSummary = z.object({
  songId: z.number(),
  albumId: z.number(),
  title: z.string(),
  version: z.string(),
  isrc: z.string(),
  artists: z.array(z.string()),
  releaseTitle: z.string(),
});

export const dspSong = defineRoute(heads.dspSong, {
  summary: "One song's streams: totals next to the comparison range, per store and per country",
  query: z.object({ songId: id, ...range, ...comparison, storeIdList }),
  response: z.object({
    song: songSummary,
    range: dayRange,
    compare: dayRange,
    totals: streamTotals,
    compareTotals: streamTotals,
    stores: z.array(storeStreams),
    countries: z.array(countryStreams),
    ...covered,
  }),
});

const bucket = <T extends readonly [string, ...string[]]>(values: T) => z.object({ bucket: z.enum(values), streams: z.number(), share });
export const audience = z.object({
  ...covered,
  /** Streams the stores described by age and gender (not every store does). */
  describedStreams: z.number(),
  ages: z.array(bucket(AGE_BANDS as unknown as readonly [string, ...string[]])),
  genders: z.array(bucket(GENDERS as unknown as readonly [string, ...string[]])),
  countries: z.array(countryStreams),
});

export const songAudience = defineRoute(heads.songAudience, {
  summary: "A song's listeners by age band, gender and country, over the whole months the range touches",
  query: z.object({ songId: id, ...range }),
  response: audience,
});

export const artistAudience = defineRoute(heads.artistAudience, {
  summary: "An artist's listeners by age band, gender and country, over the whole months the range touches",
  query: z.object({ artistId: id, ...range }),
  response: audience,
});

const artistRanked = z.object({ artistId: z.number(), name: z.string(), streams: z.number(), compareStreams: z.number() });

export const dspArtistList = defineRoute(heads.dspArtistList, {
  summary: "The account's artists ranked by streams in the range",
  query: z.object({ ...range, ...comparison, storeIdList }),
  response: z.object({ range: dayRange, list: z.array(artistRanked) }),
});

export const songList = defineRoute(heads.songList, {
  summary: "The account's released songs with their streams in the range (most first), short-video creations and video views; searchable by title or ISRC",
  query: z.object({ ...range, ...comparison, storeIdList, artistId: id.optional(), keyword: z.string().max(100).optional(), ...paging }),
  response: z.object({
    range: dayRange,
    total: z.number(),
    list: z.array(songSummary.extend({ streams: z.number(), compareStreams: z.number(), creations: z.number(), videoViews: z.number() })),
  }),
});

export const artistList = defineRoute(heads.artistList, {
  summary: "The account's artists with their released songs and streams in the range",
  query: z.object({ ...range }),
  response: z.object({ list: z.array(z.object({ artistId: z.number(), name: z.string(), songCount: z.number(), streams: z.number() })) }),
});

export const playlistPlacement = z.object({
  id: z.number(),
  storeId: z.number(),
  playlistId: z.string(),
  playlistName: z.string(),
  kind: z.enum(PLAYLIST_KINDS),
  followers: z.number(),
  songId: z.number(),
  songTitle: z.string(),
  addedOn: z.string(),
  removedOn: z.string().nullable(),
});

export const playlists = defineRoute(heads.playlists, {
  summary: 'Playlists the songs were on during the range, biggest first, with how many and how far they reach',
  query: z.object({ ...range, songId: id.optional(), storeIdList, kind: z.enum(PLAYLIST_KINDS).optional(), ...paging }),
  response: z.object({
    range: dayRange,
    total: z.number(),
    list: z.array(playlistPlacement),
    /** On the range's last day: placements, the followers of those playlists, and how many are editorial. */
    current: z.object({ placements: z.number(), reach: z.number(), editorial: z.number() }),
  }),
});

export const playlistTrend = defineRoute(heads.playlistTrend, {
  summary: 'Per day: the placements the songs had and the followers of those playlists',
  query: z.object({ ...range, songId: id.optional(), storeIdList }),
  response: z.object({ range: dayRange, points: z.array(z.object({ date: z.string(), placements: z.number(), reach: z.number() })) }),
});

export const storeUpdates = defineRoute(heads.storeUpdates, {
  summary: "How recent each store's data is: the last day it reaches and when it arrived",
  response: z.object({ stores: z.array(z.object({ storeId: z.number(), lastDay: z.string(), updatedAt: z.string() })) }),
});

const sourceStore = z.coerce
  .number()
  .int()
  .refine((value) => [1026, 1036, 1900].includes(value), { message: 'validation_invalid_value' });

export const sourceTrend = defineRoute(heads.sourceTrend, {
  summary: "Per day, the streams (views on the video site) each of a store's traffic sources brought",
  query: z.object({ storeId: sourceStore, ...range }),
  response: z.object({ range: dayRange, storeId: z.number(), sources: z.array(z.string()), points: z.array(z.object({ date: z.string(), counts: z.array(z.number()) })) }),
});

export const sourceSum = defineRoute(heads.sourceSum, {
  summary: "A store's traffic sources over the range, most first, with their share",
  query: z.object({ storeId: sourceStore, ...range, ...comparison }),
  response: z.object({ range: dayRange, storeId: z.number(), total: z.number(), sources: z.array(z.object({ source: z.string(), streams: z.number(), compareStreams: z.number(), share })) }),
});

export const presaves = defineRoute(heads.presaves, {
  summary: 'Presaves of upcoming releases per store and day',
  query: z.object({ ...range, albumId: id.optional() }),
  response: z.object({
    range: dayRange,
    total: z.number(),
    stores: z.array(z.object({ storeId: z.number(), presaves: z.number() })),
    points: z.array(z.object({ date: z.string(), presaves: z.number() })),
    releases: z.array(z.object({ albumId: z.number(), title: z.string(), releaseTime: z.string().nullable(), presaves: z.number() })),
  }),
});

const shortVideoFilters = { ...range, songId: id.optional(), artistId: id.optional() };

export const ttSum = defineRoute(heads.ttSum, {
  summary: 'Short-video app totals (videos made with the sounds, their views, likes, shares, comments) next to the comparison range',
  query: z.object({ ...shortVideoFilters, ...comparison }),
  response: z.object({ range: dayRange, compare: dayRange, totals: shortVideoTotals, compareTotals: shortVideoTotals }),
});

export const ttTrend = defineRoute(heads.ttTrend, {
  summary: 'Short-video app measures per day',
  query: z.object(shortVideoFilters),
  response: z.object({ range: dayRange, points: z.array(shortVideoTotals.extend({ date: z.string() })) }),
});

export const ttSongs = defineRoute(heads.ttSongs, {
  summary: 'Songs ranked by the short-video videos made with them in the range',
  query: z.object({ ...range, ...paging }),
  response: z.object({ range: dayRange, total: z.number(), list: z.array(songSummary.extend(shortVideoTotals.shape)) }),
});

const category = z.enum(CREATOR_CATEGORIES);

export const ttCategories = defineRoute(heads.ttCategories, {
  summary: "What the creators who used the sounds make: videos per creator category, most first (a song's over whole months)",
  query: z.object({ ...range, songId: id.optional() }),
  response: z.object({ range: dayRange, ...covered, categories: z.array(z.object({ category, creations: z.number(), share })) }),
});

export const ttCreators = defineRoute(heads.ttCreators, {
  summary: 'Videos made per day by creators of each category (the five biggest categories and the rest)',
  query: z.object({ ...range }),
  response: z.object({ range: dayRange, categories: z.array(z.string()), points: z.array(z.object({ date: z.string(), counts: z.array(z.number()) })) }),
});

export const ttEngagement = defineRoute(heads.ttEngagement, {
  summary: 'Likes, shares and comments per view on the short-video app, and the same for the comparison range',
  query: z.object({ ...shortVideoFilters, ...comparison }),
  response: z.object({
    range: dayRange,
    compare: dayRange,
    rates: z.object({ likeRate: z.number(), shareRate: z.number(), commentRate: z.number(), engagementRate: z.number() }),
    compareRates: z.object({ likeRate: z.number(), shareRate: z.number(), commentRate: z.number(), engagementRate: z.number() }),
  }),
});

export const ttArtistList = defineRoute(heads.ttArtistList, {
  summary: "The account's artists ranked by short-video videos made with their sounds",
  query: z.object({ ...range }),
  response: z.object({ range: dayRange, list: z.array(z.object({ artistId: z.number(), name: z.string(), creations: z.number(), views: z.number() })) }),
});

export const youtubeVideos = defineRoute(heads.youtubeVideos, {
  summary: 'Videos on the video site that use the songs, most viewed in the range first',
  query: z.object({ ...range, songId: id.optional(), ...paging }),
  response: z.object({
    range: dayRange,
    total: z.number(),
    list: z.array(videoTotals.extend({ videoId: z.string(), title: z.string(), channel: z.string(), songId: z.number(), songTitle: z.string() })),
  }),
});

export const youtubeSum = defineRoute(heads.youtubeSum, {
  summary: 'Video-site totals (views, watch time, Content ID claims) next to the comparison range',
  query: z.object({ ...range, ...comparison, songId: id.optional() }),
  response: z.object({ range: dayRange, compare: dayRange, totals: videoTotals, compareTotals: videoTotals }),
});

export const youtubeTrend = defineRoute(heads.youtubeTrend, {
  summary: 'Video-site measures per day',
  query: z.object({ ...range, songId: id.optional() }),
  response: z.object({ range: dayRange, points: z.array(videoTotals.extend({ date: z.string() })) }),
});

export const charts = defineRoute(heads.charts, {
  summary:
    "The account's own chart: its songs or releases ranked by streams over a range, each with its rank and streams in the period just before; on all or some stores, or in one country (whole months, all stores)",
  query: z.object({
    ...range,
    ...comparison,
    storeIdList,
    kind: z.enum(['songs', 'releases']).default('songs'),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    count: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({
    kind: z.enum(['songs', 'releases']),
    /** The period ranked and the one compared with: whole months for a country's chart. */
    range: dayRange,
    compare: dayRange,
    wholeMonths: z.boolean(),
    /** How many songs or releases had streams in the range (the entries are the first `count` of them). */
    charted: z.number(),
    entries: z.array(
      z.object({
        rank: z.number(),
        /** The rank in the period before; null for a new entry. */
        previousRank: z.number().nullable(),
        streams: z.number(),
        previousStreams: z.number(),
        /** The song's id on a songs chart, the release's on a releases chart. */
        id: z.number(),
        albumId: z.number(),
        songId: z.number().nullable(),
        title: z.string(),
        version: z.string(),
        artists: z.array(z.string()),
        /** The song's release title, or the release's UPC. */
        detail: z.string(),
      }),
    ),
    /** The countries the account has streams from in the range, most first: the country filter's choices. */
    countries: z.array(z.string()),
  }),
});
