import { sql } from 'drizzle-orm';
import { rateLimitHits } from '@portal/db/schema';
import type { Services } from './services.ts';

/**
 * Counts a hit in a fixed window shared by every server (the counter lives in PostgreSQL).
 * Returns false once the bucket has seen more than `limit` hits in the window.
 */
export async function hit(services: Services, bucket: string, limit: number, windowSeconds: number): Promise<boolean> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const rows = await services.db
    .insert(rateLimitHits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.bucket, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
    .returning({ hits: rateLimitHits.hits });
  return (rows[0]?.hits ?? 1) <= limit;
}

/**
 * Hits of the current window and the one before it: a count that does not drop to zero the moment a window turns,
 * as a guard against guessing needs (it spans one to two windows).
 */
export async function recentHits(services: Services, bucket: string, windowSeconds: number): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const current = Math.floor(Date.now() / windowMs) * windowMs;
  const rows = await services.db
    .select({ hits: sql<number>`coalesce(sum(${rateLimitHits.hits}), 0)::int` })
    .from(rateLimitHits)
    .where(sql`${rateLimitHits.bucket} = ${bucket} and ${rateLimitHits.windowStart} in (${new Date(current)}, ${new Date(current - windowMs)})`);
  return rows[0]?.hits ?? 0;
}
