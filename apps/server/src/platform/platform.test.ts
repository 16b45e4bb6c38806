import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { allRoutes } from '@portal/contract/catalog';
import { createTestContext, GOOD_PASSWORD, uniqueEmail, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ bodyLimitBytes: 10_000 });
});
afterAll(() => ctx.close());

const userCount = async () => (await ctx.services.db.select({ n: count() }).from(users))[0]!.n;

describe('API platform', () => {
  it('answers ping with the base response and sets a csrf_token cookie', async () => {
    const client = ctx.client();
    const result = await client.get('/api/open/ping');
    expect(result.status).toBe(200);
    expect(result.body.baseResponse).toEqual({ errorCode: 0, message: 'success' });
    expect(result.body.data.pong).toBe(true);
    expect(client.jar.get('csrf_token')).toMatch(/^[\w-]{32,}$/);
  });

  it('refuses a non-GET call without the CSRF header and changes nothing', async () => {
    const before = await userCount();
    const client = ctx.client();
    await client.get('/api/open/ping');
    const missing = await client.post('/api/passport/signup/email', { email: uniqueEmail(), password: GOOD_PASSWORD }, { csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body.baseResponse).toMatchObject({ errorCode: 70000, messageKey: 'error_csrf' });
    const wrong = await client.post('/api/passport/signup/email', { email: uniqueEmail(), password: GOOD_PASSWORD }, { csrf: false, headers: { 'x-csrf-token': 'forged' } });
    expect(wrong.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const result = await ctx.client().get('/api/no/such/route');
    expect(result.status).toBe(404);
    expect(result.body.baseResponse.messageKey).toBe('error_not_found');
  });

  it('answers 400 with per-field details for an invalid body', async () => {
    const result = await ctx.client().post('/api/passport/login/password', { email: 42 });
    expect(result.status).toBe(400);
    const fields = result.body.baseResponse.details!.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.email', 'body.password']));
    expect(result.body.baseResponse.details!.find((d) => d.field === 'body.password')!.messageKey).toBe('validation_required');
  });

  it('answers 400 for broken JSON and a __proto__ key, 413 for a body over the limit, 415 for an odd type', async () => {
    const client = ctx.client();
    await client.get('/api/open/ping');
    const headers = { 'content-type': 'application/json', 'x-csrf-token': client.jar.get('csrf_token')!, cookie: `csrf_token=${client.jar.get('csrf_token')}` };
    const broken = await ctx.app.inject({ method: 'POST', url: '/api/passport/login/password', headers, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().baseResponse.messageKey).toBe('error_invalid_json');
    const proto = await ctx.app.inject({ method: 'POST', url: '/api/passport/login/password', headers, payload: '{"__proto__":{"isAdmin":true},"email":"a@b.co","password":"x"}' });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const huge = await ctx.app.inject({ method: 'POST', url: '/api/passport/login/password', headers, payload: JSON.stringify({ email: 'a'.repeat(20_000), password: 'x' }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().baseResponse.messageKey).toBe('error_payload_too_large');
    const odd = await ctx.app.inject({ method: 'POST', url: '/api/passport/login/password', headers: { ...headers, 'content-type': 'application/x-unknown' }, payload: 'x' });
    expect(odd.statusCode).toBe(415);
  });

  it('answers 401 to protected calls without a session', async () => {
    for (const path of ['/api/user', '/api/system/feature/gate', '/api/aggregated/header-config', '/api/system/preference']) {
      const result = await ctx.client().get(path);
      expect(result.status, path).toBe(401);
    }
  });

  it('publishes OpenAPI 3.1 covering every contract route, and a readable reference page', async () => {
    const result = await ctx.client().get('/api/openapi.json');
    const doc = result.body as unknown as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of allRoutes) {
      expect(doc.paths[`/api${route.path}`]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.body).toContain('/api/passport/login/password');
  });
});
