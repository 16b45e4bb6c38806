import { sql } from 'drizzle-orm';
import { reportedEvents, users } from '@portal/db/schema';
import type { Services } from '../../platform/services.ts';

/** Document 1 section 4's paid-ads events: song_audit_pass (first accepted song) and contract_sign (all signed). */
export type ConversionEvent = 'song_audit_pass' | 'contract_sign';

/**
 * Records a conversion event once per account and adds it to the account's googleOfflineEvents, which the ad
 * partner's offline-conversion upload reads. A second report of the same event changes nothing.
 */
export async function reportConversionOnce(services: Services, userId: number, event: ConversionEvent): Promise<void> {
  const recorded = await services.db.insert(reportedEvents).values({ userId, event }).onConflictDoNothing().returning();
  if (recorded.length === 0) return;
  await services.db
    .update(users)
    .set({ extra: sql`jsonb_set(${users.extra}, '{googleOfflineEvents}', coalesce(${users.extra}->'googleOfflineEvents', '[]'::jsonb) || ${JSON.stringify([event])}::jsonb)` })
    .where(sql`${users.id} = ${userId}`);
  await services.sessions.invalidateUser(userId);
}
