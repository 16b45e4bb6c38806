import { and, eq } from 'drizzle-orm';
import { releases, releaseStatusHistory } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { BusinessCode } from '@portal/domain/errors';
import { ReleaseStatus } from '@portal/domain/enums';
import { canMoveRelease } from '@portal/domain/release/status';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { notify } from '../notices/notify.ts';
import type { ReleaseRow } from './release-records.ts';

export const notInThatState = () => new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'release_wrong_status');

/** Moves a release along document 1's states, once, recording who did it and why. */
export async function moveRelease(
  db: Db,
  row: ReleaseRow,
  to: number,
  change: { actorUserId: number | null; reasons?: string[]; values?: Partial<typeof releases.$inferInsert> },
): Promise<ReleaseRow> {
  if (!canMoveRelease(row.status, to)) throw notInThatState();
  const [moved] = await db
    .update(releases)
    .set({ ...change.values, status: to, revision: row.revision + 1, updatedAt: new Date() })
    .where(and(eq(releases.id, row.id), eq(releases.status, row.status), eq(releases.revision, row.revision)))
    .returning();
  if (!moved) throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'release_changed_meanwhile');
  await db.insert(releaseStatusHistory).values({ releaseId: row.id, fromStatus: row.status, toStatus: to, actorUserId: change.actorUserId, reasons: change.reasons ?? [] });
  return moved;
}

const noticeOf: Partial<Record<number, { subtype: 'ALBUM_REVIEW_PASSED' | 'ALBUM_REVIEW_REJECTED' | 'ALBUM_LIVE' | 'ALBUM_TAKEDOWN'; key: string }>> = {
  [ReleaseStatus.Approved]: { subtype: 'ALBUM_REVIEW_PASSED', key: 'notice_release_approved' },
  [ReleaseStatus.NotApproved]: { subtype: 'ALBUM_REVIEW_REJECTED', key: 'notice_release_rejected' },
  [ReleaseStatus.Delivered]: { subtype: 'ALBUM_REVIEW_PASSED', key: 'notice_release_delivered' },
  [ReleaseStatus.Live]: { subtype: 'ALBUM_LIVE', key: 'notice_release_live' },
  [ReleaseStatus.Takedown]: { subtype: 'ALBUM_TAKEDOWN', key: 'notice_release_taken_down' },
};

/** Tells the account about its release's new status (document 1 notice category album); call after committing it. */
export async function noticeStatusChange(services: Services, row: ReleaseRow, reasons: string[] = []) {
  services.catalogue.changed(row.ownerUserId);
  const notice = noticeOf[row.status];
  if (!notice) return;
  await notify(services, {
    userId: row.ownerUserId,
    subtype: notice.subtype,
    titleKey: `${notice.key}_title`,
    bodyKey: `${notice.key}_body`,
    vars: { title: row.title, reasons: reasons.join('; ') },
    link: `/release-management/${row.id}`,
    eventKey: `release:${row.id}:${row.status}:${row.revision}`,
  });
}
