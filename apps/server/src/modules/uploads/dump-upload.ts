import { BusinessCode } from '@portal/domain/errors';
import { UPLOAD_RULES, formatBytes, mimeOf, uploadMessageKey, type UploadKind } from '@portal/domain/release/file-checks';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { ObjectTooLarge } from '../../platform/storage.ts';
import { describeFile, recordCheckedFile, uploadObjectKey } from './record-file.ts';
import { FetchRefused, isPublicAddress, openSafeDownload, type FetchFailure } from './safe-fetch.ts';
import { withoutUnsafeCharacters } from '@portal/domain/file-names';
import { SongSource } from '@portal/domain/release/song-source';

export const DUMP_MAX_REDIRECTS = 5;
export const DUMP_TIMEOUT_MS = 5 * 60_000;

/** Document 3 section 8: the event text as the message, the particular reason as the field's. */
const dumpError = (messageKey: string, reasonKey: string, vars?: Record<string, string | number>) =>
  new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.sourceUrl', messageKey: reasonKey, message: '', ...(vars ? { vars } : {}) }], messageKey, vars);

const reasonKeys: Record<FetchFailure, string> = {
  url_invalid: 'upload_dump_url_invalid',
  address_refused: 'upload_dump_address_refused',
  too_many_redirects: 'upload_dump_too_many_redirects',
  timeout: 'upload_dump_timeout',
  status: 'upload_dump_source_failed',
  network: 'upload_dump_source_failed',
};

const extensions: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** The file's name: the URL's last path segment, with an ending from the content type when it has none. */
export function fileNameFromUrl(url: URL, contentType: string): string {
  let segment = '';
  try {
    segment = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  } catch {
    segment = '';
  }
  const name = withoutUnsafeCharacters(segment).slice(0, 200) || 'download';
  const extension = extensions[mimeOf(contentType)];
  return name.includes('.') || !extension ? name : `${name}.${extension}`;
}

/**
 * Dump mode on the server: fetches the source (public addresses only, redirects re-checked, size and time capped),
 * stores it and runs the same checks as a merged upload.
 */
export async function dumpUpload(services: Services, actor: Actor, input: { sourceUrl: string; kind: UploadKind; fileName?: string }) {
  const allowAddress = services.config.dumpAllowPrivateAddresses ? () => true : isPublicAddress;
  const download = await openSafeDownload(input.sourceUrl, { allowAddress, maxRedirects: DUMP_MAX_REDIRECTS, timeoutMs: DUMP_TIMEOUT_MS }).catch((error) => {
    if (error instanceof FetchRefused) throw dumpError('upload_dump_source_failed', reasonKeys[error.reason], error.status ? { status: error.status } : undefined);
    throw error;
  });
  const fileName = input.fileName ?? fileNameFromUrl(download.url, download.contentType);
  const key = uploadObjectKey(actor.accountId, fileName);
  const maxSize = UPLOAD_RULES[input.kind].file.maxSize;
  let written: Awaited<ReturnType<typeof services.files.putStream>>;
  try {
    written = await services.files.putStream(key, download.body, 'application/octet-stream', { maxBytes: maxSize });
  } catch (error) {
    if (error instanceof ObjectTooLarge) throw dumpError('upload_dump_invalid', uploadMessageKey('size_too_large'), { max: formatBytes(maxSize) });
    if (download.timedOut()) throw dumpError('upload_dump_source_failed', 'upload_dump_timeout');
    throw dumpError('upload_dump_body_unreadable', 'upload_dump_body_unreadable');
  } finally {
    download.close();
  }
  try {
    const row = await recordCheckedFile(services, actor.accountId, { key, sha256: written.sha256 }, { kind: input.kind, fileName, mimeType: download.contentType }, undefined, SongSource.Zima);
    return describeFile(row);
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 400) throw dumpError('upload_dump_invalid', error.messageKey, error.vars);
    throw error;
  }
}
