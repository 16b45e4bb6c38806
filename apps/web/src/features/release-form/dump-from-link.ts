import { UPLOAD_RULES, formatBytes, mimeOf, uploadMessageKey } from '@portal/domain/release/file-checks';
import { DumpFailed, UploadRefused, dumpOnServer, uploadReleaseFile, type ReleaseFileKind } from './upload-api.ts';

/**
 * Dump mode (document 3 sections 4, 7 and 8): a file added by its link. The browser fetches it itself, streaming, for
 * the first half of the progress; the file it builds then takes the checks and the chunked upload of a picked file
 * for the second half. A link the browser may not fetch (CORS, network, mixed content) is fetched by the server.
 */

/** Document 3 section 9: the download's share of the progress; the upload has the rest. */
export const DUMP_DOWNLOAD_SHARE = 50;

export interface LinkUploadDeps {
  fetch: typeof fetch;
  /** Checks a file and uploads it in parts, reporting 0 to 100 (uploadReleaseFile); refusals raise UploadRefused. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** The server's dump call, for links the browser cannot fetch; failures raise DumpFailed. */
  serverDump: (sourceUrl: string) => Promise<string>;
}

export const browserLinkDeps = (kind: ReleaseFileKind): LinkUploadDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  upload: (file, onProgress) => uploadReleaseFile(file, kind, onProgress),
  serverDump: (sourceUrl) => dumpOnServer(sourceUrl, kind),
});

/** The message key of what is wrong with a pasted link (document 3: URLs are https only), or null. */
export function linkProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'upload_link_invalid';
  }
  if (url.protocol !== 'https:') return 'upload_link_https_only';
  if (url.username || url.password) return 'upload_link_credentials';
  return null;
}

const typeByExtension: Record<string, string> = {
  wav: 'audio/wav',
  flac: 'audio/flac',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};
const extensionByType: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};
/** Types that say nothing about the content (storage buckets often answer these). */
const genericTypes = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/binary', 'application/unknown']);

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** The file's name: the link's last path segment, with an ending from the content type when it has none (as the server names it). */
export function fileNameFrom(link: string, contentType: string): string {
  let segment = '';
  try {
    segment = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  } catch {
    segment = '';
  }
  const name = segment.replace(/[\u0000-\u001f/\\]/g, '').slice(0, 200) || 'download';
  const extension = extensionByType[mimeOf(contentType)];
  return name.includes('.') || !extension ? name : `${name}.${extension}`;
}

/** The response's content type, or one from the name's ending when the response names none that means anything. */
export function fileTypeFrom(contentType: string, fileName: string): string {
  const mime = mimeOf(contentType);
  return genericTypes.has(mime) ? (typeByExtension[extensionOf(fileName)] ?? '') : mime;
}

/** The body, streamed with the download's share of the progress; at most maxSize bytes are kept. */
async function readBody(response: Response, maxSize: number, onProgress: (percent: number) => void): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || 0;
  if (total > maxSize) throw tooLarge(maxSize);
  const reader = response.body?.getReader();
  if (!reader) throw new DumpFailed(400, 'upload_dump_body_unreadable');
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new DumpFailed(400, 'upload_dump_body_unreadable');
    }
    if (chunk.done) break;
    chunks.push(chunk.value);
    received += chunk.value.length;
    if (received > maxSize) {
      void reader.cancel().catch(() => {});
      throw tooLarge(maxSize);
    }
    if (total) onProgress(Math.min(DUMP_DOWNLOAD_SHARE - 1, Math.floor((received / total) * DUMP_DOWNLOAD_SHARE)));
  }
  onProgress(DUMP_DOWNLOAD_SHARE);
  return new Blob(chunks as BlobPart[]);
}

const tooLarge = (maxSize: number) => new DumpFailed(400, 'upload_dump_invalid', { key: uploadMessageKey('size_too_large'), vars: { max: formatBytes(maxSize) } });

/**
 * Adds the file behind a link: resolves to the uploaded file's id, or raises DumpFailed with document 3's event text
 * (a source answering 300 or more is reported as 400 'failed to get source file to dump').
 */
export async function uploadFromLink(sourceUrl: string, kind: ReleaseFileKind, onProgress: (percent: number) => void, deps: LinkUploadDeps = browserLinkDeps(kind)): Promise<string> {
  let response: Response;
  try {
    response = await deps.fetch(sourceUrl, { credentials: 'omit', redirect: 'follow' });
  } catch (error) {
    // fetch rejects with a TypeError, and nothing more, for a network failure and for a source without CORS headers.
    if (!(error instanceof TypeError)) throw error;
    const fileId = await deps.serverDump(sourceUrl);
    onProgress(100);
    return fileId;
  }
  if (response.status >= 300) throw new DumpFailed(400, 'upload_dump_source_failed', { key: 'upload_dump_source_status', vars: { status: response.status } });

  const contentType = response.headers.get('content-type') ?? '';
  const body = await readBody(response, UPLOAD_RULES[kind].file.maxSize, onProgress);
  const fileName = fileNameFrom(response.url || sourceUrl, contentType);
  const file = new File([body], fileName, { type: fileTypeFrom(contentType, fileName) });
  const uploadShare = 100 - DUMP_DOWNLOAD_SHARE;
  try {
    return await deps.upload(file, (percent) => onProgress(DUMP_DOWNLOAD_SHARE + Math.floor((percent * uploadShare) / 100)));
  } catch (error) {
    if (error instanceof UploadRefused) throw new DumpFailed(400, 'upload_dump_invalid', { key: error.key, vars: error.vars });
    throw error;
  }
}
