import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db/client';

/** The ways royalty_rollups add earnings up, with the entry column each one keys on. */
export const ROLLUP_DIMENSIONS = ['store', 'country', 'release', 'track', 'sale_type'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/** Where and when an entry's sale happened, as the rollups key it. */
export interface RollupSale {
  periodMonth: string;
  store: string;
  country: string;
  releaseId: number;
  trackId: number | null;
  saleType: string;
  units: number;
}

/**
 * Sums in plain numbers while they are exact (a bigint per addition would be most of the work), spilling into the
 * bigints before they could lose a unit.
 */
interface Sum {
  units: number;
  gross: number;
  amount: number;
  grossSpilled: bigint;
  amountSpilled: bigint;
}

/** Below 2^52 a sum of two such numbers is still an exact integer. */
const EXACT = 2 ** 52;
const EXACT_BIG = BigInt(EXACT);

const UPSERT_ROWS = 20_000;

type Sums<K> = Map<K, Sum>;

/** One account's month, added up each way. */
interface MonthSums {
  store: Sums<string>;
  country: Sums<string>;
  release: Sums<number>;
  track: Sums<number | string>;
  sale_type: Sums<string>;
}

const emptySums = (): MonthSums => ({ store: new Map(), country: new Map(), release: new Map(), track: new Map(), sale_type: new Map() });

function bump<K>(sums: Sums<K>, key: K, units: number, gross: number, amount: number) {
  let sum = sums.get(key);
  if (!sum) sums.set(key, (sum = { units: 0, gross: 0, amount: 0, grossSpilled: 0n, amountSpilled: 0n }));
  sum.units += units;
  sum.gross += gross;
  sum.amount += amount;
  if (Math.abs(sum.gross) >= EXACT) {
    sum.grossSpilled += BigInt(sum.gross);
    sum.gross = 0;
  }
  if (Math.abs(sum.amount) >= EXACT) {
    sum.amountSpilled += BigInt(sum.amount);
    sum.amount = 0;
  }
}

/** The track dimension's key: the track, or "r" and the release for sales of a whole release. */
const trackKey = (sale: Pick<RollupSale, 'trackId' | 'releaseId'>) => (sale.trackId === null ? `r${sale.releaseId}` : sale.trackId);

const exactNumber = (value: bigint) => value > -EXACT_BIG && value < EXACT_BIG;

function addTo<K>(sums: Sums<K>, key: K, units: number, gross: bigint, amount: bigint) {
  if (exactNumber(gross) && exactNumber(amount)) return bump(sums, key, units, Number(gross), Number(amount));
  // Amounts this large go straight into the bigints.
  bump(sums, key, units, 0, 0);
  const sum = sums.get(key)!;
  sum.grossSpilled += gross;
  sum.amountSpilled += amount;
}

const grossOf = (sum: Sum) => sum.grossSpilled + BigInt(sum.gross);
const amountOf = (sum: Sum) => sum.amountSpilled + BigInt(sum.amount);

/**
 * Adds entries up in memory as the sales import writes them. Its size follows the accounts' catalogues and months,
 * not the report's lines; save() adds the sums, by month and by year, to the table in the import's transaction.
 */
export class RollupCounter {
  private readonly months = new Map<string, MonthSums>();

  /** One account's entry: its units, the store revenue it carries and what the account earned from it. */
  add(userId: number, sale: RollupSale, gross: bigint, amount: bigint) {
    const { units } = sale;
    const monthKey = `${userId}|${sale.periodMonth}`;
    let month = this.months.get(monthKey);
    if (!month) this.months.set(monthKey, (month = emptySums()));
    if (exactNumber(gross) && exactNumber(amount)) {
      const g = Number(gross);
      const a = Number(amount);
      bump(month.store, sale.store, units, g, a);
      bump(month.country, sale.country, units, g, a);
      bump(month.release, sale.releaseId, units, g, a);
      bump(month.track, trackKey(sale), units, g, a);
      bump(month.sale_type, sale.saleType, units, g, a);
    } else {
      addTo(month.store, sale.store, units, gross, amount);
      addTo(month.country, sale.country, units, gross, amount);
      addTo(month.release, sale.releaseId, units, gross, amount);
      addTo(month.track, trackKey(sale), units, gross, amount);
      addTo(month.sale_type, sale.saleType, units, gross, amount);
    }
  }

  /** The year sums, added up from the months at the end (no cost per line). */
  private years() {
    const years = new Map<string, MonthSums>();
    for (const [monthKey, month] of this.months) {
      const yearKey = `${monthKey.slice(0, monthKey.indexOf('|') + 5)}-01-01`;
      let year = years.get(yearKey);
      if (!year) years.set(yearKey, (year = emptySums()));
      for (const dimension of ROLLUP_DIMENSIONS) {
        for (const [key, sum] of month[dimension] as Sums<string | number | null>) addTo(year[dimension] as Sums<string | number | null>, key, sum.units, grossOf(sum), amountOf(sum));
      }
    }
    return years;
  }

  async save(db: Db) {
    const columns = {
      userIds: [] as number[],
      grains: [] as string[],
      periods: [] as string[],
      dimensions: [] as string[],
      keys: [] as string[],
      units: [] as number[],
      gross: [] as string[],
      amounts: [] as string[],
    };
    const flush = async () => {
      if (columns.userIds.length === 0) return;
      const { userIds, grains, periods, dimensions, keys, units, gross, amounts } = columns;
      await db.execute(sql`${INTO_ROLLUPS}
        select * from unnest(${sql.param(userIds)}::bigint[], ${sql.param(grains)}::text[], ${sql.param(periods)}::date[], ${sql.param(dimensions)}::text[],
          ${sql.param(keys)}::text[], ${sql.param(units)}::bigint[], ${sql.param(gross)}::bigint[], ${sql.param(amounts)}::bigint[])
        ${ADDING}`);
      for (const list of Object.values(columns)) list.length = 0;
    };
    for (const [grain, sums] of [
      ['month', this.months],
      ['year', this.years()],
    ] as const) {
      for (const [periodKey, period] of sums) {
        const [userId, periodMonth] = periodKey.split('|');
        for (const dimension of ROLLUP_DIMENSIONS) {
          for (const [key, sum] of period[dimension] as Sums<string | number | null>) {
            columns.userIds.push(Number(userId));
            columns.grains.push(grain);
            columns.periods.push(periodMonth!);
            columns.dimensions.push(dimension);
            columns.keys.push(key === null ? '' : String(key));
            columns.units.push(sum.units);
            columns.gross.push(grossOf(sum).toString());
            columns.amounts.push(amountOf(sum).toString());
            if (columns.userIds.length >= UPSERT_ROWS) await flush();
          }
        }
      }
    }
    await flush();
  }
}

const INTO_ROLLUPS = sql`insert into royalty_rollups (user_id, grain, period_month, dimension, key, units, gross, amount)`;
const ADDING = sql`on conflict (user_id, dimension, grain, period_month, key) do update set
  units = royalty_rollups.units + excluded.units, gross = royalty_rollups.gross + excluded.gross, amount = royalty_rollups.amount + excluded.amount`;

/** The rollup rows of the entries `where` picks (an SQL condition on royalty_entries e): per grain, dimension and key. */
function rollupsOf(where: SQL) {
  return sql`select e.user_id, g.grain, g.period, d.dimension, d.key, sum(e.units)::bigint, sum(e.gross)::bigint, sum(e.amount)::bigint
    from royalty_entries e
    cross join lateral (values ('month', e.period_month), ('year', date_trunc('year', e.period_month)::date)) as g(grain, period)
    cross join lateral (values ('store', e.store), ('country', e.country), ('release', e.release_id::text), ('track', coalesce(e.track_id::text, 'r' || e.release_id::text)), ('sale_type', e.sale_type)) as d(dimension, key)
    where e.user_id is not null and ${where}
    group by e.user_id, g.grain, g.period, d.dimension, d.key`;
}

/**
 * A month range as the rollup rows that cover it: whole calendar years by their year rows, the months at either end
 * by their own. 'YYYY-MM' bounds, inclusive.
 */
export function rollupPeriods(from: string, to: string): { years: string[]; months: string[] } {
  const years: string[] = [];
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= last) {
    if (month === 1 && year * 12 + 12 <= last) {
      years.push(`${year}-01-01`);
      year++;
      continue;
    }
    months.push(`${year}-${String(month).padStart(2, '0')}-01`);
    if (++month > 12) {
      month = 1;
      year++;
    }
  }
  return { years, months };
}

/** Adds entries that just gained an account (a held split share accepted or handed back) to that account's rollups. */
export async function addEntriesToRollups(db: Db, where: SQL) {
  await db.execute(sql`${INTO_ROLLUPS} ${rollupsOf(where)} ${ADDING}`);
}

/** Builds every rollup again from the entries (a repair; tests compare it with what the imports kept). */
export async function rebuildRoyaltyRollups(db: Db) {
  await db.execute(sql`delete from royalty_rollups`);
  await db.execute(sql`${INTO_ROLLUPS} ${rollupsOf(sql`true`)}`);
}
