import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/deliveries';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { collectAcknowledgements } from '../releases/acknowledgements.ts';
import { batchZip, deliveryDetail, holdStore, listDeliveries, retryDeliveriesForReason, retryDelivery } from './operations.ts';

/** The operator console's Deliveries page and system health panel (issue 23, decision 047). */
export function deliveryRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.listDeliveries, ({ query, language }) => listDeliveries(services, language, query));
  register(app, services, contract.deliveryDetail, ({ query, language }) => deliveryDetail(services, language, query));
  register(app, services, contract.retryDelivery, ({ body, auth }) => retryDelivery(services, body, auth().user.id));
  register(app, services, contract.retryDeliveriesForReason, ({ body, auth }) => retryDeliveriesForReason(services, body.reasonCode, auth().user.id));
  register(app, services, contract.holdStore, ({ body, auth }) => holdStore(services, body, auth().user.id));
  register(app, services, contract.downloadDeliveryBatch, ({ query }) => batchZip(services, query.messageId));
  register(app, services, contract.collectAcknowledgements, () => collectAcknowledgements(services));
  register(app, services, contract.systemHealth, async ({ query, language }) => {
    const report = query.refresh === '1' ? await services.health.refresh() : await services.health.current();
    return {
      checkedAt: report.checkedAt.toISOString(),
      problems: report.problems.map((problem) => ({
        code: problem.code,
        feature: problem.feature,
        severity: problem.severity,
        message: services.translate(language, problem.messageKey, problem.vars),
        fix: services.translate(language, problem.fixKey, problem.vars),
      })),
      checks: report.checks,
    };
  });
}
