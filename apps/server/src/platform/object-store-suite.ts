import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectTooLarge, readRange, type ObjectStore } from './storage.ts';

export interface StoreUnderTest {
  store: ObjectStore;
  /** Everything the store holds, by name (keys, or file names for a disk store), to spot leftovers. */
  listAll(): Promise<string[]>;
  close(): Promise<void>;
}

const chunks = (count: number, size: number) => Readable.from(Array.from({ length: count }, (_, index) => Buffer.alloc(size, index)));

/** A source that hands out the same buffer every time, refilled: the store must be done with a chunk before the next. */
async function* reusedBuffer(count: number, size: number) {
  const buffer = Buffer.alloc(size);
  for (let index = 0; index < count; index++) {
    buffer.fill(index % 251);
    yield buffer;
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The ObjectStore contract, run against every implementation (storage.test.ts, s3-store.test.ts). */
export function describeObjectStore(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`${name}, streaming`, () => {
    let subject: StoreUnderTest;
    let store: ObjectStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.close());

    it('writes a stream, says its size and SHA-256, and reads it back whole or in part', async () => {
      const written = await store.putStream('a/b.bin', chunks(4, 1000), 'audio/wav');
      const expected = Buffer.concat(Array.from({ length: 4 }, (_, index) => Buffer.alloc(1000, index)));
      expect(written).toEqual({ size: 4000, sha256: sha256(expected) });
      expect(await store.stat('a/b.bin')).toEqual({ size: 4000, contentType: 'audio/wav' });
      expect((await store.get('a/b.bin'))!.bytes.equals(expected)).toBe(true);
      expect((await readRange(store, 'a/b.bin', 990, 20))!.equals(expected.subarray(990, 1010))).toBe(true);
      expect((await readRange(store, 'a/b.bin', 3990, 100))!.length).toBe(10);
      expect((await readRange(store, 'a/b.bin', 4000, 100))!.length).toBe(0);
      const object = (await store.getStream('a/b.bin', { start: 1000, end: 1999 }))!;
      const read: Buffer[] = [];
      for await (const chunk of object.stream) read.push(chunk as Buffer);
      expect(Buffer.concat(read).equals(Buffer.alloc(1000, 1))).toBe(true);
      expect(object.size).toBe(4000);
      expect(object.contentType).toBe('audio/wav');
    });

    it('streams a large object from a source that reuses its buffer, and reads across its parts', async () => {
      const count = 320; // 20 MiB in 64 KiB chunks: more than one part of an S3 multipart upload
      const size = 64 * 1024;
      const expected = createHash('sha256');
      for await (const chunk of reusedBuffer(count, size)) expected.update(chunk);
      const written = await store.putStream('a/large.bin', reusedBuffer(count, size), 'audio/flac');
      expect(written).toEqual({ size: count * size, sha256: expected.digest('hex') });
      expect(await store.stat('a/large.bin')).toEqual({ size: count * size, contentType: 'audio/flac' });
      // 8 MiB falls inside chunk 128: the read spans chunks 127 and 128.
      const boundary = 8 * 1024 * 1024;
      const around = (await readRange(store, 'a/large.bin', boundary - 4, 8))!;
      expect([...around]).toEqual([127, 127, 127, 127, 128, 128, 128, 128]);
      const whole = (await store.getStream('a/large.bin'))!;
      const hash = createHash('sha256');
      for await (const chunk of whole.stream) hash.update(chunk as Buffer);
      expect(hash.digest('hex')).toBe(written.sha256);
    });

    it('keeps nothing of a stream longer than allowed, nor of one that fails', async () => {
      await expect(store.putStream('a/big.bin', chunks(5, 1000), 'application/octet-stream', { maxBytes: 4500 })).rejects.toBeInstanceOf(ObjectTooLarge);
      // Too large only after several megabytes, when an S3 upload has parts already.
      await expect(store.putStream('a/bigger.bin', reusedBuffer(200, 64 * 1024), 'application/octet-stream', { maxBytes: 10 * 1024 * 1024 })).rejects.toBeInstanceOf(ObjectTooLarge);
      const failing = new Readable({
        read() {
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(store.putStream('a/failed.bin', failing, 'application/octet-stream')).rejects.toThrow('connection reset');
      expect(await store.stat('a/big.bin')).toBeNull();
      expect(await store.stat('a/bigger.bin')).toBeNull();
      expect(await store.stat('a/failed.bin')).toBeNull();
      expect((await subject.listAll()).filter((entry) => /big|failed/.test(entry))).toEqual([]);
    });

    it('puts, replaces and deletes small objects', async () => {
      await store.put('c/photo.jpg', Buffer.from('first'), 'image/jpeg');
      await store.put('c/photo.jpg', Buffer.from('second'), 'image/png');
      expect(await store.get('c/photo.jpg')).toEqual({ bytes: Buffer.from('second'), contentType: 'image/png' });
      await store.delete('c/photo.jpg');
      await store.delete('c/photo.jpg');
      expect(await store.get('c/photo.jpg')).toBeNull();
      await expect(store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/bad object key/);
    });

    it('knows nothing of missing objects', async () => {
      expect(await store.stat('a/none.bin')).toBeNull();
      expect(await store.get('a/none.bin')).toBeNull();
      expect(await store.getStream('a/none.bin')).toBeNull();
      expect(await readRange(store, 'a/none.bin', 0, 10)).toBeNull();
    });
  });
}
