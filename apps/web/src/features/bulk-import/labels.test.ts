import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldLabelKey, findingText, formatSize, placeText } from './labels.ts';

const catalogOf = (language: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../../packages/i18n/locales/${language}.json`, import.meta.url)), 'utf8')) as Record<string, string>;

/** The web translator's substitution over a real catalog. */
function translator(language: string) {
  const catalog = catalogOf(language);
  const t = (key: string, vars: Record<string, unknown> = {}) => (catalog[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  return { t, exists: (key: string) => key in catalog };
}

describe('a finding in the page language', () => {
  it('names the track by number and title, the field as the form labels it, and the rule message with its values', () => {
    const { t, exists } = translator('en');
    expect(findingText(t, exists, { track: 1, trackTitle: 'Night Drive', field: 'isrc', messageKey: 'rule_invalid_format' })).toBe(`Track 2 “Night Drive” — ISRC: ${t('rule_invalid_format')}`);
    expect(findingText(t, exists, { track: null, field: 'title', messageKey: 'rule_title_contains', values: { word: 'Official Audio' } })).toBe(
      `Release title: ${t('rule_title_contains', { word: 'Official Audio' })}`,
    );
    expect(t('rule_title_contains', { word: 'Official Audio' })).toContain('Official Audio');
  });

  it('speaks the reader’s language', () => {
    const { t, exists } = translator('pt-BR');
    expect(findingText(t, exists, { track: 0, trackTitle: 'Amanhecer', field: 'title', messageKey: 'rule_required' })).toBe(`Faixa 1 “Amanhecer” — ${t('rf_track_title')}: ${t('rule_required')}`);
    expect(findingText(t, exists, { track: 2, field: 'fullAudio', messageKey: 'rule_audio_required' })).toBe(`Faixa 3 — ${t('rf_audio')}: ${t('rule_audio_required')}`);
  });

  it('a release field and a track field of the same name are labelled differently', () => {
    expect(fieldLabelKey('title', null)).toBe('rf_release_title');
    expect(fieldLabelKey('title', 0)).toBe('rf_track_title');
    expect(fieldLabelKey('cover', null)).toBe('rf_cover');
    expect(fieldLabelKey('nonsense', 0)).toBeNull();
  });

  it('an unknown message key reads as a general refusal, an unknown field by its name', () => {
    const { t, exists } = translator('en');
    expect(findingText(t, exists, { track: null, field: 'catalogueNumber', messageKey: 'bulk_no_such_key' })).toBe(`catalogueNumber: ${t('bulk_ui_finding_unknown')}`);
  });
});

describe('places and sizes', () => {
  it('points at the sheet and row of a workbook, the reference in a message', () => {
    const { t } = translator('en');
    expect(placeText(t, { file: 'catalogue.xlsx', sheet: 'Tracks', row: 12 })).toBe('Tracks, row 12');
    expect(placeText(t, { file: 'batch/1.xml', reference: 'R0' })).toBe('batch/1.xml · R0');
    expect(placeText(t, { file: 'old.csv', row: 3 })).toBe('old.csv, row 3');
    // Identifiers typed for a migration have no file: the identifier alone.
    expect(placeText(t, { file: '', reference: '850023000019' })).toBe('850023000019');
  });

  it('formats limits in the page language', () => {
    expect(formatSize(20 * 1024 ** 3, 'en')).toBe('20 GB');
    expect(formatSize(64 * 1024 ** 2, 'en')).toBe('64 MB');
    expect(formatSize(64 * 1024 ** 2, 'fr')).toMatch(/^64\sMo$/);
    expect(formatSize(1536, 'de')).toMatch(/^1,5\skB$/);
  });
});
