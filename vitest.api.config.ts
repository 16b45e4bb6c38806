import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Test files under a folder that reach a database; the rest (parsers, renderers) would run the same code twice. */
function databaseTestFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(folder, file))
    .filter((file) => /createTestContext|createDatabase|TEST_DATABASE_URL/.test(readFileSync(file, 'utf8')));
}

// The API suite again, against the PostgreSQL server named by TEST_DATABASE_URL.
export default defineConfig({
  test: {
    include: databaseTestFiles('apps/server/src'),
    // On PostgreSQL, test databases are copies of one migrated template (apps/server/src/test/postgres-template.ts).
    globalSetup: ['apps/server/src/test/postgres-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files of a worker share its loaded modules: importing the whole server once per worker, not once per file,
    // saves most of the suite's time. Tests keep their state in their own app and database (createTestContext).
    isolate: false,
    // Vitest runs cores − 1 files at a time: one on a two-core CI machine. Files wait on the database, the disk and
    // child processes often enough that one per core is about 1.4 times faster there.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
