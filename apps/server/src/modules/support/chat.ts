import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { supportChatReplies } from '@portal/db/schema';
import { CHAT_PROVIDER, HUMAN_MARKER, knowledgeLanguageOf, type ChatEvaluation, type KnowledgeLanguage } from '@portal/domain/support';
import { AppError, refusal } from '../../platform/errors.ts';
import { hit } from '../../platform/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { BusinessCode } from '@portal/domain/errors';
import { askHostedModel, type HostedModelSettings } from './hosted-model.ts';
import { bestParagraph, isConfident, searchHelp, type HelpDocument, type Hit } from './retrieval.ts';

/** Questions per address per hour: generous for a person, a wall for a script. */
const QUESTIONS_PER_HOUR = 60;

export interface ChatQuestion {
  conversationId: string;
  query: string;
  user: string;
  history: { role: 'user' | 'assistant'; content: string }[];
}

export interface ChatSource {
  kind: 'article' | 'faq';
  id: string;
  title: string;
  url: string;
}

export const sourceOf = (doc: HelpDocument): ChatSource =>
  doc.kind === 'article'
    ? { kind: 'article', id: doc.article.slug, title: doc.article.title, url: `/knowledge/${doc.article.slug}` }
    : { kind: 'faq', id: doc.entry.id, title: doc.entry.question, url: `/knowledge/faq#${doc.entry.id}` };

/** The question's language first; English (always written) when nothing there is close enough. */
function retrieve(language: KnowledgeLanguage, query: string): { lang: KnowledgeLanguage; hits: Hit[] } {
  const hits = searchHelp(language, query);
  if (isConfident(hits[0]) || language === 'en') return { lang: language, hits };
  const english = searchHelp('en', query);
  return isConfident(english[0]) ? { lang: 'en', hits: english } : { lang: language, hits };
}

/** Without a language model: the FAQ answer, or the article's summary and its paragraph closest to the question. */
function localAnswer(doc: HelpDocument, query: string): string {
  if (doc.kind === 'faq') return doc.entry.answer;
  const paragraph = bestParagraph(doc.article, query);
  return paragraph && paragraph !== doc.article.summary ? `${doc.article.summary}\n\n${paragraph}` : doc.article.summary;
}

const languageName = (lang: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? 'English';

export interface ChatContext {
  language: string;
  userId: number | null;
  ip: string;
  log: FastifyBaseLogger;
}

export async function answerChat(services: Services, hosted: HostedModelSettings | null, question: ChatQuestion, context: ChatContext) {
  if (!(await hit(services, `chat:ip:${context.ip}`, QUESTIONS_PER_HOUR, 3600))) throw new AppError(BusinessCode.TOO_MANY_REQUESTS, 429);
  const query = question.query.replace(/[\r\n]+/g, ' ').trim();
  const uiLanguage = context.language;
  const { lang, hits } = retrieve(knowledgeLanguageOf(uiLanguage), query);
  const t = (key: string, vars?: Record<string, string>) => services.translate(uiLanguage, key, vars);
  let answer = `${t('support_chat_no_match')}\n\n${HUMAN_MARKER}`;
  let sources: ChatSource[] = [];
  let engine: 'local' | 'hosted' = 'local';
  const best = hits[0];
  if (isConfident(best)) {
    const used = hits
      .filter((h) => isConfident(h))
      .slice(0, 3)
      .map((h) => h.doc);
    let text = localAnswer(best.doc, query);
    if (hosted) {
      try {
        const reply = await askHostedModel(hosted, { languageName: languageName(lang), documents: used, history: question.history, query });
        text = reply.includes(HUMAN_MARKER) ? '' : reply;
        engine = 'hosted';
      } catch (error) {
        context.log.warn({ err: error }, 'support assistant: the language model failed, answering from the local search');
      }
    }
    if (text) {
      sources = [sourceOf(best.doc)];
      answer = `${text}\n\n${t('support_chat_source', { link: `[${sources[0]!.title}](${sources[0]!.url})` })}`;
    }
  }

  const human = sources.length === 0;
  const messageId = `cm_${randomBytes(12).toString('base64url')}`;
  await services.db.insert(supportChatReplies).values({
    id: messageId,
    conversationId: question.conversationId,
    userId: context.userId,
    provider: CHAT_PROVIDER,
    engine,
    lang: uiLanguage,
    query,
    answer,
    sources,
    human,
  });
  return { answer, messageId, conversationId: question.conversationId, human, sources };
}

/** Rates (or, with null, un-rates) a reply of the conversation. */
export async function rateChatReply(services: Services, input: { conversationId: string; messageId: string; evaluation: ChatEvaluation | null }) {
  const rows = await services.db
    .update(supportChatReplies)
    .set({ evaluation: input.evaluation })
    .where(and(eq(supportChatReplies.id, input.messageId), eq(supportChatReplies.conversationId, input.conversationId)))
    .returning({ id: supportChatReplies.id });
  if (rows.length === 0) throw refusal(404, 'error_not_found');
  return { messageId: input.messageId, evaluation: input.evaluation };
}
