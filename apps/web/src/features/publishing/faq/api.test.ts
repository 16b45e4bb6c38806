import { describe, expect, it } from 'vitest';
import * as contract from '@portal/contract/publishing-faq';
import { faqRoutes } from './api.ts';

describe('FAQ api routes', () => {
  it('match the contract', () => {
    for (const [name, entry] of Object.entries(faqRoutes)) {
      const route = (contract as unknown as Record<string, { method: string; path: string }>)[name];
      expect(route, name).toBeDefined();
      expect({ method: entry.method, path: entry.path }).toEqual({ method: route!.method, path: route!.path });
    }
  });
});
