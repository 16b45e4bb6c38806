import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { releases, royaltyEntries, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import type { ReportParams, TaskKind } from './tasks.ts';
import { analyticsExportSource, isAnalyticsExport } from '../../analytics/export-sources.ts';
import { PAGE_ROWS, type Cell, type Column, type ReportSource } from '../../../platform/export/report-source.ts';

const e = royaltyEntries;
/** Album-level sales have no track: they group under track 0. */
const trackKey = sql`coalesce(${e.trackId}, 0)`;
const firstDay = (month: string) => `${month}-01`;

interface KeyPart {
  expr: SQL;
  cast: 'date' | 'text' | 'bigint';
}

/** `(k1, k2, …) > (v1, v2, …)`: the rows after the last one of the previous page, in the ORDER BY of the key. */
function after(parts: KeyPart[], values: (string | number)[]): SQL {
  const left = sql.join(
    parts.map((part) => part.expr),
    sql`, `,
  );
  const right = sql.join(
    parts.map((part, index) => sql`${values[index]}::${sql.raw(part.cast)}`),
    sql`, `,
  );
  return sql`(${left}) > (${right})`;
}

function baseWhere(accountId: number, params: ReportParams): SQL {
  return and(eq(e.userId, accountId), gte(e.periodMonth, firstDay(params.from)), lte(e.periodMonth, firstDay(params.to)))!;
}

/**
 * A grouped query read page by page: `select` gives the row (its key columns first, named k0…kn), the cursor of the
 * next page is the key of the last row of this one.
 */
function groupedSource<R extends Record<string, unknown>>(
  db: Db,
  spec: {
    accountId: number;
    params: ReportParams;
    key: KeyPart[];
    select: Record<string, SQL>;
    cursorOf: (row: R) => (string | number)[];
    toCells: (rows: R[]) => Promise<Cell[][]>;
    columns: Column[];
  },
): ReportSource {
  const where = baseWhere(spec.accountId, spec.params);
  const keyExprs = spec.key.map((part) => part.expr);
  return {
    columns: spec.columns,
    async count() {
      const groups = db
        .select({ one: sql`1`.as('one') })
        .from(e)
        .where(where)
        .groupBy(...keyExprs)
        .as('groups');
      const [row] = await db.select({ value: count() }).from(groups);
      return Number(row?.value ?? 0);
    },
    async *pages() {
      let cursor: (string | number)[] | null = null;
      for (;;) {
        const rows = (await db
          .select(spec.select)
          .from(e)
          .where(cursor ? and(where, after(spec.key, cursor)) : where)
          .groupBy(...keyExprs)
          .orderBy(...keyExprs)
          .limit(PAGE_ROWS)) as unknown as R[];
        if (rows.length === 0) return;
        yield await spec.toCells(rows);
        if (rows.length < PAGE_ROWS) return;
        cursor = spec.cursorOf(rows[rows.length - 1]!);
      }
    },
  };
}

async function releaseInfo(db: Db, ids: number[]) {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  const rows = unique.length ? await db.select({ id: releases.id, title: releases.title, upc: releases.upc }).from(releases).where(inArray(releases.id, unique)) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

async function trackInfo(db: Db, ids: number[]) {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  const rows = unique.length ? await db.select({ id: tracks.id, title: tracks.title, isrc: tracks.isrc }).from(tracks).where(inArray(tracks.id, unique)) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

const text = (name: string, width = 14): Column => ({ name, type: 'text', width });
const int = (name: string): Column => ({ name, type: 'int', width: 12 });
const money = (name: string): Column => ({ name, type: 'money', width: 16 });

const sums = {
  units: sql<string>`sum(${e.units})::text`,
  gross: sql<string>`sum(${e.gross})::text`,
  commission: sql<string>`sum(${e.commission})::text`,
  amount: sql<string>`sum(${e.amount})::text`,
};

/** Custom: one row per month, store, country, release, track and kind of sale, with gross, commission and amount. */
function customSource(db: Db, accountId: number, params: ReportParams): ReportSource {
  type Row = { month: string; store: string; country: string; releaseId: string; trackId: string; saleType: string; units: string; gross: string; commission: string; amount: string };
  return groupedSource<Row>(db, {
    accountId,
    params,
    key: [
      { expr: sql`${e.periodMonth}`, cast: 'date' },
      { expr: sql`${e.store}`, cast: 'text' },
      { expr: sql`${e.country}`, cast: 'text' },
      { expr: sql`${e.releaseId}`, cast: 'bigint' },
      { expr: trackKey, cast: 'bigint' },
      { expr: sql`${e.saleType}`, cast: 'text' },
    ],
    select: {
      month: sql<string>`${e.periodMonth}::text`,
      store: sql<string>`${e.store}`,
      country: sql`${e.country}`,
      releaseId: sql<string>`${e.releaseId}::text`,
      trackId: sql<string>`${trackKey}::text`,
      saleType: sql`${e.saleType}`,
      ...sums,
    },
    cursorOf: (row) => [row.month, row.store, row.country, row.releaseId, row.trackId, row.saleType],
    columns: [
      text('month', 10),
      text('store', 18),
      text('country', 9),
      text('release_title', 30),
      text('track_title', 30),
      text('isrc', 15),
      text('upc', 15),
      text('sale_type', 11),
      int('units'),
      money('gross'),
      money('commission'),
      money('amount'),
    ],
    async toCells(rows) {
      const [releaseMap, trackMap] = await Promise.all([
        releaseInfo(
          db,
          rows.map((row) => Number(row.releaseId)),
        ),
        trackInfo(
          db,
          rows.map((row) => Number(row.trackId)),
        ),
      ]);
      return rows.map((row) => {
        const release = releaseMap.get(Number(row.releaseId));
        const track = trackMap.get(Number(row.trackId));
        return [
          row.month.slice(0, 7),
          row.store,
          row.country,
          release?.title ?? '',
          track?.title ?? '',
          track?.isrc ?? '',
          release?.upc ?? '',
          row.saleType,
          Number(row.units),
          BigInt(row.gross),
          BigInt(row.commission),
          BigInt(row.amount),
        ];
      });
    },
  });
}

/** Monthly: one row per month and store. */
function monthlySource(db: Db, accountId: number, params: ReportParams): ReportSource {
  type Row = { month: string; store: string; units: string; amount: string };
  return groupedSource<Row>(db, {
    accountId,
    params,
    key: [
      { expr: sql`${e.periodMonth}`, cast: 'date' },
      { expr: sql`${e.store}`, cast: 'text' },
    ],
    select: { month: sql<string>`${e.periodMonth}::text`, store: sql<string>`${e.store}`, units: sums.units, amount: sums.amount },
    cursorOf: (row) => [row.month, row.store],
    columns: [text('month', 10), text('store', 22), int('units'), money('amount')],
    toCells: async (rows) => rows.map((row) => [row.month.slice(0, 7), row.store, Number(row.units), BigInt(row.amount)]),
  });
}

/** Royalty: one row per track (or release, for album sales) and month: its title, ISRC, units and amount. */
function royaltySource(db: Db, accountId: number, params: ReportParams): ReportSource {
  type Row = { month: string; releaseId: string; trackId: string; units: string; amount: string };
  return groupedSource<Row>(db, {
    accountId,
    params,
    key: [
      { expr: sql`${e.periodMonth}`, cast: 'date' },
      { expr: sql`${e.releaseId}`, cast: 'bigint' },
      { expr: trackKey, cast: 'bigint' },
    ],
    select: { month: sql<string>`${e.periodMonth}::text`, releaseId: sql<string>`${e.releaseId}::text`, trackId: sql<string>`${trackKey}::text`, units: sums.units, amount: sums.amount },
    cursorOf: (row) => [row.month, row.releaseId, row.trackId],
    columns: [text('month', 10), text('title', 34), text('isrc', 15), int('units'), money('amount')],
    async toCells(rows) {
      const [releaseMap, trackMap] = await Promise.all([
        releaseInfo(
          db,
          rows.map((row) => Number(row.releaseId)),
        ),
        trackInfo(
          db,
          rows.map((row) => Number(row.trackId)),
        ),
      ]);
      return rows.map((row) => {
        const track = trackMap.get(Number(row.trackId));
        const title = track ? track.title : (releaseMap.get(Number(row.releaseId))?.title ?? '');
        return [row.month.slice(0, 7), title, track?.isrc ?? '', Number(row.units), BigInt(row.amount)];
      });
    },
  });
}

export function reportSource(db: Db, kind: TaskKind, accountId: number, params: ReportParams): ReportSource {
  if (kind === 'custom') return customSource(db, accountId, params);
  if (kind === 'monthly') return monthlySource(db, accountId, params);
  if (kind === 'royalty') return royaltySource(db, accountId, params);
  if (isAnalyticsExport(kind)) return analyticsExportSource(db, kind, accountId, params);
  throw new Error(`no report of kind ${String(kind)}`);
}
