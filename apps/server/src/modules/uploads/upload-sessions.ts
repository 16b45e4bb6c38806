import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { uploadParts, uploadSessions } from '@portal/db/schema';
import type { Services } from '../../platform/services.ts';
import { uploadNotFound, uploadProblem } from './upload-errors.ts';

export type UploadSession = typeof uploadSessions.$inferSelect;

/** An unfinished upload may be resumed for two days. */
export const SESSION_TTL_MS = 48 * 3_600_000;

export const newUploadId = () => `up_${randomBytes(18).toString('base64url')}`;
export const partKey = (uploadId: string, index: number) => `upload-parts/${uploadId}/${index}`;
/** Where a received part's bytes are: its own key, or (parts stored before migration 0012) the part's fixed key. */
export const storedPartKey = (part: { uploadId: string; partIndex: number; objectKey: string | null }) => part.objectKey ?? partKey(part.uploadId, part.partIndex);
/** Where a direct upload lands before its commit copies it to the session's object key. */
export const stagingKey = (uploadId: string) => `upload-direct/${uploadId}`;

export const partCountOf = (session: Pick<UploadSession, 'size' | 'partSize'>) => Math.max(1, Math.ceil(session.size / session.partSize));
/** Every part is partSize long except the last, which holds the rest. */
export const expectedPartSize = (session: Pick<UploadSession, 'size' | 'partSize'>, index: number) =>
  index < partCountOf(session) - 1 ? session.partSize : session.size - session.partSize * (partCountOf(session) - 1);

/**
 * The account's upload with this id; 404 for anyone else's, an expired one, one with another object key, or one of
 * the other way (chunked uploads have a part size, direct ones none).
 */
export async function ownSession(services: Services, accountId: number, uploadId: string, options: { objectKey?: string; direct?: boolean } = {}): Promise<UploadSession> {
  const [session] = await services.db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, uploadId), eq(uploadSessions.userId, accountId)))
    .limit(1);
  if (!session || (options.objectKey !== undefined && session.objectKey !== options.objectKey)) throw uploadNotFound();
  if ((session.partSize === 0) !== Boolean(options.direct)) throw uploadNotFound();
  if (!session.fileId && session.expiresAt.getTime() < Date.now()) throw uploadNotFound();
  return session;
}

/**
 * How long a merge holds its upload without a sign of life before another may take over (a server that died
 * mid-merge); a running merge renews it every third of it, however long the file takes.
 */
export const mergeLeaseMs = (services: Services) => services.config.uploadMergeLeaseSeconds * 1000;

/** Refuses changes to an upload that is finished or being merged. */
export function assertOpen(services: Services, session: UploadSession, field = 'body.uploadId') {
  if (session.fileId) throw uploadProblem('upload_session_closed', field);
  if (session.mergeStartedAt && Date.now() - session.mergeStartedAt.getTime() < mergeLeaseMs(services)) throw uploadProblem('upload_merge_in_progress', field);
}

export const partsOf = (services: Services, uploadId: string) => services.db.select().from(uploadParts).where(eq(uploadParts.uploadId, uploadId)).orderBy(asc(uploadParts.partIndex));

/** Deletes the stored parts of an upload (and their rows). */
export async function dropParts(services: Services, uploadId: string) {
  const parts = await partsOf(services, uploadId);
  for (let at = 0; at < parts.length; at += 32) {
    await Promise.all(parts.slice(at, at + 32).map((part) => services.files.delete(storedPartKey(part))));
  }
  await services.db.delete(uploadParts).where(eq(uploadParts.uploadId, uploadId));
  await services.files.delete(stagingKey(uploadId));
}

/** Forgets an upload whose file was refused or abandoned: its parts, its staging object and its row. */
export async function discardSession(services: Services, session: UploadSession) {
  // A direct upload to S3 may have parts in the bucket that no object shows; best effort, the bucket's lifecycle
  // rule for incomplete multipart uploads is the backstop (decision 057).
  if (session.partSize === 0 && services.files.directUploads) {
    const key = stagingKey(session.id);
    await services.files.directUploads.abortAll(key).catch((error) => services.log.warn({ err: error, key }, 'could not abort the parts of a direct upload'));
  }
  await dropParts(services, session.id);
  await services.db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
}

/** The account's unfinished uploads that expired: their stored parts are removed when the account starts a new one. */
export async function discardExpired(services: Services, accountId: number) {
  const expired = await services.db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.userId, accountId), isNull(uploadSessions.fileId), lt(uploadSessions.expiresAt, new Date())))
    .limit(20);
  for (const session of expired) await discardSession(services, session);
  return expired.length;
}
