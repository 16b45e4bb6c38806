import { describe, expect, it } from 'vitest';
import { chunkedUpload, STAGGER_MS, UPLOAD_RETRIES, uploadDisplay, type UploadTransport } from './chunked-upload.ts';

/** A server that keeps parts in memory, can hold some already, and fails chosen parts a number of times. */
function memoryServer(options: { held?: number[]; failures?: Record<number, number> } = {}) {
  const parts = new Map<number, Uint8Array>();
  const failures = { ...options.failures };
  const calls: number[] = [];
  const transport: UploadTransport<Uint8Array> = {
    async init() {
      for (const index of options.held ?? []) parts.set(index, new Uint8Array());
      return { uploadId: 'u1', objectKey: 'k1', receivedParts: options.held ?? [] };
    },
    async uploadPart(_session, index, bytes) {
      calls.push(index);
      if ((failures[index] ?? 0) > 0) {
        failures[index]!--;
        throw new Error('dropped');
      }
      parts.set(index, new Uint8Array(await bytes.arrayBuffer()));
    },
    async merge(_session, ids) {
      const chunks = ids.map((id) => parts.get(id)!);
      const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        out.set(chunk, offset);
        offset += chunk.length;
      }
      return out;
    },
  };
  return { transport, calls, parts };
}

const file = (size: number) => new File([Uint8Array.from({ length: size }, (_, i) => i % 251)], 'song.wav', { type: 'audio/wav' });

describe('chunked upload', () => {
  it('sends every part and reports progress up to 100', async () => {
    const server = memoryServer();
    const progress: number[] = [];
    const result = await chunkedUpload(file(10_000), server.transport, { partSize: 1_000, onProgress: (p) => progress.push(p) });
    expect(result).toEqual(new Uint8Array(await file(10_000).arrayBuffer()));
    expect(server.calls.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('resumes: parts the server holds are not sent again', async () => {
    const server = memoryServer({ held: [0, 1, 2] });
    const progress: number[] = [];
    await chunkedUpload(file(5_000), server.transport, { partSize: 1_000, onProgress: (p) => progress.push(p) });
    expect(server.calls.sort()).toEqual([3, 4]);
    expect(progress[0]).toBe(60);
  });

  it('tries a failed part again, waiting 2000 ms times the requests queued, up to 5 times', async () => {
    const waits: number[] = [];
    const server = memoryServer({ failures: { 1: UPLOAD_RETRIES } });
    await chunkedUpload(file(3_000), server.transport, { partSize: 1_000, parallel: 1, sleep: async (ms) => void waits.push(ms) });
    expect(server.calls.filter((index) => index === 1)).toHaveLength(UPLOAD_RETRIES + 1);
    expect(waits).toEqual(Array(UPLOAD_RETRIES).fill(STAGGER_MS));

    const hopeless = memoryServer({ failures: { 0: UPLOAD_RETRIES + 1 } });
    await expect(chunkedUpload(file(1_000), hopeless.transport, { partSize: 1_000, sleep: async () => {} })).rejects.toThrow('dropped');
  });

  it('staggers parallel retries by how many are already waiting', async () => {
    const waits: number[] = [];
    const server = memoryServer({ failures: { 0: 1, 1: 1 } });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const upload = chunkedUpload(file(2_000), server.transport, {
      partSize: 1_000,
      parallel: 2,
      sleep: async (ms) => {
        waits.push(ms);
        if (waits.length === 2) release();
        await gate;
      },
    });
    await upload;
    expect(waits.sort()).toEqual([STAGGER_MS, 2 * STAGGER_MS]);
  });
});

describe('upload display state (document 3 section 4)', () => {
  it.each([
    ['success', 100, 'success'],
    ['success', 40, 'waiting'],
    ['uploadFail', 0, 'fail'],
    ['validateFail', 0, 'fail'],
    ['uploading', 30, 'loading'],
    ['uploading', 0, 'waiting'],
    ['validating', 0, 'loading'],
    ['waiting', 0, 'waiting'],
  ] as const)('%s at %i%% shows %s', (status, percent, shown) => {
    expect(uploadDisplay(status, percent)).toBe(shown);
  });
});
