import type * as survey from '@portal/contract/survey';
import { endpoint as e } from './api-client.ts';

// The survey banner's calls, kept out of lib/api-routes.ts (that one is in the login page's first load).
export const surveyRoutes = {
  getSurveyState: e<typeof survey.getSurveyState>('GET', '/survey/state'),
  recordSurveyEvent: e<typeof survey.recordSurveyEvent>('POST', '/survey/events'),
  adminSurveyStats: e<typeof survey.adminSurveyStats>('GET', '/admin/survey/stats'),
};
