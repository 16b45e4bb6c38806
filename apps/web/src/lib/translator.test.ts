import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, addCatalog, i18n, KEY_MODE, subscribeToLanguage } from './translator.ts';

addCatalog('en', { greet: 'Hello {{name}}', only_en: 'English only' });
addCatalog('fr', { greet: 'Bonjour {{name}}' });

afterEach(() => activateLanguage('en'));

describe('the translator', () => {
  it('fills placeholders in the active language and falls back to English for a key the language lacks', () => {
    activateLanguage('fr');
    expect(i18n.t('greet', { name: 'Ana' })).toBe('Bonjour Ana');
    expect(i18n.t('only_en')).toBe('English only');
    expect(i18n.exists('only_en')).toBe(true);
  });

  it('reports an unknown key or a missing variable and shows the key or the placeholder', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(i18n.t('nope')).toBe('nope');
    expect(i18n.exists('nope')).toBe(false);
    expect(i18n.t('greet')).toBe('Hello {{name}}');
    expect(report.mock.calls.map((call) => call[0])).toEqual(['[monitoring] missing i18n key: nope (en)', '[monitoring] missing i18n variable: name in greet (en)']);
    report.mockRestore();
  });

  it('shows raw keys in key mode and tells subscribers when the language changes', () => {
    const notified = vi.fn();
    const unsubscribe = subscribeToLanguage(notified);
    activateLanguage(KEY_MODE);
    expect(i18n.t('greet', { name: 'Ana' })).toBe('greet');
    expect(i18n.language).toBe(KEY_MODE);
    unsubscribe();
    activateLanguage('fr');
    expect(notified).toHaveBeenCalledTimes(1);
  });
});
