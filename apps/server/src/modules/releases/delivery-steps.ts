import { and, eq, inArray } from 'drizzle-orm';
import { releaseDeliveries, releaseDeliveryEvents, releases, users } from '@portal/db/schema';
import { platformById } from '@portal/domain/catalog/platforms';
import { deliveryReasonKey, type DeliveryState } from '@portal/domain/release/delivery';
import type { Services } from '../../platform/services.ts';
import { notify } from '../notices/notify.ts';

type DeliveryRow = typeof releaseDeliveries.$inferSelect;

export interface DeliveryKey {
  releaseId: number;
  platformId: number;
}

export interface DeliveryStep {
  state: DeliveryState;
  source?: 'portal' | 'store' | 'operator';
  at?: Date;
  reason?: string | null;
  /** The technical cause or the store's words, for operators. */
  detail?: string | null;
  nextAttemptAt?: Date | null;
  messageKind?: string | null;
  messageId?: string | null;
  batchId?: string | null;
  byUserId?: number | null;
  /** The step is told on the timeline but the store keeps its state (an update sent to a store where the release is live). */
  keepState?: boolean;
  /** Other columns of the delivery row that move with this step (dates, attempts, the store's release id). */
  columns?: Partial<Omit<DeliveryRow, 'releaseId' | 'platformId' | 'state'>>;
}

/**
 * Moves stores' deliveries of one release to a state and adds the step to each one's timeline, in one update and one
 * insert however many stores (a release to 77 stores is queued in two statements). `onlyFrom` makes the move
 * conditional (a retry moves only what is still failed), so two operators pressing at once do not both send; answers
 * the stores that moved.
 */
export async function recordSteps(services: Services, releaseId: number, platformIds: number[], step: DeliveryStep, onlyFrom?: readonly DeliveryState[]): Promise<number[]> {
  if (platformIds.length === 0) return [];
  const failed = step.state === 'failed';
  const stores = and(eq(releaseDeliveries.releaseId, releaseId), inArray(releaseDeliveries.platformId, platformIds));
  const moved = await services.db
    .update(releaseDeliveries)
    .set({
      updatedAt: new Date(),
      ...(step.keepState
        ? {}
        : {
            state: step.state,
            reason: failed ? (step.reason ?? 'internal') : null,
            lastError: failed ? (step.detail ?? null) : null,
            nextAttemptAt: failed ? (step.nextAttemptAt ?? null) : null,
          }),
      ...(step.messageKind ? { lastMessageKind: step.messageKind } : {}),
      ...(step.messageId ? { lastMessageId: step.messageId } : {}),
      ...(step.batchId ? { lastBatchId: step.batchId } : {}),
      ...step.columns,
    })
    .where(onlyFrom ? and(stores, inArray(releaseDeliveries.state, [...onlyFrom])) : stores)
    .returning({ platformId: releaseDeliveries.platformId });
  if (moved.length === 0) return [];
  const at = step.at ?? new Date();
  await services.db.insert(releaseDeliveryEvents).values(
    moved.map(({ platformId }) => ({
      releaseId,
      platformId,
      state: step.state,
      at,
      source: step.source ?? 'portal',
      reason: step.reason ?? null,
      detail: step.detail?.slice(0, 2000) ?? null,
      nextAttemptAt: step.nextAttemptAt ?? null,
      messageKind: step.messageKind ?? null,
      messageId: step.messageId ?? null,
      batchId: step.batchId ?? null,
      byUserId: step.byUserId ?? null,
    })),
  );
  return moved.map(({ platformId }) => platformId);
}

/** recordSteps for one store: answers whether it moved. */
export const recordStep = async (services: Services, key: DeliveryKey, step: DeliveryStep, onlyFrom?: readonly DeliveryState[]) =>
  (await recordSteps(services, key.releaseId, [key.platformId], step, onlyFrom)).length > 0;

/** The account's words for why a delivery failed, in one language (the store's own words inside a rejection). */
export const reasonWords = (services: Services, language: string, reason: string | null, detail: string | null) =>
  services.translate(language, deliveryReasonKey(reason ?? 'internal'), { detail: endSentence(detail ?? '') });

/** A store's words end as a sentence, so the next sentence of a notice does not run into them. */
const endSentence = (text: string) => (text.trim() === '' || /[.!?。！？…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

async function ownerAndTitle(services: Services, releaseId: number) {
  const [row] = await services.db
    .select({ ownerUserId: releases.ownerUserId, title: releases.title, language: users.language })
    .from(releases)
    .innerJoin(users, eq(users.id, releases.ownerUserId))
    .where(eq(releases.id, releaseId));
  return row ?? null;
}

const storeName = (platformId: number) => platformById(platformId)?.name ?? `#${platformId}`;

/** Tells the account that a store could not get the release and will not be retried by itself: one notice per message. */
export async function noticeDeliveryFailed(services: Services, key: DeliveryKey, failure: { reason: string; detail: string | null; eventKey: string }) {
  const release = await ownerAndTitle(services, key.releaseId);
  if (!release) return;
  const language = release.language ?? 'en';
  await notify(services, {
    userId: release.ownerUserId,
    subtype: 'ALBUM_DELIVERY_FAILED',
    titleKey: 'notice_delivery_failed_title',
    bodyKey: 'notice_delivery_failed_body',
    vars: {
      title: release.title,
      store: storeName(key.platformId),
      reason: reasonWords(services, language, failure.reason, failure.detail),
      next: services.translate(language, 'delivery_next_operator'),
    },
    link: `/release-management/${key.releaseId}`,
    eventKey: `delivery-failed:${key.releaseId}:${key.platformId}:${failure.eventKey}`,
  });
}

/** Tells the account the release is live in a store (once per store and release). */
export async function noticeStoreLive(services: Services, key: DeliveryKey) {
  const release = await ownerAndTitle(services, key.releaseId);
  if (!release) return;
  await notify(services, {
    userId: release.ownerUserId,
    subtype: 'ALBUM_STORE_LIVE',
    titleKey: 'notice_delivery_live_title',
    bodyKey: 'notice_delivery_live_body',
    vars: { title: release.title, store: storeName(key.platformId) },
    link: `/release-management/${key.releaseId}`,
    eventKey: `delivery-live:${key.releaseId}:${key.platformId}`,
  });
}
