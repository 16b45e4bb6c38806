import { checkFile, checkImage, HEAD_BYTES, UPLOAD_RULES, uploadMessageKey, type UploadIssue } from '@portal/domain/release/file-checks';
import { ApiError, api, send } from '../../lib/api-client.ts';
import { uploadRoutes } from '../../lib/release-api-routes.ts';
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

const refused = (issue: UploadIssue) => new UploadRefused(uploadMessageKey(issue.key), issue.params);

/** The checks of document 3 section 5 the browser can run before sending a byte; the server runs all again. */
async function checkBeforeUpload(file: File, kind: ReleaseFileKind) {
  const rules = UPLOAD_RULES[kind];
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const issue = checkFile({ fileInstance: { name: file.name, size: file.size, mimeType: file.type, head } }, rules.file);
  if (issue) throw refused(issue);
  if (rules.image && file.type.startsWith('image/')) {
    const image = await createImageBitmap(file).catch(() => null);
    const imageIssue = checkImage(image && { width: image.width, height: image.height }, rules.image);
    image?.close();
    if (imageIssue) throw refused(imageIssue);
  }
}

/** Same file (name, size, last change) -> same upload on the server, so a reload resumes it. */
const fingerprintOf = (file: File) => `${file.name}|${file.size}|${file.lastModified}`.slice(0, 200);

function transport(kind: ReleaseFileKind): UploadTransport<{ fileId: string }> {
  return {
    init: (file, partSize) => api(uploadRoutes.startUpload, { body: { mimeType: file.type || 'application/octet-stream', fileName: file.name, size: file.size, kind, partSize, fingerprint: fingerprintOf(file) } }),
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

/** Checks, uploads in parts, and returns the id the form refers to the file by; refused files raise UploadRefused. */
export async function uploadReleaseFile(file: File, kind: ReleaseFileKind, onProgress: (percent: number) => void): Promise<string> {
  await checkBeforeUpload(file, kind);
  try {
    return (await chunkedUpload(file, transport(kind), { onProgress })).fileId;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.messageKey?.startsWith('upload_')) {
      const detail = error.details[0];
      throw new UploadRefused(detail?.messageKey?.startsWith('upload_') ? detail.messageKey : error.messageKey, detail?.vars);
    }
    throw error;
  }
}
