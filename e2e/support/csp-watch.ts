import { afterEach } from 'vitest';
import { expectCleanPages } from './browser.ts';

// The journeys run under the portal's own Content-Security-Policy: anything it refused fails the test that caused it.
// Likewise a text key or variable the catalogs lack (the page reports it to monitoring): the failure names the key.
afterEach(expectCleanPages);
