import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { newObjectKey } from '../../platform/storage.ts';
import { MAX_IMAGE_BYTES, sniffImage } from '../uploads/images.ts';
import { MAX_PHOTO_PIXELS } from './render/photo-crop.ts';

/** The user's pictures for the photo-crop style are uploaded files of this kind (never a cover by themselves). */
export const PHOTO_KIND = 'cover_art_photo';
/** The release form's smallest cover side: a smaller picture would be blown up past what it holds. */
export const MIN_PHOTO_SIDE = 1400;

const photoError = (messageKey: string, vars?: Record<string, number>) =>
  new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.file', messageKey, message: messageKey, ...(vars && { vars }) }], 'error_invalid_request');

/** Checks (type, size, a full decode, the smallest side) and keeps a picture for the photo-crop style. */
export async function storePhoto(services: Services, actor: Actor, file: Buffer) {
  if (file.length === 0) throw photoError('upload_file_empty');
  if (file.length > MAX_IMAGE_BYTES) throw photoError('upload_file_too_large');
  const format = sniffImage(file);
  if (!format) throw photoError('upload_image_type');
  let size: { width: number; height: number };
  try {
    const image = sharp(file, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS, sequentialRead: true });
    const meta = await image.metadata();
    // Decodes every pixel without holding them: a truncated file fails here.
    await image.stats();
    const turned = (meta.orientation ?? 1) >= 5;
    size = turned ? { width: meta.height ?? 0, height: meta.width ?? 0 } : { width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch {
    throw photoError('upload_image_unreadable');
  }
  if (Math.min(size.width, size.height) < MIN_PHOTO_SIDE) throw photoError('cover_art_photo_too_small', { min: MIN_PHOTO_SIDE });
  const contentType = `image/${format}`;
  const objectKey = newObjectKey(`cover-art-photos/${actor.accountId}`, format === 'jpeg' ? 'jpg' : format);
  await services.files.put(objectKey, file, contentType);
  const id = `uf_${randomBytes(18).toString('base64url')}`;
  await services.db.insert(uploadedFiles).values({ id, userId: actor.accountId, kind: PHOTO_KIND, objectKey, contentType, size: file.length, ...size });
  return { photoId: id, ...size };
}

export const photoNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, [{ field: 'body.photoId', messageKey: 'error_not_found', message: 'error_not_found' }], 'error_not_found');

/** The account's picture (another account's is not found). */
export async function photoOf(services: Services, accountId: number, photoId: string) {
  const [row] = await services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, photoId), eq(uploadedFiles.userId, accountId), eq(uploadedFiles.kind, PHOTO_KIND)))
    .limit(1);
  if (!row) throw photoNotFound();
  return row;
}

export async function photoBytes(services: Services, accountId: number, photoId: string): Promise<Buffer> {
  const row = await photoOf(services, accountId, photoId);
  const stored = await services.files.get(row.objectKey);
  if (!stored) throw photoNotFound();
  return stored.bytes;
}
