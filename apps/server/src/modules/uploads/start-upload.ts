import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { uploadSessions } from '@portal/db/schema';
import { UPLOAD_RULES, checkFile, type UploadKind } from '@portal/domain/release/file-checks';
import { MAX_PARTS } from '@portal/contract/uploads';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { uploadObjectKey } from './record-file.ts';
import { refusedFile, uploadProblem } from './upload-errors.ts';
import { SESSION_TTL_MS, discardExpired, newUploadId, partCountOf, partsOf, type UploadSession } from './upload-sessions.ts';

export interface StartUploadInput {
  mimeType: string;
  fileName: string;
  size: number;
  kind: UploadKind;
  partSize: number;
  fingerprint?: string;
  uploadId?: string;
}

/** The account's unfinished upload of the same file: by the id the client kept, else by its fingerprint. */
async function resumable(services: Services, accountId: number, input: StartUploadInput): Promise<UploadSession | null> {
  if (!input.uploadId && !input.fingerprint) return null;
  const sameFile = and(
    eq(uploadSessions.userId, accountId),
    eq(uploadSessions.kind, input.kind),
    eq(uploadSessions.fileName, input.fileName),
    eq(uploadSessions.size, input.size),
    isNull(uploadSessions.fileId),
    gt(uploadSessions.partSize, 0),
    gt(uploadSessions.expiresAt, new Date()),
  );
  const [session] = await services.db
    .select()
    .from(uploadSessions)
    .where(and(sameFile, input.uploadId ? eq(uploadSessions.id, input.uploadId) : eq(uploadSessions.fingerprint, input.fingerprint!)))
    .orderBy(desc(uploadSessions.createdAt))
    .limit(1);
  return session ?? null;
}

/**
 * Opens a chunked upload, or reopens the one already started for this file and says which parts arrived. The checks
 * that need only the name, size and type run here, so a file that cannot pass is not sent at all.
 */
export async function startUpload(services: Services, actor: Actor, input: StartUploadInput) {
  const issue = checkFile({ fileInstance: { name: input.fileName, size: input.size, mimeType: input.mimeType } }, UPLOAD_RULES[input.kind].file);
  if (issue) throw refusedFile(issue, 'body.fileName');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);

  const earlier = await resumable(services, actor.accountId, input);
  if (earlier) await services.db.update(uploadSessions).set({ expiresAt }).where(eq(uploadSessions.id, earlier.id));
  const session = earlier ?? (await openSession(services, actor.accountId, input, expiresAt));
  const parts = await partsOf(services, session.id);
  return {
    uploadId: session.id,
    objectKey: session.objectKey,
    partSize: session.partSize,
    partCount: partCountOf(session),
    receivedParts: parts.map((part) => part.partIndex),
    parts: parts.map(({ partIndex, size, sha256 }) => ({ partIndex, size, sha256 })),
    resumed: earlier !== null,
    expiresAt: expiresAt.toISOString(),
  };
}

async function openSession(services: Services, accountId: number, input: StartUploadInput, expiresAt: Date) {
  if (partCountOf(input) > MAX_PARTS) throw uploadProblem('upload_too_many_parts', 'body.partSize');
  await discardExpired(services, accountId);
  const [session] = await services.db
    .insert(uploadSessions)
    .values({
      id: newUploadId(),
      userId: accountId,
      objectKey: uploadObjectKey(accountId, input.fileName),
      mimeType: input.mimeType,
      kind: input.kind,
      fileName: input.fileName,
      size: input.size,
      partSize: input.partSize,
      fingerprint: input.fingerprint ?? null,
      expiresAt,
    })
    .returning();
  return session!;
}
