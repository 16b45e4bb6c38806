import { FEEDBACK_LIMITS, type FeedbackCategory } from '@portal/domain/support';

export interface FeedbackDraft {
  category: FeedbackCategory | null;
  email: string;
  subject: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own checks, before the server repeats them: field -> message key. */
export function validateFeedback(draft: FeedbackDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.category) problems.category = 'feedback_error_category';
  if (!EMAIL.test(draft.email.trim())) problems.email = 'feedback_error_email';
  if (!draft.subject.trim()) problems.subject = 'feedback_error_subject';
  if (draft.message.trim().length < FEEDBACK_LIMITS.messageMin) problems.message = 'feedback_error_message';
  return problems;
}
