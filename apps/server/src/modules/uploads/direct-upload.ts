import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { uploadSessions } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { UPLOAD_RULES, checkFile, type UploadKind } from '@portal/domain/release/file-checks';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { planParts } from '../../platform/part-plan.ts';
import { ObjectTooLarge, PartsRefused, type DirectUploads } from '../../platform/storage.ts';
import { hmacSignature, sharedSecret } from '../../platform/signing.ts';
import { safeEqual } from '../../platform/tokens.ts';
import { completeUpload, finishedFile } from './complete-upload.ts';
import { uploadObjectKey } from './record-file.ts';
import { refusedFile, uploadNotFound, uploadProblem } from './upload-errors.ts';
import { SESSION_TTL_MS, assertOpen, discardExpired, discardSession, newUploadId, ownSession, stagingKey, type UploadSession } from './upload-sessions.ts';

/**
 * Direct upload with a storage token (document 1 GET /upload/vcloud/ststoken, document 3 section 7). The token is
 * what a presigned URL is for an object store: with the local store it alone authorises one PUT of one file to the
 * portal's own /upload/vcloud/direct, for 15 minutes. With an S3 store the browser sends the file to the bucket
 * itself: the token call opens a multipart upload of the staging key and answers a presigned URL per part, and the
 * commit completes it with the parts' ETags. Either way the bytes land in a staging object, and the commit copies
 * them to the file's key while the checks run, so nothing written later can replace a checked file (decisions 016, 057).
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
  /** the S3 multipart upload the parts go to (direct upload to the bucket); absent for the local store */
  m?: string;
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

/** The parts' URLs live 15 minutes, and a minute more for every 50 MiB: a 2 GiB master gets about an hour. */
export const partUrlLifetimeMs = (size: number) => TOKEN_TTL_MS + Math.ceil(size / (50 * 1024 * 1024)) * 60_000;

const storageUnavailable = (error: unknown) => Object.assign(new AppError(BusinessCode.SYSTEM_COMMON, 503, undefined, 'storage_unavailable'), { cause: error });

export async function issueStorageToken(services: Services, actor: Actor, input: { kind: UploadKind; fileName: string; size: number; mimeType: string }) {
  const issue = checkFile({ fileInstance: { name: input.fileName, size: input.size, mimeType: input.mimeType } }, UPLOAD_RULES[input.kind].file);
  if (issue) throw refusedFile(issue, 'query.fileName');
  // Starting an upload is when the account's expired ones are cleared (their parts, staging objects, S3 uploads).
  await discardExpired(services, actor.accountId);
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
  const direct = services.files.directUploads;
  if (direct) return offerParts(services, direct, actor.accountId, session!);
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

/** S3: a multipart upload of the staging key, and a presigned URL for each part of the plan. */
async function offerParts(services: Services, direct: DirectUploads, accountId: number, session: UploadSession) {
  const plan = planParts(session.size);
  const lifetimeMs = partUrlLifetimeMs(session.size);
  let started: Awaited<ReturnType<DirectUploads['start']>>;
  try {
    started = await direct.start(stagingKey(session.id), plan.sizes, lifetimeMs / 1000);
  } catch (error) {
    await services.db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
    throw storageUnavailable(error);
  }
  const expiresAt = Date.now() + lifetimeMs;
  const token = await sign(services, { u: session.id, a: accountId, e: expiresAt, m: started.uploadId });
  return {
    provider: 's3' as const,
    method: 'PUT' as const,
    uploadUrl: started.parts[0]!.url,
    headers: {},
    token,
    objectKey: stagingKey(session.id),
    expiresAt: new Date(expiresAt).toISOString(),
    partSize: plan.partSize,
    parts: started.parts,
  };
}

/** The PUT: streams the body to the staging object, at most the announced size, and exactly it. */
export async function receiveDirect(services: Services, token: string, body: Readable) {
  const claims = await verify(services, token);
  // An S3 upload's bytes go to the bucket, never through here.
  if (claims.m !== undefined) throw invalidToken();
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

export interface CommitInput {
  token: string;
  /** S3: the parts the browser sent, with the ETag the bucket answered for each. */
  parts?: { partNumber: number; etag: string }[];
}

/** After the PUT (or the parts): the checks, and the file the form refers to. */
export async function commitDirect(services: Services, actor: Actor, input: CommitInput) {
  // The commit may come after the PUT's 15 minutes: the signature and the upload's own expiry still hold it.
  const claims = await verify(services, input.token, { allowExpired: true });
  if (claims.a !== actor.accountId) throw invalidToken();
  const session = await ownSession(services, actor.accountId, claims.u, { direct: true });
  const finished = await finishedFile(services, session);
  if (finished) return finished;
  assertOpen(services, session, 'body.token');
  if (claims.m !== undefined) return commitParts(services, actor.accountId, session, claims.m, input.parts ?? []);
  const staged = await services.files.getStream(stagingKey(session.id));
  if (!staged || staged.size !== session.size) {
    staged?.stream.destroy();
    throw uploadProblem('upload_no_file_instance_found', 'body.token');
  }
  return completeUpload(services, actor.accountId, session, () => services.files.putStream(session.objectKey, staged.stream, 'application/octet-stream', { maxBytes: session.size }));
}

/** Part numbers 1 to the plan's count, each once, in order; else the problem with the first that is not (indexes from 0, as the chunked upload's). */
function partsProblem(session: UploadSession, parts: { partNumber: number }[]) {
  const count = planParts(session.size).sizes.length;
  for (let index = 0; index < count; index++) if (parts[index]?.partNumber !== index + 1) return uploadProblem('upload_part_missing', 'body.parts', { index });
  return parts.length > count ? uploadProblem('upload_part_out_of_range', 'body.parts', { index: count }) : null;
}

/**
 * S3: completes the multipart upload into the staging object (under the merge lease, so two commits cannot both
 * try), then the same copy and checks as every upload. Parts the bucket refuses end the upload: it is aborted and
 * discarded, and the browser starts again (it falls back to the chunked upload). A commit repeated after the
 * completion finds the staging object and goes on from there.
 */
async function commitParts(services: Services, accountId: number, session: UploadSession, multipartId: string, parts: { partNumber: number; etag: string }[]) {
  const direct = services.files.directUploads;
  // Storage was switched away from S3 since the token was made.
  if (!direct) throw uploadNotFound();
  const key = stagingKey(session.id);
  const join = async () => {
    if (!(await services.files.stat(key))) {
      const problem = partsProblem(session, parts);
      if (problem) throw problem;
      try {
        await direct.complete(key, multipartId, parts);
      } catch (error) {
        if (!(error instanceof PartsRefused)) throw error;
        await direct.abort(key, multipartId).catch((failure) => services.log.warn({ err: failure, key }, 'could not abort a refused direct upload'));
        await discardSession(services, session);
        throw uploadProblem('upload_direct_parts_refused', 'body.parts');
      }
    }
    const staged = await services.files.getStream(key);
    if (!staged || staged.size !== session.size) {
      staged?.stream.destroy();
      await discardSession(services, session);
      throw uploadProblem('upload_size_mismatch', 'body.parts');
    }
    return services.files.putStream(session.objectKey, staged.stream, 'application/octet-stream', { maxBytes: session.size });
  };
  // A bucket that cannot be reached is the store's trouble, not the caller's: 503, and the upload stays open.
  return completeUpload(services, accountId, session, () =>
    join().catch((error) => {
      throw error instanceof AppError ? error : storageUnavailable(error);
    }),
  );
}
