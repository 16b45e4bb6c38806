import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The placeholder index.html carries (`<meta name="csp-nonce">`) for this response's style nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export const newNonce = () => randomBytes(18).toString('base64');

/**
 * The policy of the web app's page: its scripts are the built files (no inline script at all), its styles are the
 * built files and the `<style>` elements the UI library writes with this response's nonce. Pictures and sounds may be
 * previews the page made itself (blob:) or small inline images (data:). The page talks to its own origin, and to the
 * origins in `connectTo` (the S3 bucket that takes direct uploads, decision 057) when there are any.
 */
export function appPolicy(nonce: string, secure: boolean, connectTo: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectTo].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Everything else (API answers, files, downloads) is data, never a page to run or to frame. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Browser features the portal never uses, off for its pages and anything framed in them. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=()';

/**
 * Headers every answer carries. A route that sets its own Content-Security-Policy (the web app's page, the public
 * promo pages) keeps it; the rest get the data policy. HSTS only when the portal is served over HTTPS
 * (`COOKIE_SECURE=1`): sent over plain HTTP it would be ignored, and a wrong one locks browsers out of the host.
 */
export function installSecurityHeaders(app: FastifyInstance, secure: boolean): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (secure) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DATA_POLICY);
    return payload;
  });
}

/** Sends index.html with a fresh style nonce and the policy that allows it. */
export function sendAppPage(reply: FastifyReply, indexHtml: string, secure: boolean, connectTo: string[] = []) {
  const nonce = newNonce();
  return reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', appPolicy(nonce, secure, connectTo))
    .type('text/html; charset=utf-8')
    .send(indexHtml.replaceAll(NONCE_PLACEHOLDER, nonce));
}
