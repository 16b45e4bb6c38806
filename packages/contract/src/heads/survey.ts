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
