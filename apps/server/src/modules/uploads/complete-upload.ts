import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { uploadSessions } from '@portal/db/schema';
import type { UploadKind } from '@portal/domain/release/file-checks';
import { keepRenewing } from '../../platform/lease.ts';
import type { Services } from '../../platform/services.ts';
import type { WrittenObject } from '../../platform/storage.ts';
import { describeFile, fileById, recordCheckedFile } from './record-file.ts';
import { uploadProblem } from './upload-errors.ts';
import { assertOpen, mergeLeaseMs, discardSession, dropParts, type UploadSession } from './upload-sessions.ts';

/** Takes the merge lease; false when another merge of the same upload holds it. */
async function claim(services: Services, session: UploadSession): Promise<boolean> {
  const stale = new Date(Date.now() - mergeLeaseMs(services));
  const claimed = await services.db
    .update(uploadSessions)
    .set({ mergeStartedAt: new Date() })
    .where(and(eq(uploadSessions.id, session.id), isNull(uploadSessions.fileId), or(isNull(uploadSessions.mergeStartedAt), lt(uploadSessions.mergeStartedAt, stale))))
    .returning({ id: uploadSessions.id });
  return claimed.length === 1;
}

/** The file an upload already became, for a merge or commit that is repeated (its first answer may have been lost). */
export async function finishedFile(services: Services, session: UploadSession) {
  const done = session.fileId ? await fileById(services, session.fileId) : null;
  return done ? describeFile(done) : null;
}

/**
 * The end of every upload (merge, direct commit): `write` puts the bytes under the session's object key, then the
 * checks run on them. When writing fails the upload stays open to be tried again; a file that breaks a rule is
 * refused and the upload discarded.
 */
export async function completeUpload(services: Services, accountId: number, session: UploadSession, write: () => Promise<WrittenObject>) {
  assertOpen(services, session);
  if (!(await claim(services, session))) throw uploadProblem('upload_merge_in_progress', 'body.uploadId');
  // Renewed while the merge runs, so only a merge whose server died loses the upload; not after it let go.
  const stopClaim = keepRenewing(mergeLeaseMs(services) / 3, () =>
    services.db
      .update(uploadSessions)
      .set({ mergeStartedAt: new Date() })
      .where(and(eq(uploadSessions.id, session.id), isNull(uploadSessions.fileId), isNotNull(uploadSessions.mergeStartedAt))),
  );
  let written: WrittenObject;
  try {
    written = await write();
  } catch (error) {
    stopClaim();
    await services.db.update(uploadSessions).set({ mergeStartedAt: null }).where(eq(uploadSessions.id, session.id));
    throw error;
  }
  let row: Awaited<ReturnType<typeof recordCheckedFile>>;
  try {
    const claimed = { kind: session.kind as UploadKind, fileName: session.fileName, mimeType: session.mimeType };
    row = await recordCheckedFile(services, accountId, { key: session.objectKey, sha256: written.sha256 }, claimed);
  } catch (error) {
    await discardSession(services, session);
    throw error;
  } finally {
    stopClaim();
  }
  await services.db.update(uploadSessions).set({ fileId: row.id, mergeStartedAt: null }).where(eq(uploadSessions.id, session.id));
  await dropParts(services, session.id);
  return describeFile(row);
}
