import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The web app's component tests (*.test.tsx): React rendered into happy-dom and driven as a user would
// (@testing-library). The unit config runs the web app's plain modules (*.test.ts) in Node.
export default defineConfig({
  test: {
    include: ['apps/web/src/**/*.test.tsx'],
    environment: 'happy-dom',
    setupFiles: ['apps/web/src/test/dom-setup.ts'],
    // Vitest runs cores − 1 files at a time: one on a two-core CI machine, where two halve the step's time.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
