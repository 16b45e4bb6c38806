import { and, eq } from 'drizzle-orm';
import { deliveryMessages, deliveryStoreHolds, releaseDeliveries, releases } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { ReleaseStatus } from '@portal/domain/enums';
import { deliveryFailureReasons, storeHasMessage } from '@portal/domain/release/delivery';
import { PermanentJobError, type JobDefinition } from '../../platform/jobs.ts';
import type { Services } from '../../platform/services.ts';
import { targetSpecFor } from '../delivery/delivery-config.ts';
import { deliverRelease } from '../delivery/deliver-release.ts';
import { messageFiles } from '../delivery/ern/message-files.ts';
import { validateAgainstErnSchema } from '../delivery/ern/validate-xml.ts';
import { failureReasonOf, StoredFileMissingError } from '../delivery/failure-reason.ts';
import { batchIdAt } from '../delivery/delivery-target.ts';
import { createDeliveryTarget } from '../delivery/targets.ts';
import { buildSnapshot, type DeliveryFiles } from './delivery-snapshot.ts';
import type { ReleaseSnapshot } from '../delivery/release-snapshot.ts';
import { DELIVERY_JOB, type DeliveryJobPayload } from './delivery-jobs.ts';
import { noticeDeliveryFailed, recordStep } from './delivery-steps.ts';
import { moveRelease, noticeStatusChange } from './release-status.ts';

const nextState = { Insert: 'delivered', Update: 'delivered', Takedown: 'taken_down' } as const;

/** A delivery that failed for a reason no retry mends: the job stops and the reason travels with the error. */
class DeliveryFailure extends PermanentJobError {
  constructor(
    readonly reason: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

const fileNameOf = (path: string) => path.split('/').pop()!;

/** What the console needs to hand the batch out again: each file's path in the batch and where its bytes are. */
function batchFiles(snapshot: ReleaseSnapshot, kind: DeliveryJobPayload['message'], files: DeliveryFiles, folder: string) {
  return messageFiles(snapshot, kind).map((file) =>
    file.role === 'lyrics'
      ? { path: `${folder}/${file.path}`, text: file.content.toString('utf8') }
      : { path: `${folder}/${file.path}`, objectKey: files.byName.get(fileNameOf(file.path))?.objectKey ?? null },
  );
}

const isHeld = async (db: Db, platformId: number) =>
  (await db.select({ platformId: deliveryStoreHolds.platformId }).from(deliveryStoreHolds).where(eq(deliveryStoreHolds.platformId, platformId))).length > 0;

/** One message to one store: build the ERN from the tables, check it against the schema, write the batch, record it. */
async function deliver(services: Services, payload: DeliveryJobPayload) {
  const key = { releaseId: payload.releaseId, platformId: payload.platformId };
  const [row] = await services.db.select().from(releases).where(eq(releases.id, payload.releaseId));
  const [delivery] = await services.db
    .select()
    .from(releaseDeliveries)
    .where(and(eq(releaseDeliveries.releaseId, payload.releaseId), eq(releaseDeliveries.platformId, payload.platformId)));
  if (!row || !delivery) return;
  // A takedown that overtook a pending delivery makes the delivery pointless.
  if (payload.message !== 'Takedown' && (row.status === ReleaseStatus.Takedown || delivery.state === 'taken_down' || delivery.state === 'takedown_pending')) return;
  // A store chosen again before its takedown went out keeps the release.
  if (payload.message === 'Takedown' && delivery.state !== 'takedown_pending') return;
  // The store already acknowledged the release: sending it again would duplicate it there.
  if (payload.message === 'Insert' && storeHasMessage(delivery.state)) return;
  if (await isHeld(services.db, payload.platformId)) {
    await recordStep(services, key, { state: 'held', messageKind: payload.message });
    return;
  }
  // An update to a store that holds the release leaves it live there; the timeline still tells the update.
  const keepState = payload.message === 'Update' && storeHasMessage(delivery.state);
  await recordStep(services, key, { state: 'sending', keepState, messageKind: payload.message, columns: { attempts: delivery.attempts + 1 } });

  const now = new Date();
  const batchId = `${batchIdAt(now)}_${row.id}`;
  let receipt: Awaited<ReturnType<typeof deliverRelease>>;
  let built: Awaited<ReturnType<typeof buildSnapshot>>;
  try {
    built = await buildSnapshot(services, row, payload.platformId, `${row.upc}-${payload.platformId}`);
    const { files } = built;
    const target = createDeliveryTarget(targetSpecFor(services.config.delivery, payload.platformId));
    receipt = await deliverRelease(target, built.snapshot, {
      kind: payload.message,
      batchId,
      validate: (xml) => validateAgainstErnSchema(xml, { schemaDir: services.config.delivery.schemaDir }),
      openFile: async (file) => {
        const stored = files.byName.get(fileNameOf(file.path));
        const object = stored ? await services.files.getStream(stored.objectKey) : null;
        if (!object) throw new StoredFileMissingError(`stored file missing for ${file.path}`);
        return { stream: object.stream };
      },
    });
  } catch (error) {
    const reason = failureReasonOf(error);
    if (deliveryFailureReasons[reason] === 'operator') throw new DeliveryFailure(reason, error);
    throw error;
  }

  await services.db
    .insert(deliveryMessages)
    .values({
      messageId: receipt.messageId,
      ...key,
      batchId,
      kind: payload.message,
      messagePath: receipt.messagePath,
      xml: receipt.xml,
      files: batchFiles(built.snapshot, payload.message, built.files, row.upc!),
    })
    .onConflictDoNothing();
  const state = nextState[payload.message];
  await recordStep(services, key, {
    state,
    keepState,
    at: now,
    messageKind: payload.message,
    messageId: receipt.messageId,
    batchId,
    columns: { attempts: 0, ...(state === 'delivered' ? { deliveredAt: delivery.deliveredAt ?? now } : { takenDownAt: now }) },
  });
  if (state === 'delivered' && row.status === ReleaseStatus.Approved) {
    const moved = await moveRelease(services.db as Db, row, ReleaseStatus.Delivered, { actorUserId: null }).catch(() => null);
    if (moved) await noticeStatusChange(services, moved);
  }
}

export const deliveryJob: JobDefinition = {
  kind: DELIVERY_JOB,
  run: (services, payload) => deliver(services, payload as DeliveryJobPayload),
  /** Every failed attempt shows on the store's timeline with its reason and when it is tried again, or that it waits for an operator. */
  onFailed: async (services, payload, failure) => {
    const { releaseId, platformId, message } = payload as DeliveryJobPayload;
    const key = { releaseId, platformId };
    const reason = failure.error instanceof DeliveryFailure ? failure.error.reason : failureReasonOf(failure.error);
    const moved = await recordStep(services, key, { state: 'failed', reason, detail: failure.message, nextAttemptAt: failure.retryAt, messageKind: message }, ['sending', 'pending', 'failed']);
    if (moved && !failure.retryAt) await noticeDeliveryFailed(services, key, { reason, detail: failure.message, eventKey: `${message}:${Date.now()}` });
  },
};
