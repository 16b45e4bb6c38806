import { useSyncExternalStore } from 'react';
import { i18n, subscribeToLanguage } from './translator.ts';

const language = () => i18n.language;

/** Components that translate re-render when the language changes. */
export function useTranslation() {
  useSyncExternalStore(subscribeToLanguage, language, language);
  return { t: i18n.t, i18n };
}
