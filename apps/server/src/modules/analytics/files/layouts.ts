import { parseDay } from '@portal/domain/analytics/date-range';
import { ANALYTICS_FILE_REQUIRED, type AnalyticsFileColumn } from '@portal/domain/analytics/file-columns';
import { AGE_BANDS, CREATOR_CATEGORIES, GENDERS, PLAYLIST_KINDS, TRAFFIC_SOURCES, VIDEO_SITE_ID, trafficSources, type AnalyticsFileKind, type PlaylistKind } from '@portal/domain/analytics/vocabulary';
import { platformById } from '@portal/domain/catalog/platforms';
import { LineError, readIsrc } from '../../money/sales-formats/fields.ts';

// Reading the analytics file layouts (decision 025; the columns are declared in the domain). Every kind is a CSV file
// with a header row (columns in any order) or JSON lines with the same names; `Cells` hides which, and lets a
// layout read only the columns its kind declares.

export type Cells<C extends string = string> = (name: C) => unknown;

export interface StreamFileRow {
  day: number;
  storeId: number;
  isrc: string;
  country: string;
  streams: number;
  listeners: number;
  saves: number;
  playlistAdds: number;
  skips: number;
  sources: number[] | null;
  ageBands: number[] | null;
  genders: number[] | null;
}

export interface ShortVideoFileRow {
  day: number;
  soundId: string;
  isrc: string;
  creations: number;
  views: number;
  likes: number;
  shares: number;
  comments: number;
  creators: number[];
}

export interface VideoFileRow {
  day: number;
  videoId: string;
  isrc: string;
  title: string;
  channel: string;
  views: number;
  watchSeconds: number;
  claims: number;
  sources: number[] | null;
}

export interface PlaylistFileRow {
  storeId: number;
  playlistId: string;
  playlistName: string;
  kind: PlaylistKind;
  followers: number;
  isrc: string;
  addedOn: number;
  removedOn: number | null;
}

export interface PresaveFileRow {
  day: number;
  storeId: number;
  upc: string;
  presaves: number;
}

export interface FileRows {
  streams: StreamFileRow;
  short_video: ShortVideoFileRow;
  video: VideoFileRow;
  playlists: PlaylistFileRow;
  presaves: PresaveFileRow;
}

export interface Layout<K extends AnalyticsFileKind> {
  kind: K;
  /** The columns a header must have for the file to be of this kind. */
  required: readonly AnalyticsFileColumn<K>[];
  read(cells: Cells<AnalyticsFileColumn<K>>): FileRows[K];
}

const INT32_MAX = 2_147_483_647;
const COUNT = /^\d{1,15}$/;

function text<C extends string>(cells: Cells<C>, name: C): string {
  const value = cells(name);
  return value === undefined || value === null ? '' : String(value).trim();
}

function count<C extends string>(cells: Cells<C>, name: C, { optional = false, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = text(cells, name);
  if (raw === '' && optional) return 0;
  if (!COUNT.test(raw)) throw new LineError(`${name} is not a whole number of zero or more`, 'import_issue_not_count', { column: name });
  const value = Number(raw);
  if (value > max) throw new LineError(`${name} is too large`, 'import_issue_too_large', { column: name });
  return value;
}

function day<C extends string>(cells: Cells<C>, name: C, optional = false): number | null {
  const raw = text(cells, name);
  if (raw === '' && optional) return null;
  const value = parseDay(raw);
  if (value === null) throw new LineError(`${name} is not a yyyy-MM-dd date`, 'import_issue_not_date', { column: name });
  return value;
}

function isrc(cells: Cells<'isrc'>): string {
  const value = readIsrc(text(cells, 'isrc'));
  if (!value) throw new LineError('isrc is empty', 'import_issue_empty', { column: 'isrc' });
  return value;
}

function storeId(cells: Cells<'store_id'>): number {
  const id = count(cells, 'store_id', { max: INT32_MAX });
  if (!platformById(id)) throw new LineError(`store_id ${id} is no store of the catalogue`, 'import_issue_unknown_store', { id });
  return id;
}

function required<C extends string>(cells: Cells<C>, name: C, maxLength: number): string {
  const value = text(cells, name);
  if (value === '') throw new LineError(`${name} is empty`, 'import_issue_empty', { column: name });
  return value.slice(0, maxLength);
}

/**
 * A breakdown: "name=count;name=count" (or a JSON object) over a vocabulary, as counts by position. Counts short of
 * the total go to `rest` (the vocabulary's unknown bucket) when there is one; more than the total is an error.
 */
function breakdown<C extends string>(cells: Cells<C>, name: C, vocabulary: readonly string[], total: number, rest?: string): number[] | null {
  const value = cells(name);
  if (value === undefined || value === null || value === '') return null;
  const entries: [string, unknown][] =
    typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
      : String(value)
          .split(';')
          .filter((part) => part.trim() !== '')
          .map((part) => {
            const at = part.lastIndexOf('=');
            if (at < 1) throw new LineError(`${name} is not a list of name=count`, 'import_issue_not_breakdown', { column: name });
            return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
          });
  const counts = new Array<number>(vocabulary.length).fill(0);
  let sum = 0;
  for (const [bucket, raw] of entries) {
    const position = vocabulary.indexOf(bucket);
    if (position < 0)
      throw new LineError(`${name} names ${bucket}, which is not one of ${vocabulary.join(', ')}`, 'import_issue_unknown_bucket', {
        column: name,
        value: bucket.slice(0, 40),
        allowed: vocabulary.join(', '),
      });
    const n = typeof raw === 'number' ? raw : COUNT.test(String(raw)) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n < 0) throw new LineError(`${name} has a count that is not a whole number`, 'import_issue_bucket_count', { column: name });
    counts[position]! += n;
    sum += n;
  }
  if (sum > total) throw new LineError(`${name} adds up to more than the total`, 'import_issue_over_total', { column: name });
  if (rest !== undefined && sum < total) counts[vocabulary.indexOf(rest)]! += total - sum;
  return counts;
}

const COUNTRY = /^[A-Z]{2}$/;

export const streamLayout: Layout<'streams'> = {
  kind: 'streams',
  required: ANALYTICS_FILE_REQUIRED.streams,
  read(cells) {
    const store = storeId(cells);
    const streams = count(cells, 'streams', { max: INT32_MAX });
    const country = text(cells, 'country').toUpperCase();
    if (!COUNTRY.test(country)) throw new LineError('country is not a two-letter country code', 'import_issue_not_country');
    const vocabulary = trafficSources(store);
    const sourceCounts = breakdown(cells, 'sources', vocabulary ?? [], streams);
    if (sourceCounts && !vocabulary) throw new LineError(`store ${store} reports no sources of streams`, 'import_issue_no_sources', { id: store });
    return {
      day: day(cells, 'date')!,
      storeId: store,
      isrc: isrc(cells),
      country,
      streams,
      listeners: count(cells, 'listeners', { optional: true, max: INT32_MAX }),
      saves: count(cells, 'saves', { optional: true, max: INT32_MAX }),
      playlistAdds: count(cells, 'playlist_adds', { optional: true, max: INT32_MAX }),
      skips: count(cells, 'skips', { optional: true, max: INT32_MAX }),
      sources: sourceCounts,
      ageBands: breakdown(cells, 'age_bands', AGE_BANDS, streams, 'unknown'),
      genders: breakdown(cells, 'genders', GENDERS, streams, 'unknown'),
    };
  },
};

export const shortVideoLayout: Layout<'short_video'> = {
  kind: 'short_video',
  required: ANALYTICS_FILE_REQUIRED.short_video,
  read(cells) {
    const creations = count(cells, 'creations', { max: INT32_MAX });
    return {
      day: day(cells, 'date')!,
      soundId: required(cells, 'sound_id', 64),
      isrc: isrc(cells),
      creations,
      views: count(cells, 'views'),
      likes: count(cells, 'likes', { optional: true }),
      shares: count(cells, 'shares', { optional: true }),
      comments: count(cells, 'comments', { optional: true }),
      creators: breakdown(cells, 'creators', CREATOR_CATEGORIES, creations, 'other') ?? CREATOR_CATEGORIES.map((category) => (category === 'other' ? creations : 0)),
    };
  },
};

export const videoLayout: Layout<'video'> = {
  kind: 'video',
  required: ANALYTICS_FILE_REQUIRED.video,
  read(cells) {
    const views = count(cells, 'views');
    const videoId = required(cells, 'video_id', 64);
    return {
      day: day(cells, 'date')!,
      videoId,
      isrc: isrc(cells),
      title: text(cells, 'title').slice(0, 200) || videoId,
      channel: text(cells, 'channel').slice(0, 200),
      views,
      watchSeconds: count(cells, 'watch_seconds', { optional: true }),
      claims: count(cells, 'claims', { optional: true, max: INT32_MAX }),
      sources: breakdown(cells, 'sources', TRAFFIC_SOURCES[VIDEO_SITE_ID], views),
    };
  },
};

export const playlistLayout: Layout<'playlists'> = {
  kind: 'playlists',
  required: ANALYTICS_FILE_REQUIRED.playlists,
  read(cells) {
    const kind = (text(cells, 'kind') || 'user').toLowerCase();
    if (!(PLAYLIST_KINDS as readonly string[]).includes(kind))
      throw new LineError(`kind is not one of ${PLAYLIST_KINDS.join(', ')}`, 'import_issue_playlist_kind', { allowed: PLAYLIST_KINDS.join(', ') });
    const addedOn = day(cells, 'added_on')!;
    const removedOn = day(cells, 'removed_on', true);
    if (removedOn !== null && removedOn < addedOn) throw new LineError('removed_on is before added_on', 'import_issue_removed_before_added');
    return {
      storeId: storeId(cells),
      playlistId: required(cells, 'playlist_id', 100),
      playlistName: required(cells, 'playlist_name', 200),
      kind: kind as PlaylistKind,
      followers: count(cells, 'followers', { optional: true }),
      isrc: isrc(cells),
      addedOn,
      removedOn,
    };
  },
};

const UPC = /^\d{12,14}$/;

export const presaveLayout: Layout<'presaves'> = {
  kind: 'presaves',
  required: ANALYTICS_FILE_REQUIRED.presaves,
  read(cells) {
    const upc = text(cells, 'upc').replace(/[\s-]/g, '');
    if (!UPC.test(upc)) throw new LineError('upc is not a UPC or EAN', 'import_issue_not_upc', { value: upc.slice(0, 40) });
    return { day: day(cells, 'date')!, storeId: storeId(cells), upc, presaves: count(cells, 'presaves', { max: INT32_MAX }) };
  },
};

/** Tried in this order: the first whose required columns a header has reads the file. */
export const layouts = [playlistLayout, presaveLayout, shortVideoLayout, videoLayout, streamLayout] as const;
export type AnyLayout = (typeof layouts)[number];

export function layoutFor(columns: ReadonlySet<string>): AnyLayout | null {
  return layouts.find((layout) => layout.required.every((name) => columns.has(name))) ?? null;
}
