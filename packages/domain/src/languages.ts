/** UI languages of document 1 section 1: the main set, then the extended list. */
export const mainLanguages = ['en', 'pt-BR', 'id', 'es-MX', 'ja'] as const;
export const extendedLanguages = ['ar', 'vi', 'ms', 'fr', 'th', 'tr', 'de', 'nl', 'sv', 'da'] as const;
export const uiLanguages = [...mainLanguages, ...extendedLanguages] as const;
export type UiLanguage = (typeof uiLanguages)[number];

export const defaultLanguage: UiLanguage = 'en';
export const rtlLanguages: readonly UiLanguage[] = ['ar'];

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);
}

export function isRtl(language: string): boolean {
  return (rtlLanguages as readonly string[]).includes(language);
}

/**
 * Picks the supported language closest to a browser or header tag:
 * exact match first, then the same base language (pt-PT -> pt-BR, es-ES -> es-MX).
 */
export function matchUiLanguage(tag: string | null | undefined): UiLanguage | null {
  if (!tag) return null;
  const wanted = tag.trim();
  const exact = uiLanguages.find((l) => l.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const base = wanted.split(/[-_]/)[0]?.toLowerCase();
  if (base === 'in') return 'id';
  return uiLanguages.find((l) => l.split('-')[0]?.toLowerCase() === base) ?? null;
}

/** Language from the lang query parameter, then the saved choice, then the browser's list. */
export function resolveLanguage(query: string | null, saved: string | null, browser: readonly string[]): UiLanguage {
  for (const candidate of [query, saved, ...browser]) {
    const match = matchUiLanguage(candidate);
    if (match) return match;
  }
  return defaultLanguage;
}
