import * as supportRoutes from '@portal/contract/heads/support';
import type { BodyOf } from '@portal/contract/route';
import type * as support from '@portal/contract/support';
import { queryOptions } from '@tanstack/react-query';
import type { KnowledgeTopic } from '@portal/domain/support';
import { api, send } from '../../lib/api-client.ts';

export const feedbackFormQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['support', 'feedback-form', signedIn],
    queryFn: () => api(supportRoutes.feedbackForm, { body: {} }),
    staleTime: 60_000,
  });

export const articlesQuery = (lang: string, q: string, topic: KnowledgeTopic | null) =>
  queryOptions({
    queryKey: ['support', 'articles', lang, q, topic],
    queryFn: ({ signal }) => api(supportRoutes.knowledgeArticles, { query: { lang, q: q || undefined, topic: topic ?? undefined }, signal }),
  });

export const articleQuery = (lang: string, slug: string) =>
  queryOptions({
    queryKey: ['support', 'article', lang, slug],
    queryFn: ({ signal }) => api(supportRoutes.knowledgeArticle, { query: { lang, slug }, signal }),
    retry: false,
  });

export const faqQuery = (lang: string) =>
  queryOptions({
    queryKey: ['support', 'faq', lang],
    queryFn: ({ signal }) => api(supportRoutes.knowledgeFaq, { query: { lang }, signal }),
  });

/** An attachment: a token for the announced file, then the file itself as the body of one PUT. */
export async function uploadAttachment(file: File) {
  const token = await api(supportRoutes.feedbackUploadToken, { query: { fileName: file.name, size: file.size, mimeType: file.type || 'application/octet-stream' } });
  return send(supportRoutes.feedbackUpload, `?token=${encodeURIComponent(token.token)}`, { body: file, headers: { 'content-type': 'application/octet-stream' } });
}

/** Sends a feedback message to support (visitors and users), with the ids of its uploaded attachments. */
export const sendFeedback = (body: BodyOf<typeof support.submitFeedback>) => api(supportRoutes.submitFeedback, { body });

/** Whether a FAQ answer helped; a new vote replaces the reader's earlier one. */
export const rateFaqAnswer = (questionId: string, helpful: boolean, lang: string) => api(supportRoutes.knowledgeFaqFeedback, { body: { questionId, helpful, lang } });

/** Asks the assistant, with the conversation so far. */
export const askAssistant = (body: BodyOf<typeof support.chat>) => api(supportRoutes.chat, { body });

/** Rates an assistant reply good or bad; null withdraws the rating. */
export const rateAssistantReply = (body: BodyOf<typeof support.rateChatReply>) => api(supportRoutes.rateChatReply, { body });
