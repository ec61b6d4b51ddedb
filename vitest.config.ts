import { defineConfig } from 'vitest/config';

/** One runner for every layer but the browser journeys (e2e/, Playwright). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'infra/local/**/*.test.ts'],
        },
      },
      // The frontend's tests run with its own Vite config (React plugin): see frontend/vite.config.ts.
      'frontend',
      {
        test: {
          name: 'integration',
          environment: 'node',
          // Handlers log every request as JSON; in tests only warnings and errors are worth reading.
          env: { LOG_LEVEL: 'warn' },
          include: ['functions/test/**/*.test.ts'],
          globalSetup: ['functions/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files share one set of emulators; run them one after another.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['infra/test/**/*.test.ts'],
          // Synthesizing the stack in beforeAll takes ~10 s alone, more beside the other projects.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
