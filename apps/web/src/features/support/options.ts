import { FEEDBACK_CATEGORIES, KNOWLEDGE_TOPICS } from '@portal/domain/support';
import { optionSource } from '../../lib/option-sources.ts';

/** The feedback form's categories: those the server offers, or all of them before it answers. */
export const feedbackCategoryOptions = optionSource(
  'support.feedback-category',
  (t, categories: readonly string[] = FEEDBACK_CATEGORIES) => categories.map((value) => ({ value, label: t(`feedback_category_${value}`) })),
  [FEEDBACK_CATEGORIES],
);
/** The knowledge hub's topics, as the server lists them. */
export const knowledgeTopicOptions = optionSource('support.knowledge-topic', (t, topics: readonly string[]) => topics.map((value) => ({ value, label: t(`knowledge_topic_${value}`) })), [
  KNOWLEDGE_TOPICS,
]);
