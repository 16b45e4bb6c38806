import type { Catalog } from '@portal/i18n/translate';
import { reportToMonitoring } from './error-reporter.ts';

/**
 * The web app's translator: the active language's catalog, English behind it when loaded, {{name}} placeholders.
 * It replaces i18next, whose plural, nesting and formatting features the catalogs do not use; that keeps about
 * 12 kB out of the login page's budgeted first load (decision 026).
 */

/** Key mode: t() returns the key itself (test-config "forced language: key"). */
export const KEY_MODE = 'cimode';

type Vars = Record<string, unknown>;

const catalogs = new Map<string, Catalog>();
const listeners = new Set<() => void>();
let active = 'en';

/**
 * Missing keys and variables are reported to monitoring (document 1 section 8) and said on the console, where the
 * browser journeys watch for them (e2e/support/browser.ts fails the journey that met one).
 */
function reportMissing(what: string, language: string): void {
  console.error(`[monitoring] ${what} (${language})`);
  reportToMonitoring('missing_i18n', what, { language });
}

function lookup(key: string): string | undefined {
  return catalogs.get(active)?.[key] ?? catalogs.get('en')?.[key];
}

function t(key: string, vars?: Vars): string {
  if (active === KEY_MODE) return key;
  const template = lookup(key);
  if (template === undefined) {
    reportMissing(`missing i18n key: ${key}`, active);
    return key;
  }
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    if (vars && name in vars) return String(vars[name]);
    reportMissing(`missing i18n variable: ${name} in ${key}`, active);
    return whole;
  });
}

export const i18n = {
  get language() {
    return active;
  },
  t,
  exists: (key: string) => lookup(key) !== undefined,
};

export function hasLoadedCatalog(language: string): boolean {
  return catalogs.has(language);
}

export function addCatalog(language: string, catalog: Catalog): void {
  catalogs.set(language, catalog);
}

/** Makes a language active and re-renders every component that translates. */
export function activateLanguage(language: string): void {
  active = language;
  listeners.forEach((notify) => notify());
}

export function subscribeToLanguage(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}
