import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import { newObjectKey } from '../../platform/storage.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MIN_ID_PHOTO_SIDE = 200;
const PORTRAIT_SIDE = 256;

type ImageKind = 'id_photo' | 'portrait';

const fileError = (messageKey: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.file', messageKey, message: messageKey }], 'error_invalid_request');

/** The format its first bytes say a file is, before anything decodes it. */
export function sniffImage(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * Checks and stores an uploaded image: magic bytes, size, a real decode, then a re-encode that applies the EXIF
 * orientation and drops the metadata (ID photos carry GPS positions more often than one would think).
 */
export async function storeImage(services: Services, actor: Actor, kind: ImageKind, file: Buffer) {
  if (file.length === 0) throw fileError('upload_file_empty');
  if (file.length > MAX_IMAGE_BYTES) throw fileError('upload_file_too_large');
  if (!sniffImage(file)) throw fileError('upload_image_type');
  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    const image = sharp(file, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    const meta = await image.metadata();
    if (kind === 'id_photo' && Math.min(meta.width ?? 0, meta.height ?? 0) < MIN_ID_PHOTO_SIDE) throw fileError('upload_image_too_small');
    output =
      kind === 'portrait'
        ? await image.resize(PORTRAIT_SIDE, PORTRAIT_SIDE, { fit: 'cover' }).webp({ quality: 85 }).toBuffer({ resolveWithObject: true })
        : await image.jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fileError('upload_image_unreadable');
  }
  const contentType = kind === 'portrait' ? 'image/webp' : 'image/jpeg';
  const objectKey = newObjectKey(`${kind === 'portrait' ? 'portraits' : 'id-photos'}/${actor.accountId}`, kind === 'portrait' ? 'webp' : 'jpg');
  await services.files.put(objectKey, output.data, contentType);
  const id = `uf_${randomBytes(18).toString('base64url')}`;
  await services.db.insert(uploadedFiles).values({
    id,
    userId: actor.accountId,
    kind,
    objectKey,
    contentType,
    size: output.data.length,
    width: output.info.width,
    height: output.info.height,
  });
  return { uri: id, url: imageUrl(id), width: output.info.width, height: output.info.height };
}

export const imageUrl = (uri: string) => `/api/images/view?uri=${encodeURIComponent(uri)}`;

/** An uploaded file of the account (null when it is someone else's or does not exist). */
export async function fileOfAccount(services: Services, accountId: number, uri: string, kind: ImageKind) {
  const [row] = await services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, uri), eq(uploadedFiles.userId, accountId), eq(uploadedFiles.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** ID photos go to their account and to operators; avatars to anyone signed in. Everyone else gets a 404. */
export async function viewImage(services: Services, actor: Actor, uri: string) {
  const [row] = await services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, uri)).limit(1);
  const allowed = row && (row.kind === 'portrait' || row.userId === actor.accountId || actor.person.isAdmin);
  const stored = allowed ? await services.files.get(row.objectKey) : null;
  if (!stored) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'error_not_found');
  return { bytes: stored.bytes, contentType: row!.contentType, fileName: `${row!.kind}.${row!.contentType.split('/')[1]}` };
}
