import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { notices } from '@portal/db/schema';
import type { Services } from '../../platform/services.ts';

interface ListQuery {
  category?: number;
  isRead?: '0' | '1';
  offset: number;
  count: number;
}

async function unreadCounts(services: Services, userId: number) {
  const rows = await services.db
    .select({ category: notices.category, unread: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.isRead, false)))
    .groupBy(notices.category);
  const unreadByCategory = Object.fromEntries(rows.map((r) => [String(r.category), Number(r.unread)]));
  return { unreadByCategory, unreadCount: rows.reduce((sum, r) => sum + Number(r.unread), 0) };
}

export async function listNotices(services: Services, userId: number, language: string, query: ListQuery) {
  const conditions: SQL[] = [eq(notices.userId, userId)];
  if (query.category !== undefined) conditions.push(eq(notices.category, query.category));
  if (query.isRead !== undefined) conditions.push(eq(notices.isRead, query.isRead === '1'));
  const where = and(...conditions);
  const [totals, rows, counts] = await Promise.all([
    services.db.select({ total: count() }).from(notices).where(where),
    services.db.select().from(notices).where(where).orderBy(desc(notices.createdAt), desc(notices.id)).offset(query.offset).limit(query.count),
    unreadCounts(services, userId),
  ]);
  const t = services.translate;
  return {
    total: Number(totals[0]?.total ?? 0),
    ...counts,
    noticeList: rows.map((row) => {
      const vars = row.vars as Record<string, string | number>;
      return {
        id: row.id,
        category: row.category,
        subtype: row.subtype,
        title: t(language, row.titleKey, vars),
        content: t(language, row.bodyKey, vars),
        link: row.link,
        isRead: row.isRead,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}

/** Marks the caller's notices read; ids of other users' notices are simply not matched. */
export async function readNotices(services: Services, userId: number, input: { ids?: number[]; all?: true; category?: number }) {
  const conditions: SQL[] = [eq(notices.userId, userId), eq(notices.isRead, false)];
  if (input.ids) conditions.push(inArray(notices.id, input.ids));
  if (input.category !== undefined) conditions.push(eq(notices.category, input.category));
  const updated = await services.db
    .update(notices)
    .set({ isRead: true })
    .where(and(...conditions))
    .returning({ id: notices.id });
  const { unreadCount } = await unreadCounts(services, userId);
  return { updated: updated.length, unreadCount };
}
