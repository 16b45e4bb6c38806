import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/open-extras';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { accountLeads, bindOffer, createLead, leadFeedback, leadsForOperators, openLead, unsubscribeLead } from './content-supply.ts';
import { feelgoodToken } from './feelgood.ts';
import { readMaintenance, saveMaintenance } from './maintenance.ts';
import { confirmSubscription, marketUnsubscribe, subscribeNewsletter } from './newsletter.ts';

/** The small open calls whose meaning decision 032 records. */
export function openExtraRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.subscribeNewsletter, ({ body, language, req }) => subscribeNewsletter(services, body.email, language, req.ip));
  register(app, services, contract.confirmSubscription, ({ query }) => confirmSubscription(services, query.token));
  register(app, services, contract.marketUnsubscribe, ({ body }) => marketUnsubscribe(services, body.token));
  register(app, services, contract.feelgoodToken, ({ optionalAuth }) => feelgoodToken(services, optionalAuth()));
  register(app, services, contract.openContentSupplyLead, ({ query }) => openLead(services, query.token));
  register(app, services, contract.contentSupplyUnsubscribe, ({ body }) => unsubscribeLead(services, body.token));
  register(app, services, contract.contentSupplyFeedback, ({ body }) => leadFeedback(services, body.token, body));
  register(app, services, contract.userContentSupplyLead, ({ actor }) => accountLeads(services, actor().account));
  register(app, services, contract.bindContentSupplyOffer, ({ actor, body }) => bindOffer(services, actor().account, body.token));
  register(app, services, contract.adminCreateContentSupplyLead, ({ auth, body }) => createLead(services, auth().user, body));
  register(app, services, contract.adminContentSupplyLeads, ({ query }) => leadsForOperators(services, query));
  register(app, services, contract.mawf, () => readMaintenance(services));
  register(app, services, contract.adminSetMawf, ({ body }) => saveMaintenance(services, body));
}
