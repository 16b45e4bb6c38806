import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    // *.pg.test.ts need a PostgreSQL server: vitest.api.config.ts runs them.
    exclude: ['**/node_modules/**', '**/*.pg.test.ts'],
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
