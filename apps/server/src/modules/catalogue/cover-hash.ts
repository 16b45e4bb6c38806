import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import type { Services } from '../../platform/services.ts';

/** Two covers whose hashes differ in at most this many of 64 bits are taken for the same picture. */
export const DUPLICATE_DISTANCE = 6;
export const DHASH_PATTERN = /^[0-9a-f]{16}$/;

/**
 * The 64-bit difference hash (dHash) of an image as 16 hex digits: the picture in greyscale shrunk to 9x8, one bit per
 * pair of neighbours in a row (left brighter than right). Re-encoding, resizing and small colour changes keep it.
 */
export async function coverDHash(bytes: Uint8Array): Promise<string> {
  const pixels = await sharp(bytes, { limitInputPixels: 100_000_000 }).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hex = '';
  for (let row = 0; row < 8; row++) {
    let byte = 0;
    for (let column = 0; column < 8; column++) byte = (byte << 1) | (pixels[row * 9 + column]! > pixels[row * 9 + column + 1]! ? 1 : 0);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

export function hammingDistance(a: string, b: string): number {
  let bits = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  for (; bits; bits >>= 1n) count += Number(bits & 1n);
  return count;
}

export interface HashableFile {
  id: string;
  objectKey: string;
}

/**
 * The hash of a stored cover, computed once and kept in `uploaded_files.meta.dhash`; null when the file is gone or
 * is not an image (remembered as `dhashUnreadable`, so it is not read again on every check).
 */
export async function rememberCoverHash(services: Services, file: HashableFile): Promise<string | null> {
  const stored = await services.files.get(file.objectKey);
  const hash = stored ? await coverDHash(stored.bytes).catch(() => null) : null;
  const remembered = hash ? { dhash: hash } : { dhashUnreadable: true };
  // Merged into meta rather than written over it: the uploads module keeps its own findings there.
  await services.db
    .update(uploadedFiles)
    .set({ meta: sql`${uploadedFiles.meta} || ${JSON.stringify(remembered)}::jsonb` })
    .where(eq(uploadedFiles.id, file.id));
  return hash;
}

/**
 * Hashes the files a few at a time: a first check after many uploads may have to read all of them. A file the
 * storage cannot give now is left for a later check rather than failing this one.
 */
export async function rememberCoverHashes(services: Services, files: HashableFile[], parallel = 4): Promise<void> {
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await rememberCoverHash(services, file).catch(() => null);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
}
