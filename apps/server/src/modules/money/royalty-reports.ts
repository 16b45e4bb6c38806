import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { releases, royaltyRollups, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { BusinessCode } from '@portal/domain/errors';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { ROYALTY_TREND_OTHERS } from '@portal/domain/money/royalty';
import { AppError } from '../../platform/errors.ts';
import { pageTotal } from '../../platform/page-total.ts';
import { rollupPeriods, type RollupDimension } from './royalty-rollups.ts';

const r = royaltyRollups;
type Group = 'month' | 'store' | 'country' | 'release' | 'track' | 'saleType';
const MAX_MONTHS = 120;

const firstDay = (month: string) => `${month}-01`;
const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

function checkRange(from: string, to: string) {
  const span = monthsBetween(from, to);
  if (span < 0 || span >= MAX_MONTHS) throw new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'query.to', messageKey: 'money_range_invalid', message: '' }], 'error_invalid_request');
}

/** Month rows of the range. */
function monthsIn(from: string, to: string) {
  checkRange(from, to);
  return and(eq(r.grain, 'month'), gte(r.periodMonth, firstDay(from)), lte(r.periodMonth, firstDay(to)));
}

/** The fewest rows that add up to the range: its whole years by their year rows, the other months by their own. */
function periodsIn(from: string, to: string) {
  checkRange(from, to);
  const { years, months } = rollupPeriods(from, to);
  const parts = [years.length ? and(eq(r.grain, 'year'), inArray(r.periodMonth, years)) : undefined, months.length ? and(eq(r.grain, 'month'), inArray(r.periodMonth, months)) : undefined];
  return or(...parts.filter((part) => part !== undefined));
}

/** The account's rollups one way; every entry has one sale type, so that dimension also gives whole months. */
const owned = (accountId: number, dimension: RollupDimension = 'sale_type') => and(eq(r.userId, accountId), eq(r.dimension, dimension));

export async function royaltyTotal(db: Db, accountId: number) {
  const [all] = await db
    .select({ amount: sql<string>`coalesce(sum(${r.amount}), 0)::text`, units: sql<string>`coalesce(sum(${r.units}), 0)::text`, latest: sql<string | null>`max(${r.periodMonth})::text` })
    .from(r)
    .where(and(owned(accountId), eq(r.grain, 'month')));
  const latest = all?.latest ?? null;
  const [latestTotal] = latest
    ? await db
        .select({ amount: sql<string>`coalesce(sum(${r.amount}), 0)::text` })
        .from(r)
        .where(and(owned(accountId), eq(r.grain, 'month'), eq(r.periodMonth, latest)))
    : [{ amount: '0' }];
  return {
    currency: SETTLEMENT_CURRENCY,
    total: formatMicros(BigInt(all?.amount ?? '0')),
    units: Number(all?.units ?? 0),
    latestMonth: latest ? latest.slice(0, 7) : null,
    latestMonthTotal: formatMicros(BigInt(latestTotal?.amount ?? '0')),
  };
}

export async function royaltyMonthly(db: Db, accountId: number, range: { from: string; to: string }) {
  const rows = await db
    .select({ month: sql<string>`${r.periodMonth}::text`, amount: sql<string>`sum(${r.amount})::text`, units: sql<string>`sum(${r.units})::text` })
    .from(r)
    .where(and(owned(accountId), monthsIn(range.from, range.to)))
    .groupBy(r.periodMonth);
  const byMonth = new Map(rows.map((row) => [row.month.slice(0, 7), row]));
  const months = [];
  for (let offset = 0; offset <= monthsBetween(range.from, range.to); offset++) {
    const date = new Date(Date.UTC(Number(range.from.slice(0, 4)), Number(range.from.slice(5, 7)) - 1 + offset, 1));
    const month = date.toISOString().slice(0, 7);
    const row = byMonth.get(month);
    months.push({ month, amount: formatMicros(BigInt(row?.amount ?? '0')), units: Number(row?.units ?? 0) });
  }
  return { currency: SETTLEMENT_CURRENCY, months };
}

const groupColumn: Record<Group, { dimension: RollupDimension; key: SQL }> = {
  month: { dimension: 'sale_type', key: sql`${r.periodMonth}::text` },
  store: { dimension: 'store', key: sql`${r.key}` },
  country: { dimension: 'country', key: sql`${r.key}` },
  release: { dimension: 'release', key: sql`${r.key}` },
  track: { dimension: 'track', key: sql`${r.key}` },
  saleType: { dimension: 'sale_type', key: sql`${r.key}` },
};

/** Earnings grouped one way, largest first (months newest first); releases and tracks are labelled by their titles. */
export async function royaltyList(db: Db, accountId: number, query: { groupBy: Group; from: string; to: string; offset: number; count: number }) {
  const { dimension, key } = groupColumn[query.groupBy];
  const where = and(owned(accountId, dimension), query.groupBy === 'month' ? monthsIn(query.from, query.to) : periodsIn(query.from, query.to));
  const rows = await db
    .select({
      key: sql<string>`${key}`,
      units: sql<string>`sum(${r.units})::text`,
      gross: sql<string>`sum(${r.gross})::text`,
      amount: sql<string>`sum(${r.amount})::text`,
      total: sql<string>`count(*) over ()`,
    })
    .from(r)
    .where(where)
    .groupBy(key)
    // Months read as a timeline, newest first; every other grouping largest first.
    .orderBy(...(query.groupBy === 'month' ? [desc(sql`${key}`)] : [desc(sql`sum(${r.amount})`), sql`${key}`]))
    .offset(query.offset)
    .limit(query.count);
  const total = await pageTotal(
    rows,
    query.offset,
    async () =>
      (
        await db
          .select({ total: sql<string>`count(distinct ${key})` })
          .from(r)
          .where(where)
      )[0]!.total,
  );
  const labels = await labelsFor(
    db,
    query.groupBy,
    rows.map((row) => row.key),
  );
  return {
    currency: SETTLEMENT_CURRENCY,
    total,
    rows: rows.map((row) => ({
      key: query.groupBy === 'month' ? row.key.slice(0, 7) : row.key,
      label: labels.get(row.key) ?? (query.groupBy === 'month' ? row.key.slice(0, 7) : row.key),
      units: Number(row.units),
      gross: formatMicros(BigInt(row.gross)),
      amount: formatMicros(BigInt(row.amount)),
    })),
  };
}

async function labelsFor(db: Db, group: Group, keys: string[]): Promise<Map<string, string>> {
  const ids = keys.filter((key) => /^\d+$/.test(key)).map(Number);
  if (group === 'release' && ids.length) {
    const rows = await db.select({ id: releases.id, title: releases.title }).from(releases).where(inArray(releases.id, ids));
    return new Map(rows.map((row) => [String(row.id), row.title]));
  }
  if (group === 'track') {
    // Sales of a whole release have no track: their key is "r" and the release id, labelled by the release's title.
    const releaseIds = keys.filter((key) => /^r\d+$/.test(key)).map((key) => Number(key.slice(1)));
    const [trackRows, releaseRows] = await Promise.all([
      ids.length ? db.select({ id: tracks.id, title: tracks.title }).from(tracks).where(inArray(tracks.id, ids)) : [],
      releaseIds.length ? db.select({ id: releases.id, title: releases.title }).from(releases).where(inArray(releases.id, releaseIds)) : [],
    ]);
    return new Map([...trackRows.map((row) => [String(row.id), row.title] as const), ...releaseRows.map((row) => [`r${row.id}`, row.title] as const)]);
  }
  return new Map();
}

const trendDimension = { store: 'store', country: 'country', saleType: 'sale_type' } as const satisfies Record<string, RollupDimension>;

/**
 * Earnings per month split one way, for a stacked chart: the `top` largest keys of the range as their own series, the
 * rest added into one ROYALTY_TREND_OTHERS series, every month of the range present. Each month's series add up to its total.
 */
export async function royaltyTrend(db: Db, accountId: number, query: { from: string; to: string; by: keyof typeof trendDimension; top: number }) {
  const rows = await db
    .select({ month: sql<string>`${r.periodMonth}::text`, key: r.key, amount: sql<string>`sum(${r.amount})::text` })
    .from(r)
    .where(and(owned(accountId, trendDimension[query.by]), monthsIn(query.from, query.to)))
    .groupBy(r.periodMonth, r.key);
  const months = Array.from({ length: monthsBetween(query.from, query.to) + 1 }, (_, offset) =>
    new Date(Date.UTC(Number(query.from.slice(0, 4)), Number(query.from.slice(5, 7)) - 1 + offset, 1)).toISOString().slice(0, 7),
  );
  const totals = new Map<string, bigint>();
  for (const row of rows) totals.set(row.key, (totals.get(row.key) ?? 0n) + BigInt(row.amount));
  const ranked = [...totals].sort(([keyA, a], [keyB, b]) => (a === b ? keyA.localeCompare(keyB) : a > b ? -1 : 1)).map(([key]) => key);
  const shown = new Set(ranked.slice(0, query.top));
  const seriesKeys = ranked.length > shown.size ? [...shown, ROYALTY_TREND_OTHERS] : [...shown];
  const amounts = new Map(seriesKeys.map((key) => [key, months.map(() => 0n)]));
  for (const row of rows) {
    const series = amounts.get(shown.has(row.key) ? row.key : ROYALTY_TREND_OTHERS)!;
    const index = months.indexOf(row.month.slice(0, 7));
    series[index] = series[index]! + BigInt(row.amount);
  }
  return {
    currency: SETTLEMENT_CURRENCY,
    months,
    series: seriesKeys.map((key) => ({ key, amounts: amounts.get(key)!.map(formatMicros) })),
  };
}
