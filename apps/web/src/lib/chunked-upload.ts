/**
 * The browser half of the chunked upload (document 1 "Uploads", document 3 sections 4, 7 and 9): parts go up in
 * parallel, a failed part is tried again up to 5 times, each request waits 2000 ms times the number already
 * queued, and an upload the server already holds parts of resumes with the parts it is missing.
 */
export const UPLOAD_RETRIES = 5;
export const STAGGER_MS = 2000;
export const PART_SIZE = 5 * 1024 * 1024;
export const PARALLEL_PARTS = 3;

export interface UploadTransport<Result> {
  /** Opens the upload (or finds the one already started for this file) and names the parts the server holds. */
  init(file: File, partSize: number): Promise<{ uploadId: string; objectKey: string; receivedParts: number[]; partSize?: number }>;
  uploadPart(session: { uploadId: string; objectKey: string }, partIndex: number, bytes: Blob, signal: AbortSignal): Promise<void>;
  merge(session: { uploadId: string; objectKey: string }, partIds: number[]): Promise<Result>;
}

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  partSize?: number;
  parallel?: number;
  /** Waits between tries; tests pass a clock of their own. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function chunkedUpload<Result>(file: File, transport: UploadTransport<Result>, options: UploadOptions = {}): Promise<Result> {
  const sleep = options.sleep ?? defaultSleep;
  const signal = options.signal ?? new AbortController().signal;
  const session = await transport.init(file, options.partSize ?? PART_SIZE);
  // A resumed upload keeps the part size it started with: the server says which.
  const partSize = session.partSize ?? options.partSize ?? PART_SIZE;
  const partCount = Math.max(1, Math.ceil(file.size / partSize));
  const held = new Set(session.receivedParts);
  const missing = Array.from({ length: partCount }, (_, index) => index).filter((index) => !held.has(index));
  const sizeOf = (index: number) => Math.min(partSize, file.size - index * partSize);
  let sent = [...held].reduce((sum, index) => sum + (index < partCount ? sizeOf(index) : 0), 0);
  const report = () => options.onProgress?.(file.size ? Math.min(99, Math.floor((sent / file.size) * 100)) : 99);
  report();

  let queued = 0;
  const sendPart = async (index: number) => {
    const bytes = file.slice(index * partSize, index * partSize + sizeOf(index));
    for (let attempt = 0; ; attempt++) {
      signal.throwIfAborted();
      try {
        await transport.uploadPart(session, index, bytes, signal);
        sent += bytes.size;
        report();
        return;
      } catch (error) {
        if (signal.aborted || attempt >= UPLOAD_RETRIES) throw error;
        queued++;
        try {
          await sleep(STAGGER_MS * queued);
        } finally {
          queued--;
        }
      }
    }
  };

  const waiting = [...missing];
  const workers = Array.from({ length: Math.min(options.parallel ?? PARALLEL_PARTS, waiting.length) }, async () => {
    for (let index = waiting.shift(); index !== undefined; index = waiting.shift()) await sendPart(index);
  });
  await Promise.all(workers);
  const result = await transport.merge(
    session,
    Array.from({ length: partCount }, (_, index) => index),
  );
  options.onProgress?.(100);
  return result;
}

/** The display state of an upload item (document 3 section 4). */
export type UploadItemStatus = 'success' | 'validateFail' | 'uploadFail' | 'uploading' | 'validating' | 'waiting';
export type UploadDisplay = 'success' | 'fail' | 'loading' | 'waiting';

export function uploadDisplay(status: UploadItemStatus, percent: number): UploadDisplay {
  switch (status) {
    case 'success':
      return percent === 100 ? 'success' : 'waiting';
    case 'uploadFail':
    case 'validateFail':
      return 'fail';
    case 'uploading':
      return percent > 0 ? 'loading' : 'waiting';
    case 'validating':
      return 'loading';
    default:
      return 'waiting';
  }
}
