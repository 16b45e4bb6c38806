import { and, asc, count, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { artists } from '@portal/db/schema';
import type { Services } from '../../platform/services.ts';
import { usageOf, withUsage } from './artist-credits.ts';
import { artistsOf, artistView, containing, escapeLike } from './artist-records.ts';

interface Page {
  offset: number;
  count: number;
  value: string;
}

const named = (accountId: number, value: string): SQL => and(artistsOf(accountId), value ? ilike(artists.name, containing(value)) : undefined)!;

async function totalOf(services: Services, where: SQL) {
  const [row] = await services.db.select({ total: count() }).from(artists).where(where);
  return Number(row?.total ?? 0);
}

/** The artist management list: by name, with how many submitted releases and tracks credit each artist. */
export async function listArtists(services: Services, accountId: number, page: Page) {
  const where = named(accountId, page.value);
  const [total, rows] = await Promise.all([
    totalOf(services, where),
    services.db.select().from(artists).where(where).orderBy(sql`lower(${artists.name})`, asc(artists.id)).offset(page.offset).limit(page.count),
  ]);
  const usage = await usageOf(
    services,
    accountId,
    rows.map((row) => row.id),
  );
  return { total, artists: rows.map((row) => withUsage(artistView(row), usage)) };
}

/** The release form's search: the exact name first, then names starting with the value, then the rest by name. */
export async function searchArtists(services: Services, accountId: number, page: Page) {
  const where = named(accountId, page.value);
  const prefix = `${escapeLike(page.value)}%`;
  const [total, rows] = await Promise.all([
    totalOf(services, where),
    services.db
      .select()
      .from(artists)
      .where(where)
      .orderBy(sql`lower(${artists.name}) = lower(${page.value}) desc`, sql`${artists.name} ilike ${prefix} desc`, sql`lower(${artists.name})`, asc(artists.id))
      .offset(page.offset)
      .limit(page.count),
  ]);
  return { total, artists: rows.map(artistView) };
}

/** Artists by id in the order asked; ids the account does not have (or another account's) are left out. */
export async function multiArtists(services: Services, accountId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await services.db
    .select()
    .from(artists)
    .where(and(artistsOf(accountId), inArray(artists.id, unique)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { artists: unique.flatMap((id) => (byId.has(id) ? [artistView(byId.get(id)!)] : [])) };
}
