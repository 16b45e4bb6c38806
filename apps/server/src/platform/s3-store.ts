import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { S3DirectUploads } from './s3-direct-uploads.ts';
import type { Secret } from './secret.ts';
import { isValidObjectKey, ObjectTooLarge, type ByteRange, type ObjectStore, type WrittenObject } from './storage.ts';

/** Where an S3 bucket (or an S3-compatible service such as MinIO or R2) is and how to reach it. */
export interface S3Settings {
  bucket: string;
  /** Folder inside the bucket, without slashes at either end; '' for the bucket's root. */
  prefix: string;
  region: string;
  /** For S3-compatible services; AWS itself needs none. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name: most S3-compatible services want it. */
  forcePathStyle?: boolean;
  /** Both or neither: without them the AWS default chain applies (AWS_* variables, profiles, instance roles). */
  accessKeyId?: string;
  secretAccessKey?: Secret;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle ?? false,
    ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey.reveal() } } : {}),
    // Checksums only where S3 requires them: the default (streaming aws-chunked CRC32) is not understood by every
    // S3-compatible service, and our bodies have a known length anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** `prefix/key`, or the key alone when there is no prefix. */
export const joinKey = (prefix: string, ...parts: string[]) => [prefix.replace(/^\/+|\/+$/g, ''), ...parts].filter(Boolean).join('/');

/** True when S3 answered that the object (or bucket path) does not exist. */
export const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

const isUnsatisfiableRange = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'InvalidRange' || $metadata?.httpStatusCode === 416;
};

/** Parts of a multipart upload: S3 wants at least 5 MiB for every part but the last. */
export const PART_SIZE = 8 * 1024 * 1024;

/**
 * Uploads a stream of unknown length in constant memory: one part buffer, filled by copying (so the source may reuse
 * its chunks), uploaded when full. A stream that fits in one part is a single PutObject. The object appears only when
 * the upload completes; on failure or when the stream passes maxBytes the multipart upload is aborted.
 */
export async function uploadStream(
  client: S3Client,
  target: { bucket: string; key: string; contentType: string },
  source: Readable | AsyncIterable<Uint8Array>,
  maxBytes = Number.MAX_SAFE_INTEGER,
): Promise<WrittenObject> {
  const { bucket: Bucket, key: Key, contentType: ContentType } = target;
  const hash = createHash('sha256');
  const part = Buffer.allocUnsafe(PART_SIZE);
  let filled = 0;
  let size = 0;
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];
  const uploadPart = async () => {
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }))).UploadId;
    const PartNumber = parts.length + 1;
    const body = part.subarray(0, filled);
    const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: body, ContentLength: body.length }));
    parts.push({ ETag, PartNumber });
    filled = 0;
  };
  try {
    for await (const chunk of source as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > maxBytes) throw new ObjectTooLarge(maxBytes);
      hash.update(chunk);
      for (let offset = 0; offset < chunk.length; ) {
        const length = Math.min(chunk.length - offset, PART_SIZE - filled);
        part.set(chunk.subarray(offset, offset + length), filled);
        filled += length;
        offset += length;
        if (filled === PART_SIZE) await uploadPart();
      }
    }
    if (uploadId === undefined) {
      await client.send(new PutObjectCommand({ Bucket, Key, ContentType, Body: part.subarray(0, filled), ContentLength: filled }));
    } else {
      if (filled > 0) await uploadPart();
      await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
    }
  } catch (error) {
    // Best effort: an upload left behind is invisible and expires with the bucket's lifecycle rule.
    if (uploadId !== undefined) await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => {});
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Objects in an S3 bucket under a prefix; the content type is the object's own. */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  readonly directUploads: S3DirectUploads;

  constructor(
    private readonly settings: S3Settings,
    client?: S3Client,
  ) {
    this.client = client ?? createS3Client(settings);
    this.directUploads = new S3DirectUploads(this.client, settings.bucket, (key) => this.keyOf(key));
  }

  private keyOf(key: string): string {
    if (!isValidObjectKey(key)) throw new Error(`bad object key ${key}`);
    return joinKey(this.settings.prefix, key);
  }

  private object(key: string) {
    return { Bucket: this.settings.bucket, Key: this.keyOf(key) };
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ ...this.object(key), Body: bytes, ContentLength: bytes.length, ContentType: contentType }));
  }

  async get(key: string) {
    try {
      const answer = await this.client.send(new GetObjectCommand(this.object(key)));
      const bytes = Buffer.from(await answer.Body!.transformToByteArray());
      return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
  }

  async putStream(key: string, source: Readable | AsyncIterable<Uint8Array>, contentType: string, options: { maxBytes?: number } = {}) {
    const { Bucket, Key } = this.object(key);
    return uploadStream(this.client, { bucket: Bucket, key: Key, contentType }, source, options.maxBytes);
  }

  async getStream(key: string, range?: ByteRange) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ ...this.object(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      // A ranged answer gives the whole object's size after the slash of Content-Range.
      const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : answer.ContentLength;
      return { stream: answer.Body as Readable, size: total ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async readInto(key: string, position: number, target: Uint8Array) {
    if (target.length === 0) return (await this.stat(key)) ? 0 : null;
    let body: AsyncIterable<Uint8Array>;
    try {
      const answer = await this.client.send(new GetObjectCommand({ ...this.object(key), Range: `bytes=${position}-${position + target.length - 1}` }));
      body = answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return null;
      // Reading at or past the end: S3 answers 416 where a file would give 0 bytes.
      if (isUnsatisfiableRange(error)) return (await this.stat(key)) ? 0 : null;
      throw error;
    }
    let filled = 0;
    for await (const chunk of body) {
      const length = Math.min(chunk.length, target.length - filled);
      target.set(chunk.subarray(0, length), filled);
      filled += length;
    }
    return filled;
  }

  async stat(key: string) {
    try {
      const answer = await this.client.send(new HeadObjectCommand(this.object(key)));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Closes the client's sockets (tests; a server keeps its store for its whole life). */
  close() {
    this.client.destroy();
  }
}
