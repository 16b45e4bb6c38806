import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { promoPageStats } from '@portal/db/schema';
import { formatDay } from '@portal/domain/analytics/date-range';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { rangeDto, rangeOf } from '../analytics/analytics-query.ts';
import { findPage } from './page-records.ts';

const DAY_MS = 86_400_000;

/**
 * A page's views, link clicks and presaves over a range. The page's own counts are live, so the default range ends
 * today rather than yesterday as the stores' data does (the analytics range rules otherwise: dates, order, length).
 */
export async function overviewData(services: Services, actor: Actor, query: { pageId: number; start?: string; end?: string }) {
  const page = await findPage(services, actor.accountId, query.pageId);
  const range = rangeOf(query, new Date(Date.now() + DAY_MS));
  const rows = await services.db
    .select({ day: promoPageStats.day, kind: promoPageStats.kind, target: promoPageStats.target, hits: sql<number>`sum(${promoPageStats.hits})::int` })
    .from(promoPageStats)
    .where(and(eq(promoPageStats.pageId, page.id), gte(promoPageStats.day, formatDay(range.start)), lte(promoPageStats.day, formatDay(range.end))))
    .groupBy(promoPageStats.day, promoPageStats.kind, promoPageStats.target);
  const totals = { view: 0, click: 0, presave: 0 } as Record<string, number>;
  const perDay = new Map<string, { views: number; clicks: number; presaves: number }>();
  const links = new Map<string, number>();
  const stores = new Map<number, number>();
  for (const row of rows) {
    const hits = Number(row.hits);
    totals[row.kind] = (totals[row.kind] ?? 0) + hits;
    const day = perDay.get(row.day) ?? { views: 0, clicks: 0, presaves: 0 };
    if (row.kind === 'view') day.views += hits;
    if (row.kind === 'click') {
      day.clicks += hits;
      links.set(row.target, (links.get(row.target) ?? 0) + hits);
    }
    if (row.kind === 'presave') {
      day.presaves += hits;
      stores.set(Number(row.target), (stores.get(Number(row.target)) ?? 0) + hits);
    }
    perDay.set(row.day, day);
  }
  const daily = [];
  for (let day = range.start; day <= range.end; day++) daily.push({ date: formatDay(day), ...(perDay.get(formatDay(day)) ?? { views: 0, clicks: 0, presaves: 0 }) });
  return {
    range: rangeDto(range),
    views: totals.view ?? 0,
    clicks: totals.click ?? 0,
    presaves: totals.presave ?? 0,
    clicksByLink: [...links].map(([link, clicks]) => ({ link, clicks })).sort((a, b) => b.clicks - a.clicks),
    presavesByStore: [...stores].map(([storeId, presaves]) => ({ storeId, presaves })).sort((a, b) => b.presaves - a.presaves),
    daily,
  };
}
