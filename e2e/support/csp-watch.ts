import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.ts';

// The journeys run under the portal's own Content-Security-Policy: anything it refused fails the test that caused it.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
