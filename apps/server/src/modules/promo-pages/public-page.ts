import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { artists, promoPages } from '@portal/db/schema';
import { normalizePromoPath, presaveStoresOf } from '@portal/domain/promotion/promo-page';
import { can } from '@portal/domain/permissions';
import { actorOf } from '../../platform/actor.ts';
import { requestLanguage } from '../../platform/language.ts';
import { readSession } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { parseRange } from '../uploads/serve-file.ts';
import { fileById } from '../uploads/record-file.ts';
import type { PromoPageCache, RenderedPage } from './page-cache.ts';
import { pageReleases, releasesOfArtist } from './page-records.ts';
import { PAGE_CSP, renderNotFound, renderPage, type PageModel } from './render-page.ts';
import { publicOriginOf } from '../../config.ts';

const IMAGE_SIDE = 600;

/** The published page at this path, or for a preview any page of the account the viewer acts in. */
async function buildModel(services: Services, path: string, previewAccountId?: number): Promise<{ ownerId: number; model: PageModel } | null> {
  const [row] = await services.db
    .select({ page: promoPages, avatar: artists.avatarFileId })
    .from(promoPages)
    .innerJoin(artists, eq(artists.id, promoPages.artistId))
    .where(and(eq(promoPages.path, path), previewAccountId === undefined ? eq(promoPages.published, true) : eq(promoPages.ownerUserId, previewAccountId)));
  if (!row) return null;
  const { page } = row;
  const { featured, upcoming } = pageReleases(await releasesOfArtist(services, page.ownerUserId, page.artistId), page);
  return {
    ownerId: page.ownerUserId,
    model: {
      path: page.path,
      title: page.title,
      bio: page.bio,
      photoFileId: row.avatar,
      storeLinks: page.storeLinks as Record<string, string>,
      socialLinks: page.socialLinks as Record<string, string>,
      featured: featured && { title: featured.title, releaseDate: featured.releaseTime?.toISOString().slice(0, 10) ?? null, coverFileId: featured.coverFileId, clipFileId: featured.clipFileId },
      upcoming: upcoming && {
        title: upcoming.title,
        releaseDate: upcoming.releaseTime?.toISOString().slice(0, 10) ?? null,
        coverFileId: upcoming.coverFileId,
        storeIds: presaveStoresOf(upcoming.stores),
      },
    },
  };
}

function rendered(status: 200 | 404, html: string, ownerId: number, media: (string | null | undefined)[]): RenderedPage {
  const bytes = Buffer.from(html);
  return { status, html: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`, ownerId, media: new Set(media.filter((id): id is string => Boolean(id))) };
}

const originOf = (services: Services) => publicOriginOf(services.config);

async function render(services: Services, _request: FastifyRequest, path: string, language: string, previewAccountId?: number): Promise<RenderedPage> {
  const t = (key: string, vars?: Record<string, string | number>) => services.translate(language, key, vars);
  const built = /^[a-z0-9-]{1,100}$/.test(path) ? await buildModel(services, path, previewAccountId) : null;
  if (!built) return rendered(404, renderNotFound(language, t), 0, []);
  const { model } = built;
  return rendered(200, renderPage(model, language, originOf(services), t, { preview: previewAccountId !== undefined }), built.ownerId, [
    model.photoFileId,
    model.featured?.coverFileId,
    model.featured?.clipFileId,
    model.upcoming?.coverFileId,
  ]);
}

/** The account whose pages a signed-in viewer may preview (Release View in it), or undefined. */
async function previewAccount(services: Services, req: FastifyRequest): Promise<number | undefined> {
  const auth = await readSession(services, req);
  const actor = auth ? actorOf(auth) : null;
  return actor && can(actor.abilities, 'Release', 'View') ? actor.accountId : undefined;
}

/**
 * The page for this request: from the cache when it holds (decision 029); `?preview=1` shows the signed-in owner (or a
 * member with Release View) their page before it is published, never cached.
 */
async function pageFor(services: Services, cache: PromoPageCache, req: FastifyRequest, rawPath: string, language: string) {
  const path = normalizePromoPath(rawPath);
  if ((req.query as { preview?: string }).preview === '1') {
    const accountId = await previewAccount(services, req);
    if (accountId !== undefined) return { page: await render(services, req, path, language, accountId), preview: true };
  }
  return { page: await cache.get(path, `${language}|${originOf(services)}`, () => render(services, req, path, language)), preview: false };
}

async function sendPage(services: Services, cache: PromoPageCache, req: FastifyRequest<{ Params: { path: string } }>, reply: FastifyReply) {
  const language = requestLanguage(req);
  const { page, preview } = await pageFor(services, cache, req, req.params.path, language);
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-language', language)
    .header('vary', 'Accept-Language, Cookie')
    .header('content-security-policy', PAGE_CSP)
    .header('referrer-policy', 'strict-origin-when-cross-origin');
  if (page.status === 404 || preview) return reply.code(page.status).header('cache-control', 'private, no-store').send(page.html);
  reply.header('etag', page.etag).header('cache-control', 'public, max-age=0, must-revalidate');
  if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(page.etag)) return reply.code(304).send();
  return reply.send(page.html);
}

/** A photo or cover shown on the page, as a 600-pixel WebP made once and kept beside the original. */
async function pageImage(services: Services, fileId: string, objectKey: string) {
  const key = `promo-media/${fileId}-${IMAGE_SIDE}.webp`;
  const kept = await services.files.get(key);
  if (kept) return kept.bytes;
  const original = await services.files.get(objectKey);
  if (!original) return null;
  const bytes = await sharp(original.bytes, { limitInputPixels: 50_000_000 }).resize(IMAGE_SIDE, IMAGE_SIDE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  await services.files.put(key, bytes, 'image/webp');
  return bytes;
}

/** Files of a published page (its photo, covers and preview clip) to anyone; every other id is not found. */
async function sendMedia(services: Services, cache: PromoPageCache, req: FastifyRequest<{ Params: { path: string; fileId: string } }>, reply: FastifyReply) {
  const { page, preview } = await pageFor(services, cache, req, req.params.path, requestLanguage(req));
  const row = page.media.has(req.params.fileId) ? await fileById(services, req.params.fileId) : null;
  if (!row) return reply.code(404).header('cache-control', 'no-store').send();
  reply.header('cache-control', preview ? 'private, no-store' : 'public, max-age=86400').header('cross-origin-resource-policy', 'same-origin');
  if (row.contentType.startsWith('image/')) {
    const bytes = await pageImage(services, row.id, row.objectKey);
    if (!bytes) return reply.code(404).send();
    return reply.type('image/webp').send(bytes);
  }
  const info = await services.files.stat(row.objectKey);
  if (!info) return reply.code(404).send();
  const range = parseRange(req.headers.range, info.size);
  const object = await services.files.getStream(row.objectKey, range ?? undefined);
  if (!object) return reply.code(404).send();
  reply
    .type(row.contentType)
    .header('accept-ranges', 'bytes')
    .header('content-length', range ? range.end - range.start + 1 : info.size);
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  return reply.send(object.stream);
}

/** The public promo pages at /artist/<path>: served by this server as HTML, without login, outside the web app. */
export function publicPageRoutes(app: FastifyInstance, services: Services, cache: PromoPageCache): void {
  app.get<{ Params: { path: string } }>('/artist/:path', (req, reply) => sendPage(services, cache, req, reply));
  app.get<{ Params: { path: string; fileId: string } }>('/artist/:path/media/:fileId', (req, reply) => sendMedia(services, cache, req, reply));
}
