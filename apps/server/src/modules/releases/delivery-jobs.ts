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

const reached = (state: string) => state === 'delivered' || state === 'live';

/** Stores that never had the release, or had it taken down, get it (again): their delivery starts over. */
async function startDeliveries(db: Db, row: ReleaseRow, platformIds: number[]) {
  if (!platformIds.length) return;
  await db
    .insert(releaseDeliveries)
    .values(platformIds.map((platformId) => ({ releaseId: row.id, platformId })))
    .onConflictDoUpdate({
      target: [releaseDeliveries.releaseId, releaseDeliveries.platformId],
      set: { state: 'pending', lastError: null, deliveredAt: null, liveAt: null, takenDownAt: null, updatedAt: new Date() },
    });
  await enqueue(db, platformIds.map((platformId) => ({ releaseId: row.id, platformId, message: 'Insert' as const })));
}

/** After a limited update: stores that have the release get an update, newly chosen stores the release itself. */
export async function scheduleUpdate(db: Db, row: ReleaseRow) {
  const existing = await db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, row.id));
  const active = new Set(existing.filter((delivery) => delivery.state !== 'taken_down').map((delivery) => delivery.platformId));
  await enqueue(db, existing.filter((delivery) => reached(delivery.state)).map((delivery) => ({ releaseId: row.id, platformId: delivery.platformId, message: 'Update' as const })));
  await startDeliveries(db, row, selectedStores(row.album as AlbumInput).filter((platformId) => !active.has(platformId)));
}

/** Edit store: added stores get the release, removed ones a takedown; the others an update when the deal changed. */
export async function scheduleStoreChanges(db: Db, row: ReleaseRow, change: { added: number[]; removed: number[]; updateOthers: boolean }) {
  if (change.updateOthers) {
    const existing = await db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, row.id));
    const keeping = existing.filter((delivery) => reached(delivery.state) && !change.removed.includes(delivery.platformId));
    await enqueue(db, keeping.map((delivery) => ({ releaseId: row.id, platformId: delivery.platformId, message: 'Update' as const })));
  }
  await startDeliveries(db, row, change.added);
  if (change.removed.length) await scheduleTakedown(db, row, change.removed);
}

/**
 * A takedown goes to every store (or the given ones) that has or is about to get the release; pending deliveries
 * are stopped.
 */
export async function scheduleTakedown(db: Db, row: ReleaseRow, onlyPlatformIds?: number[]) {
  const existing = (await db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, row.id))).filter(
    (delivery) => !onlyPlatformIds || onlyPlatformIds.includes(delivery.platformId),
  );
  const reachedStores = existing.filter((delivery) => reached(delivery.state)).map((delivery) => delivery.platformId);
  const waiting = existing.filter((delivery) => delivery.state === 'pending' || delivery.state === 'failed').map((delivery) => delivery.platformId);
  if (waiting.length) {
    await db.update(releaseDeliveries).set({ state: 'taken_down', takenDownAt: new Date(), updatedAt: new Date() }).where(and(eq(releaseDeliveries.releaseId, row.id), inArray(releaseDeliveries.platformId, waiting)));
  }
  if (reachedStores.length) {
    await db
      .update(releaseDeliveries)
      .set({ state: 'takedown_pending', updatedAt: new Date() })
      .where(and(eq(releaseDeliveries.releaseId, row.id), inArray(releaseDeliveries.platformId, reachedStores)));
  }
  await enqueue(db, reachedStores.map((platformId) => ({ releaseId: row.id, platformId, message: 'Takedown' as const })));
}
