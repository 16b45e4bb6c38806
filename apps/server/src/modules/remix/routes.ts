import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/remix';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { remixPreview, remixResult, startRemix } from './remix-tasks.ts';
import { songChorus } from './song-chorus.ts';

/** Online remix and chorus clip detection (decision 035). */
export function remixRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.audioChorus, ({ actor, query }) => songChorus(services, actor(), query));
  register(app, services, contract.remixPreview, ({ actor, body }) => remixPreview(services, actor(), body));
  register(app, services, contract.remixProcess, ({ actor, body }) => startRemix(services, actor(), body));
  register(app, services, contract.remixResult, ({ actor, query }) => remixResult(services, actor(), query.taskId));
}
