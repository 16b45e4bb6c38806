import { KNOWLEDGE_LANGUAGES, knowledgeLanguageOf, type KnowledgeLanguage, type KnowledgeTopic } from '@portal/domain/support';
import en from './content/en.json' with { type: 'json' };
import esMX from './content/es-MX.json' with { type: 'json' };
import ptBR from './content/pt-BR.json' with { type: 'json' };
import fr from './content/fr.json' with { type: 'json' };
import de from './content/de.json' with { type: 'json' };
import ja from './content/ja.json' with { type: 'json' };

export interface Article {
  slug: string;
  topic: KnowledgeTopic;
  title: string;
  summary: string;
  /** Markdown: paragraphs, ## headings, - lists, **bold** and [links](/path). */
  body: string;
}

export interface FaqEntry {
  id: string;
  topic: KnowledgeTopic;
  question: string;
  answer: string;
}

export interface HelpContent {
  articles: Article[];
  faq: FaqEntry[];
}

/** The help content, one file per language (content/<lang>.json), bundled with the server. */
const byLanguage = { en, 'es-MX': esMX, 'pt-BR': ptBR, fr, de, ja } as Record<KnowledgeLanguage, HelpContent>;

/** The content a reader of this UI language gets: their own language, or English (fallback) when it is not written. */
export function helpContentFor(language: string): { lang: KnowledgeLanguage; fallback: boolean; content: HelpContent } {
  const lang = knowledgeLanguageOf(language);
  return { lang, fallback: lang !== language, content: byLanguage[lang] };
}

export const helpLanguages = KNOWLEDGE_LANGUAGES;
export const helpContentIn = (lang: KnowledgeLanguage): HelpContent => byLanguage[lang];
