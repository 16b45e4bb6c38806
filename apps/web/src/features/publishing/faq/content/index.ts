import type { FaqLanguage } from '@portal/domain/publishing/faq';
import type { FaqContent } from './types.ts';

/** The content version of document 2 section 1; every translation carries it as well. */
export const FAQ_CONTENT_VERSION = '0.31.0';

// One lazy import per language: a reader downloads only the FAQ they read.
const loaders: Record<FaqLanguage, () => Promise<{ faq: FaqContent }>> = {
  en: () => import('./en.ts'),
  'pt-BR': () => import('./pt-BR.ts'),
  id: () => import('./id.ts'),
  'es-MX': () => import('./es-MX.ts'),
};

export async function loadFaqContent(language: FaqLanguage): Promise<FaqContent> {
  return (await loaders[language]()).faq;
}
