import { defineConfig } from 'vitest/config';

// The web app's component tests (*.test.tsx): React rendered into happy-dom and driven as a user would
// (@testing-library). The unit config runs the web app's plain modules (*.test.ts) in Node.
export default defineConfig({
  test: {
    include: ['apps/web/src/**/*.test.tsx'],
    environment: 'happy-dom',
    setupFiles: ['apps/web/src/test/dom-setup.ts'],
  },
});
