import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UiLanguage } from '@portal/domain/languages';
import type { Catalog } from './translate.ts';

/** Locale files live in packages/i18n/locales; the server bundle gets a copy beside it. */
function localesDir(): string {
  for (const candidate of ['./locales/', '../locales/']) {
    const url = new URL(candidate, import.meta.url);
    try {
      readFileSync(new URL('en.json', url));
      return fileURLToPath(url);
    } catch {}
  }
  throw new Error('locales folder not found');
}

let dir: string | null = null;
export function loadCatalog(language: UiLanguage): Catalog {
  dir ??= localesDir();
  try {
    return JSON.parse(readFileSync(`${dir}/${language}.json`, 'utf8')) as Catalog;
  } catch {
    // A language without a catalog falls back to English key by key (the catalog test fails on any gap).
    return {};
  }
}
