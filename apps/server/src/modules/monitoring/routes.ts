import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/monitoring';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { listClientErrors } from './list-client-errors.ts';
import { recordClientErrors } from './record-client-errors.ts';

/** The browser's error reports and the operators' top errors (decision 059). */
export function monitoringRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.reportClientErrors, ({ req, body }) => recordClientErrors(services, req.ip, body.reports));
  register(app, services, contract.listClientErrors, ({ query }) => listClientErrors(services, query));
}
