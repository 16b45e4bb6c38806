import { webcrypto } from 'node:crypto';
import { uploadParts } from '@portal/db/schema';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { uploadProblem } from './upload-errors.ts';
import { assertOpen, expectedPartSize, ownSession, partCountOf, partKey } from './upload-sessions.ts';

export interface PartInput {
  uploadId: string;
  objectKey: string;
  partIndex: number;
  sha256?: string;
  file: Buffer;
}

/**
 * Stores one part of the account's upload and notes its size and SHA-256. A part arrives whole in one multipart body
 * of at most 8 MiB, so memory per request stays bounded whatever the file's size.
 */
export async function receivePart(services: Services, actor: Actor, input: PartInput) {
  const session = await ownSession(services, actor.accountId, input.uploadId, { objectKey: input.objectKey });
  assertOpen(session);
  const index = input.partIndex;
  if (index >= partCountOf(session)) throw uploadProblem('upload_part_out_of_range', 'body.partIndex', { index });
  if (input.file.length !== expectedPartSize(session, index)) throw uploadProblem('upload_part_size_mismatch', 'body.file', { index });
  // On the thread pool: the main thread goes on reading the other parts meanwhile.
  const sha256 = Buffer.from(await webcrypto.subtle.digest('SHA-256', input.file)).toString('hex');
  if (input.sha256 && input.sha256 !== sha256) throw uploadProblem('upload_part_checksum_mismatch', 'body.sha256', { index });

  await services.files.put(partKey(session.id, index), input.file, 'application/octet-stream');
  const part = { uploadId: session.id, partIndex: index, size: input.file.length, sha256 };
  await services.db
    .insert(uploadParts)
    .values(part)
    .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.partIndex], set: { size: part.size, sha256, createdAt: new Date() } });
  return { partIndex: index, size: part.size, sha256 };
}
