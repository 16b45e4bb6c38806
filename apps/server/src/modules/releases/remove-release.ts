import { eq } from 'drizzle-orm';
import { releases } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { scheduleTakedown } from './delivery-jobs.ts';
import { findRelease } from './release-records.ts';
import { moveRelease, noticeStatusChange, notInThatState } from './release-status.ts';

const neverApproved = [ReleaseStatus.Init, ReleaseStatus.UnderReview, ReleaseStatus.NotApproved] as number[];

/**
 * DELETE /release: a release no store was promised is deleted; an approved, delivered or live one is taken down
 * from every store that has it (document 1: Takedown 60), and the account is told.
 */
export async function removeRelease(services: Services, actor: Actor, albumId: number) {
  const row = await findRelease(services, actor.accountId, albumId);
  if (neverApproved.includes(row.status)) {
    await services.db.update(releases).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(releases.id, row.id));
    return { albumId: row.id, status: row.status, deleted: true };
  }
  if (row.status === ReleaseStatus.Takedown) throw notInThatState();
  const takenDown = await services.db.transaction(async (tx) => {
    const moved = await moveRelease(tx, row, ReleaseStatus.Takedown, { actorUserId: actor.person.id });
    await scheduleTakedown({ ...services, db: tx }, moved);
    return moved;
  });
  await noticeStatusChange(services, takenDown);
  return { albumId: takenDown.id, status: takenDown.status, deleted: false };
}
