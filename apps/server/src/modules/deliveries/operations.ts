import type { Readable } from 'node:stream';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import yazl from 'yazl';
import { deliveryMessages, deliveryStoreHolds, releaseDeliveries, releaseDeliveryEvents, releases, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { platformById } from '@portal/domain/catalog/platforms';
import { storeHasMessage } from '@portal/domain/release/delivery';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { batchCompleteMarker, batchCompleteName } from '../delivery/delivery-target.ts';
import { enqueueDeliveries, type DeliveryMessage } from '../releases/delivery-jobs.ts';
import { reasonWords } from '../releases/delivery-steps.ts';
import { eventView, failureOf, nextStepOf, storeName } from '../releases/delivery-views.ts';

type DeliveryRow = typeof releaseDeliveries.$inferSelect;

const deliveryNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'delivery_not_found');

async function heldStores(services: Services) {
  return services.db.select().from(deliveryStoreHolds).orderBy(deliveryStoreHolds.platformId);
}

function adminView(services: Services, language: string, row: DeliveryRow & { title: string; upc: string | null; accountId: number; accountName: string }, held: Set<number>) {
  return {
    releaseId: row.releaseId,
    title: row.title,
    upc: row.upc,
    accountId: row.accountId,
    accountName: row.accountName,
    platformId: row.platformId,
    platformName: storeName(row.platformId),
    state: row.state,
    ...failureOf(services, language, row),
    detail: row.lastError,
    next: nextStepOf(row),
    attempts: row.attempts,
    lastMessageId: row.lastMessageId,
    lastMessageKind: row.lastMessageKind,
    storeReleaseId: row.storeReleaseId,
    held: held.has(row.platformId),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const withRelease = (services: Services) =>
  services.db
    .select({ delivery: releaseDeliveries, title: releases.title, upc: releases.upc, accountId: releases.ownerUserId, accountName: users.nickname })
    .from(releaseDeliveries)
    .innerJoin(releases, eq(releases.id, releaseDeliveries.releaseId))
    .innerJoin(users, eq(users.id, releases.ownerUserId));

const flatten = (row: { delivery: DeliveryRow; title: string; upc: string | null; accountId: number; accountName: string }) => ({
  ...row.delivery,
  title: row.title,
  upc: row.upc,
  accountId: row.accountId,
  accountName: row.accountName,
});

export interface DeliveryFilter {
  state?: string;
  platformId?: number;
  reason?: string;
  releaseId?: number;
  offset: number;
  count: number;
}

/** The operators' list: the page of deliveries, counts by state, failures by reason and the held stores. */
export async function listDeliveries(services: Services, language: string, filter: DeliveryFilter) {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(releaseDeliveries.state, filter.state));
  if (filter.platformId) conditions.push(eq(releaseDeliveries.platformId, filter.platformId));
  if (filter.reason) conditions.push(eq(releaseDeliveries.reason, filter.reason), eq(releaseDeliveries.state, 'failed'));
  if (filter.releaseId) conditions.push(eq(releaseDeliveries.releaseId, filter.releaseId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], states, failures, holds] = await Promise.all([
    withRelease(services).where(where).orderBy(desc(releaseDeliveries.updatedAt), desc(releaseDeliveries.releaseId), releaseDeliveries.platformId).limit(filter.count).offset(filter.offset),
    services.db.select({ n: count() }).from(releaseDeliveries).where(where),
    services.db.select({ state: releaseDeliveries.state, n: count() }).from(releaseDeliveries).groupBy(releaseDeliveries.state),
    services.db.select({ reason: releaseDeliveries.reason, n: count() }).from(releaseDeliveries).where(eq(releaseDeliveries.state, 'failed')).groupBy(releaseDeliveries.reason),
    heldStores(services),
  ]);
  const held = new Set(holds.map((hold) => hold.platformId));
  return {
    deliveries: rows.map((row) => adminView(services, language, flatten(row), held)),
    total: total?.n ?? 0,
    stateCounts: states.map((row) => ({ state: row.state, count: row.n })),
    failureGroups: failures.map((row) => ({ reasonCode: row.reason ?? 'internal', reason: reasonWords(services, language, row.reason, '…'), count: row.n })).sort((a, b) => b.count - a.count),
    holds: holds.map((hold) => ({ platformId: hold.platformId, platformName: storeName(hold.platformId), note: hold.note, heldAt: hold.heldAt.toISOString() })),
  };
}

export async function deliveryDetail(services: Services, language: string, key: { releaseId: number; platformId: number }) {
  const [row] = await withRelease(services).where(and(eq(releaseDeliveries.releaseId, key.releaseId), eq(releaseDeliveries.platformId, key.platformId)));
  if (!row) throw deliveryNotFound();
  const [events, messages, holds] = await Promise.all([
    services.db
      .select()
      .from(releaseDeliveryEvents)
      .where(and(eq(releaseDeliveryEvents.releaseId, key.releaseId), eq(releaseDeliveryEvents.platformId, key.platformId)))
      .orderBy(releaseDeliveryEvents.id),
    services.db
      .select({ messageId: deliveryMessages.messageId, batchId: deliveryMessages.batchId, kind: deliveryMessages.kind, createdAt: deliveryMessages.createdAt })
      .from(deliveryMessages)
      .where(and(eq(deliveryMessages.releaseId, key.releaseId), eq(deliveryMessages.platformId, key.platformId)))
      .orderBy(deliveryMessages.createdAt),
    heldStores(services),
  ]);
  return {
    delivery: adminView(services, language, flatten(row), new Set(holds.map((hold) => hold.platformId))),
    events: events.map((event) => ({ ...eventView(services, language, event), detail: event.detail, messageId: event.messageId, batchId: event.batchId })),
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}

/**
 * Sends failed (or held) deliveries again. Only a delivery still failed or held moves, so a second press or a second
 * operator sends nothing more; a store that already holds the message (acknowledged or live) is never sent it again.
 */
async function requeue(services: Services, rows: DeliveryRow[], byUserId: number) {
  let queued = 0;
  let skipped = 0;
  for (const row of rows) {
    if (storeHasMessage(row.state) || (row.state !== 'failed' && row.state !== 'held')) {
      skipped++;
      continue;
    }
    const moved = await services.db
      .update(releaseDeliveries)
      .set({ state: 'pending', reason: null, nextAttemptAt: null, updatedAt: new Date() })
      .where(and(eq(releaseDeliveries.releaseId, row.releaseId), eq(releaseDeliveries.platformId, row.platformId), eq(releaseDeliveries.state, row.state)))
      .returning({ releaseId: releaseDeliveries.releaseId });
    if (!moved.length) {
      skipped++;
      continue;
    }
    const message = (row.lastMessageKind as DeliveryMessage | null) ?? 'Insert';
    await enqueueDeliveries(services, row.releaseId, message, [row.platformId], { byUserId });
    queued++;
  }
  return { queued, skipped };
}

export async function retryDelivery(services: Services, key: { releaseId: number; platformId: number }, byUserId: number) {
  const rows = await services.db
    .select()
    .from(releaseDeliveries)
    .where(and(eq(releaseDeliveries.releaseId, key.releaseId), eq(releaseDeliveries.platformId, key.platformId)));
  if (!rows.length) throw deliveryNotFound();
  return requeue(services, rows, byUserId);
}

export async function retryDeliveriesForReason(services: Services, reasonCode: string, byUserId: number) {
  const rows = await services.db
    .select()
    .from(releaseDeliveries)
    .where(and(eq(releaseDeliveries.state, 'failed'), eq(releaseDeliveries.reason, reasonCode)));
  return requeue(services, rows, byUserId);
}

/** Holds a store (nothing is sent to it) or lifts the hold, which sends what waited for it. */
export async function holdStore(services: Services, input: { platformId: number; held: boolean; note: string }, byUserId: number) {
  if (!platformById(input.platformId)) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'delivery_store_unknown');
  if (input.held) {
    await services.db
      .insert(deliveryStoreHolds)
      .values({ platformId: input.platformId, note: input.note, heldByUserId: byUserId })
      .onConflictDoUpdate({ target: deliveryStoreHolds.platformId, set: { note: input.note, heldByUserId: byUserId, heldAt: new Date() } });
    return { held: true, queued: 0 };
  }
  await services.db.delete(deliveryStoreHolds).where(eq(deliveryStoreHolds.platformId, input.platformId));
  const waiting = await services.db
    .select()
    .from(releaseDeliveries)
    .where(and(eq(releaseDeliveries.platformId, input.platformId), inArray(releaseDeliveries.state, ['held'])));
  const { queued } = await requeue(services, waiting, byUserId);
  return { held: false, queued };
}

/** A message's batch as the store received it: the files (read from storage again), the message, then the marker. */
export async function batchZip(services: Services, messageId: string) {
  const [message] = await services.db.select().from(deliveryMessages).where(eq(deliveryMessages.messageId, messageId));
  if (!message) throw deliveryNotFound();
  const zip = new yazl.ZipFile();
  const root = message.batchId;
  for (const file of message.files as { path: string; objectKey?: string | null; text?: string }[]) {
    if (file.text !== undefined) zip.addBuffer(Buffer.from(file.text, 'utf8'), `${root}/${file.path}`);
    else if (file.objectKey) {
      const object = await services.files.getStream(file.objectKey);
      if (object) zip.addReadStream(object.stream as Readable, `${root}/${file.path}`, { compress: false });
    }
  }
  zip.addBuffer(Buffer.from(message.xml, 'utf8'), `${root}/${message.messagePath}`);
  zip.addBuffer(Buffer.from(batchCompleteMarker(message.batchId, message.messagePath), 'utf8'), `${root}/${batchCompleteName(message.batchId)}`);
  zip.end();
  return { stream: zip.outputStream as unknown as AsyncIterable<Uint8Array>, contentType: 'application/zip', fileName: `${message.batchId}.zip` };
}
