import * as uploadRoutes from '@portal/contract/heads/uploads';
import { api, send } from './api-client.ts';
import type { UploadTransport } from './chunked-upload.ts';

export type ReleaseFileKind = 'audio' | 'clip' | 'cover' | 'proof';

/** Same file (name, size, last change) -> same upload on the server, so a reload resumes it. */
const fingerprintOf = (file: File) => `${file.name}|${file.size}|${file.lastModified}`.slice(0, 200);

/** The chunked upload of a release file (the release form's uploads, the creation tools' audio, a bulk import's source). */
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
