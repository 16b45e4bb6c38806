import { z } from 'zod';
import { SURVEY_EVENTS, SURVEY_PAGES } from '@portal/domain/publishing/survey';
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

export const adminSurveyStats = defineRoute(heads.adminSurveyStats, {
  summary: 'How the running survey banner fares: how often and to how many people it was shown, closed and followed',
  response: z.object({ url: z.string(), show: eventCount, close: eventCount, click: eventCount }),
});
