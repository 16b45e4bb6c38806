import { and, eq } from 'drizzle-orm';
import { releaseDeliveries, releases } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { BusinessCode } from '@portal/domain/errors';
import { ReleaseStatus } from '@portal/domain/enums';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { parseAcknowledgementFile, type AcknowledgementStatus } from '../delivery/acknowledgement.ts';
import { moveRelease, noticeStatusChange } from './release-status.ts';

type DeliveryRow = typeof releaseDeliveries.$inferSelect;

const stateFor: Record<AcknowledgementStatus, string> = { Live: 'live', Rejected: 'failed', TakenDown: 'taken_down' };

/** A store's answer about one delivery: live, rejected (with its reason) or taken down. Repeating it changes nothing. */
async function applyAcknowledgement(services: Services, delivery: DeliveryRow, status: AcknowledgementStatus, at: Date, reason?: string) {
  const state = stateFor[status];
  if (delivery.state === state) return false;
  await services.db
    .update(releaseDeliveries)
    .set({
      state,
      updatedAt: new Date(),
      ...(status === 'Live' && { liveAt: at }),
      ...(status === 'TakenDown' && { takenDownAt: at }),
      ...(status === 'Rejected' && { lastError: reason ?? 'Rejected by the store' }),
    })
    .where(and(eq(releaseDeliveries.releaseId, delivery.releaseId), eq(releaseDeliveries.platformId, delivery.platformId)));
  if (status === 'Live') {
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
    if (await applyAcknowledgement(services, delivery.delivery, record.status, record.at, record.reason)) applied++;
  }
  return {
    applied,
    unknownMessages: unknown,
    issues: parsed.issues.map((issue) => ({ line: issue.line, message: services.translate('en', issue.messageKey, issue.values) })),
  };
}

/** An operator records by hand that a store published the release. */
export async function markLive(services: Services, input: { albumId: number; platformId: number }) {
  const [delivery] = await services.db
    .select()
    .from(releaseDeliveries)
    .where(and(eq(releaseDeliveries.releaseId, input.albumId), eq(releaseDeliveries.platformId, input.platformId)));
  if (!delivery || (delivery.state !== 'delivered' && delivery.state !== 'live')) {
    throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'release_not_delivered_there');
  }
  await applyAcknowledgement(services, delivery, 'Live', new Date());
  const [row] = await services.db.select({ status: releases.status }).from(releases).where(eq(releases.id, input.albumId));
  return { albumId: input.albumId, status: row!.status };
}
