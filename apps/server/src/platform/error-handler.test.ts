import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@portal/contract/catalog';
import { installErrorHandling } from './error-handler.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('error answers', () => {
  it('answers 400 when the database refuses a value the route let through, 500 for other failures', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app, (_language, key) => `text of ${key}`);
    app.get('/out-of-range', async () => ctx.services.db.execute(sql`select ${'9007199254740991'}::int4`));
    app.get('/not-a-number', async () => ctx.services.db.execute(sql`select ${'twelve'}::int8`));
    app.get('/missing-table', async () => ctx.services.db.execute(sql`select * from no_such_table`));
    for (const url of ['/out-of-range', '/not-a-number']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().baseResponse).toMatchObject({ errorCode: 70000, messageKey: 'error_invalid_request', message: 'text of error_invalid_request' });
    }
    expect((await app.inject({ url: '/missing-table' })).statusCode).toBe(500);
    await app.close();
  });

  it('answers 400 to a multipart body without a boundary (the parser throws a plain Error for it)', async () => {
    const client = ctx.client();
    await client.get('/api/open/ping');
    for (const type of ['multipart/form-data', 'Multipart/Form-Data', 'multipart/form-data;;;']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/partial/init',
        headers: { 'content-type': type, 'x-csrf-token': client.jar.get('csrf_token')!, cookie: `csrf_token=${client.jar.get('csrf_token')}` },
        payload: '{}',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().baseResponse.messageKey).toBe('error_request_common');
    }
  });

  it('answers 400 to a multipart body cut short, on every multipart route (issue 24, finding 4)', async () => {
    const client = ctx.client();
    await client.get('/api/open/ping');
    const csrf = client.jar.get('csrf_token')!;
    const boundary = 'x-boundary-x';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="uploadId"\r\n\r\nup_aaaaaaaaaaaaaaaa\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG half a fi`;
    const routes = allRoutes.filter((route) => route.multipart).map((route) => `/api${route.path}`);
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const url of routes) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrf-token': csrf, cookie: `csrf_token=${csrf}` },
        payload: truncated,
      });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(400);
      expect(answer.json().baseResponse).toMatchObject({ messageKey: 'error_request_common', message: expect.any(String) });
    }
  });
});
