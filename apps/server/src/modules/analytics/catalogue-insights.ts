import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { artists, releases, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import type { DayRange } from '@portal/domain/analytics/date-range';
import { containsPattern } from '../../platform/like-pattern.ts';
import { pageTotal } from '../../platform/page-total.ts';
import { ShortVideoDim, StreamDim, VideoDim } from './fact-kinds.ts';
import { rowsOf } from '@portal/db/rows';
import { readRollups, subjectSums, type RollupTable } from './read-rollups.ts';
import { TRACK_ARTISTS } from './rollup-sql.ts';
import { songsOf } from './analytics-query.ts';

// Songs and artists ranked by what the rollups hold for a range.

interface Ranking {
  table: RollupTable;
  dim: number;
  metric: string;
  storeIds?: readonly number[] | null;
}

/** A metric per subject over a range: Map of subject id to value (subjects without data are absent). */
export async function valuesBySubject(db: Db, userId: number, ranking: Ranking, range: DayRange, subjectIds?: readonly number[]): Promise<Map<number, number>> {
  const rows = await readRollups(db, {
    table: ranking.table,
    userId,
    dim: ranking.dim,
    subjectId: null,
    subjectIds,
    storeIds: ranking.storeIds,
    range,
    grain: 'mixed',
    groupBy: ['subject_id'],
    metrics: [ranking.metric],
  });
  return new Map(rows.map((row) => [row.subject_id!, row[ranking.metric]!]));
}

/** The account's submitted songs (column id), optionally of one artist or matching a title or ISRC. */
function songsQuery(db: Db, accountId: number, filter: SongFilter) {
  const keyword = filter.keyword?.trim();
  return db
    .select({ id: tracks.id })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(
      and(
        eq(tracks.ownerUserId, accountId),
        eq(releases.isDraft, false),
        isNull(releases.deletedAt),
        filter.artistId ? sql`${tracks.data}->'uniMainArtistObjects' @> ${JSON.stringify([{ id: filter.artistId }])}::jsonb` : undefined,
        keyword ? or(ilike(tracks.title, containsPattern(keyword)), ilike(tracks.isrc, containsPattern(keyword.replace(/[\s-]/g, '')))) : undefined,
      ),
    );
}

type SongPage = { offset: number; count: number };
type SongFilter = { artistId?: number; keyword?: string };

/**
 * The ids of a page of songs, the most of `ranking` first (then oldest first), with their values. Ranked in the
 * database, so a catalogue of any size sends only its page.
 */
export async function rankedSongIds(db: Db, accountId: number, ranking: Ranking, range: DayRange, page: SongPage, filter: SongFilter = {}) {
  const songs = songsQuery(db, accountId, filter);
  const sums = subjectSums({ table: ranking.table, userId: accountId, dim: ranking.dim, storeIds: ranking.storeIds, range, grain: 'mixed', metric: ranking.metric });
  const rows = rowsOf<{ id: string | number; value: string | number; total: string | number }>(
    await db.execute(sql`WITH songs AS (${songs}), sums AS (${sums})
      SELECT songs.id, coalesce(sums.value, 0)::float8 AS value, count(*) OVER () AS total
      FROM songs LEFT JOIN sums ON sums.subject_id = songs.id
      ORDER BY value DESC, songs.id
      OFFSET ${page.offset} LIMIT ${page.count}`),
  );
  const total = await pageTotal(rows, page.offset, async () => rowsOf<{ n: string }>(await db.execute(sql`SELECT count(*) AS n FROM (${songs}) songs`))[0]!.n);
  const pageIds = rows.map((row) => Number(row.id));
  return { total, pageIds, values: new Map(rows.map((row) => [Number(row.id), Number(row.value)])) };
}

/** The songs of a ranked page with their fields and values, in the page's order. */
export async function songsOfPage(db: Db, accountId: number, ranked: Awaited<ReturnType<typeof rankedSongIds>>) {
  const songs = new Map((await songsOf(db, accountId, ranked.pageIds)).map((song) => [song.songId, song]));
  return ranked.pageIds.map((id) => ({ ...songs.get(id)!, value: ranked.values.get(id) ?? 0 }));
}

/** A page of songs, the most of `ranking` first (then oldest first), with the song fields. */
export async function rankedSongs(db: Db, accountId: number, ranking: Ranking, range: DayRange, page: SongPage, filter: SongFilter = {}) {
  const ranked = await rankedSongIds(db, accountId, ranking, range, page, filter);
  return { total: ranked.total, pageIds: ranked.pageIds, list: await songsOfPage(db, accountId, ranked) };
}

export const songStreamRanking = (storeIds: readonly number[] | null): Ranking =>
  storeIds ? { table: 'stream_rollups', dim: StreamDim.TRACK_STORE, metric: 'streams', storeIds } : { table: 'stream_rollups', dim: StreamDim.TRACK, metric: 'streams' };
export const songCreationRanking: Ranking = { table: 'short_video_rollups', dim: ShortVideoDim.TRACK, metric: 'creations' };
export const songVideoViewRanking: Ranking = { table: 'video_rollups', dim: VideoDim.TRACK, metric: 'views' };
export const artistStreamRanking = (storeIds: readonly number[] | null): Ranking => ({ table: 'stream_rollups', dim: StreamDim.ARTIST_STORE, metric: 'streams', storeIds });
export const artistCreationRanking: Ranking = { table: 'short_video_rollups', dim: ShortVideoDim.ARTIST, metric: 'creations' };
export const artistViewRanking: Ranking = { table: 'short_video_rollups', dim: ShortVideoDim.ARTIST, metric: 'views' };

/** The account's artists with the number of its submitted songs each is a main artist of. */
export async function artistsWithSongCounts(db: Db, accountId: number) {
  const list = await db
    .select({ artistId: artists.id, name: artists.name })
    .from(artists)
    .where(and(eq(artists.ownerUserId, accountId), isNull(artists.deletedAt)))
    .orderBy(artists.name, artists.id);
  const counts = rowsOf<{ artist_id: string | number; songs: string | number }>(
    await db.execute(
      sql.raw(`SELECT ta.artist_id, count(*) AS songs FROM (${TRACK_ARTISTS} AND t.owner_user_id = ${Number(accountId)}) ta
        JOIN tracks t ON t.id = ta.track_id JOIN releases r ON r.id = t.release_id AND NOT r.is_draft AND r.deleted_at IS NULL GROUP BY ta.artist_id`),
    ),
  );
  const songCount = new Map(counts.map((row) => [Number(row.artist_id), Number(row.songs)]));
  return list.map((artist) => ({ ...artist, songCount: songCount.get(artist.artistId) ?? 0 }));
}
