import * as openExtraRoutes from '@portal/contract/heads/open-extras';
import * as surveyRoutes from '@portal/contract/heads/survey';
import type { BodyOf } from '@portal/contract/route';
import type * as survey from '@portal/contract/survey';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

// The survey banner (document 2 section 2, decision 020): whether the person finished the running survey, what they
// did with the banner, and the token that ties their answers to them (decision 032).

/** The person's state of the running survey; a recorded event answers the new state, which is stored under this key. */
export const SURVEY_STATE_KEY = ['survey', 'state'];

export const surveyStateQuery = queryOptions({
  queryKey: SURVEY_STATE_KEY,
  queryFn: ({ signal }) => api(surveyRoutes.getSurveyState, { signal }),
});

/** Records that the banner was shown, closed or its link followed on a page; close and click finish the survey. */
export const recordSurveyEvent = (body: BodyOf<typeof survey.recordSurveyEvent>) => api(surveyRoutes.recordSurveyEvent, { body });

/** The short-lived signed token the survey tool ties each answer to the person by. */
export const feelgoodTokenQuery = queryOptions({
  queryKey: ['survey', 'feelgood'],
  queryFn: ({ signal }) => api(openExtraRoutes.feelgoodToken, { signal }),
  staleTime: 20 * 60_000,
});

/** The person's answer to the running survey on the feedback-survey page (decision 065), or null before they answer. */
export const SURVEY_ANSWER_KEY = ['survey', 'answer'];

export const surveyAnswerQuery = queryOptions({
  queryKey: SURVEY_ANSWER_KEY,
  queryFn: ({ signal }) => api(surveyRoutes.getSurveyAnswer, { signal }),
  staleTime: 0,
});

/** Answers the running survey in full, once; it finishes the banner too. */
export const submitSurveyAnswer = (body: BodyOf<typeof survey.submitSurveyAnswer>) => api(surveyRoutes.submitSurveyAnswer, { body });
