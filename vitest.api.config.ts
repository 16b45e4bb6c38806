import { defineConfig } from 'vitest/config';

// The API suite again, against the PostgreSQL server named by TEST_DATABASE_URL.
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
