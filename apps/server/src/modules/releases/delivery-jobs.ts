import { eq } from 'drizzle-orm';
import { jobs, releaseDeliveries } from '@portal/db/schema';
import type { AlbumInput } from '@portal/domain/release/model';
import { deliveryGroupOf } from '@portal/domain/release/delivery';
import type { Services } from '../../platform/services.ts';
import type { ReleaseRow } from './release-records.ts';
import { recordSteps } from './delivery-steps.ts';

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

/**
 * Queues one kind of message to stores of one release, each told on its store's timeline (an update to a store that has
 * the release keeps its state there).
 */
export async function enqueueDeliveries(services: Services, releaseId: number, message: DeliveryMessage, platformIds: number[], source: { byUserId?: number | null } = {}) {
  if (!platformIds.length) return;
  await services.db.insert(jobs).values(platformIds.map((platformId) => ({ kind: DELIVERY_JOB, payload: { releaseId, platformId, message } satisfies DeliveryJobPayload })));
  await recordSteps(services, releaseId, platformIds, {
    state: message === 'Takedown' ? 'takedown_pending' : 'pending',
    keepState: message === 'Update',
    messageKind: message,
    source: source.byUserId ? 'operator' : 'portal',
    byUserId: source.byUserId ?? null,
  });
}

/** An approved release goes to each store it chose: one delivery row and one job per store. */
export async function scheduleFirstDelivery(services: Services, row: ReleaseRow) {
  const { db } = services;
  const stores = selectedStores(row.album as AlbumInput);
  if (!stores.length) return;
  await db
    .insert(releaseDeliveries)
    .values(stores.map((platformId) => ({ releaseId: row.id, platformId })))
    .onConflictDoNothing();
  await enqueueDeliveries(services, row.id, 'Insert', stores);
}

/** The store has the release (sent, received or live). */
const reached = (state: string) => deliveryGroupOf(state) === 'delivered';

/** Stores that never had the release, or had it taken down, get it (again): their delivery starts over. */
async function startDeliveries(services: Services, row: ReleaseRow, platformIds: number[]) {
  const { db } = services;
  if (!platformIds.length) return;
  await db
    .insert(releaseDeliveries)
    .values(platformIds.map((platformId) => ({ releaseId: row.id, platformId })))
    .onConflictDoUpdate({
      target: [releaseDeliveries.releaseId, releaseDeliveries.platformId],
      set: { state: 'pending', lastError: null, reason: null, nextAttemptAt: null, attempts: 0, deliveredAt: null, acknowledgedAt: null, liveAt: null, takenDownAt: null, updatedAt: new Date() },
    });
  await enqueueDeliveries(services, row.id, 'Insert', platformIds);
}

/** After a limited update: stores that have the release get an update, newly chosen stores the release itself. */
export async function scheduleUpdate(services: Services, row: ReleaseRow) {
  const { db } = services;
  const existing = await db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, row.id));
  const active = new Set(existing.filter((delivery) => delivery.state !== 'taken_down').map((delivery) => delivery.platformId));
  await enqueueDeliveries(
    services,
    row.id,
    'Update',
    existing.filter((delivery) => reached(delivery.state)).map((delivery) => delivery.platformId),
  );
  await startDeliveries(
    services,
    row,
    selectedStores(row.album as AlbumInput).filter((platformId) => !active.has(platformId)),
  );
}

/** Edit store: added stores get the release, removed ones a takedown; the others an update when the deal changed. */
export async function scheduleStoreChanges(services: Services, row: ReleaseRow, change: { added: number[]; removed: number[]; updateOthers: boolean }) {
  const { db } = services;
  if (change.updateOthers) {
    const existing = await db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, row.id));
    const keeping = existing.filter((delivery) => reached(delivery.state) && !change.removed.includes(delivery.platformId));
    await enqueueDeliveries(
      services,
      row.id,
      'Update',
      keeping.map((delivery) => delivery.platformId),
    );
  }
  await startDeliveries(services, row, change.added);
  if (change.removed.length) await scheduleTakedown(services, row, change.removed);
}

/**
 * A takedown goes to every store (or the given ones) that has or is about to get the release; pending deliveries
 * are stopped.
 */
export async function scheduleTakedown(services: Services, row: ReleaseRow, onlyPlatformIds?: number[]) {
  const { db } = services;
  const existing = (await db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, row.id))).filter((delivery) => !onlyPlatformIds || onlyPlatformIds.includes(delivery.platformId));
  const reachedStores = existing.filter((delivery) => reached(delivery.state)).map((delivery) => delivery.platformId);
  const waiting = existing.filter((delivery) => ['pending', 'sending', 'failed', 'held'].includes(delivery.state)).map((delivery) => delivery.platformId);
  await recordSteps(services, row.id, waiting, { state: 'taken_down', messageKind: 'Takedown', columns: { takenDownAt: new Date() } });
  await enqueueDeliveries(services, row.id, 'Takedown', reachedStores);
}
