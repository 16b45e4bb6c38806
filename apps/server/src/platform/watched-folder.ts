import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A watched folder of files to import (decisions 022 and 025). Moving a file into `processing/` first claims it, so
 * two servers watching one folder never import it twice; it then moves to `imported/`, or to `failed/` with a
 * `.error` note. Returns how many files were imported.
 */
export async function scanWatchedFolder(folder: string, accept: RegExp, importFile: (name: string, path: string) => Promise<void>): Promise<number> {
  for (const sub of ['processing', 'imported', 'failed']) await mkdir(join(folder, sub), { recursive: true });
  let imported = 0;
  for (const name of await readdir(folder)) {
    if (!accept.test(name) || !(await stat(join(folder, name))).isFile()) continue;
    const claimed = join(folder, 'processing', name);
    try {
      await rename(join(folder, name), claimed);
    } catch {
      continue; // another server took it
    }
    try {
      await importFile(name, claimed);
      await rename(claimed, join(folder, 'imported', name));
      imported++;
    } catch (error) {
      await rename(claimed, join(folder, 'failed', name));
      await writeFile(join(folder, 'failed', `${name}.error`), error instanceof Error ? error.message : String(error));
    }
  }
  return imported;
}

/** Runs a scan now and then; the returned function stops it. */
export function everyInterval(label: string, intervalMs: number, scan: () => Promise<unknown>): () => void {
  let timer: NodeJS.Timeout;
  const tick = () => {
    scan()
      .catch((error: unknown) => console.error(`[${label}]`, error))
      .finally(() => (timer = setTimeout(tick, intervalMs)));
  };
  timer = setTimeout(tick, intervalMs);
  return () => clearTimeout(timer);
}
