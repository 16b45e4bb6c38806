import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_LANGUAGES } from '@portal/domain/support';
import { helpContentIn } from './content.ts';
import { bestParagraph, isConfident, searchHelp, type Hit } from './retrieval.ts';
import { tokenize } from './tokenize.ts';

const idOf = (hit: Hit | undefined) => (hit ? (hit.doc.kind === 'article' ? hit.doc.article.slug : hit.doc.entry.id) : null);

describe('tokenize', () => {
  it('folds case and accents, drops stop words and strips plural and verb endings', () => {
    expect(tokenize('How do I change the Release dates?')).toEqual(['chang', 'releas', 'date']);
    expect(tokenize('¿Cuál es el MÍNIMO?')).toEqual(['minimo']);
  });

  it('cuts text written without spaces into character pairs, also inside mixed words', () => {
    expect(tokenize('最低出金額')).toEqual(['最低', '低出', '出金', '金額']);
    expect(tokenize('ISRCコード')).toEqual(['isrc', 'コー', 'ード']);
    expect(tokenize('ถอนเงิน')).toContain('ถอ');
  });
});

describe('searchHelp', () => {
  const table: [string, string, string[]][] = [
    ['en', 'What is the minimum withdrawal?', ['withdraw-your-earnings', 'minimum-withdrawal']],
    ['en', 'What size should my cover be?', ['cover-size']],
    ['en', 'How do I pay my producer their share?', ['split-with-producer']],
    ['en', 'Can my manager log in to my account?', ['invite-manager']],
    ['en', 'I forgot my password', ['forgot-password']],
    ['es-MX', '¿Qué tamaño debe tener la portada?', ['cover-size']],
    ['es-MX', '¿Cuál es el mínimo para retirar?', ['minimum-withdrawal', 'withdraw-your-earnings']],
    ['ja', '最低出金額はいくらですか', ['minimum-withdrawal', 'withdraw-your-earnings']],
    ['ja', 'ISRCコードは必要ですか', ['need-own-isrc', 'isrc-and-upc-codes']],
  ];
  it.each(table)('%s: "%s" finds the right help', (lang, query, expected) => {
    const [best] = searchHelp(lang as (typeof KNOWLEDGE_LANGUAGES)[number], query);
    expect(isConfident(best)).toBe(true);
    expect(expected).toContain(idOf(best));
  });

  it.each([
    ['en', 'qwxz blorf vrrk'],
    ['en', 'What is the best recipe for lasagna?'],
    ['en', 'Who won the football match yesterday?'],
    ['es-MX', 'receta de lasaña'],
    ['ja', '今日の天気は？'],
  ])('%s: "%s" is not about the portal', (lang, query) => {
    expect(isConfident(searchHelp(lang as (typeof KNOWLEDGE_LANGUAGES)[number], query)[0])).toBe(false);
  });

  it('picks the paragraph of an article that speaks to the question', () => {
    const article = helpContentIn('en').articles.find((a) => a.slug === 'withdraw-your-earnings')!;
    expect(bestParagraph(article, 'my bank transfer failed, do I get the fee back?')).toContain('**Failed**');
  });
});

describe('the help content', () => {
  it('has the same articles and questions, with links that resolve, in every language', () => {
    const english = helpContentIn('en');
    const slugs = english.articles.map((a) => a.slug);
    expect(english.articles.length).toBeGreaterThanOrEqual(10);
    expect(english.faq.length).toBeGreaterThanOrEqual(20);
    for (const lang of KNOWLEDGE_LANGUAGES) {
      const content = helpContentIn(lang);
      expect(
        content.articles.map((a) => [a.slug, a.topic]),
        lang,
      ).toEqual(english.articles.map((a) => [a.slug, a.topic]));
      expect(
        content.faq.map((e) => [e.id, e.topic]),
        lang,
      ).toEqual(english.faq.map((e) => [e.id, e.topic]));
      for (const article of content.articles) {
        for (const [, target] of article.body.matchAll(/\]\(\/knowledge\/([a-z0-9-]+)\)/g)) expect(slugs, `${lang} ${article.slug}`).toContain(target);
      }
      if (lang !== 'en') expect(content.faq[0]!.question, lang).not.toBe(english.faq[0]!.question);
    }
  });
});
