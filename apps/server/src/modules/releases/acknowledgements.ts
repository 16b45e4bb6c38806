import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { releaseDeliveries, releases } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { platforms } from '@portal/domain/catalog/platforms';
import { BusinessCode } from '@portal/domain/errors';
import { ReleaseStatus } from '@portal/domain/enums';
import type { DeliveryState } from '@portal/domain/release/delivery';
import { AppError } from '../../platform/errors.ts';
import { everyInterval } from '../../platform/watched-folder.ts';
import type { Services } from '../../platform/services.ts';
import { parseAcknowledgementFile, type AcknowledgementRecord, type AcknowledgementStatus } from '../delivery/acknowledgement.ts';
import { targetSpecFor } from '../delivery/delivery-config.ts';
import { createDeliveryTarget } from '../delivery/targets.ts';
import { noticeDeliveryFailed, noticeStoreLive, recordStep } from './delivery-steps.ts';
import { moveRelease, noticeStatusChange } from './release-status.ts';

type DeliveryRow = typeof releaseDeliveries.$inferSelect;

const stateFor: Record<AcknowledgementStatus, DeliveryState> = { Acknowledged: 'acknowledged', Live: 'live', Rejected: 'failed', TakenDown: 'taken_down' };

/**
 * A store's answer about one delivery: received, live, rejected (with its reason) or taken down, on the store's
 * timeline with its own words. Repeating it changes nothing; a late "received" never undoes "live".
 */
async function applyAcknowledgement(
  services: Services,
  delivery: DeliveryRow,
  record: Pick<AcknowledgementRecord, 'status' | 'at' | 'reason' | 'storeReleaseId'>,
  source: 'store' | 'operator',
  byUserId?: number,
) {
  const state = stateFor[record.status];
  if (delivery.state === state || (state === 'acknowledged' && delivery.state === 'live')) return false;
  const key = { releaseId: delivery.releaseId, platformId: delivery.platformId };
  const rejected = record.status === 'Rejected';
  await recordStep(services, key, {
    state,
    at: record.at,
    source,
    byUserId: byUserId ?? null,
    messageId: delivery.lastMessageId,
    reason: rejected ? 'store_rejected' : null,
    detail: rejected ? (record.reason ?? null) : null,
    columns: {
      ...(record.storeReleaseId ? { storeReleaseId: record.storeReleaseId } : {}),
      ...(record.status === 'Acknowledged' || record.status === 'Live' ? { acknowledgedAt: delivery.acknowledgedAt ?? record.at } : {}),
      ...(record.status === 'Live' ? { liveAt: record.at } : {}),
      ...(record.status === 'TakenDown' ? { takenDownAt: record.at } : {}),
    },
  });
  if (rejected) await noticeDeliveryFailed(services, key, { reason: 'store_rejected', detail: record.reason ?? null, eventKey: delivery.lastMessageId ?? 'rejected' });
  if (record.status === 'Live') {
    await noticeStoreLive(services, key);
    const [row] = await services.db.select().from(releases).where(eq(releases.id, delivery.releaseId));
    if (row?.status === ReleaseStatus.Delivered) {
      const moved = await moveRelease(services.db as Db, row, ReleaseStatus.Live, { actorUserId: null }).catch(() => null);
      if (moved) await noticeStatusChange(services, moved);
    }
  }
  return true;
}

/** Imports a store's acknowledgement file (decision 012's XML or CSV): each record names the message it answers. */
export async function importAcknowledgements(services: Services, content: string) {
  const parsed = parseAcknowledgementFile(content);
  let applied = 0;
  const unknown: string[] = [];
  for (const record of parsed.records) {
    const [delivery] = await services.db
      .select({ delivery: releaseDeliveries, upc: releases.upc })
      .from(releaseDeliveries)
      .innerJoin(releases, eq(releases.id, releaseDeliveries.releaseId))
      .where(eq(releaseDeliveries.lastMessageId, record.messageId));
    if (!delivery || delivery.upc !== record.upc) {
      unknown.push(record.messageId);
      continue;
    }
    if (await applyAcknowledgement(services, delivery.delivery, record, 'store')) applied++;
  }
  return {
    applied,
    unknownMessages: unknown,
    issues: parsed.issues.map((issue) => ({ line: issue.line, message: services.translate('en', issue.messageKey, issue.values) })),
  };
}

/**
 * Reads the acknowledgement files stores left at their delivery targets (`acknowledgements/`), imports each and moves
 * it aside; a target that cannot be read is reported and logged, the others still are.
 */
export async function collectAcknowledgements(services: Services) {
  let files = 0;
  let applied = 0;
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const platform of platforms) {
    const spec = targetSpecFor(services.config.delivery, platform.id);
    const target = createDeliveryTarget(spec);
    if (seen.has(target.location)) continue;
    seen.add(target.location);
    // A local folder nothing was ever delivered to has nothing to read.
    if (spec.kind === 'local' && !existsSync(target.location)) continue;
    try {
      for (const name of await target.listAcknowledgements()) {
        const result = await importAcknowledgements(services, (await target.readAcknowledgement(name)).toString('utf8'));
        await target.archiveAcknowledgement(name);
        files++;
        applied += result.applied;
        for (const issue of result.issues) problems.push(`${platform.name} ${name} line ${issue.line}: ${issue.message}`);
        if (result.unknownMessages.length) problems.push(`${platform.name} ${name}: unknown messages ${result.unknownMessages.join(', ')}`);
      }
    } catch (error) {
      const message = `${platform.name}: acknowledgements at ${target.location} cannot be read: ${error instanceof Error ? error.message : String(error)}`;
      services.log.error(message);
      problems.push(message);
    }
  }
  return { files, applied, problems };
}

/** Stores' acknowledgements are read from their targets on the same rhythm as the watched folders. */
export const watchAcknowledgements = (services: Services, intervalMs: number) => everyInterval('acknowledgements', intervalMs, () => collectAcknowledgements(services));

/** An operator records by hand that a store published the release. */
export async function markLive(services: Services, input: { albumId: number; platformId: number }, byUserId?: number) {
  const [delivery] = await services.db
    .select()
    .from(releaseDeliveries)
    .where(and(eq(releaseDeliveries.releaseId, input.albumId), eq(releaseDeliveries.platformId, input.platformId)));
  if (!delivery || !['delivered', 'acknowledged', 'live'].includes(delivery.state)) {
    throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'release_not_delivered_there');
  }
  await applyAcknowledgement(services, delivery, { status: 'Live', at: new Date() }, 'operator', byUserId);
  const [row] = await services.db.select({ status: releases.status }).from(releases).where(eq(releases.id, input.albumId));
  return { albumId: input.albumId, status: row!.status };
}
