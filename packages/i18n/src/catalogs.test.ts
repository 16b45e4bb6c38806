import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uiLanguages } from '@portal/domain/languages';
import { loginCodeMessageKeys, businessCodeMessageKeys } from '@portal/domain/errors';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const load = (lang: string) => JSON.parse(readFileSync(join(root, 'packages/i18n/locales', `${lang}.json`), 'utf8')) as Record<string, string>;
const english = load('en');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('translation catalogs', () => {
  it('has a catalog for each of the 15 languages', () => {
    const files = readdirSync(join(root, 'packages/i18n/locales'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...uiLanguages].sort());
  });

  it.each(uiLanguages.filter((l) => l !== 'en'))('%s has exactly the English keys, filled, with the same placeholders', (lang) => {
    const catalog = load(lang);
    expect(
      Object.keys(catalog).filter((k) => !(k in english)),
      'extra keys',
    ).toEqual([]);
    expect(
      Object.keys(english).filter((k) => !(k in catalog)),
      'missing keys',
    ).toEqual([]);
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), `${lang}.${key} is empty`).not.toBe('');
      expect(placeholders(text), `${lang}.${key} placeholders`).toEqual(placeholders(english[key]!));
    }
  });

  it.each(uiLanguages.filter((l) => l !== 'en'))('%s is really translated (most texts differ from English)', (lang) => {
    const catalog = load(lang);
    const same = Object.keys(english).filter((k) => catalog[k] === english[k]);
    expect(same.length / Object.keys(english).length).toBeLessThan(0.2);
  });

  it('has a text for every error code the API can answer with', () => {
    for (const key of [...Object.values(loginCodeMessageKeys), ...Object.values(businessCodeMessageKeys)]) expect(english).toHaveProperty(key);
  });

  it("has a text for every message key the domain's lists name (label titles and the like)", () => {
    const named = sourceFiles(join(root, 'packages/domain/src')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/messageKey:\s*'([a-z][a-z0-9_]*)'/g)].map((match) => match[1]!));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((key) => !(key in english))).toEqual([]);
  });

  it('has every key the web app and the server use', () => {
    const used = new Set<string>();
    for (const file of [...sourceFiles(join(root, 'apps/web/src')), ...sourceFiles(join(root, 'apps/server/src'))]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*['"]([a-z][a-z0-9_.]*)['"]/g)) used.add(match[1]!);
      for (const match of text.matchAll(/['"]((?:error|validation|email|sms)_[a-z0-9_]+)['"]/g)) used.add(match[1]!);
    }
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });
});
