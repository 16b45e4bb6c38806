import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeObjectStore } from './object-store-suite.ts';
import { LocalDiskStore } from './storage.ts';

describeObjectStore('local object store', async () => {
  const root = await mkdtemp(join(tmpdir(), 'store-'));
  return {
    store: new LocalDiskStore(root),
    // Temporary files count: a stream that was refused must not leave its .tmp behind.
    listAll: async () => (await readdir(root, { recursive: true })).map(String),
    close: () => rm(root, { recursive: true, force: true }),
  };
});
