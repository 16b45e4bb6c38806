import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SettlementStatus, SignStatus } from '@portal/domain/enums';
import { loginCodeMessageKeys, businessCodeMessageKeys } from '@portal/domain/errors';

const src = fileURLToPath(new URL('..', import.meta.url));
const catalog = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../packages/i18n/locales/en.json', import.meta.url)), 'utf8')) as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const sources = sourceFiles(src).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('message keys used by the web app', () => {
  it('every literal t() key exists in en.json', () => {
    const missing: string[] = [];
    for (const { path, text } of sources) {
      for (const match of text.matchAll(/\bt\(\s*'([a-z0-9_]+)'/g)) if (!(match[1]! in catalog)) missing.push(`${match[1]} (${path.slice(src.length)})`);
      for (const match of text.matchAll(/(?:messageKey|Key)=?"([a-z][a-z0-9_]+)"/g)) if (!(match[1]! in catalog)) missing.push(`${match[1]} (${path.slice(src.length)})`);
    }
    expect(missing).toEqual([]);
  });

  it('keys built at run time exist too', () => {
    const dynamic = [
      ...Object.keys(SettlementStatus).map((name) => `settlement_status_${name}`),
      ...Object.keys(SignStatus).map((name) => `sign_status_${name}`),
      ...['open', 'system', 'release'].map((scope) => `admin_gate_scope_${scope}`),
      ...['match', 'boe', 'prod'].map((env) => `test_config_env_${env}`),
      ...['email', 'sms'].map((channel) => `admin_outbox_channel_${channel}`),
      ...['pending', 'logged', 'sent', 'failed'].map((status) => `admin_outbox_status_${status}`),
      ...Object.values(loginCodeMessageKeys),
      ...Object.values(businessCodeMessageKeys),
      'user_type_artist',
      'user_type_label_management',
      'user_type_label_label',
      'validation_required',
      'validation_too_long',
      'error_network',
      'error_not_found',
      'internal_error',
    ];
    expect(dynamic.filter((key) => !(key in catalog))).toEqual([]);
  });

  it('no visible text is hard-coded in JSX between tags', () => {
    const offenders: string[] = [];
    for (const { path, text } of sources) {
      if (!path.endsWith('.tsx')) continue;
      // Text nodes of letters directly inside elements, e.g. <span>Hello</span>.
      for (const match of text.matchAll(/(?<![=])>\s*([A-Za-z][A-Za-z ,.'!?]{2,})\s*</g)) offenders.push(`${match[1]} (${path.slice(src.length)})`);
    }
    expect(offenders).toEqual([]);
  });
});
