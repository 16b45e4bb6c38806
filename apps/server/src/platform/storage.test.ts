import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStore, ObjectTooLarge, readRange } from './storage.ts';

let root: string;
let store: LocalDiskStore;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'store-'));
  store = new LocalDiskStore(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const chunks = (count: number, size: number) => Readable.from(Array.from({ length: count }, (_, index) => Buffer.alloc(size, index)));

describe('local object store, streaming', () => {
  it('writes a stream, says its size and SHA-256, and reads it back whole or in part', async () => {
    const written = await store.putStream('a/b.bin', chunks(4, 1000), 'audio/wav');
    const expected = Buffer.concat(Array.from({ length: 4 }, (_, index) => Buffer.alloc(1000, index)));
    expect(written).toEqual({ size: 4000, sha256: createHash('sha256').update(expected).digest('hex') });
    expect(await store.stat('a/b.bin')).toEqual({ size: 4000, contentType: 'audio/wav' });
    expect((await store.get('a/b.bin'))!.bytes.equals(expected)).toBe(true);
    expect((await readRange(store, 'a/b.bin', 990, 20))!.equals(expected.subarray(990, 1010))).toBe(true);
    expect((await readRange(store, 'a/b.bin', 3990, 100))!.length).toBe(10);
    const object = (await store.getStream('a/b.bin', { start: 1000, end: 1999 }))!;
    const read: Buffer[] = [];
    for await (const chunk of object.stream) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(Buffer.alloc(1000, 1))).toBe(true);
    expect(object.size).toBe(4000);
  });

  it('keeps nothing of a stream longer than allowed, nor of one that fails', async () => {
    await expect(store.putStream('a/big.bin', chunks(5, 1000), 'application/octet-stream', { maxBytes: 4500 })).rejects.toBeInstanceOf(ObjectTooLarge);
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.putStream('a/failed.bin', failing, 'application/octet-stream')).rejects.toThrow('connection reset');
    expect(await store.stat('a/big.bin')).toBeNull();
    expect(await store.stat('a/failed.bin')).toBeNull();
    expect((await readdir(join(root, 'a'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('knows nothing of missing objects', async () => {
    expect(await store.stat('a/none.bin')).toBeNull();
    expect(await store.getStream('a/none.bin')).toBeNull();
    expect(await readRange(store, 'a/none.bin', 0, 10)).toBeNull();
  });
});
