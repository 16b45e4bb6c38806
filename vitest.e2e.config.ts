import { defineConfig } from 'vitest/config';

// Browser journeys: one production server per worker (global setup), Chromium per file. Two workers on two cores:
// a journey leaves the machine about half idle (it waits on the page, the server's job poll, timers).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/csp-watch.ts'],
    // Journeys run whole flows (uploads, review, delivery jobs); a slower CI machine takes two to three times as long.
    testTimeout: 150_000,
    hookTimeout: 120_000,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
