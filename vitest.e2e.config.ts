import { defineConfig } from 'vitest/config';

// Browser journeys: one production server for the run (global setup), Chromium per file.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // Journeys run whole flows (uploads, review, delivery jobs); a slower CI machine takes two to three times as long.
    testTimeout: 150_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
