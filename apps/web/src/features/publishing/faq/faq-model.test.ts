import { describe, expect, it } from 'vitest';
import { chooseFaqLanguage, contactMailbox, faqSearch, firstNewlyOpened, groupByTopic, parseOpenQuestions, questionsForRegion } from './faq-model.ts';

describe('chooseFaqLanguage', () => {
  it('reads the FAQ in the user’s language when it is one of the four, else in English', () => {
    expect(chooseFaqLanguage(null, 'pt-BR')).toBe('pt-BR');
    expect(chooseFaqLanguage(null, 'id')).toBe('id');
    expect(chooseFaqLanguage(null, 'es-MX')).toBe('es-MX');
    expect(chooseFaqLanguage(null, 'ja')).toBe('en');
    expect(chooseFaqLanguage(null, 'fr')).toBe('en');
    expect(chooseFaqLanguage(null, 'cimode')).toBe('en');
    expect(chooseFaqLanguage(null, undefined)).toBe('en');
  });

  it('lets the lang parameter override, when it names an FAQ language', () => {
    expect(chooseFaqLanguage('id', 'pt-BR')).toBe('id');
    expect(chooseFaqLanguage('es-mx', 'en')).toBe('es-MX');
    expect(chooseFaqLanguage('pt', 'en')).toBe('pt-BR');
    expect(chooseFaqLanguage('en', 'es-MX')).toBe('en');
    expect(chooseFaqLanguage('de', 'es-MX')).toBe('es-MX');
    expect(chooseFaqLanguage('nonsense', 'id')).toBe('id');
    expect(chooseFaqLanguage('', 'id')).toBe('id');
  });
});

describe('questionsForRegion', () => {
  const questions = [{ id: 'general' }, { id: 'us-only', regions: ['US', 'PR'] }, { id: 'brazil-only', regions: ['BR'] }];

  it('keeps general questions and those of the user’s region, in order', () => {
    expect(questionsForRegion(questions, 'US').map((q) => q.id)).toEqual(['general', 'us-only']);
    expect(questionsForRegion(questions, 'pr').map((q) => q.id)).toEqual(['general', 'us-only']);
    expect(questionsForRegion(questions, 'BR').map((q) => q.id)).toEqual(['general', 'brazil-only']);
    expect(questionsForRegion(questions, 'ID').map((q) => q.id)).toEqual(['general']);
  });

  it('shows only general questions when the region is unknown', () => {
    expect(questionsForRegion(questions, null).map((q) => q.id)).toEqual(['general']);
    expect(questionsForRegion(questions, undefined).map((q) => q.id)).toEqual(['general']);
  });
});

describe('the question parameter', () => {
  const known = ['how-to-sign-up', 'what-is-ipi', 'registration-timeline'];

  it('parses comma-separated ids, keeping their order and dropping unknown ones and repeats', () => {
    expect(parseOpenQuestions('what-is-ipi,how-to-sign-up', known)).toEqual(['what-is-ipi', 'how-to-sign-up']);
    expect(parseOpenQuestions('what-is-ipi,gone-question,,what-is-ipi, registration-timeline ', known)).toEqual(['what-is-ipi', 'registration-timeline']);
    expect(parseOpenQuestions('', known)).toEqual([]);
    expect(parseOpenQuestions(null, known)).toEqual([]);
    expect(parseOpenQuestions('what-is-ipi', [])).toEqual([]);
  });

  it('writes question and lang, with readable commas, keeping other parameters', () => {
    expect(faqSearch(new URLSearchParams(''), ['what-is-ipi', 'how-to-sign-up'], 'pt-BR')).toBe('?question=what-is-ipi,how-to-sign-up&lang=pt-BR');
    expect(faqSearch(new URLSearchParams('from=track-list&question=old&lang=en'), ['what-is-ipi'], 'id')).toBe('?from=track-list&question=what-is-ipi&lang=id');
    expect(faqSearch(new URLSearchParams('question=what-is-ipi&lang=es-MX'), [], 'es-MX')).toBe('?lang=es-MX');
  });

  it('round-trips: what is written is read back the same', () => {
    const search = faqSearch(new URLSearchParams('lang=en'), ['registration-timeline', 'what-is-ipi'], 'en');
    const params = new URLSearchParams(search);
    expect(parseOpenQuestions(params.get('question'), known)).toEqual(['registration-timeline', 'what-is-ipi']);
    expect(chooseFaqLanguage(params.get('lang'), 'id')).toBe('en');
  });
});

describe('firstNewlyOpened', () => {
  it('names the question just opened, or nothing when one was closed', () => {
    expect(firstNewlyOpened(['a'], ['a', 'b'])).toBe('b');
    expect(firstNewlyOpened([], ['c', 'd'])).toBe('c');
    expect(firstNewlyOpened(['a', 'b'], ['a'])).toBeNull();
    expect(firstNewlyOpened(['a'], ['a'])).toBeNull();
  });
});

describe('contactMailbox', () => {
  const regions = [
    { code: 'BR', contactMailbox: 'suporte@example.com' },
    { code: 'US', contactMailbox: 'support.us@example.com' },
    { code: 'ID', contactMailbox: '' },
  ];

  it('uses the region’s mailbox, with Brazil’s as the fallback', () => {
    expect(contactMailbox(regions, 'US')).toBe('support.us@example.com');
    expect(contactMailbox(regions, 'ID')).toBe('suporte@example.com');
    expect(contactMailbox(regions, 'MX')).toBe('suporte@example.com');
    expect(contactMailbox(regions, null)).toBe('suporte@example.com');
    expect(contactMailbox([], 'US')).toBeNull();
  });
});

describe('groupByTopic', () => {
  it('groups in the topics’ order and leaves out empty topics', () => {
    const groups = groupByTopic(['a', 'b', 'c'] as const, [
      { id: 1, topic: 'c' as const },
      { id: 2, topic: 'a' as const },
      { id: 3, topic: 'c' as const },
    ]);
    expect(groups.map((g) => [g.topic, g.questions.map((q) => q.id)])).toEqual([
      ['a', [2]],
      ['c', [1, 3]],
    ]);
  });
});
