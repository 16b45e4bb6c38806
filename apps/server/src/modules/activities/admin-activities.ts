import { and, eq, isNull } from 'drizzle-orm';
import { activities } from '@portal/db/schema';
import { activityDraftProblems, type ActivityType } from '@portal/domain/activities';
import { BusinessCode } from '@portal/domain/errors';
import { parseMicros } from '@portal/domain/money/micros';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from '../../platform/session.ts';
import { activityById, activityDto } from './activity-view.ts';

export interface NewActivity {
  activityType: ActivityType;
  title: string;
  description: string;
  startAt: string;
  endAt: string;
  rewardAmount: string;
  maxTracks: number;
}

export async function createActivity(services: Services, operator: UserRow, input: NewActivity) {
  const rewardAmount = parseMicros(input.rewardAmount);
  const draft = {
    activityType: input.activityType,
    title: input.title,
    startAt: new Date(input.startAt),
    endAt: new Date(input.endAt),
    rewardAmount: rewardAmount ?? -1n,
    maxTracks: input.maxTracks,
  };
  const problems = activityDraftProblems(draft);
  if (rewardAmount === null) problems.rewardAmount = 'money_amount_invalid';
  if (Object.keys(problems).length > 0) {
    const details = Object.entries(problems).map(([field, messageKey]) => ({ field: `body.${field}`, messageKey, message: messageKey }));
    throw new AppError(BusinessCode.REQUEST_COMMON, 400, details, 'error_invalid_request');
  }
  const isReferral = input.activityType === 'referral';
  const [row] = await services.db
    .insert(activities)
    .values({
      activityType: input.activityType,
      title: input.title.trim(),
      description: input.description.trim(),
      startAt: draft.startAt,
      endAt: draft.endAt,
      rewardAmount: isReferral ? draft.rewardAmount : 0n,
      maxTracks: isReferral ? 0 : input.maxTracks,
      createdByUserId: operator.id,
    })
    .returning();
  return { activity: activityDto(row!, { participants: 0, joined: false }) };
}

/** Closing is final and answers ok again for an activity closed already. */
export async function closeActivity(services: Services, activityId: number) {
  await activityById(services, activityId);
  await services.db
    .update(activities)
    .set({ closedAt: new Date() })
    .where(and(eq(activities.id, activityId), isNull(activities.closedAt)));
  return { ok: true as const };
}
