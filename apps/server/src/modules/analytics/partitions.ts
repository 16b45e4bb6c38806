import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { formatDay, monthEnd } from '@portal/domain/analytics/date-range';

/**
 * Makes the month partitions of a fact table that the given days fall in (decision 025). Runs inside the writer's
 * transaction, under a lock, so two writers never race to create the same partition.
 */
export async function ensureMonthPartitions(db: Db, table: string, monthStarts: readonly number[]): Promise<void> {
  if (monthStarts.length === 0) return;
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('analytics-partitions'))`);
  for (const start of new Set(monthStarts)) {
    const from = formatDay(start);
    const to = formatDay(monthEnd(start) + 1);
    await db.execute(sql.raw(`CREATE TABLE IF NOT EXISTS ${table}_p${from.slice(0, 4)}${from.slice(5, 7)} PARTITION OF ${table} FOR VALUES FROM ('${from}') TO ('${to}')`));
  }
}
