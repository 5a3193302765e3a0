import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four projects: browser-side code (machines, views) in jsdom, the model-based screen paths, server code in node, and the
// security battery (server code in node, run again against PostgreSQL by .ci/run).
// The Chromium end-to-end suite has its own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/machines/**/*.test.ts', 'tests/views/**/*.test.tsx', 'tests/web/**/*.test.ts'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Model-based tests of the screens (npm run test:paths): paths from each machine's graph
          // drive the real views; prints a coverage table per machine.
          name: 'paths',
          environment: 'jsdom',
          include: ['tests/paths/**/*.test.tsx'],
          setupFiles: ['tests/setup/web.ts'],
          // a path is several screens long; generous on a loaded machine (waits, not timed assertions)
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The attacker's battery (npm run test:security): one test per defence, each printing its figure.
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
