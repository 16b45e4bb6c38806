import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '@portal/db/client';
import { isUniqueViolation } from '@portal/db/errors';
import type { Services } from './services.ts';

export interface StoredFile {
  objectKey: string;
  sha256: string;
  size: number;
}

/**
 * Stores an uploaded file and records it once by its content: the same bytes again answer the record already made
 * (found by SHA-256, also when two servers take the same file at once: the unique hash decides) and keep nothing.
 * `record` writes the row (and queues its work) in one transaction.
 */
export async function storeOnce<Row>(
  services: Services,
  input: { folder: string; content: Readable | AsyncIterable<Uint8Array>; byHash: (db: Db, sha256: string) => Promise<Row | undefined>; record: (tx: Db, file: StoredFile) => Promise<Row> },
): Promise<{ row: Row; duplicate: boolean }> {
  const objectKey = `${input.folder}/${randomUUID()}`;
  const written = await services.files.putStream(objectKey, input.content, 'text/plain');
  const existing = await input.byHash(services.db, written.sha256);
  if (existing) {
    await services.files.delete(objectKey);
    return { row: existing, duplicate: true };
  }
  try {
    const row = await services.db.transaction((tx) => input.record(tx, { objectKey, sha256: written.sha256, size: written.size }));
    return { row, duplicate: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await services.files.delete(objectKey);
    return { row: (await input.byHash(services.db, written.sha256))!, duplicate: true };
  }
}
