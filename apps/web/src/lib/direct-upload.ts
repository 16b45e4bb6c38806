import { ApiError } from './api-client.ts';
import { chunkedUpload, PARALLEL_PARTS, STAGGER_MS, UPLOAD_RETRIES, type UploadOptions, type UploadTransport } from './chunked-upload.ts';

/**
 * The browser half of a direct upload to the S3 bucket (document 3 section 7's storage-token uploader, decision 057):
 * the server offers a presigned URL per part, the browser PUTs each part to the bucket (a few at a time, a failed
 * one tried again), reads the ETag the bucket answers and commits with them; the server then checks the file. When
 * anything on that way fails, the file goes up the chunked way through the portal instead.
 */

export interface DirectOffer {
  token: string;
  /** Every part but the last is this long. */
  partSize: number;
  parts: { partNumber: number; url: string; size: number }[];
}

export interface CompletedPart {
  partNumber: number;
  etag: string;
}

export interface DirectTransport<Result> {
  /** The server's part URLs for the file. */
  offer(file: File): Promise<DirectOffer>;
  commit(offer: DirectOffer, parts: CompletedPart[]): Promise<Result>;
}

export interface DirectUploadOptions extends UploadOptions {
  /** The parts' PUTs; tests pass a fake bucket. */
  fetch?: typeof fetch;
}

/** The bucket did not take a part: its status (0 for a network failure) and whether trying again can help. */
export class PartFailed extends Error {
  constructor(
    readonly partNumber: number,
    readonly status: number,
  ) {
    super(`part ${partNumber} was not stored (${status || 'network'})`);
  }

  /** A refusal (expired or wrong signature, wrong size) stays one; a dropped connection or a busy bucket may not. */
  get retriable() {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/** PUTs the offer's parts to the bucket and answers each part's ETag, in order; progress goes from 0 to 99. */
export async function sendParts(file: File, offer: DirectOffer, options: DirectUploadOptions = {}): Promise<CompletedPart[]> {
  const put = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const signal = options.signal ?? new AbortController().signal;
  const etags = new Map<number, string>();
  let sent = 0;
  const report = () => options.onProgress?.(file.size ? Math.min(99, Math.floor((sent / file.size) * 100)) : 99);
  report();

  let queued = 0;
  const sendPart = async (part: DirectOffer['parts'][number]) => {
    const start = (part.partNumber - 1) * offer.partSize;
    const bytes = file.slice(start, start + part.size);
    for (let attempt = 0; ; attempt++) {
      signal.throwIfAborted();
      try {
        const answer = await put(part.url, { method: 'PUT', body: bytes, signal }).catch((error: unknown) => {
          throw signal.aborted ? error : new PartFailed(part.partNumber, 0);
        });
        // Without the bucket's CORS rule exposing ETag the page cannot read it, and the parts cannot be joined.
        const etag = answer.headers.get('etag');
        if (!answer.ok || !etag) throw new PartFailed(part.partNumber, answer.status);
        etags.set(part.partNumber, etag);
        sent += part.size;
        report();
        return;
      } catch (error) {
        if (signal.aborted || !(error instanceof PartFailed) || !error.retriable || attempt >= UPLOAD_RETRIES) throw error;
        queued++;
        try {
          await sleep(STAGGER_MS * queued);
        } finally {
          queued--;
        }
      }
    }
  };

  const waiting = [...offer.parts];
  const workers = Array.from({ length: Math.min(options.parallel ?? PARALLEL_PARTS, waiting.length) }, async () => {
    for (let part = waiting.shift(); part !== undefined; part = waiting.shift()) await sendPart(part);
  });
  await Promise.all(workers);
  return offer.parts.map(({ partNumber }) => ({ partNumber, etag: etags.get(partNumber)! }));
}

export async function directUpload<Result>(file: File, transport: DirectTransport<Result>, options: DirectUploadOptions = {}): Promise<Result> {
  const offer = await transport.offer(file);
  const parts = await sendParts(file, offer, options);
  const result = await transport.commit(offer, parts);
  options.onProgress?.(100);
  return result;
}

/** Answers of the commit that say the direct way failed, not the file: the chunked upload may still succeed. */
const WAY_FAILED = new Set(['upload_direct_parts_refused', 'upload_part_missing', 'upload_part_out_of_range', 'upload_size_mismatch', 'upload_no_file_instance_found', 'upload_token_invalid']);

/** True when the server refused the file itself (a check of document 3 section 5): sending it another way changes nothing. */
export const refusedFile = (error: unknown) => error instanceof ApiError && error.status === 400 && !WAY_FAILED.has(error.messageKey ?? '');

/**
 * Straight to the bucket when the server offers it (`direct` is null when it does not: local storage), else in parts
 * through the portal; a direct upload that fails on the way falls back to the chunked one (document 3 section 7).
 */
export async function uploadDirectOrChunked<Result>(file: File, direct: DirectTransport<Result> | null, chunked: UploadTransport<Result>, options: DirectUploadOptions = {}): Promise<Result> {
  if (direct) {
    try {
      return await directUpload(file, direct, options);
    } catch (error) {
      if (options.signal?.aborted || refusedFile(error)) throw error;
      options.onProgress?.(0);
    }
  }
  return chunkedUpload(file, chunked, options);
}
