import { asc, eq } from 'drizzle-orm';
import { releaseDeliveries, releaseDeliveryEvents } from '@portal/db/schema';
import { platformById } from '@portal/domain/catalog/platforms';
import { deliveryFailureReasons, isDeliveryFailureReason, type DeliveryNextStep } from '@portal/domain/release/delivery';
import type { Services } from '../../platform/services.ts';
import { reasonWords } from './delivery-steps.ts';

type DeliveryRow = typeof releaseDeliveries.$inferSelect;
type EventRow = typeof releaseDeliveryEvents.$inferSelect;

/** What comes after a failure: the next attempt's time when the portal retries by itself, otherwise an operator. */
export function nextStepOf(row: { state: string; reason: string | null; nextAttemptAt: Date | null }): DeliveryNextStep | null {
  if (row.state !== 'failed') return null;
  const retries = !row.reason || !isDeliveryFailureReason(row.reason) || deliveryFailureReasons[row.reason] === 'retry';
  return retries && row.nextAttemptAt ? { kind: 'retry', at: row.nextAttemptAt.toISOString() } : { kind: 'operator' };
}

export const storeName = (platformId: number) => platformById(platformId)?.name ?? String(platformId);

/** A failed delivery's reason code and its words in the caller's language; nulls for any other state. */
export function failureOf(services: Services, language: string, row: Pick<DeliveryRow, 'state' | 'reason' | 'lastError'>) {
  if (row.state !== 'failed') return { reasonCode: null, reason: null };
  return { reasonCode: row.reason ?? 'internal', reason: reasonWords(services, language, row.reason, row.lastError) };
}

export function eventView(services: Services, language: string, event: EventRow) {
  return {
    state: event.state,
    at: event.at.toISOString(),
    reasonCode: event.reason,
    reason: event.reason ? reasonWords(services, language, event.reason, event.detail) : null,
    source: event.source as 'portal' | 'store' | 'operator',
    messageKind: event.messageKind,
  };
}

/** A store's delivery as the account sees it: state, dates, the reason of a failure in its language, and the timeline. */
export function deliveryView(services: Services, language: string, row: DeliveryRow, events: EventRow[]) {
  return {
    platformId: row.platformId,
    platformName: storeName(row.platformId),
    state: row.state,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    liveAt: row.liveAt?.toISOString() ?? null,
    takenDownAt: row.takenDownAt?.toISOString() ?? null,
    ...failureOf(services, language, row),
    next: nextStepOf(row),
    events: events.map((event) => eventView(services, language, event)),
  };
}

/** Every store of a release, with its timeline (one query for the rows, one for all their events). */
export async function releaseDeliveryViews(services: Services, releaseId: number, language: string) {
  const [rows, events] = await Promise.all([
    services.db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, releaseId)).orderBy(asc(releaseDeliveries.platformId)),
    services.db.select().from(releaseDeliveryEvents).where(eq(releaseDeliveryEvents.releaseId, releaseId)).orderBy(asc(releaseDeliveryEvents.id)),
  ]);
  const byStore = new Map<number, EventRow[]>();
  for (const event of events) byStore.set(event.platformId, [...(byStore.get(event.platformId) ?? []), event]);
  return rows.map((row) => deliveryView(services, language, row, byStore.get(row.platformId) ?? []));
}
