import * as faqRoutes from '@portal/contract/heads/publishing-faq';
import type { BodyOf } from '@portal/contract/route';
import type * as faq from '@portal/contract/publishing-faq';
import { api } from '../../../lib/api-client.ts';

/** Sends a "Was this helpful?" answer to the feedback statistics. */
export const sendFaqFeedback = (body: BodyOf<typeof faq.submitFaqFeedback>) => api(faqRoutes.submitFaqFeedback, { body });
