import * as supportRoutes from '@portal/contract/heads/support';
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
