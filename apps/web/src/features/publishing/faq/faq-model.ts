import { matchUiLanguage } from '@portal/domain/languages';
import { FAQ_LANGUAGES, isFaqLanguage, type FaqLanguage } from '@portal/domain/publishing/faq';

export { FAQ_LANGUAGES, type FaqLanguage };

/** Delay before an opened question is scrolled into view: the panel has finished opening by then. */
export const SCROLL_DELAY_MS = 500;

const asFaqLanguage = (tag: string | null | undefined): FaqLanguage | null => {
  const match = matchUiLanguage(tag);
  return isFaqLanguage(match) ? match : null;
};

/** The lang parameter when it names an FAQ language (pt -> pt-BR), else the user's language when it is one, else English. */
export function chooseFaqLanguage(langParam: string | null, userLanguage: string | null | undefined): FaqLanguage {
  return asFaqLanguage(langParam) ?? asFaqLanguage(userLanguage) ?? 'en';
}

/** Questions for everyone, plus those limited to the user's region; an unknown region sees only the general ones. */
export function questionsForRegion<Q extends { regions?: readonly string[] }>(questions: readonly Q[], region: string | null | undefined): Q[] {
  const code = region?.toUpperCase();
  return questions.filter((question) => !question.regions || (code !== undefined && question.regions.includes(code)));
}

/** The open questions from the question parameter (a,b,c): known ids only, each once, in the order given. */
export function parseOpenQuestions(param: string | null, knownIds: readonly string[]): string[] {
  const known = new Set(knownIds);
  const open: string[] = [];
  for (const part of (param ?? '').split(',')) {
    const id = part.trim();
    if (known.has(id) && !open.includes(id)) open.push(id);
  }
  return open;
}

/**
 * The page's search string with the open questions and the FAQ language: `?question=a,b&lang=pt-BR`, other
 * parameters kept in front. Question ids are slugs, so the commas stay readable rather than %2C.
 */
export function faqSearch(current: URLSearchParams, open: readonly string[], language: FaqLanguage): string {
  const others = new URLSearchParams(current);
  others.delete('question');
  others.delete('lang');
  const parts = [others.toString(), open.length ? `question=${open.map(encodeURIComponent).join(',')}` : '', `lang=${encodeURIComponent(language)}`];
  return `?${parts.filter(Boolean).join('&')}`;
}

/** The first question open in `next` that was not open before: the one to scroll to. */
export function firstNewlyOpened(before: readonly string[], next: readonly string[]): string | null {
  return next.find((id) => !before.includes(id)) ?? null;
}

/** The support mailbox of a region, Brazil's when the region has none (as the shell's contact-us does). */
export function contactMailbox(regions: readonly { code: string; contactMailbox: string }[], region: string | null | undefined): string | null {
  const mailbox = (code: string) => regions.find((r) => r.code === code)?.contactMailbox || null;
  return (region ? mailbox(region) : null) ?? mailbox('BR');
}

/** Questions grouped under their topics, in the topics' order; topics without questions are left out. */
export function groupByTopic<T extends string, Q extends { topic: T }>(topics: readonly T[], questions: readonly Q[]): { topic: T; questions: Q[] }[] {
  return topics.map((topic) => ({ topic, questions: questions.filter((q) => q.topic === topic) })).filter((group) => group.questions.length > 0);
}
