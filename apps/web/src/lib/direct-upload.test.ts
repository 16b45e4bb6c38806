import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { UPLOAD_RETRIES, type UploadTransport } from './chunked-upload.ts';
import { directUpload, uploadDirectOrChunked, type DirectOffer, type DirectTransport } from './direct-upload.ts';

const file = (size: number) => new File([Uint8Array.from({ length: size }, (_, i) => i % 251)], 'song.wav', { type: 'audio/wav' });

const offerFor = (size: number, partSize: number): DirectOffer => ({
  token: 'signed-token',
  partSize,
  parts: Array.from({ length: Math.max(1, Math.ceil(size / partSize)) }, (_, index) => ({
    partNumber: index + 1,
    url: `https://bucket.example/staging?partNumber=${index + 1}&X-Amz-Signature=sig`,
    size: Math.min(partSize, size - index * partSize),
  })),
});

/**
 * A bucket behind fetch: keeps each part's bytes, answers an ETag (or hides it, as a bucket without the CORS rule
 * does), and fails chosen parts with a status (0: the connection drops) a number of times.
 */
function fakeBucket(options: { failures?: Record<number, { status: number; times: number }>; exposeEtag?: boolean } = {}) {
  const parts = new Map<number, Uint8Array>();
  const puts: number[] = [];
  const failures = structuredClone(options.failures ?? {});
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const partNumber = Number(new URL(String(input)).searchParams.get('partNumber'));
    expect(init?.method).toBe('PUT');
    puts.push(partNumber);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      const bytes = new Uint8Array(await (init!.body as Blob).arrayBuffer());
      await new Promise((resolve) => setTimeout(resolve, 1));
      const failure = failures[partNumber];
      if (failure && failure.times > 0) {
        failure.times--;
        if (failure.status === 0) throw new TypeError('Failed to fetch');
        return new Response('<Error/>', { status: failure.status });
      }
      parts.set(partNumber, bytes);
      return new Response(null, { status: 200, headers: options.exposeEtag === false ? {} : { etag: `"etag-${partNumber}"` } });
    } finally {
      inFlight--;
    }
  }) as typeof globalThis.fetch;
  const joined = () => {
    const chunks = [...parts.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes);
    const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  };
  return { fetch, puts, joined, mostInFlight: () => mostInFlight };
}

/** The portal's side: offers the part URLs and records what the commit names. */
function portal(offer: DirectOffer, commitAnswer: () => Promise<string> = async () => 'uf_direct') {
  const commits: { token: string; parts: { partNumber: number; etag: string }[] }[] = [];
  const transport: DirectTransport<string> = {
    offer: async () => offer,
    async commit(made, parts) {
      commits.push({ token: made.token, parts });
      return commitAnswer();
    },
  };
  return { transport, commits };
}

const noWait = async () => {};

describe('direct upload to the bucket', () => {
  it('PUTs every part to its URL, a few at a time, and commits with the ETags in order', async () => {
    const source = file(10_000);
    const bucket = fakeBucket();
    const { transport, commits } = portal(offerFor(10_000, 1_000));
    const progress: number[] = [];
    const result = await directUpload(source, transport, { fetch: bucket.fetch, onProgress: (p) => progress.push(p) });

    expect(result).toBe('uf_direct');
    expect(bucket.joined()).toEqual(new Uint8Array(await source.arrayBuffer()));
    expect([...bucket.puts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(bucket.mostInFlight()).toBe(3);
    expect(commits).toEqual([{ token: 'signed-token', parts: Array.from({ length: 10 }, (_, i) => ({ partNumber: i + 1, etag: `"etag-${i + 1}"` })) }]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(9);
  });

  it('sends the last part short and a one-part file whole', async () => {
    const bucket = fakeBucket();
    await directUpload(file(2_500), portal(offerFor(2_500, 1_000)).transport, { fetch: bucket.fetch });
    expect(bucket.joined()).toHaveLength(2_500);
    const single = fakeBucket();
    await directUpload(file(700), portal(offerFor(700, 1_000)).transport, { fetch: single.fetch });
    expect(single.puts).toEqual([1]);
    expect(single.joined()).toEqual(new Uint8Array(await file(700).arrayBuffer()));
  });

  it('tries a dropped or failed part again, waiting longer as more wait', async () => {
    const waits: number[] = [];
    const bucket = fakeBucket({ failures: { 2: { status: 0, times: 2 }, 3: { status: 503, times: 1 } } });
    const { commits, transport } = portal(offerFor(3_000, 1_000));
    await directUpload(file(3_000), transport, { fetch: bucket.fetch, parallel: 1, sleep: async (ms) => void waits.push(ms) });
    expect(bucket.puts).toEqual([1, 2, 2, 2, 3, 3]);
    expect(waits).toEqual([2000, 2000, 2000]);
    expect(commits[0]!.parts.map((part) => part.etag)).toEqual(['"etag-1"', '"etag-2"', '"etag-3"']);
  });

  it('gives up on a part after the retries, and at once when the bucket refuses it (expired URL), without committing', async () => {
    const flaky = fakeBucket({ failures: { 1: { status: 500, times: UPLOAD_RETRIES + 1 } } });
    const first = portal(offerFor(1_000, 1_000));
    await expect(directUpload(file(1_000), first.transport, { fetch: flaky.fetch, sleep: noWait })).rejects.toMatchObject({ partNumber: 1, status: 500 });
    expect(flaky.puts).toHaveLength(UPLOAD_RETRIES + 1);
    expect(first.commits).toEqual([]);

    const expired = fakeBucket({ failures: { 1: { status: 403, times: 1 } } });
    await expect(directUpload(file(1_000), portal(offerFor(1_000, 1_000)).transport, { fetch: expired.fetch, sleep: noWait })).rejects.toMatchObject({ status: 403 });
    expect(expired.puts).toEqual([1]);
  });

  it('fails when the bucket hides the ETag (no CORS rule exposing it)', async () => {
    const bucket = fakeBucket({ exposeEtag: false });
    await expect(directUpload(file(1_000), portal(offerFor(1_000, 1_000)).transport, { fetch: bucket.fetch, sleep: noWait })).rejects.toMatchObject({ partNumber: 1, status: 200 });
  });

  it('stops when the user cancels', async () => {
    const controller = new AbortController();
    const bucket = fakeBucket();
    const upload = directUpload(file(5_000), portal(offerFor(5_000, 1_000)).transport, {
      fetch: bucket.fetch,
      parallel: 1,
      signal: controller.signal,
      onProgress: (p) => p >= 20 && controller.abort(),
    });
    await expect(upload).rejects.toThrow();
    expect(bucket.puts.length).toBeLessThan(5);
  });
});

describe('direct or chunked', () => {
  const chunked = (log: string[]): UploadTransport<string> => ({
    async init() {
      log.push('init');
      return { uploadId: 'u', objectKey: 'k', receivedParts: [] };
    },
    async uploadPart() {
      log.push('part');
    },
    async merge() {
      log.push('merge');
      return 'uf_chunked';
    },
  });

  it('uses the chunked upload when the server offers no direct one (local storage)', async () => {
    const log: string[] = [];
    expect(await uploadDirectOrChunked(file(1_000), null, chunked(log), { partSize: 1_000 })).toBe('uf_chunked');
    expect(log).toEqual(['init', 'part', 'merge']);
  });

  it('falls back to the chunked upload when the direct way fails, but not when the file itself is refused', async () => {
    const log: string[] = [];
    const down = fakeBucket({ failures: { 1: { status: 403, times: 9 } } });
    expect(await uploadDirectOrChunked(file(1_000), portal(offerFor(1_000, 1_000)).transport, chunked(log), { fetch: down.fetch, partSize: 1_000, sleep: noWait })).toBe('uf_chunked');
    expect(log).toEqual(['init', 'part', 'merge']);

    const partsRefused = portal(offerFor(1_000, 1_000), () => Promise.reject(new ApiError({ status: 400, messageKey: 'upload_direct_parts_refused' })));
    expect(await uploadDirectOrChunked(file(1_000), partsRefused.transport, chunked([]), { fetch: fakeBucket().fetch, partSize: 1_000 })).toBe('uf_chunked');

    const notAudio = portal(offerFor(1_000, 1_000), () => Promise.reject(new ApiError({ status: 400, messageKey: 'upload_relo_type_not_supported' })));
    const untouched: string[] = [];
    await expect(uploadDirectOrChunked(file(1_000), notAudio.transport, chunked(untouched), { fetch: fakeBucket().fetch })).rejects.toMatchObject({ messageKey: 'upload_relo_type_not_supported' });
    expect(untouched).toEqual([]);
  });
});
