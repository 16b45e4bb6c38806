import type { Catalog } from '@portal/i18n/translate';
import { isRtl, mainLanguages, resolveLanguage, uiLanguages, type UiLanguage } from '@portal/domain/languages';
import { writeCookie } from './cookies.ts';
import { readStorage, StorageKey, writeStorage } from './storage.ts';
import { readTestConfig } from './test-config.ts';
import { activateLanguage, addCatalog, hasLoadedCatalog, i18n, KEY_MODE } from './translator.ts';

// One lazy chunk per catalog; only the active language is fetched.
const catalogs = import.meta.glob<Catalog>('../../../../packages/i18n/locales/*.json', { import: 'default' });
const catalogPath = (language: string) => `../../../../packages/i18n/locales/${language}.json`;

/** Languages whose catalog exists; the others show English until the translator delivers. */
export function hasCatalog(language: string): boolean {
  return catalogPath(language) in catalogs;
}

/** The picker's list: all 15 languages, or the main set when test config turns the full list off. */
export function pickerLanguages(): readonly UiLanguage[] {
  return readTestConfig().showFullLanguageList ? uiLanguages : mainLanguages;
}

/** Test-config forced language first, then the lang query parameter, the saved choice and the browser. */
export function initialLanguage(): string {
  const forced = readTestConfig().forcedLanguage;
  if (forced === 'key') return KEY_MODE;
  if (forced !== 'none') return forced;
  const query = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  const browser = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'en'];
  return resolveLanguage(query, readStorage(StorageKey.language), browser);
}

async function loadCatalog(language: string): Promise<void> {
  if (language === KEY_MODE) return;
  const target = hasCatalog(language) ? language : 'en';
  if (hasLoadedCatalog(target)) return;
  const load = catalogs[catalogPath(target)];
  if (load) addCatalog(target, await load());
}

/** Sets <html lang dir>, the lang cookie the server translates errors with, the document title and description. */
function applyToDocument(language: string): void {
  const lang = language === KEY_MODE ? 'en' : language;
  document.documentElement.lang = lang;
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
  writeCookie('lang', lang);
  document.title = i18n.t('app_name');
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('app_description'));
}

export async function initI18n(): Promise<string> {
  const language = initialLanguage();
  await loadCatalog(language);
  activateLanguage(language);
  applyToDocument(language);
  return language;
}

/** Switches the UI language and remembers it; the server copy (PUT /user) is the caller's business. */
export async function switchLanguage(language: UiLanguage): Promise<void> {
  await loadCatalog(language);
  activateLanguage(language);
  writeStorage(StorageKey.language, language);
  applyToDocument(language);
}

export function currentLanguage(): string {
  return i18n.language === KEY_MODE ? 'en' : i18n.language;
}
