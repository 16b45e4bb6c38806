import * as releaseFormRoutes from '@portal/contract/heads/releases';
import * as remixRoutes from '@portal/contract/heads/remix';
import * as songsHeads from '@portal/contract/heads/songs';
import * as uploadRoutes from '@portal/contract/heads/uploads';
import { queryOptions } from '@tanstack/react-query';
import { checkFile, checkImage, HEAD_BYTES, UPLOAD_RULES, uploadMessageKey, type UploadIssue } from '@portal/domain/release/file-checks';
import { ApiError, api, type AnswerOf } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';
import { sendReleaseFile, type ReleaseFileKind } from '../../lib/release-file-transport.ts';
import { checkAudioFile } from './audio-check.ts';

export type { ReleaseFileKind };

/** A file the checks refused, with the message key (and its placeholders) of document 3 section 5. */
export class UploadRefused extends Error {
  constructor(
    readonly key: string,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** A reason that goes with an upload failure's event text: a message key and its placeholders. */
export interface FailureReason {
  key: string;
  vars?: Record<string, string | number>;
}

/**
 * A link upload (dump mode) that failed, as document 3 section 8 reports it: an HTTP status, the event text's key
 * (upload_dump_source_failed, upload_dump_body_unreadable, upload_dump_invalid) and, when known, the particular reason.
 */
export class DumpFailed extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly reason: FailureReason | null = null,
  ) {
    super(key);
  }
}

export const fileViewUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;

/** Whether a cover looks like another release's (POST /validate/cover-art-duplication); asked once per upload. */
export const coverDuplicationQuery = (fileId: string, albumId?: number) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'release-form', 'cover-duplication', fileId, albumId ?? null],
    queryFn: ({ signal }) => api(songsHeads.coverArtDuplication, { body: { fileId, ...(albumId ? { albumId } : {}) }, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** What the upload measured in an audio file and the warnings it gave, kept with the file (decision 070). */
export const audioCheckQuery = (fileId: string) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'release-form', 'audio-check', fileId],
    queryFn: ({ signal }) => api(uploadRoutes.audioCheck, { query: { fileId }, signal }),
    staleTime: Infinity,
    retry: false,
  });

export type AudioCheck = AnswerOf<typeof uploadRoutes.audioCheck>;

/** The chorus of an uploaded audio file, as a clip of at most `maxClipMs` (decision 035). */
export const findChorus = (fileId: string, maxClipMs: number) => api(remixRoutes.audioChorus, { query: { fileId, maxClipMs } });

/** Cuts a clip out of an uploaded audio file; answers the clip's own file id. */
export const cutClip = (fileId: string, startMs: number, durationMs: number) => api(releaseFormRoutes.cutReleaseClip, { body: { fileId, startMs, durationMs } });

const refused = (issue: UploadIssue) => new UploadRefused(uploadMessageKey(issue.key), issue.params);

/**
 * The checks of document 3 section 5 the browser can run before sending a byte: the file checks, the image size and
 * the audio header's format and duration. The server runs all of them again, and decodes the whole file.
 */
export async function checkReleaseFile(file: File, kind: ReleaseFileKind): Promise<void> {
  const rules = UPLOAD_RULES[kind];
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const issue = checkFile({ fileInstance: { name: file.name, size: file.size, mimeType: file.type, head } }, rules.file);
  if (issue) throw refused(issue);
  if (rules.audio) {
    const audioIssue = await checkAudioFile(file, rules.audio);
    if (audioIssue) throw refused(audioIssue);
  }
  if (rules.image && file.type.startsWith('image/')) {
    const imageIssue = checkImage(await imageSizeOf(file), rules.image);
    if (imageIssue) throw refused(imageIssue);
  }
}

/** An image file's width and height as the browser decodes it; null when it cannot. */
export async function imageSizeOf(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const image = await createImageBitmap(file);
    const size = { width: image.width, height: image.height };
    image.close();
    return size;
  } catch {
    return null;
  }
}

/** Checks, uploads (straight to the bucket or in parts), and returns the id the form refers to the file by; refused files raise UploadRefused. */
export async function uploadReleaseFile(file: File, kind: ReleaseFileKind, onProgress: (percent: number) => void): Promise<string> {
  await checkReleaseFile(file, kind);
  try {
    return (await sendReleaseFile(file, kind, { onProgress })).fileId;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.messageKey?.startsWith('upload_')) {
      const detail = error.details[0];
      throw new UploadRefused(detail?.messageKey?.startsWith('upload_') ? detail.messageKey : error.messageKey, detail?.vars);
    }
    throw error;
  }
}

/** The upload_dump_* refusal of the server's dump call, with its particular reason (a field error's key). */
function dumpFailureOf(error: ApiError): DumpFailed {
  const detail = error.details[0];
  const vars = detail?.vars ?? {};
  if (!detail?.messageKey || detail.messageKey === error.messageKey) return new DumpFailed(error.status, error.messageKey!, vars.status ? { key: 'upload_dump_source_status', vars } : null);
  return new DumpFailed(error.status, error.messageKey!, { key: detail.messageKey, vars });
}

/** Dump mode on the server (a link the browser may not fetch itself): it fetches, checks and stores the file. */
export async function dumpOnServer(sourceUrl: string, kind: ReleaseFileKind): Promise<string> {
  try {
    return (await api(uploadRoutes.dumpUpload, { body: { sourceUrl, kind } })).fileId;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.messageKey?.startsWith('upload_dump_')) throw dumpFailureOf(error);
    throw error;
  }
}
