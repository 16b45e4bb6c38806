import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './route.ts';
import { createTestContext, makeOperator, signUpArtist, type TestContext } from '../test/harness.ts';

// Issue 11 section 3: every call that changes something refuses a request that did not come from our own pages —
// no CSRF header, a forged one, or what a cross-site HTML form can send (its three content types, no custom header) —
// even from a signed-in operator, before it reads the body.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const crossSiteForms: { contentType: string; payload: string }[] = [
  { contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.co&amount=1' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { contentType: 'text/plain', payload: '{"amount":"1"}' },
];

describe('CSRF on every changing route', () => {
  it('refuses a missing or forged header and every cross-site form type, on every non-GET route', async () => {
    const operator = await signUpArtist(ctx);
    await makeOperator(ctx, operator.userId);
    await operator.client.get('/api/open/ping');
    const cookie = [...operator.client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const failures: string[] = [];
    const routes = registeredRoutes(ctx.app).filter((route) => route.method !== 'GET');
    expect(routes.length).toBeGreaterThan(150);
    for (const route of routes) {
      const attempts = [
        { name: 'no header', headers: { 'content-type': 'application/json' }, payload: '{}' },
        { name: 'forged header', headers: { 'content-type': 'application/json', 'x-csrf-token': 'forged-token-of-the-right-length-000000' }, payload: '{}' },
        ...crossSiteForms.map((form) => ({ name: form.contentType, headers: { 'content-type': form.contentType }, payload: form.payload })),
      ];
      for (const attempt of attempts) {
        const answer = await ctx.app.inject({ method: route.method, url: `/api${route.path}`, headers: { ...attempt.headers, cookie }, payload: attempt.payload });
        const body = answer.json() as { baseResponse?: { messageKey?: string } };
        if (answer.statusCode !== 403 || body.baseResponse?.messageKey !== 'error_csrf')
          failures.push(`${route.method} ${route.path} (${attempt.name}) -> ${answer.statusCode} ${body.baseResponse?.messageKey}`);
      }
    }
    expect(failures).toEqual([]);
    // The same session with the right header still gets through: the refusals above were the CSRF check's.
    expect((await operator.client.post('/api/notice/read', { all: true })).status).not.toBe(403);
  });
});
