import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/notice';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { listNotices, readNotices } from './list-notices.ts';

export function noticeRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.listNotices, (ctx) => listNotices(services, ctx.actor().person.id, ctx.language, ctx.query));
  register(app, services, contract.readNotices, (ctx) => readNotices(services, ctx.actor().person.id, ctx.body));
}
