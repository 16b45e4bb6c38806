import { and, desc, eq, gte, inArray, isNull, lte, or, sql, gt, count, sum, type SQL } from 'drizzle-orm';
import { playlistPlacements, presaveCounts, releases, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatDay, type DayRange } from '@portal/domain/analytics/date-range';
import type { PlaylistKind } from '@portal/domain/analytics/vocabulary';
import { rowsOf } from '@portal/db/rows';

// Playlist placements and presaves: small tables, read directly.

export interface PlacementFilter {
  userId: number;
  songId?: number;
  storeIds: readonly number[] | null;
  kind?: PlaylistKind;
}

function placementWhere(filter: PlacementFilter): SQL[] {
  return [
    eq(playlistPlacements.userId, filter.userId),
    filter.songId ? eq(playlistPlacements.trackId, filter.songId) : undefined,
    filter.storeIds ? inArray(playlistPlacements.storeId, [...filter.storeIds]) : undefined,
    filter.kind ? eq(playlistPlacements.kind, filter.kind) : undefined,
  ].filter((part): part is SQL => part !== undefined);
}

/** On a playlist that day: added on or before it, not removed by then. */
const onListOn = (day: string) => and(lte(playlistPlacements.addedOn, day), or(isNull(playlistPlacements.removedOn), gt(playlistPlacements.removedOn, day)));

/** Placements that were on during the range, the biggest playlists first. */
export async function placementsDuring(db: Db, filter: PlacementFilter, range: DayRange, page: { offset: number; count: number }) {
  const during = and(
    ...placementWhere(filter),
    lte(playlistPlacements.addedOn, formatDay(range.end)),
    or(isNull(playlistPlacements.removedOn), gt(playlistPlacements.removedOn, formatDay(range.start))),
  );
  const lastDay = formatDay(range.end);
  const [[total], rows, [current]] = await Promise.all([
    db.select({ value: count() }).from(playlistPlacements).where(during),
    db
      .select({ placement: playlistPlacements, songTitle: tracks.title })
      .from(playlistPlacements)
      .innerJoin(tracks, eq(tracks.id, playlistPlacements.trackId))
      .where(during)
      .orderBy(desc(playlistPlacements.followers), playlistPlacements.id)
      .offset(page.offset)
      .limit(page.count),
    db
      .select({ placements: count(), reach: sum(playlistPlacements.followers), editorial: sql<number>`count(*) filter (where ${playlistPlacements.kind} = 'editorial')` })
      .from(playlistPlacements)
      .where(and(...placementWhere(filter), onListOn(lastDay))),
  ]);
  return {
    total: total?.value ?? 0,
    list: rows.map(({ placement, songTitle }) => ({
      id: placement.id,
      storeId: placement.storeId,
      playlistId: placement.playlistId,
      playlistName: placement.playlistName,
      kind: placement.kind as PlaylistKind,
      followers: placement.followers,
      songId: placement.trackId,
      songTitle,
      addedOn: placement.addedOn,
      removedOn: placement.removedOn,
    })),
    current: { placements: Number(current?.placements ?? 0), reach: Number(current?.reach ?? 0), editorial: Number(current?.editorial ?? 0) },
  };
}

/** Per day of the range: the placements on and the followers of their playlists. */
export async function placementTrend(db: Db, filter: PlacementFilter, range: DayRange) {
  const conditions = placementWhere(filter);
  const result = await db.execute(sql`
    SELECT d.day::date::text AS date, count(${playlistPlacements.id})::int AS placements, coalesce(sum(${playlistPlacements.followers}), 0)::float8 AS reach
    FROM generate_series(${formatDay(range.start)}::date, ${formatDay(range.end)}::date, interval '1 day') AS d(day)
    LEFT JOIN ${playlistPlacements} ON ${sql.join(conditions, sql` AND `)} AND ${playlistPlacements.addedOn} <= d.day AND (${playlistPlacements.removedOn} IS NULL OR ${playlistPlacements.removedOn} > d.day)
    GROUP BY d.day ORDER BY d.day`);
  return rowsOf<{ date: string; placements: number; reach: number }>(result).map((row) => ({ date: row.date, placements: Number(row.placements), reach: Number(row.reach) }));
}

/** Presaves of the account's releases (or one release) in the range: total, per store, per day and per release. */
export async function presavesDuring(db: Db, userId: number, albumId: number | undefined, range: DayRange) {
  const where = and(
    eq(presaveCounts.userId, userId),
    albumId ? eq(presaveCounts.releaseId, albumId) : undefined,
    gte(presaveCounts.day, formatDay(range.start)),
    lte(presaveCounts.day, formatDay(range.end)),
  );
  const total = sql<string>`sum(${presaveCounts.presaves})`;
  const [stores, days, byRelease] = await Promise.all([
    db.select({ storeId: presaveCounts.storeId, presaves: total }).from(presaveCounts).where(where).groupBy(presaveCounts.storeId),
    db.select({ day: presaveCounts.day, presaves: total }).from(presaveCounts).where(where).groupBy(presaveCounts.day),
    db
      .select({ albumId: presaveCounts.releaseId, title: releases.title, releaseTime: releases.releaseTime, presaves: total })
      .from(presaveCounts)
      .innerJoin(releases, eq(releases.id, presaveCounts.releaseId))
      .where(where)
      .groupBy(presaveCounts.releaseId, releases.title, releases.releaseTime),
  ]);
  const perDay = new Map(days.map((row) => [row.day, Number(row.presaves)]));
  const points = [];
  for (let day = range.start; day <= range.end; day++) points.push({ date: formatDay(day), presaves: perDay.get(formatDay(day)) ?? 0 });
  return {
    total: stores.reduce((sum, row) => sum + Number(row.presaves), 0),
    stores: stores.map((row) => ({ storeId: row.storeId, presaves: Number(row.presaves) })).sort((a, b) => b.presaves - a.presaves),
    points,
    releases: byRelease
      .map((row) => ({ albumId: row.albumId, title: row.title, releaseTime: row.releaseTime?.toISOString() ?? null, presaves: Number(row.presaves) }))
      .sort((a, b) => b.presaves - a.presaves),
  };
}
