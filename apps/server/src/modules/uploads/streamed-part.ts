import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ReceivedPart } from '@portal/contract/uploads';
import type { Services } from '../../platform/services.ts';

/** The route whose file goes straight to storage instead of into memory. */
export const PART_UPLOAD_URL = '/api/upload/partial/upload';
/** Above the multipart file limit, which cuts a file off first (the size check then refuses it). */
const MAX_STREAMED_BYTES = 10 * 1024 * 1024 + 1;

const stagedByRequest = new WeakMap<FastifyRequest, string[]>();
const fieldValue = (part: MultipartFile, name: string) => {
  const field = part.fields[name];
  return field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
};

/**
 * Multipart file handler for the multipart scope: a part of a chunked upload is written to storage as it arrives
 * (hashed on the way), every other file is read into a Buffer as before. Each arrival gets its own key, so a part
 * sent again never overwrites the one a merge may be reading.
 */
export async function receiveMultipartFile(services: Services, req: FastifyRequest, part: MultipartFile) {
  if (req.routeOptions.url !== PART_UPLOAD_URL) {
    await part.toBuffer();
    return;
  }
  const uploadId = /^up_[A-Za-z0-9_-]{16,64}$/.test(fieldValue(part, 'uploadId')) ? fieldValue(part, 'uploadId') : 'unknown';
  const index = /^\d{1,5}$/.test(fieldValue(part, 'partIndex')) ? fieldValue(part, 'partIndex') : 'x';
  const objectKey = `upload-parts/${uploadId}/${index}.${randomBytes(6).toString('hex')}`;
  stagedByRequest.set(req, [...(stagedByRequest.get(req) ?? []), objectKey]);
  const written = await services.files.putStream(objectKey, part.file, 'application/octet-stream', { maxBytes: MAX_STREAMED_BYTES });
  (part as MultipartFile & { value?: ReceivedPart }).value = new ReceivedPart(objectKey, written.size, written.sha256);
}

/** Before a refusal or failure is answered, the bytes its request streamed into storage go. */
export async function dropRefusedParts(services: Services, req: FastifyRequest, reply: FastifyReply) {
  const staged = stagedByRequest.get(req);
  if (!staged || reply.statusCode < 300) return;
  await Promise.all(staged.map((key) => services.files.delete(key)));
}
