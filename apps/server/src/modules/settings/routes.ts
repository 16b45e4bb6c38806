import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/settings';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.ts';
import { changeEmail, changePhone, sendEmailChangeCode, sendPhoneChangeCode } from './contact-change.ts';
import { topicsOf, unsubscribe, updateTopics } from './subscriptions.ts';

export function settingsRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.listSessions, ({ auth }) => listSessions(services, auth()));
  register(app, services, contract.endSession, ({ auth, body }) => endSession(services, auth(), body.id));
  register(app, services, contract.endOtherSessions, ({ auth }) => endOtherSessions(services, auth()));
  register(app, services, contract.sendEmailChangeCode, ({ auth, body, req }) => sendEmailChangeCode(services, auth().user, body.email, req.ip));
  register(app, services, contract.changeEmail, ({ auth, body }) => changeEmail(services, auth().user, body.email, body.code));
  register(app, services, contract.sendPhoneChangeCode, ({ auth, body, req }) => sendPhoneChangeCode(services, auth().user, body.region, body.phone, req.ip));
  register(app, services, contract.changePhone, ({ auth, body }) => changePhone(services, auth().user, body.region, body.phone, body.code));
  register(app, services, contract.emailSubscriptions, async ({ auth }) => ({ topics: topicsOf(auth().user) }));
  register(app, services, contract.updateEmailSubscriptions, ({ auth, body }) => updateTopics(services, auth().user, body));
  register(app, services, contract.unsubscribe, ({ body }) => unsubscribe(services, body.ticket, body.surveyReason));
}
