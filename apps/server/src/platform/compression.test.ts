import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, GOOD_PASSWORD, signUpArtist, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('compressed answers', () => {
  it('sends an answer of 1 kB or more as Brotli or gzip when the caller accepts it, plain otherwise', async () => {
    const plain = await ctx.app.inject({ url: '/api/open/region' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

    const brotli = await ctx.app.inject({ url: '/api/open/region', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await ctx.app.inject({ url: '/api/open/region', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const ping = await ctx.app.inject({ url: '/api/open/ping', headers: { 'accept-encoding': 'br' } });
    expect(ping.statusCode).toBe(200);
    expect(ping.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: a gzip login is refused, the same login in plain JSON passes', async () => {
    const { email } = await signUpArtist(ctx);
    const credentials = JSON.stringify({ email, password: GOOD_PASSWORD });
    const visitor = ctx.client();
    const zipped = await visitor.post('/api/passport/login/password', gzipSync(credentials), {
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(zipped.status).toBe(400);
    expect(visitor.jar.has('sid')).toBe(false);
    const plain = await visitor.post('/api/passport/login/password', credentials, { headers: { 'content-type': 'application/json' } });
    expect(plain.status).toBe(200);
  });
});
