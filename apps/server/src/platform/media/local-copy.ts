import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '../storage.ts';

/** A private temporary folder for one piece of media work, removed afterwards whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'soundport-media-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Copies a stored object to a file in `dir` (ffmpeg reads paths, and the store may be S3); answers the path, or null
 * when the object does not exist.
 */
export async function copyToLocal(store: ObjectStore, key: string, dir: string, name: string): Promise<string | null> {
  const object = await store.getStream(key);
  if (!object) return null;
  const path = join(dir, name);
  await pipeline(object.stream, createWriteStream(path));
  return path;
}
