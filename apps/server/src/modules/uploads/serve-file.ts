import { uploadKinds } from '@portal/domain/release/file-checks';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import type { ByteRange } from '../../platform/storage.ts';
import { fileById } from './record-file.ts';
import { uploadNotFound } from './upload-errors.ts';

const COVER_MAX_AGE_SECONDS = 365 * 24 * 3600;

const extensions: Record<string, string> = { 'audio/wav': 'wav', 'audio/flac': 'flac', 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range inside the file; anything else means the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2]) || size === 0) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : null;
}

/**
 * A release file (audio, clip, cover, proof) for the account that owns it and for operators, streamed; 404 for
 * everyone else and for other kinds (ID photos have their own route), so nobody learns whether an id exists.
 */
export async function serveFile(services: Services, actor: Actor, fileId: string, rangeHeader: string | undefined) {
  const row = /^[A-Za-z0-9_-]{1,100}$/.test(fileId) ? await fileById(services, fileId) : null;
  const allowed = row && (uploadKinds as readonly string[]).includes(row.kind) && (row.userId === actor.accountId || actor.person.isAdmin);
  const info = allowed ? await services.files.stat(row.objectKey) : null;
  if (!row || !info) throw uploadNotFound();
  const range = parseRange(rangeHeader, info.size);
  const object = await services.files.getStream(row.objectKey, range ?? undefined);
  if (!object) throw uploadNotFound();
  const meta = row.meta as { fileName?: string };
  return {
    stream: object.stream,
    size: range ? range.end - range.start + 1 : info.size,
    ...(range ? { range: { ...range, total: info.size } } : {}),
    contentType: row.contentType,
    fileName: meta.fileName ?? `${row.kind}.${extensions[row.contentType] ?? 'bin'}`,
    // A stored file never changes under its id. Covers are shown on many pages, so the browser keeps them; audio and
    // proof documents (licences, rights papers) are not written to its disk.
    ...(row.kind === 'cover' ? { privateMaxAgeSeconds: COVER_MAX_AGE_SECONDS } : {}),
  };
}
