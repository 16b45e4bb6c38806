import { and, eq } from 'drizzle-orm';
import { releaseDeliveries, releases } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { ReleaseStatus } from '@portal/domain/enums';
import { defineJob, onJobGaveUp } from '../../platform/jobs.ts';
import type { Services } from '../../platform/services.ts';
import { targetSpecFor } from '../delivery/delivery-config.ts';
import { deliverRelease } from '../delivery/deliver-release.ts';
import { validateAgainstErnSchema } from '../delivery/ern/validate-xml.ts';
import { batchIdAt, createDeliveryTarget } from '../delivery/targets.ts';
import { buildSnapshot } from './delivery-snapshot.ts';
import { DELIVERY_JOB, type DeliveryJobPayload } from './delivery-jobs.ts';
import { moveRelease, noticeStatusChange } from './release-status.ts';

const nextState = { Insert: 'delivered', Update: 'delivered', Takedown: 'taken_down' } as const;

/** One message to one store: build the ERN from the tables, check it against the schema, write the batch, record it. */
async function deliver(services: Services, payload: DeliveryJobPayload) {
  const [row] = await services.db.select().from(releases).where(eq(releases.id, payload.releaseId));
  const [delivery] = await services.db
    .select()
    .from(releaseDeliveries)
    .where(and(eq(releaseDeliveries.releaseId, payload.releaseId), eq(releaseDeliveries.platformId, payload.platformId)));
  if (!row || !delivery) return;
  // A takedown that overtook a pending delivery makes the delivery pointless.
  if (payload.message !== 'Takedown' && (row.status === ReleaseStatus.Takedown || delivery.state === 'taken_down')) return;
  // A store chosen again before its takedown went out keeps the release.
  if (payload.message === 'Takedown' && delivery.state !== 'takedown_pending') return;

  const threadId = `${row.upc}-${payload.platformId}`;
  const { snapshot, files } = await buildSnapshot(services, row, payload.platformId, threadId);
  const target = createDeliveryTarget(targetSpecFor(services.config.delivery, payload.platformId));
  const now = new Date();
  await deliverRelease(target, snapshot, {
    kind: payload.message,
    batchId: `${batchIdAt(now)}_${row.id}`,
    validate: (xml) => validateAgainstErnSchema(xml, { schemaDir: services.config.delivery.schemaDir }),
    openFile: async (file) => {
      const stored = files.byName.get(file.path.split('/').pop()!);
      const object = stored ? await services.files.getStream(stored.objectKey) : null;
      if (!object) throw new Error(`stored file missing for ${file.path}`);
      return { stream: object.stream };
    },
  });

  const state = nextState[payload.message];
  await services.db
    .update(releaseDeliveries)
    .set({
      state,
      lastMessageId: snapshot.messageId,
      lastMessageKind: payload.message,
      lastError: null,
      updatedAt: now,
      ...(state === 'delivered' ? { deliveredAt: delivery.deliveredAt ?? now } : { takenDownAt: now }),
    })
    .where(and(eq(releaseDeliveries.releaseId, row.id), eq(releaseDeliveries.platformId, payload.platformId)));
  if (state === 'delivered' && row.status === ReleaseStatus.Approved) {
    const moved = await moveRelease(services.db as Db, row, ReleaseStatus.Delivered, { actorUserId: null }).catch(() => null);
    if (moved) await noticeStatusChange(services, moved);
  }
}

defineJob(DELIVERY_JOB, (services, payload) => deliver(services, payload as DeliveryJobPayload));
onJobGaveUp(DELIVERY_JOB, async (services, payload, error) => {
  const { releaseId, platformId } = payload as DeliveryJobPayload;
  await services.db
    .update(releaseDeliveries)
    .set({ state: 'failed', lastError: error.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(releaseDeliveries.releaseId, releaseId), eq(releaseDeliveries.platformId, platformId)));
});
