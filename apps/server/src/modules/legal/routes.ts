import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/legal';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { acceptanceState, acceptLegal } from './acceptance.ts';

/** Acceptance of the terms of service and privacy policy per person (decision 056). */
export function legalRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.legalStatus, ({ actor }) => acceptanceState(services, actor().person.id));
  register(app, services, contract.acceptLegal, ({ actor, body }) => acceptLegal(services, actor().person.id, body.documents));
}
