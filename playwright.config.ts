import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5180);
// Set once in the runner and inherited by its workers, which read the stack's local-stack.json there.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `tutoring-e2e-${process.pid}`);
const baseURL = `http://localhost:${port}`;

/** Journeys in Debian's Chromium against the built app on a fresh, in-memory local stack. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx infra/local/start.ts',
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      STATIC: '1',
      EPHEMERAL: '1',
      RANDOM_PORTS: '1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The demo courses stay on their scheduling pages; the single-use journey maps its own course.
      LOCAL_CALENDLY_AUTOMAP: '0',
    },
  },
});
