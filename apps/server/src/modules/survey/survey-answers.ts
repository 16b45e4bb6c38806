import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { surveyEvents, users } from '@portal/db/schema';
import { netPromoterScore, RECOMMEND_SCORES, SATISFACTION_SCORES, SURVEY_AREAS, type SurveyArea } from '@portal/domain/survey-answers';
import { refusal } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { readPublicConfig } from '../open/public-config.ts';

// The satisfaction survey answered in full on the feedback-survey page (decision 065). The answer is kept on the
// person (users.extra.satisfactionSurvey, as the unsubscribe survey's reason is), and an 'answer' event in
// survey_events marks the survey finished for them and lets the operators find the round's answers by its index.

export const ANSWER_EVENT = 'answer';
const ANSWER_PAGE = 'survey';
const COMMENTS_SHOWN = 20;

export interface SurveyAnswer {
  satisfaction: number;
  recommend: number;
  areas: SurveyArea[];
  comment: string;
}

interface StoredAnswer extends SurveyAnswer {
  url: string;
  answeredAt: string;
}

const storedAnswer = (extra: unknown): StoredAnswer | null => {
  const value = (extra as { satisfactionSurvey?: StoredAnswer } | null)?.satisfactionSurvey;
  return value && typeof value === 'object' && typeof value.url === 'string' ? value : null;
};

const publicAnswer = ({ satisfaction, recommend, areas, comment, answeredAt }: StoredAnswer) => ({ satisfaction, recommend, areas, comment, answeredAt });

export async function mySurveyAnswer(services: Services, actor: Actor) {
  const { survey } = await readPublicConfig(services);
  const [row] = await services.db.select({ extra: users.extra }).from(users).where(eq(users.id, actor.person.id));
  const stored = storedAnswer(row?.extra);
  return { url: survey.url, answer: stored && stored.url === survey.url ? publicAnswer(stored) : null };
}

/** Records the person's answer to the running survey; a second answer to the same survey is refused. */
export async function submitSurveyAnswer(services: Services, actor: Actor, input: SurveyAnswer) {
  const { survey } = await readPublicConfig(services);
  const stored: StoredAnswer = {
    url: survey.url,
    satisfaction: input.satisfaction,
    recommend: input.recommend,
    areas: [...new Set(input.areas)],
    comment: input.comment.trim(),
    answeredAt: new Date().toISOString(),
  };
  return services.db.transaction(async (tx) => {
    // One statement decides: two answers sent at once cannot both find the person unanswered.
    const updated = await tx
      .update(users)
      .set({ extra: sql`jsonb_set(${users.extra}, '{satisfactionSurvey}', ${JSON.stringify(stored)}::jsonb)` })
      .where(and(eq(users.id, actor.person.id), sql`(${users.extra}->'satisfactionSurvey'->>'url') IS DISTINCT FROM ${survey.url}`))
      .returning({ id: users.id });
    if (updated.length === 0) throw refusal(409, 'survey_page_already_answered');
    await tx.insert(surveyEvents).values({ userId: actor.person.id, surveyUrl: survey.url, event: ANSWER_EVENT, page: ANSWER_PAGE });
    return { url: survey.url, answer: publicAnswer(stored) };
  });
}

/** The running survey's answers for the operators: averages, the score spread, the areas and the latest comments. */
export async function surveyAnswerStats(services: Services, url: string) {
  const answered = services.db
    .select({ userId: surveyEvents.userId, at: surveyEvents.at })
    .from(surveyEvents)
    .where(and(eq(surveyEvents.surveyUrl, url), eq(surveyEvents.event, ANSWER_EVENT)))
    .orderBy(desc(surveyEvents.at), desc(surveyEvents.id));
  const people = await answered;
  const ids = [...new Set(people.map((p) => p.userId))];
  const rows = ids.length ? await services.db.select({ id: users.id, extra: users.extra }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, storedAnswer(row.extra)]));
  const answers = ids.map((id) => byId.get(id)).filter((answer): answer is StoredAnswer => answer?.url === url);

  const satisfactionCounts = SATISFACTION_SCORES.map((score) => answers.filter((a) => a.satisfaction === score).length);
  const recommendCounts = RECOMMEND_SCORES.map((score) => answers.filter((a) => a.recommend === score).length);
  const areas = Object.fromEntries(SURVEY_AREAS.map((area) => [area, answers.filter((a) => a.areas.includes(area)).length])) as Record<SurveyArea, number>;
  const total = answers.reduce((sum, a) => sum + a.satisfaction, 0);
  return {
    count: answers.length,
    satisfaction: answers.length ? Math.round((total / answers.length) * 100) / 100 : null,
    satisfactionCounts,
    netPromoterScore: netPromoterScore(recommendCounts),
    recommendCounts,
    areas,
    comments: answers
      .filter((a) => a.comment)
      .slice(0, COMMENTS_SHOWN)
      .map(({ answeredAt, satisfaction, recommend, comment }) => ({ answeredAt, satisfaction, recommend, comment })),
  };
}
