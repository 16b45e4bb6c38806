import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from './errors.ts';

/**
 * Where files live: a local folder (LocalDiskStore, the default) or an S3 bucket (S3ObjectStore in s3-store.ts, chosen
 * by STORAGE_S3_BUCKET). Keys are made by the server (never from user input), private by default; whoever serves a
 * file checks access first.
 */
export interface ObjectStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The whole object in memory: for small files only (contracts, photos); large ones are read with getStream. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /**
   * Writes an object from a stream in constant memory, hashing it on the way; the object appears only once complete.
   * Each chunk is written before the next is asked for, so a source may fill the same buffer again. Throws
   * ObjectTooLarge (and keeps nothing) when the source passes maxBytes.
   */
  putStream(key: string, source: Readable | AsyncIterable<Uint8Array>, contentType: string, options?: { maxBytes?: number }): Promise<WrittenObject>;
  /** The object (or the inclusive byte range of it) as a stream; size is the whole object's. */
  getStream(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  /** Fills `target` from `position`: the number of bytes read (fewer at the end), or null when there is no object. */
  readInto(key: string, position: number, target: Uint8Array): Promise<number | null>;
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** Uploads the browser sends straight to the store, in parts; absent when the store cannot take them (local disk). */
  readonly directUploads?: DirectUploads;
}

/** Where the browser PUTs one part of a direct upload, and exactly how many bytes it must be. */
export interface PresignedPart {
  partNumber: number;
  url: string;
  size: number;
}

/**
 * A multipart upload the browser fills itself (S3: CreateMultipartUpload, presigned UploadPart URLs,
 * CompleteMultipartUpload). The object appears under the key only when completed.
 */
export interface DirectUploads {
  /** The origin the part URLs point at: the web page's connect-src must allow it. */
  origin(): Promise<string>;
  /** Opens a multipart upload for the key and signs one URL per part size, each valid for `expiresInSeconds`. */
  start(key: string, partSizes: number[], expiresInSeconds: number): Promise<{ uploadId: string; parts: PresignedPart[] }>;
  /** Joins the parts the browser reports (with their ETags) into the object; throws PartsRefused when the store says they do not fit. */
  complete(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]): Promise<void>;
  /** Drops an unfinished upload and its parts. */
  abort(key: string, uploadId: string): Promise<void>;
  /** Drops every unfinished upload of the key (when the upload id is no longer known). */
  abortAll(key: string): Promise<void>;
}

/** The store refused to complete a direct upload: parts missing, too small, or not the ones the ETags name. */
export class PartsRefused extends Error {}

export interface WrittenObject {
  size: number;
  /** Hex SHA-256 of the bytes written. */
  sha256: string;
}

/** First and last byte, inclusive, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export class ObjectTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
  }
}

/** Up to `length` bytes of an object from `start` (fewer at its end); null when the object does not exist. */
export async function readRange(store: ObjectStore, key: string, start: number, length: number): Promise<Buffer | null> {
  const target = Buffer.alloc(length);
  const read = await store.readInto(key, start, target);
  return read === null ? null : target.subarray(0, read);
}

/** Keys are relative paths of letters, digits and `/_.-`, never climbing with `..`. */
export const isValidObjectKey = (key: string) => /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..');

async function writeAll(handle: FileHandle, chunk: Uint8Array) {
  for (let offset = 0; offset < chunk.length; ) offset += (await handle.write(chunk, offset, chunk.length - offset)).bytesWritten;
}

/** The file system refused a write: no permission, read-only, full, or a folder on the way that is not one. */
const WRITE_REFUSED = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EISDIR']);
export const isWriteRefused = (code: string | undefined) => code !== undefined && WRITE_REFUSED.has(code);

/**
 * A storage folder the server cannot write into is a setup problem (the health panel names it): the caller is told
 * files cannot be kept right now (503, translated), never the server's paths.
 */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isWriteRefused((error as NodeJS.ErrnoException).code)) throw Object.assign(new AppError(BusinessCode.SYSTEM_COMMON, 503, undefined, 'storage_unavailable'), { cause: error });
    throw error;
  }
}

/** Files under one folder; the content type is kept beside each file. Writes go through a temporary name. */
export class LocalDiskStore implements ObjectStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!isValidObjectKey(key)) throw new Error(`bad object key ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`bad object key ${key}`);
    return path;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await writing(() => mkdir(dirname(path), { recursive: true }));
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writing(async () => {
      await writeFile(temporary, bytes);
      await writeFile(`${path}.type`, contentType);
      await rename(temporary, path);
    });
  }

  async get(key: string) {
    const path = this.pathOf(key);
    try {
      const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8').catch(() => 'application/octet-stream')]);
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    // A folder on the way that is not a folder holds no such file either.
    const remove = (file: string) => rm(file, { force: true }).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOTDIR' ? undefined : Promise.reject(error)));
    await Promise.all([remove(path), remove(`${path}.type`)]);
  }

  async putStream(key: string, source: Readable | AsyncIterable<Uint8Array>, contentType: string, options: { maxBytes?: number } = {}) {
    const path = this.pathOf(key);
    await writing(() => mkdir(dirname(path), { recursive: true }));
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    const maxBytes = options.maxBytes ?? Number.MAX_SAFE_INTEGER;
    const hash = createHash('sha256');
    let size = 0;
    const handle = await writing(() => open(temporary, 'w'));
    try {
      for await (const chunk of source as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        if (size > maxBytes) throw new ObjectTooLarge(maxBytes);
        hash.update(chunk);
        await writeAll(handle, chunk);
      }
      await handle.close();
      await writeFile(`${path}.type`, contentType);
      await rename(temporary, path);
    } catch (error) {
      await handle.close().catch(() => {});
      await rm(temporary, { force: true });
      throw error;
    }
    return { size, sha256: hash.digest('hex') };
  }

  async readInto(key: string, position: number, target: Uint8Array) {
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      let filled = 0;
      while (filled < target.length) {
        const { bytesRead } = await handle.read(target, filled, target.length - filled, position + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return filled;
    } finally {
      await handle.close();
    }
  }

  async getStream(key: string, range?: ByteRange) {
    const info = await this.stat(key);
    if (!info) return null;
    const stream = createReadStream(this.pathOf(key), { highWaterMark: 1024 * 1024, ...(range ? { start: range.start, end: range.end } : {}) });
    return { stream, ...info };
  }

  async stat(key: string) {
    const path = this.pathOf(key);
    try {
      const [info, contentType] = await Promise.all([stat(path), readFile(`${path}.type`, 'utf8').catch(() => 'application/octet-stream')]);
      return info.isFile() ? { size: info.size, contentType } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

/** A fresh, unguessable key under a prefix, for example `contracts/42/` + random + `.pdf`. */
export const newObjectKey = (prefix: string, extension: string) => `${prefix}/${randomBytes(16).toString('hex')}.${extension}`;

export const storageRootFor = (dataDir: string) => join(dataDir, 'objects');
