import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/identity';
import * as admin from '@portal/contract/admin';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { readPersonalInfo, submitPersonalInfo } from './personal-info.ts';
import { decideIdentity, identityCase, identityQueue, startReview } from './review.ts';

export function identityRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.getPersonalInfo, ({ actor }) => readPersonalInfo(services, actor().account));
  register(app, services, contract.submitPersonalInfo, ({ actor, body }) => submitPersonalInfo(services, actor(), body, false));
  register(app, services, contract.updateApprovedPersonalInfo, ({ actor, body }) => submitPersonalInfo(services, actor(), body, true));
  register(app, services, admin.identityQueue, ({ query }) => identityQueue(services, query));
  register(app, services, admin.identityCase, ({ query }) => identityCase(services, query.userId));
  register(app, services, admin.startIdentityReview, ({ body }) => startReview(services, body.userId));
  register(app, services, admin.decideIdentity, ({ auth, body }) => decideIdentity(services, auth().user, body));
}
