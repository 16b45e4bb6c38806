import { defaultLanguage, isUiLanguage, type UiLanguage } from '@portal/domain/languages';

export type Catalog = Record<string, string>;
export type Vars = Record<string, string | number>;

/** Fills {{name}} placeholders, the only syntax the catalogs use. */
export function interpolate(template: string, vars: Vars = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translator over catalogs loaded by the caller; unknown keys fall back to English, then to the key. */
export function createTranslator(load: (language: UiLanguage) => Catalog) {
  const cache = new Map<UiLanguage, Catalog>();
  const catalog = (language: UiLanguage) => {
    let found = cache.get(language);
    if (!found) {
      found = load(language);
      cache.set(language, found);
    }
    return found;
  };
  return (language: string, key: string, vars?: Vars): string => {
    const lang = isUiLanguage(language) ? language : defaultLanguage;
    const template = catalog(lang)[key] ?? catalog(defaultLanguage)[key] ?? key;
    return interpolate(template, vars);
  };
}
