import { ApiError, send, endpoint } from '../../lib/api-client.ts';
import { chunkedUpload, type UploadTransport } from '../../lib/chunked-upload.ts';

export type ReleaseFileKind = 'audio' | 'clip' | 'cover' | 'proof';

/** A file the checks refused, with the message key (and its placeholders) of document 3 section 5. */
export class UploadRefused extends Error {
  constructor(
    readonly key: string,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export const fileViewUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;

// Provisional paths until the uploads contract lands in lib/api-routes.ts.
const init = endpoint<unknown>('POST', '/upload/partial/init');
const part = endpoint<unknown>('POST', '/upload/partial/upload');
const merge = endpoint<unknown>('POST', '/upload/partial/merge');

function transport(kind: ReleaseFileKind): UploadTransport<{ fileId: string }> {
  return {
    async init(file) {
      const body = JSON.stringify({ mimeType: file.type || 'application/octet-stream', fileName: file.name, size: file.size, kind });
      return (await send(init, '', { headers: { 'content-type': 'application/json' }, body })) as { uploadId: string; objectKey: string; receivedParts: number[] };
    },
    async uploadPart(session, partIndex, bytes, signal) {
      const form = new FormData();
      form.append('uploadId', session.uploadId);
      form.append('objectKey', session.objectKey);
      form.append('partIndex', String(partIndex));
      form.append('file', bytes);
      await send(part, '', { body: form, signal });
    },
    async merge(session, partIds) {
      const body = JSON.stringify({ ...session, partIds });
      return (await send(merge, '', { headers: { 'content-type': 'application/json' }, body })) as { fileId: string };
    },
  };
}

/** Uploads a file in parts and returns the id the form refers to it by; refused files raise UploadRefused. */
export async function uploadReleaseFile(file: File, kind: ReleaseFileKind, onProgress: (percent: number) => void): Promise<string> {
  try {
    return (await chunkedUpload(file, transport(kind), { onProgress })).fileId;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.messageKey?.startsWith('upload_')) throw new UploadRefused(error.messageKey);
    throw error;
  }
}
