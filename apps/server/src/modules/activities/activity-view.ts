import { count, eq, inArray } from 'drizzle-orm';
import { activities, activityParticipants } from '@portal/db/schema';
import { activityStatus, type ActivityType } from '@portal/domain/activities';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import type { ActivityView } from '@portal/contract/activities';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

export type ActivityRow = typeof activities.$inferSelect;

export const activityNotFound = () => refusal(404, 'activity_not_found', 'body.activityId');

export async function activityById(services: Services, activityId: number): Promise<ActivityRow> {
  const [row] = await services.db.select().from(activities).where(eq(activities.id, activityId));
  if (!row) throw activityNotFound();
  return row;
}

export const statusOf = (row: ActivityRow, now = new Date()) => activityStatus(row, now);

/** Participant counts of these activities, and which of them the account takes part in. */
export async function participation(services: Services, activityIds: number[], accountId: number | null) {
  if (activityIds.length === 0) return { counts: new Map<number, number>(), joined: new Set<number>() };
  const [counts, mine] = await Promise.all([
    services.db
      .select({ activityId: activityParticipants.activityId, total: count() })
      .from(activityParticipants)
      .where(inArray(activityParticipants.activityId, activityIds))
      .groupBy(activityParticipants.activityId),
    accountId === null ? Promise.resolve([]) : services.db.select({ activityId: activityParticipants.activityId }).from(activityParticipants).where(eq(activityParticipants.userId, accountId)),
  ]);
  return { counts: new Map(counts.map((row) => [row.activityId, Number(row.total)])), joined: new Set(mine.map((row) => row.activityId)) };
}

export function activityDto(row: ActivityRow, figures: { participants: number; joined: boolean }, now = new Date()): ActivityView {
  return {
    activityId: row.id,
    activityType: row.activityType as ActivityType,
    title: row.title,
    description: row.description,
    status: statusOf(row, now),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    rewardAmount: formatMicros(row.rewardAmount),
    currency: SETTLEMENT_CURRENCY,
    maxTracks: row.maxTracks,
    participants: figures.participants,
    joined: figures.joined,
  };
}

/** Records that the account takes part in the activity (once). */
export async function join(services: Services, activityId: number, accountId: number): Promise<void> {
  await services.db.insert(activityParticipants).values({ activityId, userId: accountId }).onConflictDoNothing();
}
