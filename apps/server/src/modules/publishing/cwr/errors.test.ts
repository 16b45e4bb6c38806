import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CwrMessage } from './errors.ts';

const english: Record<string, string> = JSON.parse(readFileSync(new URL('../../../../../../packages/i18n/locales/en.json', import.meta.url), 'utf8'));

describe('CWR message keys', () => {
  it('all have an English text, and none names a placeholder count', () => {
    for (const key of Object.values(CwrMessage)) {
      expect(english[key], key).toBeTypeOf('string');
      expect(english[key]).not.toContain('{{count}}');
    }
  });
});
