import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  analyticsImports,
  artistClaims,
  oacMergeRequests,
  personalInfo,
  promoApplications,
  publishingRegistrations,
  releaseDeliveries,
  releases,
  salesImports,
  salesSuspense,
  supportFeedback,
  users,
  withdrawals,
} from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { nextWithdrawStatuses, WITHDRAW_STATUSES } from '@portal/domain/money/withdrawal';
import { OacMergeStatus } from '@portal/domain/monetization/programmes';
import { settlement } from '@portal/domain/settlement';
import type { Services } from '../../platform/services.ts';

/** Withdrawals an operator still moves on: every status but the final ones. */
const OPEN_WITHDRAWALS = WITHDRAW_STATUSES.filter((status) => nextWithdrawStatuses(status).length > 0);

/**
 * What waits in each room of the operator console (decision 068). Each number is the same selection as the room's own
 * queue shows (the release and identity queues, pending claims, the Deliveries page's failed state, …), counted with
 * one COUNT each; health is the server's last report, not a new check.
 */
export async function consoleCounts(services: Services) {
  const { db } = services;
  const tally = async (table: PgTable, where: SQL | undefined) => Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);
  const [
    releaseReviews,
    identityReviews,
    artistClaimsWaiting,
    failedDeliveries,
    waitingWithdrawals,
    failedSales,
    failedAnalytics,
    suspenseLines,
    registrations,
    applications,
    oacMerges,
    openSupport,
    health,
  ] = await Promise.all([
    tally(releases, eq(releases.status, ReleaseStatus.UnderReview)),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(personalInfo, eq(personalInfo.userId, users.id))
      .where(inArray(users.status, settlement.awaitingReview))
      .then(([row]) => Number(row?.n ?? 0)),
    tally(artistClaims, eq(artistClaims.status, 'pending')),
    tally(releaseDeliveries, eq(releaseDeliveries.state, 'failed')),
    tally(withdrawals, inArray(withdrawals.status, OPEN_WITHDRAWALS)),
    tally(salesImports, eq(salesImports.status, 'failed')),
    tally(analyticsImports, eq(analyticsImports.status, 'failed')),
    tally(salesSuspense, and(isNull(salesSuspense.resolvedAt), eq(salesSuspense.reason, 'no_match'))),
    tally(publishingRegistrations, inArray(publishingRegistrations.status, ['INIT', 'INFO_SENT'])),
    tally(promoApplications, eq(promoApplications.status, 'TO_BE_PROMOTED')),
    tally(oacMergeRequests, inArray(oacMergeRequests.status, [OacMergeStatus.SUBMITTED, OacMergeStatus.IN_REVIEW])),
    tally(supportFeedback, eq(supportFeedback.status, 'OPEN')),
    services.health.current(),
  ]);
  return {
    releaseReviews,
    identityReviews,
    artistClaims: artistClaimsWaiting,
    failedDeliveries,
    waitingWithdrawals,
    failedImports: failedSales + failedAnalytics,
    suspenseLines,
    publishingRegistrations: registrations,
    promotionApplications: applications,
    oacMerges,
    openSupport,
    healthProblems: health.problems.length,
  };
}
