import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { releases, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatDay, MAX_RANGE_DAYS, parseDay, rangeLength, type DayRange } from '@portal/domain/analytics/date-range';
import { platformById } from '@portal/domain/catalog/platforms';
import { refusal } from '../../platform/errors.ts';
import { PAGE_ROWS, type Cell, type Column, type ReportSource } from '../../platform/export/report-source.ts';
import { songCreationRanking, songVideoViewRanking, valuesBySubject } from './catalogue-insights.ts';
import { StreamDim } from './fact-kinds.ts';
import { readRollups } from './read-rollups.ts';
import { rowsOf } from '@portal/db/rows';

// The analytics exports (decision 025), built as report tasks and downloaded with /system/download-data-task.

export const ANALYTICS_EXPORT_KINDS = ['analytics_songs', 'analytics_daily'] as const;
export type AnalyticsExportKind = (typeof ANALYTICS_EXPORT_KINDS)[number];
export const isAnalyticsExport = (kind: string): kind is AnalyticsExportKind => (ANALYTICS_EXPORT_KINDS as readonly string[]).includes(kind);

const text = (name: string, width = 14): Column => ({ name, type: 'text', width });
const int = (name: string): Column => ({ name, type: 'int', width: 12 });
const METRICS = ['streams', 'listeners', 'saves', 'playlist_adds', 'skips'] as const;

/** An export's range: days, checked like the analytics calls' (the same message keys, on the body's fields). */
export function exportDays(body: { from: string; to: string }) {
  const start = parseDay(body.from);
  if (start === null) throw refusal(400, 'analytics_date_invalid', 'body.from');
  const end = parseDay(body.to);
  if (end === null) throw refusal(400, 'analytics_date_invalid', 'body.to');
  if (end < start) throw refusal(400, 'analytics_range_invalid', 'body.to');
  if (end - start + 1 > MAX_RANGE_DAYS) throw refusal(400, 'analytics_range_too_long', 'body.from');
  return { from: body.from, to: body.to };
}

const rangeOf = (params: { from: string; to: string }): DayRange => ({ start: parseDay(params.from)!, end: parseDay(params.to)! });

/** One row per released song: its streams and engagement over the range, short-video videos and video views. */
function songsSource(db: Db, accountId: number, range: DayRange): ReportSource {
  const owned = and(eq(tracks.ownerUserId, accountId), eq(releases.isDraft, false), isNull(releases.deletedAt));
  const select = { id: tracks.id, title: tracks.title, version: tracks.version, isrc: tracks.isrc, release: releases.title };
  return {
    columns: [
      text('title', 34),
      text('version'),
      text('isrc', 15),
      text('release', 30),
      int('streams'),
      int('saves'),
      int('playlist_adds'),
      int('skips'),
      int('short_video_creations'),
      int('video_views'),
    ],
    async count() {
      const [row] = await db.select({ value: sql<number>`count(*)` }).from(tracks).innerJoin(releases, eq(releases.id, tracks.releaseId)).where(owned);
      return Number(row?.value ?? 0);
    },
    async *pages() {
      let after = 0;
      for (;;) {
        const songs = await db
          .select(select)
          .from(tracks)
          .innerJoin(releases, eq(releases.id, tracks.releaseId))
          .where(and(owned, gt(tracks.id, after)))
          .orderBy(asc(tracks.id))
          .limit(PAGE_ROWS);
        if (songs.length === 0) return;
        const ids = songs.map((song) => song.id);
        const [stream, creations, views] = await Promise.all([
          readRollups(db, { table: 'stream_rollups', userId: accountId, dim: StreamDim.TRACK, subjectId: null, subjectIds: ids, range, grain: 'mixed', groupBy: ['subject_id'], metrics: METRICS }),
          valuesBySubject(db, accountId, songCreationRanking, range, ids),
          valuesBySubject(db, accountId, songVideoViewRanking, range, ids),
        ]);
        const bySong = new Map(stream.map((row) => [row.subject_id!, row]));
        yield songs.map((song): Cell[] => {
          const row = bySong.get(song.id);
          return [
            song.title,
            song.version,
            song.isrc,
            song.release,
            row?.streams ?? 0,
            row?.saves ?? 0,
            row?.playlist_adds ?? 0,
            row?.skips ?? 0,
            creations.get(song.id) ?? 0,
            views.get(song.id) ?? 0,
          ];
        });
        if (songs.length < PAGE_ROWS) return;
        after = songs[songs.length - 1]!.id;
      }
    },
  };
}

/** One row per day and store with data: streams, listeners, saves, playlist adds and skips. */
function dailySource(db: Db, accountId: number, range: DayRange): ReportSource {
  return {
    columns: [text('date', 10), int('store_id'), text('store', 22), int('streams'), int('listeners'), int('saves'), int('playlist_adds'), int('skips')],
    async count() {
      const result = await db.execute(
        sql`SELECT count(*)::int AS n FROM stream_rollups WHERE user_id = ${accountId} AND dim = ${StreamDim.STORE} AND subject_id = 0 AND grain = 0 AND period BETWEEN ${formatDay(range.start)} AND ${formatDay(range.end)}`,
      );
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },
    async *pages() {
      // A range is at most three years of days: read a month of days at a time.
      for (let start = range.start; start <= range.end; start += 31) {
        const part = { start, end: Math.min(range.end, start + 30) };
        const rows = await readRollups(db, { table: 'stream_rollups', userId: accountId, dim: StreamDim.STORE, range: part, grain: 'day', groupBy: ['period', 'store_id'], metrics: METRICS });
        rows.sort((a, b) => a.period!.localeCompare(b.period!) || a.store_id! - b.store_id!);
        if (rows.length)
          yield rows.map((row): Cell[] => [row.period!, row.store_id!, platformById(row.store_id!)?.name ?? '', row.streams!, row.listeners!, row.saves!, row.playlist_adds!, row.skips!]);
      }
    },
  };
}

export function analyticsExportSource(db: Db, kind: AnalyticsExportKind, accountId: number, params: { from: string; to: string }): ReportSource {
  const range = rangeOf(params);
  if (rangeLength(range) < 1) throw new Error('empty range');
  return kind === 'analytics_songs' ? songsSource(db, accountId, range) : dailySource(db, accountId, range);
}
