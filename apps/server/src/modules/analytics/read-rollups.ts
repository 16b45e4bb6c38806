import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { formatDay, grainParts, type DayRange } from '@portal/domain/analytics/date-range';
import { Grain } from './fact-kinds.ts';
import { rowsOf } from '@portal/db/rows';

export type RollupTable = 'stream_rollups' | 'short_video_rollups' | 'video_rollups';
type GroupColumn = 'period' | 'store_id' | 'key' | 'subject_id';

export interface RollupRead {
  table: RollupTable;
  userId: number;
  dim: number;
  /** The subject (a track, artist or video); 0, the account, when not given. Null reads every subject. */
  subjectId?: number | null;
  /** With subjectId null: only these subjects. */
  subjectIds?: readonly number[];
  storeIds?: readonly number[] | null;
  /** Only rows of this key (a country, a source, an audience bucket). */
  key?: string;
  range: DayRange;
  /** day: a row per day; mixed: whole months from month rows, the rest from day rows; month: whole months only. */
  grain: 'day' | 'mixed' | 'month';
  groupBy: readonly GroupColumn[];
  metrics: readonly string[];
}

export type RollupRow = Record<string, number> & { period?: string; key?: string };

function periodFilter(read: Pick<RollupRead, 'grain' | 'range'>): SQL {
  const between = (grain: number, range: DayRange) => sql`(grain = ${grain} AND period BETWEEN ${formatDay(range.start)} AND ${formatDay(range.end)})`;
  if (read.grain === 'day') return between(Grain.DAY, read.range);
  if (read.grain === 'month') return between(Grain.MONTH, read.range);
  const parts = grainParts(read.range);
  const filters = parts.days.map((days) => between(Grain.DAY, days));
  if (parts.months) filters.push(between(Grain.MONTH, parts.months));
  return sql`(${sql.join(filters, sql` OR `)})`;
}

function whereOf(read: Omit<RollupRead, 'groupBy' | 'metrics'>): SQL {
  const subject = read.subjectId !== null ? sql`subject_id = ${read.subjectId ?? 0}` : read.subjectIds ? sql`subject_id = ANY(${`{${read.subjectIds.map(Number).join(',')}}`}::bigint[])` : undefined;
  const stores = read.storeIds?.length ? sql`store_id = ANY(${`{${read.storeIds.join(',')}}`}::int[])` : undefined;
  const key = read.key === undefined ? undefined : sql`key = ${read.key}`;
  const where = [sql`user_id = ${read.userId}`, sql`dim = ${read.dim}`, subject, stores, key, periodFilter(read)].filter((part): part is SQL => part !== undefined);
  return sql.join(where, sql` AND `);
}

/** Sums of one dimension's rollups over a range, grouped as asked; metrics come back as numbers. */
export async function readRollups(db: Db, read: RollupRead): Promise<RollupRow[]> {
  const groups = read.groupBy.map((column) => (column === 'period' ? sql`period::text AS period` : sql.raw(column)));
  const sums = read.metrics.map((metric) => sql.raw(`sum(${metric})::float8 AS ${metric}`));
  const result = await db.execute(sql`
    SELECT ${sql.join([...groups, ...sums], sql`, `)}
    FROM ${sql.raw(read.table)}
    WHERE ${whereOf(read)}
    ${
      read.groupBy.length
        ? sql`GROUP BY ${sql.join(
            read.groupBy.map((column) => sql.raw(column)),
            sql`, `,
          )}`
        : sql``
    }`);
  return rowsOf<Record<string, unknown>>(result).map((row) => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) out[name] = name === 'period' || name === 'key' ? value : Number(value ?? 0);
    return out as RollupRow;
  });
}

/** The statement of one metric summed per subject over a range (columns subject_id, value), to join in other SQL. */
export function subjectSums(read: Omit<RollupRead, 'groupBy' | 'metrics' | 'subjectId'> & { metric: string }): SQL {
  return sql`SELECT subject_id, ${sql.raw(`sum(${read.metric})::float8`)} AS value FROM ${sql.raw(read.table)} WHERE ${whereOf({ ...read, subjectId: null })} GROUP BY subject_id`;
}
