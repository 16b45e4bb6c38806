import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { hmacSignature, sharedSecret } from '../../platform/signing.ts';
import { safeEqual } from '../../platform/tokens.ts';
import { imageFileName, imageKey, imageTask, ownImages, type ImageVariant } from './generated-images.ts';

/**
 * Signed image URLs (GET /aigc/mget-imagex-urls): what a presigned object-store URL is, served by the portal. The
 * token names the image, the variant and the expiry, signed with a secret kept in portal_settings (so every server
 * of a deployment accepts it); it alone opens the image until it expires, so a page can put it into an <img> or a
 * download link without cookies.
 */
export const IMAGE_URL_TTL_MS = 60 * 60_000;
const SECRET_KEY = 'imagex_url_secret';

interface Claims {
  /** image id */
  i: string;
  /** variant */
  v: ImageVariant;
  /** expiry, ms since the epoch */
  e: number;
}

const mac = (secret: string, payload: string) => hmacSignature(secret, payload);

export const imagexUrl = (token: string) => `/api/aigc/imagex?token=${encodeURIComponent(token)}`;

function sign(secret: string, claims: Claims) {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** Signed URLs of the account's images among the ids; the other ids come back as notFound (never told apart). */
export async function signedImageUrls(services: Services, actor: Actor, imageIds: readonly string[], now = Date.now()) {
  const found = await ownImages(services, actor, imageIds);
  const secret = await sharedSecret(services, SECRET_KEY);
  const expiresAt = now + IMAGE_URL_TTL_MS;
  const images = found.map(({ imageId }) => ({
    imageId,
    url: imagexUrl(sign(secret, { i: imageId, v: 'full', e: expiresAt })),
    previewUrl: imagexUrl(sign(secret, { i: imageId, v: 'preview', e: expiresAt })),
    expiresAt: new Date(expiresAt).toISOString(),
  }));
  const known = new Set(found.map(({ imageId }) => imageId));
  return { images, notFound: imageIds.filter((imageId) => !known.has(imageId)) };
}

const refused = () => new AppError(BusinessCode.REQUEST_COMMON, 403, undefined, 'imagex_url_invalid');

async function verify(services: Services, token: string, now: number): Promise<Claims> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !safeEqual(signature, mac(await sharedSecret(services, SECRET_KEY), payload))) throw refused();
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
  } catch {
    throw refused();
  }
  if (typeof claims.e !== 'number' || claims.e < now || (claims.v !== 'full' && claims.v !== 'preview') || typeof claims.i !== 'string') throw refused();
  return claims;
}

/** The image a signed URL names: 403 when the token is altered or expired, 404 when the image is gone. */
export async function imageBySignedUrl(services: Services, token: string, now = Date.now()) {
  const claims = await verify(services, token, now);
  const found = await imageTask(services, claims.i);
  const stored = found && (await services.files.get(imageKey(found.task.id, found.index, claims.v)));
  if (!found || !stored) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'error_not_found');
  const fileName = claims.v === 'full' ? `cover-art-${found.task.id}-${found.index}.jpg` : imageFileName(found.index, 'preview');
  return { bytes: stored.bytes, contentType: stored.contentType, fileName };
}
