import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the embedded database's folder for this process. Two servers writing one PGlite folder corrupt it, so a
 * second `npm start` on the same DATA_DIR is refused while the first runs (the lock is `<DATA_DIR>.lock`); a lock left by a process that died is
 * taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  // Beside the folder, not in it: PGlite creates a new database only in an empty folder.
  const file = `${resolve(dataDir)}.lock`;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by another server (process ${holder}). Stop that server first, or give this one its own DATA_DIR; servers that share data use a PostgreSQL server (DATABASE_URL).`,
        );
      }
      rmSync(file, { force: true });
    }
  }
}
