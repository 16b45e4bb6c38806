import { describe, expect, it } from 'vitest';
import { FAQ_LANGUAGES, FAQ_QUESTION_ID, FAQ_QUESTION_ID_MAX } from '@portal/domain/publishing/faq';
import { ASCAP_REGIONS } from '@portal/domain/publishing/signup';
import { FAQ_CONTENT_VERSION, loadFaqContent } from './index.ts';
import * as en from './en.ts';
import * as ptBR from './pt-BR.ts';
import * as id from './id.ts';
import * as esMX from './es-MX.ts';
import { ASCAP_SIGN_UP_REGIONS } from './regions.ts';
import { faqTopics, type FaqBlock } from './types.ts';

const modules = { en, 'pt-BR': ptBR, id, 'es-MX': esMX };
const all = Object.entries(modules).map(([language, module]) => ({ language, faq: module.faq, version: module.version }));
const texts = (block: FaqBlock) => (block.type === 'paragraph' ? [block.text] : [...block.items]);

describe('publishing FAQ content', () => {
  it('is version 0.31.0 in every language', () => {
    expect(FAQ_CONTENT_VERSION).toBe('0.31.0');
    for (const { language, faq, version } of all) {
      expect(version, language).toBe('0.31.0');
      expect(faq.version, language).toBe('0.31.0');
      expect(faq.language).toBe(language);
    }
  });

  it('has the four languages the FAQ is offered in, loadable by code', async () => {
    expect(Object.keys(modules).sort()).toEqual([...FAQ_LANGUAGES].sort());
    for (const language of FAQ_LANGUAGES) expect((await loadFaqContent(language)).language).toBe(language);
  });

  it('has the same questions, topics and regions in the same order in every language', () => {
    const shape = (faq: (typeof all)[number]['faq']) => faq.questions.map((q) => ({ id: q.id, topic: q.topic, regions: q.regions ?? null, blocks: q.answer.map((b) => b.type) }));
    const english = shape(en.faq);
    expect(english.length).toBeGreaterThanOrEqual(18);
    expect(english.length).toBeLessThanOrEqual(25);
    for (const { language, faq } of all) expect(shape(faq), language).toEqual(english);
  });

  it('has unique slug ids and a topic title for every topic', () => {
    const ids = en.faq.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const questionId of ids) {
      expect(questionId).toMatch(FAQ_QUESTION_ID);
      expect(questionId.length).toBeLessThanOrEqual(FAQ_QUESTION_ID_MAX);
    }
    for (const { language, faq } of all) for (const topic of faqTopics) expect(faq.topics[topic]?.trim(), `${language} ${topic}`).toBeTruthy();
  });

  it('has a non-empty question and answer everywhere, as plain text', () => {
    for (const { language, faq } of all) {
      for (const question of faq.questions) {
        const where = `${language} ${question.id}`;
        expect(question.question.trim(), where).not.toBe('');
        expect(question.answer.length, where).toBeGreaterThan(0);
        for (const block of question.answer) {
          const lines = texts(block);
          expect(lines.length, where).toBeGreaterThan(0);
          for (const line of lines) {
            expect(line.trim(), where).not.toBe('');
            expect(line, where).not.toMatch(/<\/?[a-z][^>]*>/i);
          }
        }
      }
    }
  });

  it('really is translated: no translated question repeats the English one', () => {
    for (const { language, faq } of all.filter((entry) => entry.language !== 'en')) {
      faq.questions.forEach((question, index) => expect(question.question, `${language} ${question.id}`).not.toBe(en.faq.questions[index]!.question));
    }
  });

  it('covers the topics of document 2: sign-up, splits, timeline, royalties, societies, term, eligibility, Latin titles, the failure message', () => {
    const ids = en.faq.questions.map((q) => q.id);
    for (const expected of [
      'how-to-sign-up',
      'register-composition',
      'registration-timeline',
      'royalty-types',
      'society-types',
      'agreement-term',
      'eligible-tracks',
      'latin-alternate-title',
      'songwriter-names',
      'what-is-ipi',
      'songwriter-entry-failed',
      'payout-timing',
      'royalty-share',
    ]) {
      expect(ids).toContain(expected);
    }
    const failure = en.faq.questions.find((q) => q.id === 'songwriter-entry-failed')!;
    expect(failure.question).toContain('Cannot complete registration, please contact the SoundPort team to resolve it.');
    expect(failure.answer.flatMap(texts).join(' ')).toContain('support request');
    const answerText = en.faq.questions.flatMap((q) => q.answer.flatMap(texts)).join(' ');
    for (const fact of ['up to 12 months', 'two equal shares', '100%', '90%', '1-2 quarters', '2-3 years', 'one year', 'every quarter', 'A-Z', '0-9', 'full legal name', 'do not estimate']) {
      expect(answerText).toContain(fact);
    }
  });

  it('limits the ASCAP questions to the ASCAP sign-up regions and the digits-only IPI rule to Brazil', () => {
    expect([...ASCAP_SIGN_UP_REGIONS]).toEqual([...ASCAP_REGIONS]);
    const regions = Object.fromEntries(en.faq.questions.filter((q) => q.regions).map((q) => [q.id, q.regions]));
    expect(regions).toEqual({ 'ascap-sign-up-details': ['US', 'PR'], 'ipi-digits-only': ['BR'] });
  });
});
