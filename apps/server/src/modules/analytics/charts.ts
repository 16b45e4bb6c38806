import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { releases } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { coveringMonths, formatDay, type DayRange } from '@portal/domain/analytics/date-range';
import { refusal } from '../../platform/errors.ts';
import { songsOf, type SongRow } from './analytics-query.ts';
import { StreamDim } from './fact-kinds.ts';
import { readRollups } from './read-rollups.ts';
import { streamCountries } from './stream-insights.ts';

// The account's own charts (decision 065): its songs or releases ranked by streams over a period, each with its rank
// in the period just before, so the page can show what climbed, fell or entered.

export type ChartKind = 'songs' | 'releases';

export interface ChartInput {
  kind: ChartKind;
  range: DayRange;
  compare: DayRange;
  storeIds: readonly number[] | null;
  /** A country's chart: a track's countries are kept per month over all stores, so it covers whole months. */
  country: string | null;
  count: number;
}

const DAY_MS = 86_400_000;

/** The `months` whole months that end the day before `first` (a month's first day). */
function monthsBefore(first: number, months: number): DayRange {
  const date = new Date(first * DAY_MS);
  return { start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1) / DAY_MS, end: first - 1 };
}

const monthCount = (range: DayRange) => {
  const start = new Date(range.start * DAY_MS);
  const end = new Date(range.end * DAY_MS);
  return (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth() + 1;
};

/** Streams per track over a range: all stores, some stores, or one country (whole months). */
async function trackStreams(db: Db, userId: number, input: ChartInput, range: DayRange): Promise<Map<number, number>> {
  const rows = await readRollups(db, {
    table: 'stream_rollups',
    userId,
    dim: input.country ? StreamDim.TRACK_COUNTRY : input.storeIds ? StreamDim.TRACK_STORE : StreamDim.TRACK,
    subjectId: null,
    storeIds: input.country ? null : input.storeIds,
    key: input.country ?? undefined,
    range,
    grain: input.country ? 'month' : 'mixed',
    groupBy: ['subject_id'],
    metrics: ['streams'],
  });
  return new Map(rows.filter((row) => row.streams! > 0).map((row) => [row.subject_id!, row.streams!]));
}

/** Positions from 1, most streams first (then the lower id: a tie keeps a stable order). */
function ranksOf(values: Map<number, number>): Map<number, number> {
  const ordered = [...values.entries()].filter(([, value]) => value > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return new Map(ordered.map(([id], index) => [id, index + 1]));
}

function sumBy(values: Map<number, number>, groupOf: Map<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, value] of values) {
    const group = groupOf.get(id);
    if (group !== undefined) out.set(group, (out.get(group) ?? 0) + value);
  }
  return out;
}

async function releasesOf(db: Db, accountId: number, albumIds: number[]) {
  if (albumIds.length === 0) return new Map<number, { title: string; artists: string[]; upc: string }>();
  const rows = await db
    .select({
      albumId: releases.id,
      title: releases.title,
      upc: releases.upc,
      artists: sql<
        string[]
      >`coalesce((SELECT array_agg(a.value->>'name') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${releases.album}->'uniMainArtistObjects') = 'array' THEN ${releases.album}->'uniMainArtistObjects' ELSE '[]'::jsonb END) a), '{}')`,
    })
    .from(releases)
    .where(and(eq(releases.ownerUserId, accountId), inArray(releases.id, albumIds), isNull(releases.deletedAt)));
  return new Map(rows.map((row) => [row.albumId, { title: row.title, artists: row.artists, upc: row.upc ?? '' }]));
}

interface ChartEntry {
  rank: number;
  previousRank: number | null;
  streams: number;
  previousStreams: number;
  id: number;
  albumId: number;
  songId: number | null;
  title: string;
  version: string;
  artists: string[];
  detail: string;
}

/** The account's chart of a period; refuses a country together with stores (no rollup holds both). */
export async function streamChart(db: Db, accountId: number, input: ChartInput) {
  if (input.country && input.storeIds) throw refusal(400, 'charts_country_with_stores', 'query.country');
  const covered = input.country ? coveringMonths(input.range) : null;
  const range = covered ?? input.range;
  const compare = covered ? monthsBefore(covered.start, monthCount(covered)) : input.compare;
  const [current, previous, countries] = await Promise.all([
    trackStreams(db, accountId, input, range),
    trackStreams(db, accountId, input, compare),
    streamCountries(db, { userId: accountId, subject: { kind: 'account' }, storeIds: null }, input.range),
  ]);
  // Only the account's released songs chart: a deleted release's tracks drop out of both periods.
  const songs = new Map<number, SongRow>((await songsOf(db, accountId, [...new Set([...current.keys(), ...previous.keys()])])).map((song) => [song.songId, song]));
  const known = (values: Map<number, number>) => new Map([...values].filter(([id]) => songs.has(id)));
  const albumOf = new Map([...songs.values()].map((song) => [song.songId, song.albumId]));
  const now = input.kind === 'songs' ? known(current) : sumBy(current, albumOf);
  const before = input.kind === 'songs' ? known(previous) : sumBy(previous, albumOf);
  const ranks = ranksOf(now);
  const previousRanks = ranksOf(before);
  const top = [...ranks.entries()].filter(([, rank]) => rank <= input.count).map(([id]) => id);
  const albums = input.kind === 'releases' ? await releasesOf(db, accountId, top) : null;

  const entries = top.flatMap((id): ChartEntry[] => {
    const figures = { rank: ranks.get(id)!, previousRank: previousRanks.get(id) ?? null, streams: now.get(id)!, previousStreams: before.get(id) ?? 0 };
    if (albums) {
      const album = albums.get(id);
      return album ? [{ ...figures, id, albumId: id, songId: null, title: album.title, version: '', artists: album.artists, detail: album.upc }] : [];
    }
    const song = songs.get(id)!;
    return [{ ...figures, id, albumId: song.albumId, songId: song.songId, title: song.title, version: song.version, artists: song.artists, detail: song.releaseTitle }];
  });
  return {
    kind: input.kind,
    range: { start: formatDay(range.start), end: formatDay(range.end) },
    compare: { start: formatDay(compare.start), end: formatDay(compare.end) },
    wholeMonths: covered !== null,
    charted: ranks.size,
    entries,
    countries: countries.countries.map((entry) => entry.country),
  };
}
