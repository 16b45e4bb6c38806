import { and, eq } from 'drizzle-orm';
import { uploadParts } from '@portal/db/schema';
import type { ReceivedPart } from '@portal/contract/uploads';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { uploadProblem } from './upload-errors.ts';
import { assertOpen, expectedPartSize, ownSession, partCountOf, storedPartKey } from './upload-sessions.ts';

export interface PartInput {
  uploadId: string;
  objectKey: string;
  partIndex: number;
  sha256?: string;
  file: ReceivedPart;
}

/**
 * Keeps one part of the account's upload, already streamed into storage by the multipart reader (streamed-part.ts),
 * and notes its size, SHA-256 and key. A refused part's bytes are removed once the answer is sent.
 */
export async function receivePart(services: Services, actor: Actor, input: PartInput) {
  const session = await ownSession(services, actor.accountId, input.uploadId, { objectKey: input.objectKey });
  assertOpen(services, session);
  const index = input.partIndex;
  const { file } = input;
  if (index >= partCountOf(session)) throw uploadProblem('upload_part_out_of_range', 'body.partIndex', { index });
  if (file.size !== expectedPartSize(session, index)) throw uploadProblem('upload_part_size_mismatch', 'body.file', { index });
  if (input.sha256 && input.sha256 !== file.sha256) throw uploadProblem('upload_part_checksum_mismatch', 'body.sha256', { index });

  const [earlier] = await services.db
    .select()
    .from(uploadParts)
    .where(and(eq(uploadParts.uploadId, session.id), eq(uploadParts.partIndex, index)));
  const part = { uploadId: session.id, partIndex: index, size: file.size, sha256: file.sha256, objectKey: file.objectKey };
  await services.db
    .insert(uploadParts)
    .values(part)
    .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.partIndex], set: { size: part.size, sha256: part.sha256, objectKey: part.objectKey, createdAt: new Date() } });
  // The part sent again replaces the earlier bytes.
  if (earlier) await services.files.delete(storedPartKey(earlier));
  return { partIndex: index, size: part.size, sha256: part.sha256 };
}
