import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { releases, royaltyEntries, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { BusinessCode } from '@portal/domain/errors';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { AppError } from '../../platform/errors.ts';

type Group = 'month' | 'store' | 'country' | 'release' | 'track' | 'saleType';
const MAX_MONTHS = 120;

const firstDay = (month: string) => `${month}-01`;
const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

function checkedRange(from: string, to: string) {
  const span = monthsBetween(from, to);
  if (span < 0 || span >= MAX_MONTHS) throw new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'query.to', messageKey: 'money_range_invalid', message: '' }], 'error_invalid_request');
  return and(gte(royaltyEntries.periodMonth, firstDay(from)), lte(royaltyEntries.periodMonth, firstDay(to)));
}

const owned = (accountId: number) => eq(royaltyEntries.userId, accountId);

export async function royaltyTotal(db: Db, accountId: number) {
  const [all] = await db
    .select({ amount: sql<string>`coalesce(sum(${royaltyEntries.amount}), 0)::text`, units: sql<string>`coalesce(sum(${royaltyEntries.units}), 0)::text`, latest: sql<string | null>`max(${royaltyEntries.periodMonth})::text` })
    .from(royaltyEntries)
    .where(owned(accountId));
  const latest = all?.latest ?? null;
  const [latestTotal] = latest
    ? await db.select({ amount: sql<string>`coalesce(sum(${royaltyEntries.amount}), 0)::text` }).from(royaltyEntries).where(and(owned(accountId), eq(royaltyEntries.periodMonth, latest)))
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
    .select({ month: sql<string>`${royaltyEntries.periodMonth}::text`, amount: sql<string>`sum(${royaltyEntries.amount})::text`, units: sql<string>`sum(${royaltyEntries.units})::text` })
    .from(royaltyEntries)
    .where(and(owned(accountId), checkedRange(range.from, range.to)))
    .groupBy(royaltyEntries.periodMonth);
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

const groupColumn: Record<Group, SQL> = {
  month: sql`${royaltyEntries.periodMonth}::text`,
  store: sql`${royaltyEntries.store}`,
  country: sql`${royaltyEntries.country}`,
  release: sql`${royaltyEntries.releaseId}::text`,
  track: sql`coalesce(${royaltyEntries.trackId}::text, '')`,
  saleType: sql`${royaltyEntries.saleType}`,
};

/** Earnings grouped one way, largest first; releases and tracks are labelled by their titles. */
export async function royaltyList(db: Db, accountId: number, query: { groupBy: Group; from: string; to: string; offset: number; count: number }) {
  const key = groupColumn[query.groupBy];
  const rows = await db
    .select({
      key: sql<string>`${key}`,
      units: sql<string>`sum(${royaltyEntries.units})::text`,
      gross: sql<string>`sum(${royaltyEntries.gross})::text`,
      amount: sql<string>`sum(${royaltyEntries.amount})::text`,
      total: sql<string>`count(*) over ()`,
    })
    .from(royaltyEntries)
    .where(and(owned(accountId), checkedRange(query.from, query.to)))
    .groupBy(key)
    .orderBy(desc(sql`sum(${royaltyEntries.amount})`), sql`${key}`)
    .offset(query.offset)
    .limit(query.count);
  const labels = await labelsFor(db, query.groupBy, rows.map((row) => row.key));
  return {
    currency: SETTLEMENT_CURRENCY,
    total: Number(rows[0]?.total ?? 0),
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
  if (group === 'track' && ids.length) {
    const rows = await db.select({ id: tracks.id, title: tracks.title }).from(tracks).where(inArray(tracks.id, ids));
    return new Map(rows.map((row) => [String(row.id), row.title]));
  }
  return new Map();
}
