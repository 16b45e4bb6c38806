import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { installSecurityHeaders, NONCE_PLACEHOLDER } from './security-headers.ts';
import { serveWebApp } from './web.ts';

// Issue 24 finding 3: the portal's page may not be framed, runs only its own scripts, and styles only with the nonce.
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(dist, 'index.html'), `<!doctype html><meta name="csp-nonce" content="${NONCE_PLACEHOLDER}"><title>SoundPort</title>`);
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(dist, { recursive: true, force: true });
});

async function portal(secure: boolean, connectTo: string[] = []) {
  const app = Fastify({ logger: false });
  apps.push(app);
  installSecurityHeaders(app, secure);
  app.get('/api/thing', async () => ({ ok: true }));
  await serveWebApp(app, dist, secure, connectTo);
  await app.ready();
  return app;
}

describe('security headers', () => {
  it("gives every page a fresh style nonce, written into the page and allowed by the page's policy alone", async () => {
    const app = await portal(false);
    const nonces = new Set<string>();
    for (const url of ['/', '/login', '/admin', '/revenue']) {
      const page = await app.inject({ url });
      const policy = String(page.headers['content-security-policy']);
      const nonce = policy.match(/style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
      expect(nonce, url).toBeTruthy();
      expect(page.body).toContain(`content="${nonce}"`);
      expect(page.body).not.toContain(NONCE_PLACEHOLDER);
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('same-origin');
      expect(page.headers['permissions-policy']).toContain('microphone=()');
      expect(page.headers['strict-transport-security']).toBeUndefined();
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('lets the page connect to its own origin only, and to the bucket when files go straight to S3 (decision 057)', async () => {
    const local = String((await (await portal(false)).inject({ url: '/' })).headers['content-security-policy']);
    expect(local).toContain("connect-src 'self';");
    const bucket = String((await (await portal(false, ['https://portal-files.s3.eu-west-3.amazonaws.com'])).inject({ url: '/upload' })).headers['content-security-policy']);
    expect(bucket).toContain("connect-src 'self' https://portal-files.s3.eu-west-3.amazonaws.com;");
    expect(bucket).toContain("default-src 'self';");
  });

  it('lets API answers and files run and frame nothing, and sends HSTS only behind HTTPS', async () => {
    const app = await portal(true);
    const answer = await app.inject({ url: '/api/thing' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String((await app.inject({ url: '/' })).headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
