import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadedFiles, uploadSessions } from '@portal/db/schema';
import { readStorageS3Settings } from '../../config.ts';
import { NONCE_PLACEHOLDER } from '../../platform/security-headers.ts';
import { createS3Client, type S3ObjectStore } from '../../platform/s3-store.ts';
import { Secret } from '../../platform/secret.ts';
import { PartsRefused } from '../../platform/storage.ts';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { startS3Server, type TestS3Server } from '../delivery/test-servers.ts';
import { partUrlLifetimeMs } from './direct-upload.ts';
import { encodeFlac, makeWav, sha256, squareImage, uploadWhole } from './test-files.ts';
import { stagingKey } from './upload-sessions.ts';

/**
 * Direct upload to an S3 bucket (decision 057) against s3rver: the browser's part PUTs are made here with fetch to the
 * presigned URLs, as the page makes them, and the commit must give the file a server-side upload gives.
 */
let work: string;
let s3: TestS3Server;
let ctx: TestContext;
let client: TestClient;
const PORTAL_ORIGIN = 'http://portal.example';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 's3-direct-'));
  s3 = await startS3Server(join(work, 's3'), ['portal-files']);
  // A web build of one page, so the page's Content-Security-Policy can be read.
  await writeFile(join(work, 'index.html'), `<!doctype html><meta name="csp-nonce" content="${NONCE_PLACEHOLDER}"><title>SoundPort</title>`);
  const env = {
    STORAGE_S3_BUCKET: 'portal-files',
    STORAGE_S3_PREFIX: 'objects',
    STORAGE_S3_ENDPOINT: s3.endpoint,
    STORAGE_S3_ACCESS_KEY_ID: s3.accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
  ctx = await createTestContext({ storageS3: readStorageS3Settings(env), webDistDir: work });
  client = (await signUpArtist(ctx)).client;
});
afterAll(async () => {
  await ctx?.close();
  (ctx?.services.files as S3ObjectStore | undefined)?.close();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

async function keysInBucket(): Promise<string[]> {
  const s3Client = createS3Client({ ...ctx.services.config.storageS3!, secretAccessKey: new Secret(s3.secretAccessKey) });
  try {
    const page = await s3Client.send(new ListObjectsV2Command({ Bucket: 'portal-files' }));
    return (page.Contents ?? []).map((object) => object.Key!).sort();
  } finally {
    s3Client.destroy();
  }
}

interface Offer {
  provider: string;
  token: string;
  uploadUrl: string;
  objectKey: string;
  partSize: number;
  parts: { partNumber: number; url: string; size: number }[];
}

const offer = async (c: TestClient, bytes: Buffer, claimed: { kind?: string; fileName?: string; mimeType?: string } = {}) => {
  const answer = await c.get('/api/upload/vcloud/ststoken', {
    kind: claimed.kind ?? 'audio',
    fileName: claimed.fileName ?? 'master.wav',
    size: String(bytes.length),
    mimeType: claimed.mimeType ?? 'audio/wav',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Offer;
};

/** What the page does: each part's bytes PUT to its URL, the ETag read from the answer. */
async function putParts(issued: Offer, bytes: Buffer) {
  return Promise.all(
    issued.parts.map(async (part) => {
      const start = (part.partNumber - 1) * issued.partSize;
      const answer = await fetch(part.url, { method: 'PUT', body: new Uint8Array(bytes.subarray(start, start + part.size)), headers: { origin: PORTAL_ORIGIN } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-expose-headers')).toContain('ETag');
      return { partNumber: part.partNumber, etag: answer.headers.get('etag')! };
    }),
  );
}

const commit = (c: TestClient, token: string, parts?: { partNumber: number; etag: string }[]) => c.post('/api/upload/vcloud/commit', { token, ...(parts ? { parts } : {}) });

async function directUpload(c: TestClient, bytes: Buffer, claimed: { kind?: string; fileName?: string; mimeType?: string } = {}) {
  const issued = await offer(c, bytes, claimed);
  return commit(c, issued.token, await putParts(issued, bytes));
}

const refusal = (response: { status: number; body: { baseResponse: { messageKey?: string; message: string } } }) => ({
  status: response.status,
  key: response.body.baseResponse.messageKey,
  message: response.body.baseResponse.message,
});

/** A checked file without the names that differ from one upload to the next. */
const checked = (file: Record<string, unknown>) => {
  const { fileId: _fileId, uri: _uri, vid: _vid, url: _url, ...rest } = file;
  return rest;
};

describe('direct upload to the S3 bucket', () => {
  it('tells the page, whose policy lets it reach the bucket', async () => {
    expect((await client.get('/api/system/basic')).body.data.directUpload).toBe(true);
    const policy = String((await ctx.client().get('/')).headers['content-security-policy']);
    expect(policy).toContain(`connect-src 'self' ${s3.endpoint};`);
  });

  it('sends a WAV in presigned parts straight to the bucket; the commit checks it like a server-side upload', async () => {
    const wav = makeWav({ seconds: 60 }); // 10.6 MB: two parts of the plan
    const before = await keysInBucket();
    const issued = await offer(client, wav);
    expect(issued).toMatchObject({ provider: 's3', partSize: 8 * 1024 * 1024 });
    expect(issued.parts.map(({ partNumber, size }) => ({ partNumber, size }))).toEqual([
      { partNumber: 1, size: 8 * 1024 * 1024 },
      { partNumber: 2, size: wav.length - 8 * 1024 * 1024 },
    ]);
    expect(issued.uploadUrl).toBe(issued.parts[0]!.url);
    for (const part of issued.parts) {
      const url = new URL(part.url);
      expect(url.origin).toBe(s3.endpoint);
      expect(url.pathname).toBe(`/portal-files/objects/${issued.objectKey}`);
      expect(url.searchParams.get('partNumber')).toBe(String(part.partNumber));
      // Short-lived, and signed for exactly the part's size.
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(partUrlLifetimeMs(wav.length) / 1000);
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    }

    // The page's PUT to the bucket is cross-origin: the bucket's CORS rule allows it and exposes the ETag.
    const preflight = await fetch(issued.parts[0]!.url, {
      method: 'OPTIONS',
      headers: { origin: PORTAL_ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');

    const parts = await putParts(issued, wav);
    const committed = await commit(client, issued.token, parts);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.body.data).toMatchObject({
      kind: 'audio',
      contentType: 'audio/wav',
      size: wav.length,
      meta: { format: 'WAV', durationMs: 60_000, sampleRate: 44_100, bitsPerSample: 16, channels: 2, sha256: sha256(wav), fileName: 'master.wav' },
    });
    // A commit repeated (its answer lost) answers the same file.
    expect((await commit(client, issued.token, parts)).body.data.fileId).toBe(committed.body.data.fileId);

    const served = await client.get(committed.body.data.url);
    expect(served.status).toBe(200);
    expect(Number(served.headers['content-length'])).toBe(wav.length);
    const [row] = await ctx.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, committed.body.data.fileId));
    expect(sha256((await ctx.services.files.get(row!.objectKey))!.bytes)).toBe(sha256(wav));

    const serverSide = await uploadWhole(client, wav, { partSize: 8 * 1024 * 1024 });
    expect(serverSide.status).toBe(200);
    expect(checked(committed.body.data)).toEqual(checked(serverSide.body.data));

    // The two files, and nothing else: no staging object, no parts.
    const added = (await keysInBucket()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(2);
    expect(added.every((key) => key.startsWith('objects/uploads/'))).toBe(true);
  });

  it('takes a FLAC in one part, decoded like any other', async () => {
    const flac = encodeFlac(makeWav({ seconds: 3 }));
    const committed = await directUpload(client, flac, { fileName: 'master.flac', mimeType: 'audio/flac' });
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.body.data).toMatchObject({ contentType: 'audio/flac', meta: { format: 'FLAC', durationMs: 3000, sha256: sha256(flac) } });
    const serverSide = await uploadWhole(client, flac, { fileName: 'master.flac', mimeType: 'audio/flac' });
    expect(checked(committed.body.data)).toEqual(checked(serverSide.body.data));
  });

  it('refuses a file that is not audio with the server-side upload’s error, and leaves nothing in the bucket', async () => {
    const picture = await squareImage(1400);
    const before = await keysInBucket();
    const direct = refusal(await directUpload(client, picture, { fileName: 'master.wav', mimeType: 'audio/wav' }));
    const serverSide = refusal(await uploadWhole(client, picture, { fileName: 'master.wav', mimeType: 'audio/wav' }));
    expect(direct.status).toBe(400);
    expect(direct.key).toMatch(/^upload_/);
    expect(direct).toEqual(serverSide);
    expect(direct.message).not.toBe(direct.key);

    const truncated = makeWav({ seconds: 2, truncateBy: 1000 });
    expect(refusal(await directUpload(client, truncated))).toEqual(refusal(await uploadWhole(client, truncated)));
    expect(await keysInBucket()).toEqual(before);
  });

  it('refuses a tampered token, another account’s commit, and the portal’s own PUT for a bucket upload', async () => {
    const wav = makeWav({ seconds: 1 });
    const issued = await offer(client, wav);
    const parts = await putParts(issued, wav);
    const [payload, signature] = issued.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const otherUpload = Buffer.from(JSON.stringify({ ...claims, m: 'another-multipart-upload' })).toString('base64url');
    expect(refusal(await commit(client, `${otherUpload}.${signature}`, parts))).toMatchObject({ status: 403, key: 'upload_token_invalid' });
    expect(refusal(await commit(client, `${payload}.${'A'.repeat(43)}`, parts))).toMatchObject({ status: 403, key: 'upload_token_invalid' });
    const stranger = (await signUpArtist(ctx)).client;
    expect(refusal(await commit(stranger, issued.token, parts)).status).toBe(403);
    const portalPut = await client.call('PUT', `/api/upload/vcloud/direct?token=${encodeURIComponent(issued.token)}`, { body: wav, headers: { 'content-type': 'application/octet-stream' } });
    expect(refusal(portalPut)).toMatchObject({ status: 403, key: 'upload_token_invalid' });
    // Still the owner's to finish.
    expect((await commit(client, issued.token, parts)).status).toBe(200);
  });

  it('names a part that is missing and keeps the upload open for it', async () => {
    const wav = makeWav({ seconds: 60 });
    const issued = await offer(client, wav);
    const parts = await putParts(issued, wav);
    expect(refusal(await commit(client, issued.token, parts.slice(0, 1)))).toMatchObject({ status: 400, key: 'upload_part_missing' });
    expect(refusal(await commit(client, issued.token))).toMatchObject({ status: 400, key: 'upload_part_missing' });
    expect(refusal(await commit(client, issued.token, [...parts, { partNumber: 3, etag: '"x"' }]))).toMatchObject({ status: 400, key: 'upload_part_out_of_range' });
    expect((await commit(client, issued.token, parts)).status).toBe(200);
  });

  it('refuses parts that do not add up to the announced size, and keeps none of them', async () => {
    const wav = makeWav({ seconds: 60 });
    const before = await keysInBucket();
    const issued = await offer(client, wav);
    // The page sends a short last part (a real bucket refuses it at once: its URL signs the part's size).
    const shortened = Buffer.concat([wav.subarray(0, issued.partSize), wav.subarray(issued.partSize, wav.length - 100)]);
    const parts = await putParts({ ...issued, parts: [issued.parts[0]!, { ...issued.parts[1]!, size: issued.parts[1]!.size - 100 }] }, shortened);
    expect(refusal(await commit(client, issued.token, parts))).toMatchObject({ status: 400, key: 'upload_size_mismatch' });
    expect((await commit(client, issued.token, parts)).status).toBe(404);
    expect(await keysInBucket()).toEqual(before);
  });

  it('answers 503 and keeps the upload open when the bucket cannot complete it', async () => {
    const direct = ctx.services.files.directUploads!;
    const wav = makeWav({ seconds: 1 });
    const issued = await offer(client, wav);
    const parts = await putParts(issued, wav);
    const complete = vi.spyOn(direct, 'complete').mockRejectedValueOnce(Object.assign(new Error('socket hang up'), { name: 'TimeoutError' }));
    try {
      expect(refusal(await commit(client, issued.token, parts))).toMatchObject({ status: 503, key: 'storage_unavailable' });
    } finally {
      complete.mockRestore();
    }
    expect((await commit(client, issued.token, parts)).status).toBe(200);
  });

  it('aborts the multipart upload and forgets it when the bucket refuses the parts', async () => {
    const direct = ctx.services.files.directUploads!;
    const wav = makeWav({ seconds: 1 });
    const issued = await offer(client, wav);
    const parts = await putParts(issued, wav);
    const complete = vi.spyOn(direct, 'complete').mockRejectedValueOnce(new PartsRefused('One or more of the specified parts could not be found.'));
    const abort = vi.spyOn(direct, 'abort');
    try {
      expect(refusal(await commit(client, issued.token, parts))).toMatchObject({ status: 400, key: 'upload_direct_parts_refused' });
      const { u: uploadId, m: multipartId } = JSON.parse(Buffer.from(issued.token.split('.')[0]!, 'base64url').toString());
      expect(abort).toHaveBeenCalledWith(stagingKey(uploadId), multipartId);
      expect((await commit(client, issued.token, parts)).status).toBe(404);
    } finally {
      complete.mockRestore();
      abort.mockRestore();
    }
  });

  it('aborts an expired upload’s parts when the account starts another', async () => {
    const direct = ctx.services.files.directUploads!;
    const wav = makeWav({ seconds: 1 });
    const issued = await offer(client, wav);
    await putParts(issued, wav);
    const { u: uploadId } = JSON.parse(Buffer.from(issued.token.split('.')[0]!, 'base64url').toString());
    await ctx.services.db
      .update(uploadSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadSessions.id, uploadId));
    expect((await commit(client, issued.token, [{ partNumber: 1, etag: '"x"' }])).status).toBe(404);

    const abortAll = vi.spyOn(direct, 'abortAll');
    try {
      await offer(client, wav);
      expect(abortAll).toHaveBeenCalledWith(stagingKey(uploadId));
      expect(await ctx.services.db.select().from(uploadSessions).where(eq(uploadSessions.id, uploadId))).toEqual([]);
    } finally {
      abortAll.mockRestore();
    }
  });

  it('answers 503, not 500, and keeps no upload when the bucket cannot be reached', async () => {
    const direct = ctx.services.files.directUploads!;
    const start = vi.spyOn(direct, 'start').mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const { client: newcomer, userId } = await signUpArtist(ctx);
    try {
      const wav = makeWav({ seconds: 1 });
      const answer = await newcomer.get('/api/upload/vcloud/ststoken', { kind: 'audio', fileName: 'master.wav', size: String(wav.length), mimeType: 'audio/wav' });
      expect(refusal(answer)).toMatchObject({ status: 503, key: 'storage_unavailable' });
      expect(await ctx.services.db.select().from(uploadSessions).where(eq(uploadSessions.userId, userId))).toEqual([]);
    } finally {
      start.mockRestore();
    }
  });
});
