// The baseline: a bare Fastify 5 server (no plugins, no hooks, no logger) that answers fixed bytes.
// BARE_RESPONSES is a JSON object { "/api/open/ping": { "contentType": "...", "body": "..." }, ... } — bench/api.mjs
// fills it with the real server's responses so both answer the same content-type and body.
// BARE_RESPONSES_FILE names a file of the same JSON, for answers too large for the environment; there a body may
// be given as `bodyBase64` (images). Without either, it answers a ping of the real server's shape (bench/cold-start.mjs).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const responses = process.env.BARE_RESPONSES_FILE
  ? JSON.parse(readFileSync(process.env.BARE_RESPONSES_FILE, 'utf8'))
  : process.env.BARE_RESPONSES
    ? JSON.parse(process.env.BARE_RESPONSES)
    : {
        '/api/open/ping': {
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify({ baseResponse: { errorCode: 0, message: 'success' }, data: { pong: true, time: new Date(0).toISOString() } }),
        },
      };

const app = Fastify({ logger: false });
for (const [path, { contentType, body, bodyBase64 }] of Object.entries(responses)) {
  const bytes = bodyBase64 === undefined ? Buffer.from(body, 'utf8') : Buffer.from(bodyBase64, 'base64');
  // GET and POST alike: list calls such as POST /api/album/list are read-only too.
  app.route({ method: ['GET', 'POST'], url: path, handler: (_req, reply) => reply.header('content-type', contentType).send(bytes) });
}

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`bare fastify listening on http://${process.env.HOST ?? '127.0.0.1'}:${app.server.address().port}`);
