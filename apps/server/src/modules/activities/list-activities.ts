import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { activities, activityParticipants, activityReferrals } from '@portal/db/schema';
import type { ActivityListScope } from '@portal/domain/activities';
import { formatMicros } from '@portal/domain/money/micros';
import { forbidden } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { activityDto, participation } from './activity-view.ts';

/**
 * all: every activity, newest start first; mine: the ones the account takes part in; admin: every activity with the
 * referral figures operators watch (operators only).
 */
export async function listActivities(services: Services, actor: Actor, query: { offset: number; count: number; listActivityType: ActivityListScope }) {
  const scope = query.listActivityType;
  if (scope === 'admin' && !actor.person.isAdmin) throw forbidden('error_admin_only');
  const where =
    scope === 'mine'
      ? inArray(activities.id, services.db.select({ id: activityParticipants.activityId }).from(activityParticipants).where(eq(activityParticipants.userId, actor.accountId)))
      : undefined;
  const [[total], rows] = await Promise.all([
    services.db.select({ total: count() }).from(activities).where(where),
    services.db.select().from(activities).where(where).orderBy(desc(activities.startAt), desc(activities.id)).offset(query.offset).limit(query.count),
  ]);
  const ids = rows.map((row) => row.id);
  const { counts, joined } = await participation(services, ids, actor.accountId);
  const referralFigures = scope === 'admin' ? await referralTotals(services, ids) : new Map<number, { referrals: number; rewardsPaid: bigint }>();
  const now = new Date();
  return {
    total: Number(total?.total ?? 0),
    activities: rows.map((row) => {
      const dto = activityDto(row, { participants: counts.get(row.id) ?? 0, joined: joined.has(row.id) }, now);
      if (scope !== 'admin') return dto;
      const figures = referralFigures.get(row.id);
      return { ...dto, referrals: figures?.referrals ?? 0, rewardsPaid: formatMicros(figures?.rewardsPaid ?? 0n) };
    }),
  };
}

async function referralTotals(services: Services, ids: number[]) {
  if (ids.length === 0) return new Map<number, { referrals: number; rewardsPaid: bigint }>();
  const rows = await services.db
    .select({
      activityId: activityReferrals.activityId,
      referrals: count(),
      rewardsPaid: sql<string>`coalesce(sum(${activityReferrals.rewardAmount}) filter (where ${activityReferrals.rewardTransactionId} is not null), 0)::text`,
    })
    .from(activityReferrals)
    .where(and(inArray(activityReferrals.activityId, ids)))
    .groupBy(activityReferrals.activityId);
  return new Map(rows.map((row) => [row.activityId, { referrals: Number(row.referrals), rewardsPaid: BigInt(row.rewardsPaid) }]));
}
