import type { Readable } from 'node:stream';
import { uploadSessions } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { UPLOAD_RULES, checkFile, type UploadKind } from '@portal/domain/release/file-checks';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { ObjectTooLarge } from '../../platform/storage.ts';
import { hmacSignature, sharedSecret } from '../../platform/signing.ts';
import { safeEqual } from '../../platform/tokens.ts';
import { completeUpload, finishedFile } from './complete-upload.ts';
import { uploadObjectKey } from './record-file.ts';
import { refusedFile, uploadProblem } from './upload-errors.ts';
import { SESSION_TTL_MS, assertOpen, newUploadId, ownSession, stagingKey } from './upload-sessions.ts';

/**
 * Direct upload with a storage token (document 1 GET /upload/vcloud/ststoken, document 3 section 7). The token is
 * what a presigned URL is for an object store: it alone authorises one PUT of one file, for 15 minutes. With the
 * local store the PUT goes to the portal's own /upload/vcloud/direct; the bytes land in a staging object, and the
 * commit copies them to the file's key while the checks run, so nothing written later can replace a checked file.
 * (With an S3 store the token call would return a presigned PUT URL of the staging key instead; the commit is the
 * same. See decision 016.)
 */
export const TOKEN_TTL_MS = 15 * 60_000;
const SECRET_KEY = 'upload_token_secret';

interface Claims {
  /** upload id */
  u: string;
  /** account */
  a: number;
  /** expiry, ms since the epoch */
  e: number;
}

const mac = (secret: string, payload: string) => hmacSignature(secret, payload);

async function sign(services: Services, claims: Claims) {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(await sharedSecret(services, SECRET_KEY), payload)}`;
}

const invalidToken = () => new AppError(BusinessCode.REQUEST_COMMON, 403, undefined, 'upload_token_invalid');

/** The token's claims when its signature holds (and, unless told otherwise, it has not expired). */
async function verify(services: Services, token: string, options: { allowExpired?: boolean } = {}): Promise<Claims> {
  const [payload, signature] = token.split('.');
  if (!payload || !signature || !safeEqual(signature, mac(await sharedSecret(services, SECRET_KEY), payload))) throw invalidToken();
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
  if (!options.allowExpired && claims.e < Date.now()) throw invalidToken();
  return claims;
}

export async function issueStorageToken(services: Services, actor: Actor, input: { kind: UploadKind; fileName: string; size: number; mimeType: string }) {
  const issue = checkFile({ fileInstance: { name: input.fileName, size: input.size, mimeType: input.mimeType } }, UPLOAD_RULES[input.kind].file);
  if (issue) throw refusedFile(issue, 'query.fileName');
  const [session] = await services.db
    .insert(uploadSessions)
    .values({
      id: newUploadId(),
      userId: actor.accountId,
      objectKey: uploadObjectKey(actor.accountId, input.fileName),
      mimeType: input.mimeType,
      kind: input.kind,
      fileName: input.fileName,
      size: input.size,
      partSize: 0,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning();
  const expiresAt = Date.now() + TOKEN_TTL_MS;
  const token = await sign(services, { u: session!.id, a: actor.accountId, e: expiresAt });
  return {
    provider: 'local' as const,
    method: 'PUT' as const,
    uploadUrl: `/api/upload/vcloud/direct?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/octet-stream' },
    token,
    objectKey: stagingKey(session!.id),
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** The PUT: streams the body to the staging object, at most the announced size, and exactly it. */
export async function receiveDirect(services: Services, token: string, body: Readable) {
  const claims = await verify(services, token);
  const session = await ownSession(services, claims.a, claims.u, { direct: true });
  assertOpen(services, session, 'query.token');
  const key = stagingKey(session.id);
  const written = await services.files.putStream(key, body, 'application/octet-stream', { maxBytes: session.size }).catch((error) => {
    if (error instanceof ObjectTooLarge) throw uploadProblem('upload_size_mismatch', 'body');
    throw uploadProblem('upload_failed_generic', 'body');
  });
  if (written.size !== session.size) {
    await services.files.delete(key);
    throw uploadProblem('upload_size_mismatch', 'body');
  }
  return written;
}

/** After the PUT: the checks, and the file the form refers to. */
export async function commitDirect(services: Services, actor: Actor, token: string) {
  // The commit may come after the PUT's 15 minutes: the signature and the upload's own expiry still hold it.
  const claims = await verify(services, token, { allowExpired: true });
  if (claims.a !== actor.accountId) throw invalidToken();
  const session = await ownSession(services, actor.accountId, claims.u, { direct: true });
  const finished = await finishedFile(services, session);
  if (finished) return finished;
  assertOpen(services, session, 'body.token');
  const staged = await services.files.getStream(stagingKey(session.id));
  if (!staged || staged.size !== session.size) {
    staged?.stream.destroy();
    throw uploadProblem('upload_no_file_instance_found', 'body.token');
  }
  return completeUpload(services, actor.accountId, session, () => services.files.putStream(session.objectKey, staged.stream, 'application/octet-stream', { maxBytes: session.size }));
}
