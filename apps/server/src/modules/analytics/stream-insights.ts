import type { Db } from '@portal/db/client';
import { coveringMonths, formatDay, rangeLength, type DayRange } from '@portal/domain/analytics/date-range';
import { AGE_BANDS, GENDERS } from '@portal/domain/analytics/vocabulary';
import { StreamDim } from './fact-kinds.ts';
import { readRollups, type RollupRow } from './read-rollups.ts';

const METRICS = ['streams', 'listeners', 'saves', 'playlist_adds', 'skips'] as const;

/** What a stream call is about: the account, one song or one artist, on all or some stores. */
export interface StreamSelection {
  userId: number;
  subject: { kind: 'account' } | { kind: 'song'; id: number } | { kind: 'artist'; id: number };
  storeIds: readonly number[] | null;
}

const perStoreDim = { account: StreamDim.STORE, song: StreamDim.TRACK_STORE, artist: StreamDim.ARTIST_STORE } as const;
const subjectId = (selection: StreamSelection) => (selection.subject.kind === 'account' ? 0 : selection.subject.id);

function read(db: Db, selection: StreamSelection, range: DayRange, grain: 'day' | 'mixed', groupBy: ('period' | 'store_id')[]) {
  return readRollups(db, {
    table: 'stream_rollups',
    userId: selection.userId,
    dim: perStoreDim[selection.subject.kind],
    subjectId: subjectId(selection),
    storeIds: selection.storeIds,
    range,
    grain,
    groupBy,
    metrics: METRICS,
  });
}

export function totalsOf(row: RollupRow | undefined, days: number) {
  return {
    streams: row?.streams ?? 0,
    averageDailyListeners: Math.round((row?.listeners ?? 0) / days),
    saves: row?.saves ?? 0,
    playlistAdds: row?.playlist_adds ?? 0,
    skips: row?.skips ?? 0,
  };
}

export async function streamTotals(db: Db, selection: StreamSelection, range: DayRange) {
  const [row] = await read(db, selection, range, 'mixed', []);
  return totalsOf(row, rangeLength(range));
}

/** Every day of a range in order, with the rows' values where there are some and zeros elsewhere. */
export function everyDay<T>(range: DayRange, rows: readonly RollupRow[], point: (row: RollupRow | undefined, date: string) => T): T[] {
  const byDay = new Map(rows.map((row) => [row.period!, row]));
  const out: T[] = [];
  for (let day = range.start; day <= range.end; day++) {
    const date = formatDay(day);
    out.push(point(byDay.get(date), date));
  }
  return out;
}

export async function streamPoints(db: Db, selection: StreamSelection, range: DayRange) {
  return everyDay(range, await read(db, selection, range, 'day', ['period']), (row, date) => ({
    date,
    streams: row?.streams ?? 0,
    listeners: row?.listeners ?? 0,
    saves: row?.saves ?? 0,
    playlistAdds: row?.playlist_adds ?? 0,
    skips: row?.skips ?? 0,
  }));
}

/**
 * The totals of a range from its daily points (`streamPoints`): the same sums as `streamTotals`, whose months are
 * built from these days (rollup-sql.ts), without a query of their own.
 */
export function totalsOfPoints(points: Awaited<ReturnType<typeof streamPoints>>) {
  const sum = (metric: 'streams' | 'listeners' | 'saves' | 'playlistAdds' | 'skips') => points.reduce((total, point) => total + point[metric], 0);
  return totalsOf({ streams: sum('streams'), listeners: sum('listeners'), saves: sum('saves'), playlist_adds: sum('playlistAdds'), skips: sum('skips') }, points.length);
}

/** The stores with streams in the range, most first, with their totals and share. */
export async function streamStores(db: Db, selection: StreamSelection, range: DayRange) {
  const rows = (await read(db, selection, range, 'mixed', ['store_id'])).filter((row) => row.streams !== 0);
  const total = rows.reduce((sum, row) => sum + row.streams!, 0);
  return rows.map((row) => ({ storeId: row.store_id!, ...totalsOf(row, rangeLength(range)), share: total ? row.streams! / total : 0 })).sort((a, b) => b.streams - a.streams || a.storeId - b.storeId);
}

/** Daily streams of the biggest stores, in the order of their totals. */
export async function storeSeries(db: Db, selection: StreamSelection, range: DayRange, storeIds: readonly number[]) {
  const rows = await readRollups(db, {
    table: 'stream_rollups',
    userId: selection.userId,
    dim: perStoreDim[selection.subject.kind],
    subjectId: subjectId(selection),
    storeIds,
    range,
    grain: 'day',
    groupBy: ['period', 'store_id'],
    metrics: ['streams'],
  });
  return storeIds.map((storeId) => ({
    storeId,
    streams: everyDay(
      range,
      rows.filter((row) => row.store_id === storeId),
      (row) => row?.streams ?? 0,
    ),
  }));
}

const shares = <T extends { streams: number }>(items: T[]) => {
  const total = items.reduce((sum, item) => sum + item.streams, 0);
  return items.map((item) => ({ ...item, share: total ? item.streams / total : 0 }));
};

/**
 * Countries ranked by streams. The account's are kept per day and store, so any range and store filter is exact; a
 * song's or artist's are kept per month over all stores, so they cover the whole months the range touches.
 */
export async function streamCountries(db: Db, selection: StreamSelection, range: DayRange) {
  const account = selection.subject.kind === 'account';
  const covered = account ? null : coveringMonths(range);
  const rows = await readRollups(db, {
    table: 'stream_rollups',
    userId: selection.userId,
    dim: account ? StreamDim.STORE_COUNTRY : selection.subject.kind === 'song' ? StreamDim.TRACK_COUNTRY : StreamDim.ARTIST_COUNTRY,
    subjectId: subjectId(selection),
    storeIds: account ? selection.storeIds : null,
    range: covered ?? range,
    grain: account ? 'mixed' : 'month',
    groupBy: ['key'],
    metrics: ['streams'],
  });
  const countries = shares(rows.filter((row) => row.streams).map((row) => ({ country: row.key!, streams: row.streams! }))).sort((a, b) => b.streams - a.streams || a.country.localeCompare(b.country));
  return { countries, coveredFrom: covered ? formatDay(covered.start) : null, coveredTo: covered ? formatDay(covered.end) : null };
}

/** Listeners by age band, gender and country over the whole months a range touches. */
export async function streamAudience(db: Db, selection: StreamSelection & { subject: { kind: 'song' | 'artist'; id: number } }, range: DayRange) {
  const covered = coveringMonths(range);
  const rows = await readRollups(db, {
    table: 'stream_rollups',
    userId: selection.userId,
    dim: selection.subject.kind === 'song' ? StreamDim.TRACK_AUDIENCE : StreamDim.ARTIST_AUDIENCE,
    subjectId: selection.subject.id,
    range: covered,
    grain: 'month',
    groupBy: ['key'],
    metrics: ['streams'],
  });
  const count = (key: string) => rows.find((row) => row.key === key)?.streams ?? 0;
  const ages = shares(AGE_BANDS.map((bucket) => ({ bucket, streams: count(`age:${bucket}`) })));
  const genders = shares(GENDERS.map((bucket) => ({ bucket, streams: count(`gender:${bucket}`) })));
  const { countries } = await streamCountries(db, selection, range);
  return { coveredFrom: formatDay(covered.start), coveredTo: formatDay(covered.end), describedStreams: ages.reduce((sum, age) => sum + age.streams, 0), ages, genders, countries };
}
