import { head } from '../head.ts';

export const getSurveyState = head({
  method: 'GET',
  path: '/survey/state',
  tag: 'survey',
  access: 'user',
  permission: 'personal',
});

export const recordSurveyEvent = head({
  method: 'POST',
  path: '/survey/events',
  tag: 'survey',
  access: 'user',
  permission: 'personal',
});

export const adminSurveyStats = head({
  method: 'GET',
  path: '/admin/survey/stats',
  tag: 'admin',
  access: 'admin',
});

export const getSurveyAnswer = head({
  method: 'GET',
  path: '/survey/answer',
  tag: 'survey',
  access: 'user',
  permission: 'personal',
});

export const submitSurveyAnswer = head({
  method: 'POST',
  path: '/survey/answer',
  tag: 'survey',
  access: 'user',
  permission: 'personal',
});
