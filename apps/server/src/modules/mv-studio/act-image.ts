import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadedFiles } from '@portal/db/schema';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { newObjectKey } from '../../platform/storage.ts';
import { aigcRefusal } from '../aigc/tasks.ts';

/**
 * The user's own photo for the video (`/aigc/verify-act-in-mv-image`, decision 038): format, size and a visible subject.
 * No face model runs here (none may be downloaded): the subject check is a local heuristic on a 64x64 reduction — enough
 * contrast, edges that are neither absent nor everywhere (noise), and a centre that stands out from the border. It finds
 * "a subject", not specifically a face.
 */

export const ACT_IMAGE_FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export const ACT_IMAGE_MIN_SIDE = 512;
export const ACT_IMAGE_MAX_SIDE = 8000;
export const SUBJECT_MIN_SCORE = 0.35;
const SIDE = 64;

/** 0–1: how clearly something stands out, from greyscale and colour pixels of a SIDE x SIDE reduction. */
export function subjectScore(grey: Uint8Array, rgb: Uint8Array): number {
  const n = SIDE * SIDE;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += grey[i]!;
  mean /= n;
  let variance = 0;
  for (let i = 0; i < n; i++) variance += (grey[i]! - mean) ** 2;
  const contrast = Math.min(1, Math.sqrt(variance / n) / 50);
  // Edge density: share of pixels whose gradient is clearly above flat.
  let edges = 0;
  for (let y = 1; y < SIDE - 1; y++) {
    for (let x = 1; x < SIDE - 1; x++) {
      const i = y * SIDE + x;
      const gx = grey[i + 1]! - grey[i - 1]!;
      const gy = grey[i + SIDE]! - grey[i - SIDE]!;
      if (Math.hypot(gx, gy) > 24) edges++;
    }
  }
  const edgeShare = edges / ((SIDE - 2) * (SIDE - 2));
  // Some structure (>= 2 %) but not texture everywhere (noise, a crowd): best between 4 % and 35 %.
  const structure = edgeShare < 0.02 ? 0 : edgeShare < 0.04 ? 0.5 : edgeShare <= 0.35 ? 1 : edgeShare <= 0.6 ? 0.5 : 0.1;
  // Centre (middle half) against border (outer eighth) in colour.
  const centre = [0, 0, 0];
  const border = [0, 0, 0];
  let centreCount = 0;
  let borderCount = 0;
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const inCentre = x >= SIDE / 4 && x < (3 * SIDE) / 4 && y >= SIDE / 4 && y < (3 * SIDE) / 4;
      const inBorder = x < SIDE / 8 || x >= (7 * SIDE) / 8 || y < SIDE / 8 || y >= (7 * SIDE) / 8;
      if (!inCentre && !inBorder) continue;
      const target = inCentre ? centre : border;
      for (let c = 0; c < 3; c++) target[c] += rgb[(y * SIDE + x) * 3 + c]!;
      if (inCentre) centreCount++;
      else borderCount++;
    }
  }
  const distance = Math.hypot(...centre.map((v, c) => v / centreCount - border[c]! / borderCount));
  const standout = Math.min(1, distance / 80);
  return Math.round((0.35 * contrast + 0.35 * structure + 0.3 * standout) * 1000) / 1000;
}

export interface ActImageCheck {
  ok: boolean;
  problems: string[];
  format: string | null;
  width: number | null;
  height: number | null;
  subjectScore: number | null;
}

/** Every problem of the photo (not only the first), so the page can say all that is wrong at once. */
export async function checkActImage(bytes: Buffer): Promise<ActImageCheck> {
  const meta = await sharp(bytes, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  const format = meta?.format ?? null;
  if (!meta || !format || !(format in ACT_IMAGE_FORMATS)) return { ok: false, problems: ['mv_image_format'], format, width: null, height: null, subjectScore: null };
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const problems: string[] = [];
  if (Math.min(width, height) < ACT_IMAGE_MIN_SIDE) problems.push('mv_image_too_small');
  if (Math.max(width, height) > ACT_IMAGE_MAX_SIDE) problems.push('mv_image_too_large');
  const reduced = sharp(bytes).rotate().resize(SIDE, SIDE, { fit: 'fill' }).removeAlpha();
  const [grey, rgb] = await Promise.all([reduced.clone().greyscale().raw().toBuffer(), reduced.clone().toColourspace('srgb').raw().toBuffer()]);
  const score = subjectScore(new Uint8Array(grey), new Uint8Array(rgb));
  if (score < SUBJECT_MIN_SCORE) problems.push('mv_image_no_subject');
  return { ok: problems.length === 0, problems, format, width, height, subjectScore: score };
}

export const actImageUrl = (uri: string) => `/api/aigc/mv-image?uri=${encodeURIComponent(uri)}`;

/** Checks the photo and keeps it (as an uploaded file of kind mv_image) when it passes. */
export async function verifyActImage(services: Services, actor: Actor, bytes: Buffer) {
  const check = await checkActImage(bytes);
  if (!check.ok) return { ...check, uri: null, url: null };
  const contentType = ACT_IMAGE_FORMATS[check.format as keyof typeof ACT_IMAGE_FORMATS];
  const key = newObjectKey(`mv-images/${actor.accountId}`, check.format === 'jpeg' ? 'jpg' : check.format!);
  await services.files.put(key, bytes, contentType);
  const id = `mv_${randomBytes(18).toString('base64url')}`;
  await services.db.insert(uploadedFiles).values({
    id,
    userId: actor.accountId,
    kind: 'mv_image',
    objectKey: key,
    contentType,
    size: bytes.byteLength,
    width: check.width,
    height: check.height,
    meta: { format: check.format, subjectScore: check.subjectScore },
  });
  return { ...check, uri: id, url: actImageUrl(id) };
}

/** One of the account's photos, for the page's thumbnails; anyone else's is not found. */
export async function serveActImage(services: Services, actor: Actor, uri: string) {
  const [row] = await services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, uri), eq(uploadedFiles.userId, actor.accountId), eq(uploadedFiles.kind, 'mv_image')));
  const object = row ? await services.files.get(row.objectKey) : null;
  if (!row || !object) throw aigcRefusal(AigcResultCode.INVALID_REQUEST, 404, 'mv_image_not_found');
  return { bytes: object.bytes, contentType: row.contentType, fileName: `${row.id}.${row.contentType.split('/')[1]}` };
}
