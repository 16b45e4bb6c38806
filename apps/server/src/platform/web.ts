import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendAppPage } from './security-headers.ts';

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, as the Brotli or gzip copy the build wrote
 * beside each text file when the browser accepts it (decision 046), and index.html (never cached) for every client
 * route, with a fresh style nonce and its Content-Security-Policy (which lets the page reach the origins in `connectTo`
 * as well as its own). Returns false when there is no build to serve.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string, secure = false, connectTo: string[] = []): Promise<boolean> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const indexHtml = readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The cache lifetimes are set below; left on, the plugin would overwrite them with `max-age=0`.
    cacheControl: false,
    setHeaders(res, path) {
      // A shared cache must not hand a Brotli copy to a browser that asked for gzip or nothing.
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  app.get('/', (_req, reply) => sendAppPage(reply, indexHtml, secure, connectTo));
  app.get('/*', (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') return reply.callNotFound();
    return sendAppPage(reply, indexHtml, secure, connectTo);
  });
  return true;
}
