import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/survey';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { recordSurveyEvent, surveyState, surveyStats } from './survey-events.ts';
import { mySurveyAnswer, submitSurveyAnswer } from './survey-answers.ts';

/** The survey banner's events (decision 020) and the survey answered in full on its page (decision 065). */
export function surveyRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.getSurveyState, ({ actor }) => surveyState(services, actor()));
  register(app, services, contract.recordSurveyEvent, ({ actor, body }) => recordSurveyEvent(services, actor(), body));
  register(app, services, contract.getSurveyAnswer, ({ actor }) => mySurveyAnswer(services, actor()));
  register(app, services, contract.submitSurveyAnswer, ({ actor, body }) => submitSurveyAnswer(services, actor(), body));
  register(app, services, contract.adminSurveyStats, () => surveyStats(services));
}
