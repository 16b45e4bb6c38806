import type { FaqLanguage } from '@portal/domain/publishing/faq';

/** A piece of an answer: a paragraph, a bullet list, or numbered steps. Plain text only, never HTML. */
export type FaqBlock = { type: 'paragraph'; text: string } | { type: 'bullets'; items: readonly string[] } | { type: 'steps'; items: readonly string[] };

export const faqTopics = ['getting-started', 'compositions', 'royalties', 'agreement', 'troubleshooting'] as const;
export type FaqTopic = (typeof faqTopics)[number];

export interface FaqQuestion {
  /** Stable slug: it is kept in links (?question=…) and in the feedback statistics, so it never changes with the wording. */
  id: string;
  topic: FaqTopic;
  /** Shown only to users of these regions (ISO 3166-1 alpha-2); absent means everyone. */
  regions?: readonly string[];
  question: string;
  answer: readonly FaqBlock[];
}

export interface FaqContent {
  language: FaqLanguage;
  version: string;
  topics: Readonly<Record<FaqTopic, string>>;
  questions: readonly FaqQuestion[];
}

export const paragraph = (text: string): FaqBlock => ({ type: 'paragraph', text });
export const bullets = (...items: string[]): FaqBlock => ({ type: 'bullets', items });
export const steps = (...items: string[]): FaqBlock => ({ type: 'steps', items });
