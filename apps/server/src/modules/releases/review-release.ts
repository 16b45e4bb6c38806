import { asc, count, eq } from 'drizzle-orm';
import { releases, users } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { BusinessCode } from '@portal/domain/errors';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { validateRelease } from '@portal/domain/release/validate';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { reportConversionOnce } from '../account/conversion-events.ts';
import { scheduleFirstDelivery } from './delivery-jobs.ts';
import { releaseSummaries } from './release-list.ts';
import { releaseNotFound, releaseView, tracksOf } from './release-records.ts';
import { moveRelease, noticeStatusChange } from './release-status.ts';
import { ruleContextFor } from './rule-context.ts';
import { reportToFieldErrors } from './submit-release.ts';
import { settleReferral } from '../activities/referrals.ts';

/** Releases waiting for an operator, oldest submission first. */
export async function reviewQueue(services: Services, page: { offset: number; count: number }) {
  const waiting = eq(releases.status, ReleaseStatus.UnderReview);
  const [totals, rows] = await Promise.all([
    services.db.select({ total: count() }).from(releases).where(waiting),
    services.db
      .select({ release: releases, accountName: users.nickname, accountEmail: users.email })
      .from(releases)
      .innerJoin(users, eq(users.id, releases.ownerUserId))
      .where(waiting)
      .orderBy(asc(releases.submittedAt), asc(releases.id))
      .offset(page.offset)
      .limit(page.count),
  ]);
  const summaries = await releaseSummaries(
    services,
    rows.map((row) => row.release),
    true,
  );
  return {
    total: Number(totals[0]?.total ?? 0),
    releases: summaries.map((summary, index) => ({
      ...summary,
      accountName: rows[index]!.accountName,
      accountEmail: rows[index]!.accountEmail,
      submittedAt: rows[index]!.release.submittedAt?.toISOString() ?? null,
    })),
  };
}

async function releaseForOperator(services: Services, albumId: number) {
  const [row] = await services.db.select().from(releases).where(eq(releases.id, albumId));
  if (!row || row.deletedAt || row.isDraft) throw releaseNotFound();
  return row;
}

/** What the operator looks at: the release, its files, and the rules' report as of now (dates move on). */
export async function reviewCase(services: Services, albumId: number) {
  const row = await releaseForOperator(services, albumId);
  const [account] = await services.db.select().from(users).where(eq(users.id, row.ownerUserId));
  const stored = await tracksOf(services, row.id);
  const report = validateRelease(
    row.album as AlbumInput,
    stored.map((track) => track.data as TrackInput),
    await ruleContextFor(services, account!, row.kind as 'ALBUM' | 'SINGLE'),
  );
  const findings = reportToFieldErrors(report).map((finding) => ({ field: finding.field, message: services.translate('en', finding.messageKey, finding.vars) }));
  return { release: await releaseView(services, row, { history: true }), account: { userId: account!.id, nickname: account!.nickname, email: account!.email, region: account!.region }, findings };
}

export async function decideRelease(services: Services, operator: UserRow, input: { albumId: number; decision: 'approve' | 'reject'; reasons: string[] }) {
  const reasons = input.reasons.map((reason) => reason.trim()).filter(Boolean);
  if (input.decision === 'reject' && !reasons.length) {
    throw new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.reasons', messageKey: 'admin_reject_reason_required', message: '' }], 'error_invalid_request');
  }
  const row = await releaseForOperator(services, input.albumId);
  const approve = input.decision === 'approve';
  const decided = await services.db.transaction(async (tx) => {
    const moved = await moveRelease(tx, row, approve ? ReleaseStatus.Approved : ReleaseStatus.NotApproved, {
      actorUserId: operator.id,
      reasons,
      values: { reviewReasons: reasons },
    });
    if (approve) await scheduleFirstDelivery({ ...services, db: tx }, moved);
    return moved;
  });
  await noticeStatusChange(services, decided, reasons);
  if (approve) await reportConversionOnce(services, decided.ownerUserId, 'song_audit_pass');
  if (approve) await settleReferral(services, decided.ownerUserId);
  return { albumId: decided.id, status: decided.status };
}
