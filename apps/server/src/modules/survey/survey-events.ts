import { and, countDistinct, count, eq, inArray } from 'drizzle-orm';
import { surveyEvents } from '@portal/db/schema';
import { isSettled } from '@portal/domain/user-state';
import { HIGH_QUALITY_TIER, SURVEY_EVENTS, SURVEY_REGIONS, type SurveyEvent, type SurveyPage } from '@portal/domain/publishing/survey';
import { forbidden } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { readPublicConfig } from '../open/public-config.ts';
import { ANSWER_EVENT, surveyAnswerStats } from './survey-answers.ts';

/** Closing the banner, following its link or answering the survey on its page (decision 065) finishes it. */
const FINISHING: string[] = ['close', 'click', ANSWER_EVENT];
const DAY_MS = 86_400_000;

export interface SurveyState {
  url: string;
  finished: boolean;
}

export async function surveyState(services: Services, actor: Actor, survey?: { url: string }): Promise<SurveyState> {
  survey ??= (await readPublicConfig(services)).survey;
  const [finished] = await services.db
    .select({ id: surveyEvents.id })
    .from(surveyEvents)
    .where(and(eq(surveyEvents.userId, actor.person.id), eq(surveyEvents.surveyUrl, survey.url), inArray(surveyEvents.event, FINISHING)))
    .limit(1);
  return { url: survey.url, finished: finished !== undefined };
}

/**
 * The window is in the viewer's local dates, so the server allows a day either side of it (time zones run from
 * UTC-12 to UTC+14); outside that, or for an account the banner is not for, an event cannot be genuine.
 */
export function surveyRunsFor(account: Actor['account'], window: { start: string; end: string }, now: Date): boolean {
  const start = Date.parse(`${window.start}T00:00:00Z`) - DAY_MS;
  const end = Date.parse(`${window.end}T00:00:00Z`) + 2 * DAY_MS;
  return isSettled(account.status) && account.tier >= HIGH_QUALITY_TIER && (SURVEY_REGIONS as readonly string[]).includes(account.region ?? '') && now.getTime() >= start && now.getTime() < end;
}

export async function recordSurveyEvent(services: Services, actor: Actor, input: { event: SurveyEvent; page: SurveyPage }): Promise<SurveyState> {
  const { survey } = await readPublicConfig(services);
  if (!surveyRunsFor(actor.account, survey, new Date())) throw forbidden('error_survey_not_running');
  await services.db.insert(surveyEvents).values({ userId: actor.person.id, surveyUrl: survey.url, event: input.event, page: input.page });
  return surveyState(services, actor, survey);
}

export async function surveyStats(services: Services) {
  const { survey } = await readPublicConfig(services);
  const rows = await services.db
    .select({ event: surveyEvents.event, times: count(), people: countDistinct(surveyEvents.userId) })
    .from(surveyEvents)
    .where(eq(surveyEvents.surveyUrl, survey.url))
    .groupBy(surveyEvents.event);
  const counts = Object.fromEntries(
    SURVEY_EVENTS.map((event) => {
      const row = rows.find((r) => r.event === event);
      return [event, { times: row?.times ?? 0, people: row?.people ?? 0 }];
    }),
  ) as Record<SurveyEvent, { times: number; people: number }>;
  return { url: survey.url, ...counts, answers: await surveyAnswerStats(services, survey.url) };
}
