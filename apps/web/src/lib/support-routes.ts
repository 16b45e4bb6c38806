import type * as support from '@portal/contract/support';
import { endpoint as e } from './api-client.ts';

// Feedback, the assistant and the knowledge hub (decision 033); loaded with those pages only.
export const supportRoutes = {
  feedbackForm: e<typeof support.feedbackForm>('POST', '/open/feedback/form'),
  submitFeedback: e<typeof support.submitFeedback>('POST', '/open/feedback'),
  feedbackUploadToken: e<typeof support.feedbackUploadToken>('GET', '/open/feedback/upload/token'),
  feedbackUpload: e<typeof support.feedbackUpload>('PUT', '/open/feedback/upload'),
  chat: e<typeof support.chat>('POST', '/open/local/open_api/v1/chat'),
  rateChatReply: e<typeof support.rateChatReply>('POST', '/open/chat/evaluation'),
  knowledgeArticles: e<typeof support.knowledgeArticles>('GET', '/open/knowledge/articles'),
  knowledgeArticle: e<typeof support.knowledgeArticle>('GET', '/open/knowledge/article'),
  knowledgeFaq: e<typeof support.knowledgeFaq>('GET', '/open/knowledge/faq'),
  knowledgeFaqFeedback: e<typeof support.knowledgeFaqFeedback>('POST', '/open/knowledge/faq/feedback'),
  adminFeedbackList: e<typeof support.adminFeedbackList>('GET', '/admin/support/feedback'),
  adminFeedbackDetail: e<typeof support.adminFeedbackDetail>('GET', '/admin/support/feedback/detail'),
  adminFeedbackReply: e<typeof support.adminFeedbackReply>('POST', '/admin/support/feedback/reply'),
  adminFeedbackStatus: e<typeof support.adminFeedbackStatus>('POST', '/admin/support/feedback/status'),
  adminFaqStats: e<typeof support.adminFaqStats>('GET', '/admin/support/faq/stats'),
};
