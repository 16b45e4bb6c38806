import { z } from 'zod';
import { SURVEY_EVENTS, SURVEY_PAGES } from '@portal/domain/publishing/survey';
import { RECOMMEND_SCORES, SATISFACTION_SCORES, SURVEY_AREAS, SURVEY_COMMENT_MAX } from '@portal/domain/survey-answers';
import { defineRoute } from './route.ts';
import * as heads from './heads/survey.ts';

/** The survey banner of document 2 section 2: whether this person is done with the running survey, and what they did. */
const surveyState = z.object({ url: z.string(), finished: z.boolean() });

export const getSurveyState = defineRoute(heads.getSurveyState, {
  summary: 'The running survey (named by its link) and whether the signed-in person has closed it or followed its link',
  response: surveyState,
});

export const recordSurveyEvent = defineRoute(heads.recordSurveyEvent, {
  summary: 'Records that the survey banner was shown, closed or its link followed; close and click finish the survey for the person',
  body: z.object({ event: z.enum(SURVEY_EVENTS), page: z.enum(SURVEY_PAGES) }).strict(),
  response: surveyState,
});

const eventCount = z.object({ times: z.number(), people: z.number() });

/** The satisfaction survey answered in full on the feedback-survey page (decision 065). */
const surveyAnswer = z.object({
  satisfaction: z.number().int().min(SATISFACTION_SCORES[0]).max(SATISFACTION_SCORES.at(-1)!),
  recommend: z.number().int().min(RECOMMEND_SCORES[0]).max(RECOMMEND_SCORES.at(-1)!),
  areas: z.array(z.enum(SURVEY_AREAS)).max(SURVEY_AREAS.length),
  comment: z.string().trim().max(SURVEY_COMMENT_MAX),
});

export const getSurveyAnswer = defineRoute(heads.getSurveyAnswer, {
  summary: "The signed-in person's answer to the running satisfaction survey, or null when they have not answered it",
  response: z.object({ url: z.string(), answer: surveyAnswer.extend({ answeredAt: z.string() }).nullable() }),
});

export const submitSurveyAnswer = defineRoute(heads.submitSurveyAnswer, {
  summary: 'Answers the running satisfaction survey in full (once per person and survey); it finishes the survey banner for the person',
  body: surveyAnswer.extend({ comment: surveyAnswer.shape.comment.default('') }).strict(),
  response: z.object({ url: z.string(), answer: surveyAnswer.extend({ answeredAt: z.string() }) }),
});

export const adminSurveyStats = defineRoute(heads.adminSurveyStats, {
  summary: 'How the running survey fares: how often and to how many people its banner was shown, closed and followed, and the answers given on the survey page',
  response: z.object({
    url: z.string(),
    show: eventCount,
    close: eventCount,
    click: eventCount,
    answers: z.object({
      count: z.number(),
      /** Mean of the 1–5 answers; null without answers. */
      satisfaction: z.number().nullable(),
      /** People per score, 1 to 5. */
      satisfactionCounts: z.array(z.number()),
      /** Net Promoter Score, -100 to 100; null without answers. */
      netPromoterScore: z.number().nullable(),
      /** People per score, 0 to 10. */
      recommendCounts: z.array(z.number()),
      areas: z.record(z.enum(SURVEY_AREAS), z.number()),
      /** The latest comments, newest first. */
      comments: z.array(z.object({ answeredAt: z.string(), satisfaction: z.number(), recommend: z.number(), comment: z.string() })),
    }),
  }),
});
