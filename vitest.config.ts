import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files share one table, which grows as they run. The bad-input suite scans the
 * whole table twice for each of its ~950 cases (to prove a refused request wrote nothing), so it
 * goes first, while the table is small: later, the same suite takes several times as long.
 */
class SmallTableFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (file.moduleId.endsWith('/functions/test/bad-input.test.ts') ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/** One runner for every layer but the browser journeys (e2e/, Playwright). */
export default defineConfig({
  test: {
    sequence: { sequencer: SmallTableFirst },
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
