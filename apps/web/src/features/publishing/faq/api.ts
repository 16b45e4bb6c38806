import type { BodyOf } from '@portal/contract/route';
import type * as faq from '@portal/contract/publishing-faq';
import { api, endpoint } from '../../../lib/api-client.ts';

/** Method and path of the FAQ's calls (types only from the contract; api.test.ts checks them against it). */
export const faqRoutes = {
  submitFaqFeedback: endpoint<typeof faq.submitFaqFeedback>('POST', '/publishing/faq/feedback'),
};

/** Sends a "Was this helpful?" answer to the feedback statistics. */
export const sendFaqFeedback = (body: BodyOf<typeof faq.submitFaqFeedback>) => api(faqRoutes.submitFaqFeedback, { body });
