import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { personalInfo, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { hasSigned } from '@portal/domain/user-state';
import { settlement } from '@portal/domain/settlement';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { notify } from '../notices/notify.ts';
import { imageUrl } from '../uploads/images.ts';
import { readPersonalInfo } from './personal-info.ts';
import { settleReferral } from '../activities/referrals.ts';

const caseColumns = {
  userId: users.id,
  nickname: users.nickname,
  email: users.email,
  region: users.region,
  type: users.type,
  status: users.status,
  submittedAt: personalInfo.submittedAt,
  version: personalInfo.version,
};

const toCase = (row: { submittedAt: Date } & Record<string, unknown>) => ({ ...row, submittedAt: row.submittedAt.toISOString() }) as never;

export async function identityQueue(services: Services, page: { offset: number; count: number }) {
  const where = inArray(users.status, settlement.awaitingReview);
  const [totals, rows] = await Promise.all([
    services.db.select({ total: count() }).from(users).innerJoin(personalInfo, eq(personalInfo.userId, users.id)).where(where),
    services.db.select(caseColumns).from(users).innerJoin(personalInfo, eq(personalInfo.userId, users.id)).where(where).orderBy(asc(personalInfo.submittedAt)).offset(page.offset).limit(page.count),
  ]);
  return { total: Number(totals[0]?.total ?? 0), cases: rows.map(toCase) };
}

const caseNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'admin_user_not_found');

export async function identityCase(services: Services, userId: number) {
  const [row] = await services.db.select(caseColumns).from(users).innerJoin(personalInfo, eq(personalInfo.userId, users.id)).where(eq(users.id, userId));
  const [account] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!row || !account) throw caseNotFound();
  const { info } = await readPersonalInfo(services, account);
  const [front, back] = info!.photos.split(',');
  const photoUrls = Object.fromEntries(Object.entries({ front, back, residenceCertificate: info!.residenceCertificate }).flatMap(([slot, uri]) => (uri ? [[slot, imageUrl(uri)]] : [])));
  return { case: toCase(row), info: info!, photoUrls };
}

async function move(services: Services, userId: number, next: (status: number, account: UserRow) => number | null) {
  const [account] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!account) throw caseNotFound();
  const status = next(account.status, account);
  if (status === null) throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'admin_identity_not_reviewable');
  const [moved] = await services.db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, account.status)))
    .returning();
  if (!moved) throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'identity_changed_meanwhile');
  await services.sessions.invalidateUser(userId);
  return moved;
}

export async function startReview(services: Services, userId: number) {
  const moved = await move(services, userId, (status) => settlement.reviewStarted(status));
  return { status: moved.status };
}

export async function decideIdentity(services: Services, operator: UserRow, input: { userId: number; decision: 'pass' | 'reject'; reason?: string }) {
  const passed = input.decision === 'pass';
  const reason = input.reason?.trim() ?? '';
  if (!passed && reason.length < 5) {
    throw new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.reason', messageKey: 'admin_reject_reason_required', message: 'admin_reject_reason_required' }], 'error_invalid_request');
  }
  const moved = await move(services, input.userId, (status, account) => settlement.reviewed(status, passed, hasSigned(account.signStatus)));
  await services.db
    .update(personalInfo)
    .set({ reviewedAt: new Date(), reviewedBy: operator.id, rejectReason: passed ? null : reason })
    .where(eq(personalInfo.userId, input.userId));
  await notify(services, {
    userId: input.userId,
    subtype: passed ? 'ACCOUNT_REVIEW_PASSED' : 'ACCOUNT_REVIEW_REJECTED',
    titleKey: passed ? 'notice_identity_passed_title' : 'notice_identity_rejected_title',
    bodyKey: passed ? 'notice_identity_passed_body' : 'notice_identity_rejected_body',
    vars: { reason },
    link: '/user/pi-info',
  });
  if (passed) await settleReferral(services, input.userId);
  return { status: moved.status };
}
