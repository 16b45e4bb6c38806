import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import type { UploadKind } from '@portal/domain/release/file-checks';
import type { Services } from '../../platform/services.ts';
import { newObjectKey } from '../../platform/storage.ts';
import { inspectStoredFile, type ClaimedFile, type InspectedFile } from './inspect-file.ts';
import { refusedFile } from './upload-errors.ts';
import type { SongSource } from '@portal/domain/release/song-source';

type FileRow = typeof uploadedFiles.$inferSelect;

/** The address the portal serves a stored file at; null for no file. */
export function fileUrl(fileId: string): string;
export function fileUrl(fileId: string | null | undefined): string | null;
export function fileUrl(fileId: string | null | undefined): string | null {
  return fileId ? `/api/files/${encodeURIComponent(fileId)}` : null;
}

/** A fresh key for a file of the account, ending like the file's name (keys never carry the name itself). */
export function uploadObjectKey(accountId: number, fileName: string) {
  const suffix = fileName.includes('.')
    ? fileName
        .slice(fileName.lastIndexOf('.') + 1)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 8)
    : '';
  return newObjectKey(`uploads/${accountId}`, suffix || 'bin');
}

/** The answer of every call that ends an upload (merge, dump, commit). */
export function describeFile(row: FileRow) {
  return {
    fileId: row.id,
    uri: row.id,
    vid: row.id,
    url: fileUrl(row.id),
    kind: row.kind as UploadKind,
    contentType: row.contentType,
    size: row.size,
    meta: row.meta as InspectedFile['meta'] & { sha256: string; fileName: string },
  };
}

export async function fileById(services: Services, fileId: string) {
  const [row] = await services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId)).limit(1);
  return row ?? null;
}

/**
 * Runs the checks on an object that has just been written and records it as the account's file. A file that fails
 * is deleted and the caller gets the rule's message (400); `field` names the input the file came from.
 */
export async function recordCheckedFile(services: Services, accountId: number, object: { key: string; sha256: string }, claimed: ClaimedFile, field = 'body.file', source?: SongSource) {
  const result = await inspectStoredFile(services.files, object.key, claimed);
  if ('issue' in result) {
    await services.files.delete(object.key);
    throw refusedFile(result.issue, field);
  }
  const { file } = result;
  const [row] = await services.db
    .insert(uploadedFiles)
    .values({
      id: `uf_${randomBytes(18).toString('base64url')}`,
      userId: accountId,
      kind: claimed.kind,
      objectKey: object.key,
      contentType: file.contentType,
      size: file.size,
      width: file.width,
      height: file.height,
      // Where a recording came from travels with its file to the song made of it (decision 056).
      meta: { ...file.meta, sha256: object.sha256, fileName: claimed.fileName, ...(source ? { source } : {}) },
    })
    .returning();
  return row!;
}
