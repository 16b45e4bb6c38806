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

/** Reads a window's count without adding to it. */
export async function hitsIn(services: Services, bucket: string, windowSeconds: number): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const rows = await services.db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(sql`${rateLimitHits.bucket} = ${bucket} and ${rateLimitHits.windowStart} = ${windowStart}`);
  return rows[0]?.hits ?? 0;
}
