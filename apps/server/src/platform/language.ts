import type { FastifyRequest } from 'fastify';
import { resolveLanguage } from '@portal/domain/languages';

/** lang query parameter, then the lang cookie or the user's saved language, then Accept-Language. */
export function requestLanguage(req: FastifyRequest, saved?: string | null): string {
  const query = (req.query as Record<string, unknown> | undefined)?.lang;
  const cookie = req.cookies?.lang;
  const accept = (req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return resolveLanguage(typeof query === 'string' ? query : null, cookie ?? saved ?? null, accept);
}
