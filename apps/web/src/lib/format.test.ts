import { describe, expect, it } from 'vitest';
import { formatCompact, formatDateTime, isolateLtr, regionName, safeLocale } from './format.ts';
import { nativeLanguageName } from './language-names.ts';

describe('formatCompact', () => {
  it.each([
    [1_200, '1.2K'],
    [3_400_000, '3.4M'],
    [5_600_000_000, '5.6B'],
    [7_800_000_000_000, '7.8T'],
    [999, '999'],
    [0, '0'],
  ])('formats %d as %s in English', (value, expected) => {
    expect(formatCompact(value, 'en')).toBe(expected);
  });

  it('uses the suffixes of the locale', () => {
    expect(formatCompact(12_000, 'ja')).toBe('1.2万');
    expect(formatCompact(3_400_000, 'de')).toMatch(/^3,4\sMio\.$/);
    expect(formatCompact(1_200, 'pt-BR')).toMatch(/^1,2\smil$/);
  });

  it('falls back to English for tags Intl does not know (the translator’s key mode)', () => {
    expect(safeLocale('cimode')).toBe('en');
    expect(formatCompact(1_200, 'cimode')).toBe('1.2K');
  });
});

describe('formatDateTime', () => {
  it('uses yyyy-MM-dd HH:mm in local time, as one left-to-right isolate', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 9, 7))).toBe('\u20662024-01-05 09:07\u2069');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('keeps a date whole inside an Arabic sentence', () => {
    // Without the isolate the bidirectional algorithm reads the digits after Arabic letters as Arabic numbers and
    // shows the parts right to left.
    const sentence = `سُجّل الدخول في ${formatDateTime(new Date(2026, 11, 3, 14, 5))}`;
    expect(sentence).toContain('\u20662026-12-03 14:05\u2069');
    expect(isolateLtr('')).toBe('');
    expect(isolateLtr('192.0.2.7')).toBe('\u2066192.0.2.7\u2069');
  });
});

describe('region and language names', () => {
  it('names regions in the UI language', () => {
    expect(regionName('BR', 'en')).toBe('Brazil');
    expect(regionName('BR', 'pt-BR')).toBe('Brasil');
  });

  it('names languages in themselves', () => {
    expect(nativeLanguageName('ja')).toBe('日本語');
    expect(nativeLanguageName('pt-BR')).toBe('Português (Brasil)');
    expect(nativeLanguageName('en')).toBe('English');
  });
});
