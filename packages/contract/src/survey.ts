import { z } from 'zod';
import { SURVEY_EVENTS, SURVEY_PAGES } from '@portal/domain/publishing/survey';
import { defineRoute } from './route.ts';

/** The survey banner of document 2 section 2: whether this person is done with the running survey, and what they did. */
const surveyState = z.object({ url: z.string(), finished: z.boolean() });

export const getSurveyState = defineRoute({
  method: 'GET',
  path: '/survey/state',
  summary: 'The running survey (named by its link) and whether the signed-in person has closed it or followed its link',
  tag: 'survey',
  access: 'user',
  permission: 'personal',
  response: surveyState,
});

export const recordSurveyEvent = defineRoute({
  method: 'POST',
  path: '/survey/events',
  summary: 'Records that the survey banner was shown, closed or its link followed; close and click finish the survey for the person',
  tag: 'survey',
  access: 'user',
  permission: 'personal',
  body: z.object({ event: z.enum(SURVEY_EVENTS), page: z.enum(SURVEY_PAGES) }).strict(),
  response: surveyState,
});

const eventCount = z.object({ times: z.number(), people: z.number() });

export const adminSurveyStats = defineRoute({
  method: 'GET',
  path: '/admin/survey/stats',
  summary: 'How the running survey banner fares: how often and to how many people it was shown, closed and followed',
  tag: 'admin',
  access: 'admin',
  response: z.object({ url: z.string(), show: eventCount, close: eventCount, click: eventCount }),
});
