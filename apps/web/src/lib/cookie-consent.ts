import { readStorage, StorageKey, writeStorage } from './storage.ts';

export const cookieCategories = ['necessary', 'functional', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof cookieCategories)[number];
export type CookieChoice = Record<CookieCategory, boolean>;

/** Categories a Global Privacy Control signal turns off: anything that sells or shares data, or tracks. */
const gpcBlocked: CookieCategory[] = ['analytics', 'marketing'];

export const browserSendsGpc = (nav: { globalPrivacyControl?: boolean } | undefined = globalThis.navigator as never) => nav?.globalPrivacyControl === true;

/** The stored choice (necessary is always on), with GPC honoured over anything stored. */
export function readCookieChoice(gpc = browserSendsGpc()): CookieChoice & { decided: boolean } {
  let stored: Partial<CookieChoice> = {};
  try {
    stored = JSON.parse(readStorage(StorageKey.cookieTypes) ?? '{}') as Partial<CookieChoice>;
  } catch {
    stored = {};
  }
  const choice = {
    necessary: true,
    functional: stored.functional ?? false,
    analytics: stored.analytics ?? false,
    marketing: stored.marketing ?? false,
    decided: readStorage(StorageKey.cookieTypes) !== null,
  };
  if (gpc) for (const category of gpcBlocked) choice[category] = false;
  return choice;
}

export function saveCookieChoice(choice: Partial<CookieChoice>, gpc = browserSendsGpc()): CookieChoice {
  const saved: CookieChoice = {
    necessary: true,
    functional: choice.functional ?? false,
    analytics: gpc ? false : (choice.analytics ?? false),
    marketing: gpc ? false : (choice.marketing ?? false),
  };
  writeStorage(StorageKey.cookieTypes, JSON.stringify(saved));
  if (gpc) writeStorage(StorageKey.gpcConsent, new Date().toISOString());
  return saved;
}

export const lockedByGpc = (category: CookieCategory, gpc = browserSendsGpc()) => gpc && gpcBlocked.includes(category);
