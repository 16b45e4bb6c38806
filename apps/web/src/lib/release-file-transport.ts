import * as uploadRoutes from '@portal/contract/heads/uploads';
import { api, send } from './api-client.ts';
import type { UploadTransport } from './chunked-upload.ts';
import { uploadDirectOrChunked, type DirectTransport, type DirectUploadOptions } from './direct-upload.ts';
import { basicQuery } from './queries.ts';
import { queryClient } from './query-client.ts';

export type ReleaseFileKind = 'audio' | 'clip' | 'cover' | 'proof';

/** Same file (name, size, last change) -> same upload on the server, so a reload resumes it. */
const fingerprintOf = (file: File) => `${file.name}|${file.size}|${file.lastModified}`.slice(0, 200);

/** The chunked upload of a release file (the release form's uploads, the creation tools' audio, a bulk import's source); sendReleaseFile picks it or the direct one. */
export function releaseFileTransport(kind: ReleaseFileKind | 'batch'): UploadTransport<{ fileId: string }> {
  return {
    init: (file, partSize) =>
      api(uploadRoutes.startUpload, { body: { mimeType: file.type || 'application/octet-stream', fileName: file.name, size: file.size, kind, partSize, fingerprint: fingerprintOf(file) } }),
    async uploadPart(session, partIndex, bytes, signal) {
      const form = new FormData();
      form.append('uploadId', session.uploadId);
      form.append('objectKey', session.objectKey);
      form.append('partIndex', String(partIndex));
      form.append('file', bytes);
      await send(uploadRoutes.uploadPart, '', { body: form, signal });
    },
    merge: (session, partIds) => api(uploadRoutes.mergeUpload, { body: { uploadId: session.uploadId, objectKey: session.objectKey, partIds } }),
  };
}

/** The direct upload of a release file to the S3 bucket: the storage token's part URLs, then the commit with the ETags. */
export function releaseFileDirect(kind: ReleaseFileKind | 'batch'): DirectTransport<{ fileId: string }> {
  return {
    async offer(file) {
      const answer = await api(uploadRoutes.storageToken, { query: { kind, fileName: file.name, size: file.size, mimeType: file.type || 'application/octet-stream' } });
      if (answer.provider !== 's3' || !answer.parts || answer.partSize === undefined) throw new Error('the server offered no part URLs');
      return { token: answer.token, partSize: answer.partSize, parts: answer.parts };
    },
    commit: (offer, parts) => api(uploadRoutes.commitDirectUpload, { body: { token: offer.token, parts } }),
  };
}

/** Whether the server takes files straight into its bucket (S3 storage); unknown counts as no. */
const directUploadOffered = () =>
  queryClient
    .ensureQueryData(basicQuery)
    .then((basic) => basic.directUpload)
    .catch(() => false);

/** Sends a release file: straight to the bucket when the server offers it, else (and when that fails on the way) in parts through the portal. */
export async function sendReleaseFile(file: File, kind: ReleaseFileKind | 'batch', options: DirectUploadOptions = {}): Promise<{ fileId: string }> {
  return uploadDirectOrChunked(file, (await directUploadOffered()) ? releaseFileDirect(kind) : null, releaseFileTransport(kind), options);
}
