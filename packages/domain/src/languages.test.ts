import { describe, expect, it } from 'vitest';
import { isRtl, matchUiLanguage, resolveLanguage, uiLanguages } from './languages.ts';

describe('UI languages', () => {
  it('has the 15 languages of document 1', () => {
    expect(uiLanguages).toEqual(['en', 'pt-BR', 'id', 'es-MX', 'ja', 'ar', 'vi', 'ms', 'fr', 'th', 'tr', 'de', 'nl', 'sv', 'da']);
  });

  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['es', 'es-MX'],
    ['es-ES', 'es-MX'],
    ['in-ID', 'id'],
    ['ja-JP', 'ja'],
    ['zh-CN', null],
    ['', null],
  ])('matches %s to %s', (tag, expected) => {
    expect(matchUiLanguage(tag)).toBe(expected);
  });

  it('takes the lang query first, then the saved choice, then the browser', () => {
    expect(resolveLanguage('ja', 'de', ['fr'])).toBe('ja');
    expect(resolveLanguage(null, 'de', ['fr'])).toBe('de');
    expect(resolveLanguage('xx', null, ['zh', 'fr-CA'])).toBe('fr');
    expect(resolveLanguage(null, null, [])).toBe('en');
  });

  it('renders Arabic right to left only', () => {
    expect(uiLanguages.filter(isRtl)).toEqual(['ar']);
  });
});
