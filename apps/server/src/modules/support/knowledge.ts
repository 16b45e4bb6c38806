import { count, eq, sql } from 'drizzle-orm';
import { knowledgeFaqVotes, publishingFaqFeedback, supportChatReplies } from '@portal/db/schema';
import type { KnowledgeTopic } from '@portal/domain/support';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { helpContentFor, helpContentIn, type Article } from './content.ts';
import { searchHelp } from './retrieval.ts';

const summaryOf = ({ slug, topic, title, summary }: Article) => ({ slug, topic, title, summary });

/** The articles of a topic, or those matching a search (best first), in the reader's language. */
export function listArticles(language: string, input: { q?: string; topic?: KnowledgeTopic }) {
  const { lang, fallback, content } = helpContentFor(language);
  const topics = [...new Set(content.articles.map((a) => a.topic))];
  let articles = content.articles;
  const q = input.q?.trim();
  if (q) {
    const found = searchHelp(lang, q, 20).filter((h) => h.doc.kind === 'article');
    articles = found.flatMap((h) => (h.doc.kind === 'article' ? [h.doc.article] : []));
  }
  if (input.topic) articles = articles.filter((a) => a.topic === input.topic);
  return { lang, fallback, topics, articles: articles.map(summaryOf) };
}

export function readArticle(language: string, slug: string) {
  const { lang, fallback, content } = helpContentFor(language);
  const article = content.articles.find((a) => a.slug === slug);
  if (!article) throw refusal(404, 'error_not_found');
  return { lang, fallback, article, related: content.articles.filter((a) => a.topic === article.topic && a.slug !== slug).map(summaryOf) };
}

export async function readFaq(services: Services, language: string, voter: string | null) {
  const { lang, fallback, content } = helpContentFor(language);
  const votes = voter
    ? await services.db.select({ questionId: knowledgeFaqVotes.questionId, helpful: knowledgeFaqVotes.helpful }).from(knowledgeFaqVotes).where(eq(knowledgeFaqVotes.voter, voter))
    : [];
  const mine = new Map(votes.map((v) => [v.questionId, v.helpful]));
  return { lang, fallback, entries: content.faq.map((entry) => ({ ...entry, myVote: mine.get(entry.id) ?? null })) };
}

/** One vote per reader and question; voting again replaces it, so repeated clicks cannot skew the counts. */
export async function recordFaqVote(services: Services, voter: string, input: { questionId: string; helpful: boolean; lang: string }) {
  if (!helpContentIn('en').faq.some((entry) => entry.id === input.questionId)) throw refusal(404, 'error_not_found', 'body.questionId');
  const values = { voter, questionId: input.questionId, lang: input.lang, helpful: input.helpful, at: new Date() };
  await services.db
    .insert(knowledgeFaqVotes)
    .values(values)
    .onConflictDoUpdate({ target: [knowledgeFaqVotes.voter, knowledgeFaqVotes.questionId], set: { helpful: values.helpful, lang: values.lang, at: values.at } });
  return { questionId: input.questionId, helpful: input.helpful };
}

const votesBy = async (services: Services, table: typeof knowledgeFaqVotes | typeof publishingFaqFeedback) => {
  const rows = await services.db
    .select({
      questionId: table.questionId,
      helpful: sql<number>`count(*) filter (where ${table.helpful})`.mapWith(Number),
      unhelpful: sql<number>`count(*) filter (where not ${table.helpful})`.mapWith(Number),
    })
    .from(table)
    .groupBy(table.questionId);
  return new Map(rows.map((r) => [r.questionId, r]));
};

/**
 * The FAQ-answer statistics for operators: every knowledge-hub answer (with its question), then the publishing FAQ's
 * answers that have votes, and how the assistant's replies were rated.
 */
export async function faqStatistics(services: Services) {
  const knowledge = await votesBy(services, knowledgeFaqVotes);
  const publishing = await votesBy(services, publishingFaqFeedback);
  const answers = [
    ...helpContentIn('en').faq.map((entry) => ({
      faq: 'knowledge' as const,
      questionId: entry.id,
      question: entry.question,
      helpful: knowledge.get(entry.id)?.helpful ?? 0,
      unhelpful: knowledge.get(entry.id)?.unhelpful ?? 0,
    })),
    ...[...publishing.values()].map((r) => ({ faq: 'publishing' as const, questionId: r.questionId, question: r.questionId, helpful: r.helpful, unhelpful: r.unhelpful })),
  ];
  const [chat] = await services.db
    .select({
      replies: count(),
      human: sql<number>`count(*) filter (where ${supportChatReplies.human})`.mapWith(Number),
      good: sql<number>`count(*) filter (where ${supportChatReplies.evaluation} = 'good')`.mapWith(Number),
      bad: sql<number>`count(*) filter (where ${supportChatReplies.evaluation} = 'bad')`.mapWith(Number),
    })
    .from(supportChatReplies);
  return { answers, chat: chat ?? { replies: 0, human: 0, good: 0, bad: 0 } };
}
