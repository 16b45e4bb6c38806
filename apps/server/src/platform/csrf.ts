import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { BusinessCode } from '@portal/domain/errors';
import { newCsrfToken, safeEqual } from './tokens.ts';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF of document 1 section 7: every non-GET call under /api must carry x-csrf-token equal to the
 * csrf_token cookie. The check runs before the body is read, so a refused call changes nothing.
 */
export function registerCsrf(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.url.startsWith('/api/') && req.url !== '/api') return done();
    const cookie = req.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, newCsrfToken(), { path: '/', sameSite: 'lax', secure, httpOnly: false });
    }
    if (SAFE_METHODS.has(req.method)) return done();
    const header = req.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(header, cookie)) {
      return done(new AppError(BusinessCode.REQUEST_COMMON, 403, undefined, 'error_csrf'));
    }
    done();
  });
}
