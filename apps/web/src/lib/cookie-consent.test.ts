import { beforeEach, describe, expect, it } from 'vitest';
import { browserSendsGpc, lockedByGpc, readCookieChoice, saveCookieChoice } from './cookie-consent.ts';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
  clear = () => this.data.clear();
}

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

describe('cookie consent', () => {
  it('starts undecided with only necessary cookies', () => {
    expect(readCookieChoice(false)).toEqual({ necessary: true, functional: false, analytics: false, marketing: false, decided: false });
  });

  it('keeps the choice, necessary always on', () => {
    saveCookieChoice({ functional: true, analytics: true, marketing: false, necessary: false }, false);
    expect(readCookieChoice(false)).toEqual({ necessary: true, functional: true, analytics: true, marketing: false, decided: true });
  });

  it('honours Global Privacy Control over anything stored or chosen', () => {
    saveCookieChoice({ analytics: true, marketing: true }, false);
    expect(readCookieChoice(true)).toMatchObject({ analytics: false, marketing: false });
    expect(saveCookieChoice({ functional: true, analytics: true, marketing: true }, true)).toEqual({ necessary: true, functional: true, analytics: false, marketing: false });
    expect(lockedByGpc('marketing', true)).toBe(true);
    expect(lockedByGpc('functional', true)).toBe(false);
    expect(browserSendsGpc({ globalPrivacyControl: true })).toBe(true);
    expect(browserSendsGpc({})).toBe(false);
  });
});
