import { z } from 'zod';
import { UNSAFE_FILE_NAME_CHARACTER } from '@portal/domain/file-names';
import { uploadKinds } from '@portal/domain/release/file-checks';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/uploads.ts';

/**
 * Release files (document 1 "Uploads", document 3 sections 3 to 5, 7 and 8): chunked upload, direct upload with a
 * storage token, server-side dump of a URL, and serving. A refused file answers 400 with the message key
 * `upload_<check key>` of packages/domain/src/release/file-checks.ts (and its placeholders in `vars`).
 */

export const MIN_PART_SIZE = 64 * 1024;
/** Parts travel as multipart bodies with a 10 MB file limit. */
export const MAX_PART_SIZE = 8 * 1024 * 1024;
export const DEFAULT_PART_SIZE = 5 * 1024 * 1024;
export const MAX_PARTS = 10_000;
const kind = z.enum(uploadKinds);
const uploadId = z.string().regex(/^up_[A-Za-z0-9_-]{16,64}$/);
const objectKey = z.string().min(1).max(300);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const partIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_PARTS - 1);

/**
 * A part's bytes as the server received them: streamed into storage while the body was read, never held whole in
 * memory. Only the server's multipart reader makes these; a JSON body cannot pass for one.
 */
export class ReceivedPart {
  constructor(
    readonly objectKey: string,
    readonly size: number,
    readonly sha256: string,
  ) {}
}

export const uploadedPart = z.object({ partIndex: z.number().int(), size: z.number().int(), sha256: z.string() });

/**
 * What the upload measured in an audio file's samples (decision 070); null levels do not exist (silence). The
 * integrated loudness and true peak are measured for a file the upload warns about, the figures its warning shows.
 */
export const audioLevels = z.object({
  samplePeakDbfs: z.number().nullable(),
  integratedLufs: z.number().nullable().optional(),
  truePeakDbtp: z.number().nullable().optional(),
  /** 0 to 1 of the duration. */
  silentShare: z.number(),
  /** 0 to 1 of the samples. */
  clippedShare: z.number(),
});
export const audioWarning = z.enum(['mostly_silent', 'clipped']);

/** What the checks measured (uploaded_files.meta); audio and image fields appear for those files only. */
export const fileMeta = z.object({
  format: z.string(),
  sha256: z.string(),
  fileName: z.string(),
  durationMs: z.number().optional(),
  sampleRate: z.number().optional(),
  bitsPerSample: z.number().optional(),
  channels: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  /** Audio uploaded since decision 070: its levels, and the warnings the upload gave (shown under the track's audio). */
  levels: audioLevels.optional(),
  warnings: z.array(audioWarning).optional(),
});

export const uploadedFile = z.object({
  /** The id the release form names the file by (fullAudio, clipAudios, cover, licensedProofFile). */
  fileId: z.string(),
  /** The same id, under the name document 3's file item and video-cloud result use. */
  uri: z.string(),
  vid: z.string(),
  /** Where the owner (and operators) can fetch it: GET /api/files/{fileId}. */
  url: z.string(),
  kind,
  contentType: z.string(),
  size: z.number().int(),
  meta: fileMeta,
});

/** A file's own name, as a browser gives it: no folders (no slash or backslash), no control or bidirectional control characters, not just dots. */
const uploadFileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine((name) => !UNSAFE_FILE_NAME_CHARACTER.test(name) && !/^\.+$/.test(name), { message: 'upload_file_name_invalid' });

export const startUpload = defineRoute(heads.startUpload, {
  summary:
    'Opens a chunked upload, or finds the one already started: pass the uploadId you had, or the same fingerprint, and the answer lists the parts the server holds (with their sizes and SHA-256) so only the others are sent again. The name, size and type are checked here already.',
  body: z.object({
    mimeType: z.string().max(200),
    fileName: uploadFileName,
    size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    kind,
    partSize: z.number().int().min(MIN_PART_SIZE).max(MAX_PART_SIZE).default(DEFAULT_PART_SIZE),
    /** The client's stable name for this file (for example a hash of name, size, last-modified and sampled bytes). */
    fingerprint: z.string().min(8).max(200).optional(),
    /** An upload started earlier for this file; ignored when it is gone, finished, or for another file. */
    uploadId: uploadId.optional(),
  }),
  response: z.object({
    uploadId: z.string(),
    objectKey: z.string(),
    partSize: z.number().int(),
    partCount: z.number().int(),
    receivedParts: z.array(z.number().int()),
    parts: z.array(uploadedPart),
    resumed: z.boolean(),
    expiresAt: z.string(),
  }),
});

export const uploadPart = defineRoute(heads.uploadPart, {
  summary: 'One part (multipart: uploadId, objectKey, partIndex, optional sha256, then file). Every part but the last is exactly partSize bytes. Sending a part again replaces it.',
  body: z.object({
    uploadId,
    objectKey,
    partIndex: z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(partIndex),
    /** When given, the part is refused unless its bytes hash to it. */
    sha256: sha256.optional(),
    file: z.custom<ReceivedPart>((value) => value instanceof ReceivedPart, { message: 'validation_required' }),
  }),
  response: uploadedPart,
});

export const mergeUpload = defineRoute(heads.mergeUpload, {
  summary:
    'Checks every part (present, right size, checksum), joins them into the file and runs the checks of document 3 on it (real type, decoded audio or image). Repeating a merge that succeeded answers the same file.',
  body: z.object({
    uploadId,
    objectKey,
    /** The part indexes in order: 0 to partCount - 1. */
    partIds: z.array(z.coerce.number().pipe(partIndex)).min(1).max(MAX_PARTS),
    /** Optional SHA-256 of each part, in the order of partIds. */
    partChecksums: z.array(sha256).max(MAX_PARTS).optional(),
  }),
  response: uploadedFile,
});

export const dumpUpload = defineRoute(heads.dumpUpload, {
  summary: 'Dump mode: the server fetches the file from an http(s) URL (public addresses only, at most 5 redirects, size and time capped), then checks and stores it like a merged upload.',
  body: z.object({
    sourceUrl: z.string().trim().min(1).max(2000),
    kind,
    /** Used for the suffix check; defaults to the URL's last path segment. */
    fileName: uploadFileName.optional(),
  }),
  response: uploadedFile,
});

/** A part of a direct upload to S3: PUT exactly `size` bytes of the file (from (partNumber − 1) × partSize) to `url`. */
const presignedPart = z.object({ partNumber: z.number().int().min(1).max(MAX_PARTS), url: z.string(), size: z.number().int().min(0) });

export const storageToken = defineRoute(heads.storageToken, {
  summary:
    'A short-lived token to send one file straight to storage. local: PUT the bytes to uploadUrl with the given headers, then POST /upload/vcloud/commit with the token. s3: PUT each part of `parts` to its presigned URL (the bucket answers an ETag for each), then commit with the token and the parts’ ETags. On any error, fall back to the chunked upload.',
  query: z.object({
    kind,
    fileName: uploadFileName,
    size: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    mimeType: z.string().max(200),
  }),
  response: z.object({
    /** local: the portal's own endpoint; s3: presigned part URLs of the bucket (uploadUrl is the first part's). */
    provider: z.enum(['local', 's3']),
    method: z.literal('PUT'),
    uploadUrl: z.string(),
    headers: z.record(z.string(), z.string()),
    token: z.string(),
    objectKey: z.string(),
    expiresAt: z.string(),
    /** s3 only: every part but the last is this long. */
    partSize: z.number().int().optional(),
    /** s3 only: the parts in order. */
    parts: z.array(presignedPart).max(MAX_PARTS).optional(),
  }),
});

export const directUpload = defineRoute(heads.directUpload, {
  summary: 'The local store’s direct upload: the raw file as the body, authorised by the storage token alone (like a presigned URL).',
  query: z.object({ token: z.string().min(10).max(2000) }),
  response: z.object({ size: z.number().int(), sha256: z.string() }),
});

export const commitDirectUpload = defineRoute(heads.commitDirectUpload, {
  summary:
    'After a direct upload: checks the stored object like a merged upload and records it (uri and vid name the file). For an s3 upload, `parts` names every part with the ETag the bucket answered for it.',
  body: z.object({
    token: z.string().min(10).max(2000),
    parts: z
      .array(z.object({ partNumber: z.number().int().min(1).max(MAX_PARTS), etag: z.string().min(1).max(200) }))
      .max(MAX_PARTS)
      .optional(),
  }),
  response: uploadedFile,
});

export const audioCheck = defineRoute(heads.audioCheck, {
  summary:
    'What the upload measured in an audio file (full audio or clip) of the account: the sample peak, the share of silence and of clipped samples, and the warnings the upload gave with the integrated loudness and true peak they show, so a reopened draft shows them again. levels is null for a file uploaded before the check existed. 404 for a file of another account or kind.',
  query: z.object({ fileId: z.string().min(1).max(100) }),
  response: z.object({ fileId: z.string(), levels: audioLevels.nullable(), warnings: z.array(audioWarning) }),
});

export const viewFile = defineRoute(heads.viewFile, {
  summary: 'A release file (audio, clip, cover, proof) to the account that owns it (team members need Release View) and to operators; 404 for anyone else. Single byte ranges are answered with 206.',
  response: download,
});
