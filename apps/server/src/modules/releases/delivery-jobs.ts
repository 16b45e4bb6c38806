import { and, eq, inArray } from 'drizzle-orm';
import { jobs, releaseDeliveries } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import type { AlbumInput } from '@portal/domain/release/model';
import type { ReleaseRow } from './release-records.ts';

export type DeliveryMessage = 'Insert' | 'Update' | 'Takedown';
export const DELIVERY_JOB = 'deliver-release';
export interface DeliveryJobPayload {
  releaseId: number;
  platformId: number;
  message: DeliveryMessage;
}

export const selectedStores = (album: AlbumInput) =>
  Object.entries(album.stores ?? {})
    .filter(([, on]) => on)
    .map(([id]) => Number(id));

async function enqueue(db: Db, payloads: DeliveryJobPayload[]) {
  if (payloads.length) await db.insert(jobs).values(payloads.map((payload) => ({ kind: DELIVERY_JOB, payload })));
}

/** An approved release goes to each store it chose: one delivery row and one job per store. */
export async function scheduleFirstDelivery(db: Db, row: ReleaseRow) {
  const stores = selectedStores(row.album as AlbumInput);
  if (!stores.length) return;
  await db
    .insert(releaseDeliveries)
    .values(stores.map((platformId) => ({ releaseId: row.id, platformId })))
    .onConflictDoNothing();
  await enqueue(db, stores.map((platformId) => ({ releaseId: row.id, platformId, message: 'Insert' as const })));
}

/** After a limited update: stores that have the release get an update, newly chosen stores the release itself. */
export async function scheduleUpdate(db: Db, row: ReleaseRow) {
  const existing = await db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, row.id));
  const known = new Set(existing.map((delivery) => delivery.platformId));
  const added = selectedStores(row.album as AlbumInput).filter((platformId) => !known.has(platformId));
  if (added.length) await db.insert(releaseDeliveries).values(added.map((platformId) => ({ releaseId: row.id, platformId }))).onConflictDoNothing();
  await enqueue(db, [
    ...existing.filter((delivery) => delivery.state === 'delivered' || delivery.state === 'live').map((delivery) => ({ releaseId: row.id, platformId: delivery.platformId, message: 'Update' as const })),
    ...added.map((platformId) => ({ releaseId: row.id, platformId, message: 'Insert' as const })),
  ]);
}

/** A takedown goes to every store that has (or is about to get) the release; pending deliveries are stopped. */
export async function scheduleTakedown(db: Db, row: ReleaseRow) {
  const existing = await db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, row.id));
  const reached = existing.filter((delivery) => delivery.state === 'delivered' || delivery.state === 'live').map((delivery) => delivery.platformId);
  const waiting = existing.filter((delivery) => delivery.state === 'pending' || delivery.state === 'failed').map((delivery) => delivery.platformId);
  if (waiting.length) {
    await db.update(releaseDeliveries).set({ state: 'taken_down', takenDownAt: new Date(), updatedAt: new Date() }).where(and(eq(releaseDeliveries.releaseId, row.id), inArray(releaseDeliveries.platformId, waiting)));
  }
  if (reached.length) {
    await db.update(releaseDeliveries).set({ state: 'takedown_pending', updatedAt: new Date() }).where(and(eq(releaseDeliveries.releaseId, row.id), inArray(releaseDeliveries.platformId, reached)));
  }
  await enqueue(db, reached.map((platformId) => ({ releaseId: row.id, platformId, message: 'Takedown' as const })));
}
