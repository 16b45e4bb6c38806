import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/publishing-faq';
import { register } from '../../../platform/route.ts';
import type { Services } from '../../../platform/services.ts';
import { recordFaqFeedback } from './record-faq-feedback.ts';

/** The publishing FAQ's calls; buildApp registers them with the other modules. */
export function publishingFaqRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.submitFaqFeedback, async (ctx) => {
    const { questionId, helpful } = await recordFaqFeedback(services, ctx.actor().person.id, ctx.body);
    return { questionId, helpful };
  });
}
