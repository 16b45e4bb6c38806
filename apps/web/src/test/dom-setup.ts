import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import ar from '../../../../packages/i18n/locales/ar.json';
import en from '../../../../packages/i18n/locales/en.json';
import { activateLanguage, addCatalog } from '../lib/translator.ts';

// What Mantine asks of a browser that happy-dom leaves out.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
// Mantine's autosizing Textarea listens for web fonts loading.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => {
  addCatalog('en', en);
  addCatalog('ar', ar);
  activateLanguage('en');
});
afterEach(cleanup);
