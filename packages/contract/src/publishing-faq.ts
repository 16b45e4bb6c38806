import { z } from 'zod';
import { FAQ_LANGUAGES, FAQ_QUESTION_ID, FAQ_QUESTION_ID_MAX } from '@portal/domain/publishing/faq';
import { defineRoute } from './route.ts';
import * as heads from './heads/publishing-faq.ts';

export const submitFaqFeedback = defineRoute(heads.submitFaqFeedback, {
  summary: 'Whether a publishing FAQ answer helped: one vote per user and question, a new vote replaces the earlier one',
  body: z
    .object({
      questionId: z.string().max(FAQ_QUESTION_ID_MAX).regex(FAQ_QUESTION_ID),
      helpful: z.boolean(),
      lang: z.enum(FAQ_LANGUAGES),
    })
    .strict(),
  response: z.object({ questionId: z.string(), helpful: z.boolean() }),
});
