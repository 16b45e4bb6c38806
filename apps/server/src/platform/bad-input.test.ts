import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './route.ts';
import { createTestContext, makeOperator, signUpArtist, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Values of the wrong shape for any field: nested objects, huge strings, numbers where text goes, and prototype keys.
const junkBody = { __proto__: { polluted: true }, constructor: { prototype: 1 }, a: 'x'.repeat(5000), n: [1, { deep: [null] }] };
const junkQuery = { offset: '-9e999', count: 'NaN', id: '../../etc/passwd', contractId: '1e309', userId: '[object Object]', type: '%00' };

describe('bad input', () => {
  it('never makes any route answer 5xx, signed in as an operator who owns an account', async () => {
    const operator = await signUpArtist(ctx);
    await makeOperator(ctx, operator.userId);
    const failures: string[] = [];
    for (const route of registeredRoutes(ctx.app)) {
      if (!route.body && !route.query) continue;
      if (route.path === '/passport/logout') continue;
      const result = await operator.client.call(route.method, `/api${route.path}`, {
        query: junkQuery,
        ...(route.method === 'GET' ? {} : { body: route.multipart ? undefined : JSON.parse(JSON.stringify(junkBody)) }),
      });
      if (result.status >= 500) failures.push(`${route.method} ${route.path} -> ${result.status}`);
      if (result.status >= 400 && !result.body.baseResponse?.message) failures.push(`${route.method} ${route.path} -> ${result.status} without a message`);
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
