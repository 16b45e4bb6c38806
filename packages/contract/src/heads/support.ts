import { head } from '../head.ts';
import { CHAT_PROVIDER } from '@portal/domain/support';

export const feedbackForm = head({
  method: 'POST',
  path: '/open/feedback/form',
  tag: 'support',
  access: 'public',
});

export const submitFeedback = head({
  method: 'POST',
  path: '/open/feedback',
  tag: 'support',
  access: 'public',
});

export const feedbackUploadToken = head({
  method: 'GET',
  path: '/open/feedback/upload/token',
  tag: 'support',
  access: 'public',
});

export const feedbackUpload = head({
  method: 'PUT',
  path: '/open/feedback/upload',
  tag: 'support',
  access: 'public',
});

export const chat = head({
  method: 'POST',
  path: `/open/${CHAT_PROVIDER}/open_api/v1/chat`,
  tag: 'support',
  access: 'public',
});

export const rateChatReply = head({
  method: 'POST',
  path: '/open/chat/evaluation',
  tag: 'support',
  access: 'public',
});

export const knowledgeArticles = head({
  method: 'GET',
  path: '/open/knowledge/articles',
  tag: 'support',
  access: 'public',
});

export const knowledgeArticle = head({
  method: 'GET',
  path: '/open/knowledge/article',
  tag: 'support',
  access: 'public',
});

export const knowledgeFaq = head({
  method: 'GET',
  path: '/open/knowledge/faq',
  tag: 'support',
  access: 'public',
});

export const knowledgeFaqFeedback = head({
  method: 'POST',
  path: '/open/knowledge/faq/feedback',
  tag: 'support',
  access: 'public',
});

export const adminFeedbackList = head({
  method: 'GET',
  path: '/admin/support/feedback',
  tag: 'admin',
  access: 'admin',
});

export const adminFeedbackDetail = head({
  method: 'GET',
  path: '/admin/support/feedback/detail',
  tag: 'admin',
  access: 'admin',
});

export const adminFeedbackAttachment = head({
  method: 'GET',
  path: '/admin/support/feedback/attachment',
  tag: 'admin',
  access: 'admin',
  download: true,
});

export const adminFeedbackReply = head({
  method: 'POST',
  path: '/admin/support/feedback/reply',
  tag: 'admin',
  access: 'admin',
});

export const adminFeedbackStatus = head({
  method: 'POST',
  path: '/admin/support/feedback/status',
  tag: 'admin',
  access: 'admin',
});

export const adminFaqStats = head({
  method: 'GET',
  path: '/admin/support/faq/stats',
  tag: 'admin',
  access: 'admin',
});

/** Only answers in a test mode (document 1 section 2); anyone may report, signed in or not. */
export const reportTextPatch = head({
  method: 'POST',
  path: '/open/text-patch',
  tag: 'support',
  access: 'public',
});
