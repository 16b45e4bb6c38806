import type { KnowledgeLanguage } from '@portal/domain/support';
import { helpContentIn, type Article, type FaqEntry } from './content.ts';
import { tokenize } from './tokenize.ts';

export type HelpDocument = { kind: 'article'; article: Article } | { kind: 'faq'; entry: FaqEntry };

interface Indexed {
  doc: HelpDocument;
  length: number;
  counts: Map<string, number>;
}

interface Index {
  docs: Indexed[];
  df: Map<string, number>;
  averageLength: number;
}

export interface Hit {
  doc: HelpDocument;
  score: number;
  /** Share of the question's weight (IDF) that the document contains, 0 to 1. */
  coverage: number;
  /** The IDF weight of the question's terms the document contains. */
  matchedWeight: number;
}

const K1 = 1.2;
const B = 0.75;
/** Below these, the best document is not about the question and the assistant hands over to a person. */
export const MIN_COVERAGE = 0.4;
export const MIN_MATCHED_WEIGHT = 3;

// Titles and questions say what a document is about: they count twice.
const textOf = (doc: HelpDocument) =>
  doc.kind === 'article' ? `${doc.article.title} ${doc.article.title} ${doc.article.summary} ${doc.article.body}` : `${doc.entry.question} ${doc.entry.question} ${doc.entry.answer}`;

function countTokens(tokens: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

function buildIndex(lang: KnowledgeLanguage): Index {
  const content = helpContentIn(lang);
  const documents: HelpDocument[] = [...content.articles.map((article) => ({ kind: 'article' as const, article })), ...content.faq.map((entry) => ({ kind: 'faq' as const, entry }))];
  const docs = documents.map((doc) => {
    const tokens = tokenize(textOf(doc));
    return { doc, length: tokens.length, counts: countTokens(tokens) };
  });
  const df = new Map<string, number>();
  for (const doc of docs) for (const token of doc.counts.keys()) df.set(token, (df.get(token) ?? 0) + 1);
  return { docs, df, averageLength: docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length) };
}

const indexes = new Map<KnowledgeLanguage, Index>();
const indexOf = (lang: KnowledgeLanguage) => {
  let index = indexes.get(lang);
  if (!index) indexes.set(lang, (index = buildIndex(lang)));
  return index;
};

const idf = (index: Index, token: string) => {
  const n = index.docs.length;
  const df = index.df.get(token) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
};

/** BM25 over the language's articles and FAQ entries, best first. */
export function searchHelp(lang: KnowledgeLanguage, query: string, limit = 5): Hit[] {
  const index = indexOf(lang);
  const terms = [...new Set(tokenize(query))];
  if (terms.length === 0) return [];
  const weights = new Map(terms.map((term) => [term, idf(index, term)]));
  const totalWeight = [...weights.values()].reduce((a, b) => a + b, 0);
  const hits: Hit[] = [];
  for (const indexed of index.docs) {
    let score = 0;
    let matchedWeight = 0;
    for (const term of terms) {
      const tf = indexed.counts.get(term);
      if (!tf) continue;
      const weight = weights.get(term)!;
      matchedWeight += weight;
      score += (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * indexed.length) / index.averageLength));
    }
    if (score > 0) hits.push({ doc: indexed.doc, score, coverage: matchedWeight / totalWeight, matchedWeight });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}

export const isConfident = (hit: Hit | undefined): hit is Hit => hit !== undefined && hit.coverage >= MIN_COVERAGE && hit.matchedWeight >= MIN_MATCHED_WEIGHT;

/** The passages of an article: paragraphs, and each item of a list on its own (headings left out). */
function passages(article: Article): string[] {
  return article.body
    .split(/\n\n+/)
    .flatMap((block) => {
      const lines = block.split('\n').filter((line) => !line.startsWith('#'));
      return lines.every((line) => line.startsWith('- ')) ? lines.map((line) => line.slice(2)) : [lines.join('\n')];
    })
    .filter(Boolean);
}

/** The passage of an article that holds most of the question's terms. */
export function bestParagraph(article: Article, query: string): string {
  const terms = new Set(tokenize(query));
  let best = '';
  let bestCount = 0;
  for (const passage of passages(article)) {
    const count = new Set(tokenize(passage).filter((token) => terms.has(token))).size;
    if (count > bestCount) [best, bestCount] = [passage, count];
  }
  return best;
}
