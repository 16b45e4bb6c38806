import { publishingFaqFeedback } from '@portal/db/schema';
import type { FaqLanguage } from '@portal/domain/publishing/faq';
import { forbidden } from '../../../platform/errors.ts';
import type { Services } from '../../../platform/services.ts';

export interface FaqFeedback {
  questionId: string;
  helpful: boolean;
  lang: FaqLanguage;
}

/**
 * Records whether an FAQ answer helped. One row per person and question: answering again replaces the earlier
 * answer, so repeated clicks cannot skew the statistics. The FAQ is part of the gated publishing area.
 */
export async function recordFaqFeedback(services: Services, userId: number, feedback: FaqFeedback): Promise<FaqFeedback> {
  if (!(await services.gates.isOn('system', 'publishingService'))) throw forbidden('error_publishing_unavailable');
  const values = { userId, ...feedback, at: new Date() };
  await services.db
    .insert(publishingFaqFeedback)
    .values(values)
    .onConflictDoUpdate({ target: [publishingFaqFeedback.userId, publishingFaqFeedback.questionId], set: { helpful: values.helpful, lang: values.lang, at: values.at } });
  return feedback;
}
