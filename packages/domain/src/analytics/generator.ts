/*
 * Deterministic analytics data (decision 025): the demo portal's files and the benchmark's 100 million rows.
 *
 * Every number is a hash of (seed, track, store, country, day) turned into a draw, never a running random
 * state, so one day generated alone equals that day inside a year and tracks do not depend on each other.
 *
 * The model, per track and day, for the expected streams before they are drawn (Poisson, per cell):
 * - Volume: 10^(3.6 (popularity - 0.5)) times a per-track factor, scaled so that a track of popularity 0.5 in its
 *   tail has about `rowsPerTrackDay` non-zero (store, country) cells.
 * - Life cycle: a release-week spike (2-6x, decaying in 5-20 days) over a tail that settles from 1.2 to 0.75 in
 *   about a year; one track in five grows slowly instead (from 0.15 to 1.25 over 3-12 months). Catalogue tracks
 *   released long before the range are simply in their tail.
 * - Seasonality: weekday (Friday and Saturday highest, Monday lowest) times year (a December peak, a summer lift,
 *   a January dip).
 * - Short video: about a third of the tracks catch on on the short-video app; in some 120-day periods such a track
 *   goes viral for 2-6 weeks, and its streams rise a little a few days later and fade over weeks.
 * - Stores: 45 % for the first, 15 % for the second, a Zipf tail for the rest, times a per-track affinity; a track
 *   is on a subset of the stores that grows with popularity.
 * - Countries: a Zipf distribution along the given order (exponent 1.35) times a per-track affinity, over a
 *   subset that grows with popularity, with 10-50 % (smaller tracks: more) in the artist's home country.
 * - Cells expected to have fewer than 0.8 streams are not drawn: a track does not show in small stores of small
 *   countries, and a row has a few streams rather than mostly one (this also keeps the work per row small).
 * - Ratios per row: listeners 55-80 % of streams, saves 2-6 % and playlist adds 1-4 % of listeners, skips 15-35 %
 *   of streams, each partly a track trait and partly the row's own draw.
 * - Breakdowns (traffic sources for the stores that have them, ages and genders for the five stores that report
 *   audiences) come from per-track mixes: sources lean to editorial and algorithmic playlists in the first four
 *   weeks, ages skew young (18-24 and 25-34 largest), 1-3 % non-binary and 2-6 % unknown genders. A count is split with every part the floor or the ceiling of its quota
 *   and the parts summing exactly, the leftover units going to parts with probability equal to their remainders
 *   so that rows of one or two streams do not all land in the largest bucket.
 */

import { YOUTUBE_MUSIC_ID } from '../catalog/platforms.ts';
import { formatDay } from './date-range.ts';
import { csvHeaderOf } from './file-columns.ts';
import { AGE_BANDS, APPLE_MUSIC_ID, CREATOR_CATEGORIES, GENDERS, SPOTIFY_ID, TRAFFIC_SOURCES, VIDEO_SITE_ID, trafficSources, type PlaylistKind } from './vocabulary.ts';

export interface GeneratedTrack {
  isrc: string;
  /** Day number of the release date; no data before it. */
  releasedOn: number;
  /** 0..1: how big this track is; drives volume, number of stores and countries. */
  popularity: number;
  /** ISO country code where the artist is based: its country gets a larger share. */
  homeCountry: string;
}

export interface StreamRow {
  day: number;
  storeId: number;
  isrc: string;
  country: string;
  streams: number;
  listeners: number;
  saves: number;
  playlistAdds: number;
  skips: number;
  /** counts by position in trafficSources(storeId) (only for stores that have a vocabulary, else undefined); sums to streams */
  sources?: number[];
  /** counts by position in AGE_BANDS, sums to streams; undefined for stores that report no demographics */
  ageBands?: number[];
  /** counts by position in GENDERS, sums to streams; same stores as ageBands */
  genders?: number[];
}

export interface StreamGeneratorOptions {
  seed: number;
  tracks: readonly GeneratedTrack[];
  /** store ids, most important first (the first gets the largest share) */
  stores: readonly number[];
  /** ISO codes, most important first */
  countries: readonly string[];
  /**
   * average number of (store, country) rows per track and day for a track of popularity 0.5 in its tail; default 12.
   * It sets the volume: streams scale with it. A sampleTracks catalogue over 60 stores and 200 countries has about
   * 3.4 times this many rows per track and day (about 8 gives the benchmark's 100 million rows).
   */
  rowsPerTrackDay?: number;
}

export interface ShortVideoRow {
  day: number;
  soundId: string;
  isrc: string;
  creations: number;
  views: number;
  likes: number;
  shares: number;
  comments: number;
  /** by position in CREATOR_CATEGORIES, sums to creations */
  creators: number[];
}

export interface VideoRow {
  day: number;
  videoId: string;
  isrc: string;
  title: string;
  channel: string;
  views: number;
  watchSeconds: number;
  claims: number;
  /** by position in TRAFFIC_SOURCES[VIDEO_SITE_ID], sums to views */
  sources: number[];
}

export interface PlaylistPlacementRow {
  storeId: number;
  playlistId: string;
  playlistName: string;
  kind: PlaylistKind;
  followers: number;
  isrc: string;
  addedOn: number;
  removedOn: number | null;
}

export interface PresaveRow {
  day: number;
  storeId: number;
  upc: string;
  presaves: number;
}

const DEEZER_ID = 1032;
const AMAZON_MUSIC_ID = 1013;
/** The stores whose trend files carry ages and genders. */
export const DEMOGRAPHIC_STORE_IDS: readonly number[] = [SPOTIFY_ID, APPLE_MUSIC_ID, AMAZON_MUSIC_ID, DEEZER_ID, YOUTUBE_MUSIC_ID];
/** The stores that count presaves, with their shares of them. */
export const PRESAVE_STORE_IDS: readonly number[] = [SPOTIFY_ID, APPLE_MUSIC_ID, DEEZER_ID];
const PRESAVE_SHARES = [0.68, 0.22, 0.1];

export const DEFAULT_ROWS_PER_TRACK_DAY = 12;

const DAY_MS = 86_400_000;
const TWO_32 = 4_294_967_296;
/** Cells expected to have fewer streams than this are not drawn at all. */
const MIN_MEAN = 0.8;

// Salts that keep the draws of different purposes apart.
const S_CORE = 0x1b873593;
const S_DAY = 0x2f1a7e3d;
const S_STORE = 0x3c6ef372;
const S_COUNTRY = 0x4a7c15b9;
const S_VIRAL = 0x5be0cd19;
const S_SHORT = 0x6a09e667;
const S_VIDEO = 0x7137449b;
const S_PLAYLIST = 0x8f1bbcdc;
const S_PRESAVE = 0x9b05688c;
const S_CALIBRATE = 0xa54ff53a;

// ---------------------------------------------------------------------------------------------------------------
// Hashing and draws

function mix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A 32-bit hash of two numbers: every draw of the generator is one of these. */
function h2(a: number, b: number): number {
  return mix(((a ^ Math.imul(b, 0x9e3779b1)) + 0x632be5ab) | 0);
}

function stringHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix(h);
}

/** Uniform in [0, 1). */
const unit = (h: number) => h / TWO_32;

/** Roughly standard normal, bounded by ±2.45: the sum of the hash's two 16-bit halves (triangular), cheap. */
function tri(h: number): number {
  return (((h & 0xffff) + (h >>> 16) - 65_535) / 65_536) * 2.449489742783178;
}

/** Standard normal quantile (Tukey lambda approximation, error below 1 %). */
function normal(u: number): number {
  return 4.91 * (u ** 0.14 - (1 - u) ** 0.14);
}

function poisson(mean: number, u: number): number {
  if (mean <= 0) return 0;
  if (mean < 30) {
    let p = Math.exp(-mean);
    let cdf = p;
    let k = 0;
    while (u > cdf && k < 120) {
      k++;
      p *= mean / k;
      cdf += p;
    }
    return k;
  }
  return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(u)));
}

/** Rounds up with probability equal to the fraction, so small expected counts keep their mean. */
const stochasticRound = (value: number, u: number) => Math.floor(value + u);

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Cumulative shares of weights, the last exactly 1. */
function cumulative(weights: readonly number[]): Float64Array {
  const result = new Float64Array(weights.length);
  let total = 0;
  for (const weight of weights) total += weight;
  let running = 0;
  for (let i = 0; i < weights.length; i++) {
    running += weights[i];
    result[i] = running / total;
  }
  result[weights.length - 1] = 1;
  return result;
}

/**
 * Splits a count by cumulative shares: every part is the floor or the ceiling of its quota, the parts sum exactly
 * to the count, and which parts get the leftover units is drawn (systematic sampling with offset u) so that each
 * part's expected count is its quota.
 */
export function splitCount(total: number, shares: Float64Array, u: number): number[] {
  const parts = new Array<number>(shares.length);
  let previous = 0;
  for (let i = 0; i < shares.length; i++) {
    const upTo = Math.floor(shares[i] * total + u);
    parts[i] = upTo - previous;
    previous = upTo;
  }
  return parts;
}

/** Weights times a per-track log-normal affinity. */
function jittered(base: readonly number[], key: number, sigma: number): number[] {
  return base.map((weight, i) => weight * Math.exp(sigma * tri(h2(key, i + 1))));
}

function idChars(key: number, alphabet: string, length: number): string {
  let text = '';
  let h = key;
  for (let i = 0; i < length; i++) {
    h = h2(h, i + 1);
    text += alphabet[h % alphabet.length];
  }
  return text;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE64URL = `${BASE62}-_`;
const HEX = '0123456789abcdef';
const DIGITS = '0123456789';

// ---------------------------------------------------------------------------------------------------------------
// Seasonality

/** Sunday..Saturday. */
const WEEKDAY_FACTORS = [0.97, 0.86, 0.92, 0.95, 1.0, 1.14, 1.11];
/** The short-video app leans further towards the weekend. */
const SHORT_VIDEO_WEEKDAY_FACTORS = [1.08, 0.88, 0.9, 0.93, 0.98, 1.1, 1.15];

export const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;

function bump(dayOfYear: number, centre: number, width: number): number {
  let distance = Math.abs(dayOfYear - centre);
  if (distance > 182.6) distance = 365.25 - distance;
  return Math.exp(-(distance * distance) / (2 * width * width));
}

/** The time-of-year factor: December peak, summer lift, January dip. */
export function yearlyFactor(day: number): number {
  const year = new Date(day * DAY_MS).getUTCFullYear();
  const dayOfYear = day - Date.UTC(year, 0, 1) / DAY_MS;
  return 1 + 0.16 * bump(dayOfYear, 350, 13) + 0.07 * bump(dayOfYear, 198, 32) - 0.11 * bump(dayOfYear, 14, 13);
}

export const seasonalFactor = (day: number) => WEEKDAY_FACTORS[weekday(day)] * yearlyFactor(day);

// ---------------------------------------------------------------------------------------------------------------
// What a track is like, whatever the data

interface TrackCore {
  key: number;
  popularity: number;
  releasedOn: number;
  grower: boolean;
  spike: number;
  spikeDays: number;
  growDays: number;
  /** Catches on on the short-video app at all, from this day on. */
  catches: boolean;
  catchOn: number;
  /** Chance of a viral burst in each 120-day period after catchOn. */
  viralChance: number;
  viralLift: number;
}

interface Memo<T> {
  seed: number;
  isrc: string;
  popularity: number;
  releasedOn: number;
  homeCountry: string;
  value: T;
}

/** Per-track values cached on the track object (rebuilt if the seed or the track changed). */
function memoized<T>(cache: WeakMap<GeneratedTrack, Memo<T>>, seed: number, track: GeneratedTrack, build: () => T): T {
  const hit = cache.get(track);
  if (hit && hit.seed === seed && hit.isrc === track.isrc && hit.popularity === track.popularity && hit.releasedOn === track.releasedOn && hit.homeCountry === track.homeCountry) {
    return hit.value;
  }
  const value = build();
  cache.set(track, { seed, isrc: track.isrc, popularity: track.popularity, releasedOn: track.releasedOn, homeCountry: track.homeCountry, value });
  return value;
}

const coreCache = new WeakMap<GeneratedTrack, Memo<TrackCore>>();

function trackCore(seed: number, track: GeneratedTrack): TrackCore {
  return memoized(coreCache, seed, track, () => {
    const key = h2(h2(seed, S_CORE), stringHash(track.isrc));
    const p = clamp(track.popularity, 0, 1);
    const catches = unit(h2(key, 1)) < 0.2 + 0.3 * p;
    return {
      key,
      popularity: p,
      releasedOn: track.releasedOn,
      grower: unit(h2(key, 2)) < 0.2,
      spike: 2 + 4 * unit(h2(key, 3)),
      spikeDays: 5 + 15 * unit(h2(key, 4)),
      growDays: 90 + 270 * unit(h2(key, 5)),
      catches,
      catchOn: track.releasedOn + Math.floor(unit(h2(key, 6)) ** 2 * 60),
      viralChance: catches ? 0.04 + 0.14 * p : 0,
      viralLift: 0.25 + 0.75 * unit(h2(key, 7)),
    };
  });
}

/** Relative level of interest `age` days after release. */
function lifecycle(core: TrackCore, age: number): number {
  if (core.grower) return 0.15 + 1.1 * (1 - Math.exp(-age / core.growDays)) + 0.4 * Math.exp(-age / 6);
  return 0.75 + 0.45 * Math.exp(-age / 240) + core.spike * Math.exp(-age / core.spikeDays);
}

const VIRAL_PERIOD = 120;

/** Sum of fn(days since the burst started, burst length, burst peak) over the bursts of the given past periods. */
function bursts(core: TrackCore, day: number, periodsBack: number, fn: (t: number, length: number, peak: number) => number): number {
  if (core.viralChance === 0 || day < core.catchOn) return 0;
  const current = Math.floor((day - core.catchOn) / VIRAL_PERIOD);
  let total = 0;
  for (let period = Math.max(0, current - periodsBack); period <= current; period++) {
    const h = h2(core.key ^ S_VIRAL, period);
    if (unit(h) >= core.viralChance) continue;
    const start = core.catchOn + period * VIRAL_PERIOD + Math.floor(unit(h2(h, 1)) * 80);
    const length = 14 + Math.floor(unit(h2(h, 2)) * 29);
    total += fn(day - start, length, 15 + 100 * unit(h2(h, 3)));
  }
  return total;
}

function burstShape(t: number, length: number): number {
  if (t < 0 || t >= length) return 0;
  const rise = Math.max(3, Math.round(length * 0.3));
  return t < rise ? (t + 1) / rise : Math.exp((-3 * (t - rise)) / (length - rise));
}

/** The streams a viral burst brings: a few days late, fading over weeks after the burst is over. */
function liftShape(t: number, length: number): number {
  const lagged = t - 4;
  if (lagged < 0 || lagged > 4 * length) return 0;
  const rise = Math.max(3, Math.round(length * 0.3));
  return lagged < rise ? (lagged + 1) / rise : Math.exp(-(lagged - rise) / (0.7 * length));
}

const viralCreations = (core: TrackCore, day: number) => bursts(core, day, 1, (t, length, peak) => peak * burstShape(t, length));
const streamLift = (core: TrackCore, day: number) => 1 + core.viralLift * bursts(core, day, 3, (t, length) => liftShape(t, length));

// ---------------------------------------------------------------------------------------------------------------
// Streams

interface StreamContext {
  seed: number;
  scale: number;
  storeIds: readonly number[];
  storeWeights: Float64Array;
  demographics: boolean[];
  sourceNames: (readonly string[] | undefined)[];
  countries: readonly string[];
  countryKeys: Uint32Array;
  countryWeights: Float64Array;
  countryWeightTotal: number;
  countryIndex: Map<string, number>;
  profiles: WeakMap<GeneratedTrack, Memo<StreamProfile>>;
}

interface StreamProfile {
  core: TrackCore;
  /** Reference daily streams before the context's scale. */
  volume: number;
  /** Positions in the context's stores and their shares. */
  stores: Int32Array;
  storeShares: Float64Array;
  /** Positions in the context's countries, largest share first, and their shares. */
  countries: Int32Array;
  countryShares: Float64Array;
  countryKeys: Uint32Array;
  /** Track traits in 0..1 for the ratios. */
  listenerTrait: number;
  saveTrait: number;
  addTrait: number;
  skipTrait: number;
  ages: Float64Array;
  genders: Float64Array;
  /** Per position in `stores`: the source mix in the first four weeks and afterwards, if the store has sources. */
  sourcesEarly: (Float64Array | undefined)[];
  sourcesLate: (Float64Array | undefined)[];
}

const AGE_WEIGHTS = [0.06, 0.3, 0.29, 0.15, 0.08, 0.04, 0.02, 0.06];
const SOURCE_WEIGHTS: Record<number, { early: number[]; late: number[] }> = {
  // search, artist_profile, listener_library, other_listener_playlists, editorial, algorithmic, radio, autoplay, other
  [SPOTIFY_ID]: {
    early: [0.07, 0.09, 0.12, 0.1, 0.2, 0.26, 0.05, 0.07, 0.04],
    late: [0.06, 0.05, 0.24, 0.17, 0.1, 0.2, 0.08, 0.07, 0.03],
  },
  // library, search, browse, listen_now, editorial_playlists, user_playlists, radio, artist_page
  [APPLE_MUSIC_ID]: {
    early: [0.16, 0.08, 0.12, 0.2, 0.2, 0.06, 0.1, 0.08],
    late: [0.32, 0.07, 0.06, 0.15, 0.11, 0.11, 0.12, 0.06],
  },
};

function storeBaseWeights(count: number): Float64Array {
  const weights = new Float64Array(count);
  let tail = 0;
  for (let j = 2; j < count; j++) tail += 1 / (j - 1) ** 1.25;
  for (let j = 0; j < count; j++) weights[j] = j === 0 ? 0.45 : j === 1 ? 0.15 : (0.4 * (1 / (j - 1) ** 1.25)) / tail;
  return weights;
}

const contexts = new Map<string, StreamContext>();

function streamContext(options: StreamGeneratorOptions): StreamContext {
  const rows = options.rowsPerTrackDay ?? DEFAULT_ROWS_PER_TRACK_DAY;
  const cacheKey = `${options.seed}|${rows}|${options.stores.join(',')}|${options.countries.join(',')}`;
  const cached = contexts.get(cacheKey);
  if (cached) return cached;
  const countryWeights = new Float64Array(options.countries.length);
  for (let i = 0; i < countryWeights.length; i++) countryWeights[i] = 1 / (i + 2) ** 1.35;
  const context: StreamContext = {
    seed: options.seed,
    scale: 1,
    storeIds: [...options.stores],
    storeWeights: storeBaseWeights(options.stores.length),
    demographics: options.stores.map((id) => DEMOGRAPHIC_STORE_IDS.includes(id)),
    sourceNames: options.stores.map((id) => trafficSources(id)),
    countries: [...options.countries],
    countryKeys: Uint32Array.from(options.countries, (code) => stringHash(code)),
    countryWeights,
    countryWeightTotal: countryWeights.reduce((sum, weight) => sum + weight, 0),
    countryIndex: new Map(options.countries.map((code, i) => [code, i])),
    profiles: new WeakMap(),
  };
  context.scale = calibrate(context, rows);
  if (contexts.size >= 16) contexts.delete(contexts.keys().next().value!);
  contexts.set(cacheKey, context);
  return context;
}

function buildStreamProfile(context: StreamContext, track: GeneratedTrack): StreamProfile {
  const core = trackCore(context.seed, track);
  const { key, popularity: p } = core;

  const storePositions: number[] = [];
  const storeWeights: number[] = [];
  for (let j = 0; j < context.storeIds.length; j++) {
    const h = h2(key ^ S_STORE, context.storeIds[j]);
    if (j >= 2 && unit(h) >= 0.45 + 0.55 * p) continue;
    storePositions.push(j);
    storeWeights.push(context.storeWeights[j] * Math.exp(0.35 * tri(h2(h, 1))));
  }
  const storeTotal = storeWeights.reduce((sum, weight) => sum + weight, 0);

  const home = context.countryIndex.get(track.homeCountry) ?? -1;
  const present: number[] = [];
  const weights: number[] = [];
  let othersTotal = 0;
  for (let i = 0; i < context.countries.length; i++) {
    const h = h2(key ^ S_COUNTRY, context.countryKeys[i]);
    if (i !== home && unit(h) >= 0.25 + 0.75 * p + 0.4 / (1 + i / 10)) continue;
    const weight = context.countryWeights[i] * Math.exp(0.7 * tri(h2(h, 1)));
    present.push(i);
    weights.push(weight);
    if (i !== home) othersTotal += weight;
  }
  let homeShare = 0;
  if (home >= 0) {
    const natural = context.countryWeights[home] / context.countryWeightTotal;
    homeShare = present.length === 1 ? 1 : Math.max(natural, clamp(0.5 - 0.35 * p + 0.08 * tri(h2(key, 20)), 0.1, 0.8));
  }
  // Largest share first. Sorting numbers packing (share, position) is much faster than sorting objects.
  const order = new Float64Array(present.length);
  for (let c = 0; c < present.length; c++) {
    const i = present[c];
    weights[c] = i === home ? homeShare : ((1 - homeShare) * weights[c]) / othersTotal;
    order[c] = Math.floor(weights[c] * 2 ** 36) * 65_536 + c;
  }
  order.sort();
  const countries = new Int32Array(present.length);
  const countryShares = new Float64Array(present.length);
  const countryKeys = new Uint32Array(present.length);
  for (let c = 0; c < present.length; c++) {
    const entry = order[present.length - 1 - c] % 65_536;
    countries[c] = present[entry];
    countryShares[c] = weights[entry];
    countryKeys[c] = context.countryKeys[present[entry]];
  }

  const ageShift = tri(h2(key, 30)) / 2.45;
  const femaleShare = 0.3 + 0.35 * unit(h2(key, 31));
  const nonBinary = 0.01 + 0.02 * unit(h2(key, 32));
  const unknownGender = 0.02 + 0.04 * unit(h2(key, 33));
  const ageWeights = jittered(AGE_WEIGHTS, h2(key, 34), 0.2).map((weight, i) => (i < 7 ? weight * Math.exp(ageShift * 0.25 * (i - 2)) : weight));

  const sourcesEarly: (Float64Array | undefined)[] = [];
  const sourcesLate: (Float64Array | undefined)[] = [];
  for (const j of storePositions) {
    const storeId = context.storeIds[j];
    const weights = context.sourceNames[j] ? SOURCE_WEIGHTS[storeId] : undefined;
    const sourceKey = h2(key, storeId);
    sourcesEarly.push(weights && cumulative(jittered(weights.early, sourceKey, 0.3)));
    sourcesLate.push(weights && cumulative(jittered(weights.late, sourceKey, 0.3)));
  }

  const storeShares = new Float64Array(storeWeights.length);
  for (let k = 0; k < storeWeights.length; k++) storeShares[k] = storeWeights[k] / storeTotal;

  return {
    core,
    volume: 10 ** (3.6 * (p - 0.5)) * Math.exp(0.3 * tri(h2(key, 10))),
    stores: new Int32Array(storePositions),
    storeShares,
    countries,
    countryShares,
    countryKeys,
    listenerTrait: unit(h2(key, 40)),
    saveTrait: unit(h2(key, 41)),
    addTrait: unit(h2(key, 42)),
    skipTrait: unit(h2(key, 43)),
    ages: cumulative(ageWeights),
    genders: cumulative([femaleShare * (1 - nonBinary - unknownGender), (1 - femaleShare) * (1 - nonBinary - unknownGender), nonBinary, unknownGender]),
    sourcesEarly,
    sourcesLate,
  };
}

const streamProfile = (context: StreamContext, track: GeneratedTrack) => memoized(context.profiles, context.seed, track, () => buildStreamProfile(context, track));

/** The largest day factor of a (track, store) draw: exp(0.1 × the bound of tri). */
const STORE_NOISE_MAX = Math.exp(0.1 * 2.45);

/** Expected non-zero cells of a profile at a given level (streams of the track that day before the store noise). */
function expectedRows(profile: StreamProfile, level: number): number {
  let rows = 0;
  for (let k = 0; k < profile.stores.length; k++) {
    const perStore = level * profile.storeShares[k];
    for (let c = 0; c < profile.countryShares.length; c++) {
      const mean = perStore * profile.countryShares[c];
      if (mean < MIN_MEAN) break;
      rows += 1 - Math.exp(-mean);
    }
  }
  return rows;
}

/** The volume scale at which tracks of popularity 0.5, in their tail, have about `rows` rows a day. */
function calibrate(context: StreamContext, rows: number): number {
  const sample: StreamProfile[] = [];
  const homes = Math.min(context.countries.length, 30);
  for (let k = 0; k < 12; k++) {
    const h = h2(context.seed ^ S_CALIBRATE, k);
    const home = homes ? context.countries[Math.floor(unit(h) ** 2 * homes)] : '';
    sample.push(buildStreamProfile(context, { isrc: `CALIBRATION${k}`, releasedOn: 0, popularity: 0.5, homeCountry: home }));
  }
  const tailLevel = 0.9;
  let low = Math.log(1e-3);
  let high = Math.log(1e7);
  for (let step = 0; step < 36; step++) {
    const middle = (low + high) / 2;
    let total = 0;
    for (const profile of sample) total += expectedRows(profile, Math.exp(middle) * profile.volume * tailLevel);
    if (total / sample.length < rows) low = middle;
    else high = middle;
  }
  return Math.exp((low + high) / 2);
}

/** Rows of one day, every track, in a stable order (track, store, country: each track's countries largest first). */
export function* streamRowsOfDay(options: StreamGeneratorOptions, day: number): Generator<StreamRow> {
  const context = streamContext(options);
  const season = seasonalFactor(day);
  for (const track of options.tracks) {
    if (day < track.releasedOn) continue;
    const profile = streamProfile(context, track);
    const core = profile.core;
    const age = day - core.releasedOn;
    const dayKey = h2(core.key ^ S_DAY, day);
    const level = context.scale * profile.volume * lifecycle(core, age) * season * streamLift(core, day) * Math.exp(0.15 * tri(dayKey));
    const early = age < 28;
    const countryShares = profile.countryShares;
    const firstShare = countryShares[0];
    for (let k = 0; k < profile.stores.length; k++) {
      const perStore = level * profile.storeShares[k];
      if (perStore * firstShare * STORE_NOISE_MAX < MIN_MEAN) continue;
      const position = profile.stores[k];
      const storeId = context.storeIds[position];
      const storeDay = h2(dayKey, storeId);
      const noisy = perStore * Math.exp(0.1 * tri(storeDay));
      const sources = early ? profile.sourcesEarly[k] : profile.sourcesLate[k];
      const demographics = context.demographics[position];
      for (let c = 0; c < countryShares.length; c++) {
        const mean = noisy * countryShares[c];
        if (mean < MIN_MEAN) break;
        const cell = h2(storeDay, profile.countryKeys[c]);
        const streams = poisson(mean, unit(cell));
        if (streams === 0) continue;
        const listeners = Math.min(streams, Math.max(1, stochasticRound(streams * (0.55 + 0.25 * (0.6 * profile.listenerTrait + 0.4 * unit(h2(cell, 1)))), unit(h2(cell, 2)))));
        yield {
          day,
          storeId,
          isrc: track.isrc,
          country: context.countries[profile.countries[c]],
          streams,
          listeners,
          saves: stochasticRound(listeners * (0.02 + 0.04 * (0.6 * profile.saveTrait + 0.4 * unit(h2(cell, 3)))), unit(h2(cell, 4))),
          playlistAdds: stochasticRound(listeners * (0.01 + 0.03 * (0.6 * profile.addTrait + 0.4 * unit(h2(cell, 5)))), unit(h2(cell, 6))),
          skips: Math.min(streams, stochasticRound(streams * (0.15 + 0.2 * (0.6 * profile.skipTrait + 0.4 * unit(h2(cell, 7)))), unit(h2(cell, 8)))),
          sources: sources && splitCount(streams, sources, unit(h2(cell, 9))),
          ageBands: demographics ? splitCount(streams, profile.ages, unit(h2(cell, 10))) : undefined,
          genders: demographics ? splitCount(streams, profile.genders, unit(h2(cell, 11))) : undefined,
        };
      }
    }
  }
}

/** Rows for every day from..to inclusive (calls streamRowsOfDay). */
export function* streamRows(options: StreamGeneratorOptions, from: number, to: number): Generator<StreamRow> {
  for (let day = from; day <= to; day++) yield* streamRowsOfDay(options, day);
}

// ---------------------------------------------------------------------------------------------------------------
// Short video

interface ShortVideoProfile {
  core: TrackCore;
  soundId: string;
  creations: number;
  viewsPerCreation: number;
  creators: Float64Array;
  likeTrait: number;
}

const CREATOR_WEIGHTS = [0.18, 0.12, 0.16, 0.1, 0.1, 0.06, 0.05, 0.06, 0.04, 0.04, 0.03, 0.06];
const shortVideoCache = new WeakMap<GeneratedTrack, Memo<ShortVideoProfile>>();

function shortVideoProfile(seed: number, track: GeneratedTrack): ShortVideoProfile {
  return memoized(shortVideoCache, seed, track, () => {
    const core = trackCore(seed, track);
    const key = core.key ^ S_SHORT;
    const weights = jittered(CREATOR_WEIGHTS, h2(key, 1), 0.6);
    // Most sounds have a signature use: a dance, a joke, a recipe.
    weights[Math.floor(unit(h2(key, 2)) * weights.length)] *= 3;
    return {
      core,
      soundId: `7${String(h2(key, 3) % 1e9).padStart(9, '0')}${String(h2(key, 4) % 1e9).padStart(9, '0')}`,
      creations: 10 ** (-0.3 + 2.2 * core.popularity) * Math.exp(0.5 * tri(h2(key, 5))),
      viewsPerCreation: Math.exp(Math.log(600) + 0.6 * tri(h2(key, 6))),
      creators: cumulative(weights),
      likeTrait: unit(h2(key, 7)),
    };
  });
}

export function* shortVideoRows(options: { seed: number; tracks: readonly GeneratedTrack[] }, from: number, to: number): Generator<ShortVideoRow> {
  for (let day = from; day <= to; day++) {
    const season = SHORT_VIDEO_WEEKDAY_FACTORS[weekday(day)] * yearlyFactor(day);
    for (const track of options.tracks) {
      const core = trackCore(options.seed, track);
      if (!core.catches || day < core.catchOn) continue;
      const profile = shortVideoProfile(options.seed, track);
      const h = h2(core.key ^ S_SHORT, day);
      const viral = viralCreations(core, day);
      const mean = profile.creations * (0.3 + 0.7 * Math.exp(-(day - core.catchOn) / 180)) * season * (1 + viral) * Math.exp(0.3 * tri(h));
      const creations = poisson(mean, unit(h2(h, 1)));
      // Viral videos are also watched more each.
      const views = Math.round(mean * profile.viewsPerCreation * (1 + Math.min(viral, 60) / 30) * Math.exp(0.25 * tri(h2(h, 2))));
      if (creations === 0 && views === 0) continue;
      yield {
        day,
        soundId: profile.soundId,
        isrc: track.isrc,
        creations,
        views,
        likes: stochasticRound(views * (0.08 + 0.04 * (0.6 * profile.likeTrait + 0.4 * unit(h2(h, 3)))), unit(h2(h, 4))),
        shares: stochasticRound(views * (0.007 + 0.006 * unit(h2(h, 5))), unit(h2(h, 6))),
        comments: stochasticRound(views * (0.003 + 0.004 * unit(h2(h, 7))), unit(h2(h, 8))),
        creators: splitCount(creations, profile.creators, unit(h2(h, 9))),
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The video site

type VideoKind = 'audio' | 'lyric' | 'music';

interface GeneratedVideo {
  kind: VideoKind;
  index: number;
  videoId: string;
  publishedOn: number;
  weight: number;
  secondsPerView: number;
  sources: Float64Array;
}

const VIDEO_SUFFIX: Record<VideoKind, string> = { audio: 'Official Audio', lyric: 'Lyric Video', music: 'Official Music Video' };
// In the order of TRAFFIC_SOURCES[VIDEO_SITE_ID].
const VIDEO_SOURCE_WEIGHTS: Record<VideoKind, number[]> = {
  audio: [0.22, 0.2, 0.02, 0.04, 0.1, 0.05, 0.14, 0.03, 0.01, 0.003, 0.005, 0.01, 0.0005, 0.001, 0.005, 0.001, 0.04, 0.02, 0.07, 0.0005, 0.01],
  lyric: [0.24, 0.26, 0.03, 0.04, 0.08, 0.04, 0.1, 0.04, 0.01, 0.004, 0.01, 0.015, 0.0005, 0.001, 0.005, 0.001, 0.03, 0.02, 0.05, 0.0005, 0.01],
  music: [0.2, 0.24, 0.06, 0.05, 0.08, 0.03, 0.08, 0.04, 0.01, 0.004, 0.02, 0.02, 0.001, 0.003, 0.05, 0.01, 0.04, 0.02, 0.05, 0.001, 0.01],
};
const videoCache = new WeakMap<GeneratedTrack, Memo<{ views: number; videos: GeneratedVideo[] }>>();

function trackVideos(seed: number, track: GeneratedTrack): { views: number; videos: GeneratedVideo[] } {
  return memoized(videoCache, seed, track, () => {
    const core = trackCore(seed, track);
    const key = core.key ^ S_VIDEO;
    const p = core.popularity;
    const video = (kind: VideoKind, index: number, publishedOn: number, weight: number): GeneratedVideo => {
      const h = h2(key, 100 + index);
      return {
        kind,
        index,
        videoId: idChars(h, BASE64URL, 11),
        publishedOn,
        weight,
        secondsPerView: 60 + 120 * unit(h2(h, 1)),
        sources: cumulative(jittered(VIDEO_SOURCE_WEIGHTS[kind], h2(h, 2), 0.3)),
      };
    };
    const videos = [video('audio', 0, core.releasedOn, 1)];
    if (unit(h2(key, 1)) < 0.15 + 0.6 * p) videos.push(video('lyric', 1, core.releasedOn + Math.floor(unit(h2(key, 2)) * 15), 1.6));
    if (p >= 0.45 && unit(h2(key, 3)) < (p - 0.35) * 1.4) videos.push(video('music', 2, core.releasedOn + Math.floor(unit(h2(key, 4)) ** 2 * 30), 6));
    return { views: 10 ** (0.6 + 3 * p) * Math.exp(0.4 * tri(h2(key, 5))), videos };
  });
}

export function* videoRows(options: { seed: number; tracks: readonly GeneratedTrack[]; artistName(isrc: string): string; title(isrc: string): string }, from: number, to: number): Generator<VideoRow> {
  const names = new Map<string, { title: string; artist: string }>();
  for (let day = from; day <= to; day++) {
    const season = seasonalFactor(day);
    for (const track of options.tracks) {
      if (day < track.releasedOn) continue;
      const core = trackCore(options.seed, track);
      const { views: base, videos } = trackVideos(options.seed, track);
      let name = names.get(track.isrc);
      if (!name) {
        name = { title: options.title(track.isrc), artist: options.artistName(track.isrc) };
        names.set(track.isrc, name);
      }
      const dayKey = h2(core.key ^ S_VIDEO, day);
      const lift = streamLift(core, day);
      for (const video of videos) {
        if (day < video.publishedOn) continue;
        const h = h2(dayKey, video.index);
        const level = lifecycle(core, day - video.publishedOn) * season * lift;
        const views = poisson(base * video.weight * level * Math.exp(0.2 * tri(h)), unit(h2(h, 1)));
        // Content ID claims on other people's uploads of the track, counted on its official audio.
        const claims = video.kind === 'audio' ? poisson((0.01 + 0.8 * core.popularity ** 2) * level, unit(h2(h, 2))) : 0;
        if (views === 0 && claims === 0) continue;
        yield {
          day,
          videoId: video.videoId,
          isrc: track.isrc,
          title: `${name.title} (${VIDEO_SUFFIX[video.kind]})`,
          channel: video.kind === 'audio' ? `${name.artist} - Topic` : name.artist,
          views,
          watchSeconds: Math.round(views * clamp(video.secondsPerView * (0.9 + 0.2 * unit(h2(h, 3))), 60, 180)),
          claims,
          sources: splitCount(views, video.sources, unit(h2(h, 4))),
        };
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Playlists

interface PlaylistDefinition {
  name: string;
  kind: PlaylistKind;
  /** Lowest popularity of a track it takes. */
  min: number;
  followers: number;
  /** Shortest and longest stay, in days. */
  stay: [number, number];
  /** Only takes tracks in their release week. */
  atRelease?: boolean;
}

const editorial = (name: string, min: number, followers: number, stay: [number, number] = [14, 120], atRelease = false): PlaylistDefinition => ({
  name,
  kind: 'editorial',
  min,
  followers,
  stay,
  atRelease,
});
const algorithmic = (name: string, stay: [number, number], atRelease = false): PlaylistDefinition => ({ name, kind: 'algorithmic', min: 0, followers: 0, stay, atRelease });

const PLAYLISTS: Record<number, PlaylistDefinition[]> = {
  [SPOTIFY_ID]: [
    algorithmic('Release Radar', [7, 7], true),
    editorial('New Music Friday', 0.7, 3_900_000, [7, 7], true),
    editorial('Fresh Finds', 0.2, 820_000, [7, 28], true),
    editorial("Today's Top Hits", 0.92, 34_500_000),
    editorial('Mood Booster', 0.62, 6_100_000),
    editorial('Chill Vibes', 0.58, 6_300_000),
    editorial('Happy Hits!', 0.65, 4_400_000),
    editorial('Pop Rising', 0.55, 1_700_000),
    editorial('sad hour', 0.45, 2_700_000),
    editorial('Lorem', 0.4, 1_150_000),
    editorial('Bedroom Pop', 0.3, 1_300_000),
    editorial('All New Indie', 0.3, 920_000),
    editorial('Fresh Finds Indie', 0.15, 210_000),
    editorial('Fresh Finds Pop', 0.15, 180_000),
    editorial('Undiscovered Gems', 0.05, 860),
    algorithmic('Discover Weekly', [7, 7]),
    algorithmic('Daily Mix 1', [14, 60]),
    algorithmic('Daily Mix 3', [14, 60]),
    algorithmic('On Repeat', [14, 45]),
    algorithmic('daylist', [1, 7]),
  ],
  [APPLE_MUSIC_ID]: [
    algorithmic('New Music Mix', [7, 7], true),
    editorial('New Music Daily', 0.6, 2_100_000, [7, 14], true),
    editorial("Today's Hits", 0.9, 4_800_000),
    editorial('Breaking Pop', 0.45, 450_000),
    editorial('Up Next', 0.35, 240_000),
    editorial('Pure Chill', 0.5, 900_000),
    editorial('Indie Discovery', 0.15, 38_000),
    algorithmic('Favorites Mix', [7, 35]),
    algorithmic('Chill Mix', [7, 35]),
    algorithmic('Get Up! Mix', [7, 35]),
  ],
  [DEEZER_ID]: [
    editorial('Brand New', 0.5, 1_200_000, [7, 14], true),
    editorial('Hits of the Moment', 0.85, 3_300_000),
    editorial('Chill Hits', 0.5, 640_000),
    editorial('Deezer Next', 0.2, 95_000),
    algorithmic('Flow', [7, 60]),
    algorithmic('Discovery', [7, 14]),
  ],
  [AMAZON_MUSIC_ID]: [
    editorial('Fresh Pop', 0.55, 1_900_000, [7, 21], true),
    editorial('Pop Culture', 0.75, 2_400_000),
    editorial('Indie Next', 0.2, 140_000),
    algorithmic('My Discovery Mix', [7, 14]),
    algorithmic('My Soundtrack', [14, 60]),
  ],
  [YOUTUBE_MUSIC_ID]: [
    editorial('Released', 0.6, 1_600_000, [7, 14], true),
    editorial('Pop Hotlist', 0.75, 2_200_000),
    editorial('Chill Vibes', 0.45, 520_000),
    algorithmic('My Supermix', [14, 60]),
    algorithmic('Discover Mix', [7, 7]),
    algorithmic('New Release Mix', [7, 14], true),
  ],
};
const GENERIC_PLAYLISTS: PlaylistDefinition[] = [
  editorial('New This Week', 0.5, 150_000, [7, 14], true),
  editorial('Trending Now', 0.7, 420_000),
  editorial('Fresh Picks', 0.2, 35_000),
  editorial('Chill Out', 0.4, 90_000),
  algorithmic('Your Mix', [7, 60]),
  algorithmic('Recommended for You', [7, 30]),
];
/** How busy each playlist store is compared with the first. */
const PLAYLIST_STORE_FACTOR: Record<number, number> = { [SPOTIFY_ID]: 1, [APPLE_MUSIC_ID]: 0.5, [DEEZER_ID]: 0.3, [AMAZON_MUSIC_ID]: 0.3, [YOUTUBE_MUSIC_ID]: 0.3 };

const USER_MOODS = [
  'chill',
  'late night',
  'sunday morning',
  'rainy day',
  'road trip',
  'summer',
  'autumn',
  'gym',
  'study',
  'focus',
  'party',
  'pregame',
  'sad girl',
  'main character',
  'coffee shop',
  'night drive',
  'cozy',
  'feel good',
  'throwback',
  'indie',
  'running',
  'heartbreak',
  'golden hour',
  'beach',
  'cleaning',
  'work from home',
  'shower',
  'roadtrip',
  'dinner party',
  'sleepy',
];
const USER_NOUNS = ['vibes', 'songs', 'mix', 'playlist', 'hits', 'tunes', 'energy', 'bangers', 'jams', 'feels', 'favourites', 'essentials'];
const USER_OCCASIONS = [
  'the gym',
  'long drives',
  'rainy days',
  'late nights',
  'studying',
  'the beach',
  'getting ready',
  'cleaning my room',
  'the bus',
  'heartbreak',
  'sunday mornings',
  'dancing in the kitchen',
];
const USER_NAMES = ['Emma', 'Lucas', 'Sofia', 'Noah', 'Mia', 'Leo', 'Chloé', 'Mateo', 'Hana', 'Aiden', 'Zoe', 'Jonas', 'Ines', 'Kai', 'Ava', 'Max'];

function userPlaylistName(h: number, addedOn: number): string {
  const mood = USER_MOODS[h2(h, 1) % USER_MOODS.length];
  const noun = USER_NOUNS[h2(h, 2) % USER_NOUNS.length];
  const year = new Date(addedOn * DAY_MS).getUTCFullYear();
  const title = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());
  switch (h2(h, 3) % 8) {
    case 0:
      return `${mood} ${noun}`;
    case 1:
      return title(`${mood} ${noun}`);
    case 2:
      return `${mood} ${noun} ${year}`;
    case 3:
      return `${USER_NAMES[h2(h, 4) % USER_NAMES.length]}'s ${noun}`;
    case 4:
      return `songs for ${USER_OCCASIONS[h2(h, 5) % USER_OCCASIONS.length]}`;
    case 5:
      return `${mood.toUpperCase()} ${noun === 'mix' ? 'MIX' : '✨'}`;
    case 6:
      return `my ${year} favourites`;
    default:
      return `${title(mood)} ${title(noun)} Vol. ${1 + (h2(h, 6) % 4)}`;
  }
}

function playlistId(storeId: number, kind: PlaylistKind, h: number): string {
  switch (storeId) {
    case SPOTIFY_ID:
      return kind === 'user' ? idChars(h, BASE62, 22) : `37i9dQZF1${kind === 'editorial' ? 'DX' : 'E'}${idChars(h, BASE62, kind === 'editorial' ? 11 : 12)}`;
    case APPLE_MUSIC_ID:
      return kind === 'user' ? `pl.u-${idChars(h, BASE62, 14)}` : `pl.${idChars(h, HEX, 32)}`;
    case DEEZER_ID:
      return `${1 + (h % 9)}${idChars(h, DIGITS, 9)}`;
    case AMAZON_MUSIC_ID:
      return `B0${idChars(h, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 8)}`;
    case YOUTUBE_MUSIC_ID:
      return kind === 'user' ? `PL${idChars(h, BASE64URL, 32)}` : `RDCLAK5uy_${idChars(h, BASE64URL, 33)}`;
    default:
      return `pl${idChars(h, HEX, 16)}`;
  }
}

const PLAYLIST_PERIOD = 28;

/**
 * Playlist placements of the tracks on the playlist stores among `stores` (Spotify, Apple Music, Deezer, Amazon
 * Music, YouTube Music; the first two stores with generic playlists when none of them is there) that overlap
 * from..to, as known on day `to`: a removal after `to` shows as null. A track is on one playlist once at most.
 */
export function playlistPlacements(options: { seed: number; tracks: readonly GeneratedTrack[]; stores: readonly number[] }, from: number, to: number): PlaylistPlacementRow[] {
  let playlistStores = options.stores.filter((id) => PLAYLISTS[id]);
  if (playlistStores.length === 0) playlistStores = options.stores.slice(0, 2);
  const rows: PlaylistPlacementRow[] = [];
  for (const track of options.tracks) {
    const core = trackCore(options.seed, track);
    const p = core.popularity;
    for (const storeId of playlistStores) {
      const definitions = PLAYLISTS[storeId] ?? GENERIC_PLAYLISTS;
      const storeFactor = PLAYLIST_STORE_FACTOR[storeId] ?? 0.3;
      const storeKey = h2(h2(options.seed ^ S_PLAYLIST, storeId), 1);
      const trackKey = h2(core.key ^ S_PLAYLIST, storeId);
      const used = new Set<string>();
      const placements: PlaylistPlacementRow[] = [];
      const place = (definition: PlaylistDefinition | null, h: number, addedOn: number) => {
        let name: string;
        let id: string;
        let followers: number;
        let kind: PlaylistKind;
        let stay: number | null;
        if (definition) {
          const listKey = h2(storeKey, stringHash(definition.name));
          name = definition.name;
          kind = definition.kind;
          id = playlistId(storeId, kind, listKey);
          followers = Math.round(definition.followers * (storeFactor === 1 ? 1 : 0.35) * (0.85 + 0.3 * unit(h2(listKey, 1))));
          const [shortest, longest] = definition.stay;
          stay = shortest + Math.floor(unit(h2(h, 11)) * (longest - shortest + 1));
        } else {
          name = userPlaylistName(h2(h, 12), addedOn);
          kind = 'user';
          id = playlistId(storeId, kind, h2(h, 13));
          followers = Math.min(2_000_000, Math.round(Math.exp(Math.log(45) + 2 * normal(unit(h2(h, 14))))));
          stay = unit(h2(h, 15)) < 0.45 ? null : 10 + Math.floor(unit(h2(h, 16)) * 390);
        }
        if (used.has(id)) return;
        used.add(id);
        const removedOn = stay === null ? null : addedOn + stay;
        if (addedOn > to || (removedOn !== null && removedOn < from)) return;
        placements.push({ storeId, playlistId: id, playlistName: name, kind, followers, isrc: track.isrc, addedOn, removedOn: removedOn !== null && removedOn <= to ? removedOn : null });
      };

      for (const definition of definitions) {
        if (!definition.atRelease || p < definition.min) continue;
        const h = h2(trackKey, stringHash(definition.name));
        // Release-week lists take some of the eligible tracks, the personal ones nearly all.
        if (unit(h) < (definition.kind === 'algorithmic' ? 0.9 : 0.25 + 0.5 * (p - definition.min))) place(definition, h, core.releasedOn);
      }

      const ongoing = definitions.filter((definition) => !definition.atRelease);
      const eligible = ongoing.filter((definition) => definition.kind === 'editorial' && p >= definition.min);
      const personal = ongoing.filter((definition) => definition.kind === 'algorithmic');
      for (let period = 0; core.releasedOn + period * PLAYLIST_PERIOD <= to; period++) {
        const start = core.releasedOn + period * PLAYLIST_PERIOD;
        const h = h2(trackKey, period);
        const lift = streamLift(core, start);
        const expected = storeFactor * (0.15 + 3.5 * p * p) * (0.3 + 0.7 * Math.exp(-period / 4)) * lift;
        const count = poisson(expected, unit(h));
        for (let n = 0; n < count; n++) {
          const hn = h2(h, n + 1);
          const addedOn = start + Math.floor(unit(h2(hn, 1)) * PLAYLIST_PERIOD);
          const which = unit(h2(hn, 2));
          if (eligible.length && which < 0.08 + 0.2 * p) {
            // Lists for bigger tracks are picked more when the track is well above their bar.
            let total = 0;
            for (const definition of eligible) total += p - definition.min + 0.05;
            let pick = unit(h2(hn, 3)) * total;
            let chosen = eligible[eligible.length - 1];
            for (const definition of eligible) {
              pick -= p - definition.min + 0.05;
              if (pick < 0) {
                chosen = definition;
                break;
              }
            }
            place(chosen, hn, addedOn);
          } else if (personal.length && which < 0.35 + 0.2 * p) {
            place(personal[h2(hn, 3) % personal.length], hn, addedOn);
          } else {
            place(null, hn, addedOn);
          }
        }
      }
      placements.sort((a, b) => a.addedOn - b.addedOn || (a.playlistId < b.playlistId ? -1 : 1));
      rows.push(...placements);
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Presaves

/**
 * Presaves of upcoming releases: in the 4-6 weeks before the release date (a bump when it is announced, then
 * rising towards the day), on Spotify, Apple Music and Deezer when they are among `stores`. Ordered by release,
 * day, store.
 */
export function presaveRows(
  options: { seed: number; releases: readonly { upc: string; releasedOn: number; popularity: number }[]; stores: readonly number[] },
  from: number,
  to: number,
): PresaveRow[] {
  const stores = PRESAVE_STORE_IDS.map((id, i) => ({ id, share: PRESAVE_SHARES[i] })).filter((store) => options.stores.includes(store.id));
  const rows: PresaveRow[] = [];
  if (stores.length === 0) return rows;
  for (const release of options.releases) {
    const key = h2(h2(options.seed, S_PRESAVE), stringHash(release.upc));
    const window = 28 + Math.floor(unit(h2(key, 1)) * 15);
    const first = release.releasedOn - window;
    const last = Math.min(to, release.releasedOn - 1);
    if (last < from) continue;
    const p = clamp(release.popularity, 0, 1);
    const total = 10 ** (0.7 + 3.1 * p) * Math.exp(0.4 * tri(h2(key, 2)));
    const shape = (t: number) => Math.exp((2.4 * t) / window) + (t < 3 ? 3 * Math.exp(-t) : 0) + (t >= window - 3 ? 1.5 : 0);
    let shapeTotal = 0;
    for (let t = 0; t < window; t++) shapeTotal += shape(t);
    const shares = stores.map((store) => store.share * Math.exp(0.25 * tri(h2(key, store.id))));
    const shareTotal = shares.reduce((sum, share) => sum + share, 0);
    for (let day = Math.max(from, first); day <= last; day++) {
      const perDay = (total * shape(day - first)) / shapeTotal;
      const dayKey = h2(key, day);
      for (let s = 0; s < stores.length; s++) {
        const presaves = poisson((perDay * shares[s]) / shareTotal, unit(h2(dayKey, stores[s].id)));
        if (presaves > 0) rows.push({ day, storeId: stores[s].id, upc: release.upc, presaves });
      }
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Catalogues

/**
 * A label's catalogue for demos and benchmarks: mostly small tracks and a few big ones (popularity u^1.7),
 * released on Fridays between releasedFrom and releasedTo, artists mostly from the first countries. ISRCs are
 * `isrcPrefix` (country and registrant, 5 characters) + the release year's two digits + the track's number.
 */
export function sampleTracks(options: { seed: number; count: number; countries: readonly string[]; releasedFrom: number; releasedTo: number; isrcPrefix?: string }): GeneratedTrack[] {
  const prefix = options.isrcPrefix ?? 'QZS8P';
  const homes = Math.max(1, Math.min(options.countries.length, 40));
  const tracks: GeneratedTrack[] = [];
  for (let i = 0; i < options.count; i++) {
    const h = h2(options.seed ^ S_CORE, i);
    let releasedOn = options.releasedFrom + Math.floor(unit(h2(h, 1)) * (options.releasedTo - options.releasedFrom + 1));
    releasedOn -= (weekday(releasedOn) + 2) % 7; // back to the Friday
    if (releasedOn < options.releasedFrom) releasedOn += 7;
    const year = new Date(releasedOn * DAY_MS).getUTCFullYear() % 100;
    tracks.push({
      isrc: `${prefix}${String(year).padStart(2, '0')}${String(i % 100_000).padStart(5, '0')}`,
      releasedOn,
      popularity: unit(h2(h, 2)) ** 1.7,
      homeCountry: options.countries[Math.floor(unit(h2(h, 3)) ** 2.5 * homes)] ?? '',
    });
  }
  return tracks;
}

// ---------------------------------------------------------------------------------------------------------------
// CSV

export const STREAM_CSV_HEADER = csvHeaderOf('streams');
export const SHORT_VIDEO_CSV_HEADER = csvHeaderOf('short_video');
export const VIDEO_CSV_HEADER = csvHeaderOf('video');
export const PLAYLIST_CSV_HEADER = csvHeaderOf('playlists');
export const PRESAVE_CSV_HEADER = csvHeaderOf('presaves');

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** `name=count;name=count` over a vocabulary, non-zero counts only. */
export function breakdownField(names: readonly string[] | undefined, counts: readonly number[] | undefined): string {
  if (!names || !counts) return '';
  let text = '';
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] === 0) continue;
    text += `${text ? ';' : ''}${names[i]}=${counts[i]}`;
  }
  return text;
}

const VIDEO_SOURCES = TRAFFIC_SOURCES[VIDEO_SITE_ID];

export function* streamCsv(rows: Iterable<StreamRow>): Generator<string> {
  yield `${STREAM_CSV_HEADER}\n`;
  let lastDay = Number.NaN;
  let date = '';
  for (const row of rows) {
    if (row.day !== lastDay) {
      lastDay = row.day;
      date = formatDay(row.day);
    }
    yield `${date},${row.storeId},${csvField(row.isrc)},${csvField(row.country)},${row.streams},${row.listeners},${row.saves},${row.playlistAdds},${row.skips},${breakdownField(trafficSources(row.storeId), row.sources)},${breakdownField(AGE_BANDS, row.ageBands)},${breakdownField(GENDERS, row.genders)}\n`;
  }
}

export function* shortVideoCsv(rows: Iterable<ShortVideoRow>): Generator<string> {
  yield `${SHORT_VIDEO_CSV_HEADER}\n`;
  for (const row of rows) {
    yield `${formatDay(row.day)},${csvField(row.soundId)},${csvField(row.isrc)},${row.creations},${row.views},${row.likes},${row.shares},${row.comments},${breakdownField(CREATOR_CATEGORIES, row.creators)}\n`;
  }
}

export function* videoCsv(rows: Iterable<VideoRow>): Generator<string> {
  yield `${VIDEO_CSV_HEADER}\n`;
  for (const row of rows) {
    yield `${formatDay(row.day)},${csvField(row.videoId)},${csvField(row.isrc)},${csvField(row.title)},${csvField(row.channel)},${row.views},${row.watchSeconds},${row.claims},${breakdownField(VIDEO_SOURCES, row.sources)}\n`;
  }
}

export function* playlistCsv(rows: Iterable<PlaylistPlacementRow>): Generator<string> {
  yield `${PLAYLIST_CSV_HEADER}\n`;
  for (const row of rows) {
    yield `${row.storeId},${csvField(row.playlistId)},${csvField(row.playlistName)},${row.kind},${row.followers},${csvField(row.isrc)},${formatDay(row.addedOn)},${row.removedOn === null ? '' : formatDay(row.removedOn)}\n`;
  }
}

export function* presaveCsv(rows: Iterable<PresaveRow>): Generator<string> {
  yield `${PRESAVE_CSV_HEADER}\n`;
  for (const row of rows) yield `${formatDay(row.day)},${row.storeId},${csvField(row.upc)},${row.presaves}\n`;
}
