import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import type { DimSpec, FactKind } from './fact-kinds.ts';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The main artists of each track, as the release form recorded them (track_id, artist_id). */
export const TRACK_ARTISTS = `SELECT DISTINCT t.id AS track_id, (a.value->>'id')::bigint AS artist_id
  FROM tracks t CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(t.data->'uniMainArtistObjects') = 'array' THEN t.data->'uniMainArtistObjects' ELSE '[]'::jsonb END) a
  WHERE (a.value->>'id') ~ '^[0-9]{1,15}$'`;

function keyExpression(spec: DimSpec): string {
  const key = spec.key;
  if (!key) return `''`;
  if (!('labels' in key)) return `d.${key.column}`;
  return key.prefix ? `${quote(key.prefix)} || l.label` : 'l.label';
}

/** The vocabulary as a table (store_id, pos, label) to join the breakdown's positions to; store_id 0 for all stores. */
function labelTable(labels: readonly string[] | Readonly<Record<number, readonly string[]>>): string {
  const lists: [number, readonly string[]][] = Array.isArray(labels) ? [[0, labels]] : Object.entries(labels).map(([storeId, list]) => [Number(storeId), list]);
  const rows = lists.flatMap(([storeId, list]) => list.map((label, index) => `(${storeId}, ${index + 1}, ${quote(label)})`));
  return `(VALUES ${rows.join(', ')}) AS l(store_id, pos, label)`;
}

/**
 * One statement that adds the facts of `source` (a table or subquery with the fact columns and a `sign` of 1 or -1)
 * into one dimension's rollups, creating rows as needed: the facts are summed per day first, and the months from
 * those day sums (a pass over the facts each would cost more).
 */
function addToDimension(kind: FactKind, spec: DimSpec, source: string): string {
  const breakdown = spec.key && 'labels' in spec.key ? spec.key : null;
  const subject = { account: '0', track: 'd.track_id', artist: 'ta.artist_id', video: 'd.video_id' }[spec.subject];
  const sums = kind.metrics.map((metric) => (breakdown ? (metric === breakdown.into ? 'sum(b.n * d.sign)::bigint' : '0::bigint') : `sum(d.${metric}::bigint * d.sign)::bigint`));
  const store = kind.hasStore ? [spec.perStore ? 'd.store_id' : '0'] : [];
  const keys = ['user_id', 'subject_id', ...(kind.hasStore ? ['store_id'] : []), 'key'];
  const columns = ['user_id', 'dim', 'subject_id', 'grain', 'period', ...(kind.hasStore ? ['store_id'] : []), 'key'];
  const monthRows = `SELECT ${keys.join(', ')}, date_trunc('month', day)::date AS period, ${kind.metrics.map((metric) => `sum(${metric})::bigint AS ${metric}`).join(', ')}
      FROM per_day GROUP BY ${keys.join(', ')}, date_trunc('month', day)`;
  const select = (grain: number, from: string) =>
    `SELECT user_id, ${spec.dim}, subject_id, ${grain}, ${grain === 0 ? 'day' : 'period'}, ${[...(kind.hasStore ? ['store_id'] : []), 'key', ...kind.metrics].join(', ')} FROM ${from}`;
  return `WITH per_day AS (
      SELECT d.user_id, ${subject} AS subject_id, ${[...store.map((expr) => `${expr} AS store_id`), `${keyExpression(spec)} AS key`].join(', ')}, d.day, ${sums.map((sum, index) => `${sum} AS ${kind.metrics[index]}`).join(', ')}
      FROM ${source} d
      ${spec.subject === 'artist' ? `JOIN (${TRACK_ARTISTS} AND t.id IN (SELECT track_id FROM ${source} s)) ta ON ta.track_id = d.track_id` : ''}
      ${breakdown ? `CROSS JOIN LATERAL unnest(d.${breakdown.column}) WITH ORDINALITY AS b(n, pos) JOIN ${labelTable(breakdown.labels)} ON l.pos = b.pos${Array.isArray(breakdown.labels) ? '' : ' AND l.store_id = d.store_id'}` : ''}
      ${breakdown ? 'WHERE b.n <> 0' : ''}
      GROUP BY ${keys.map((_, index) => index + 1).join(', ')}, d.day
    )
    INSERT INTO ${kind.rollups} (${[...columns, ...kind.metrics].join(', ')})
    ${spec.monthsOnly ? '' : `${select(0, 'per_day')} UNION ALL `}${select(1, `(${monthRows}) m`)}
    ON CONFLICT (${columns.join(', ')}) DO UPDATE SET ${kind.metrics.map((metric) => `${metric} = ${kind.rollups}.${metric} + excluded.${metric}`).join(', ')}`;
}

/** Adds signed facts (a table or subquery with the fact columns and `sign`) into every rollup of the kind. */
export async function addToRollups(db: Db, kind: FactKind, source: string): Promise<void> {
  for (const spec of kind.dims) await db.execute(sql.raw(addToDimension(kind, spec, source)));
}

/** Rebuilds a kind's rollups from its facts (all accounts, or the given ones): the rollups are exactly these sums. */
export async function rebuildRollups(db: Db, kind: FactKind, userIds?: readonly number[]): Promise<void> {
  const only: SQL | undefined = userIds ? sql` WHERE user_id = ANY(${`{${userIds.map(Number).join(',')}}`}::bigint[])` : undefined;
  await db.execute(sql`DELETE FROM ${sql.raw(kind.rollups)}${only ?? sql``}`);
  const filter = userIds ? ` WHERE f.user_id = ANY('{${userIds.map(Number).join(',')}}'::bigint[])` : '';
  await addToRollups(db, kind, `(SELECT f.*, 1 AS sign FROM ${kind.facts} f${filter})`);
}
