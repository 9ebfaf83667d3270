import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/ensure-chromium.mjs';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';
import { E2E_ACCOUNT_ENV } from './tests/e2e/accounts.ts';

const port = Number(process.env.E2E_PORT ?? 4179);
// issue 7: the overlay suite runs again against the preact/compat build, served by a second server.
const preactPort = port + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  // Issue 32: a throwaway folder for the packed package, which the foreign-origin suite fills on first use.
  globalSetup: './tests/e2e/package-folder.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  // Issue 32: the foreign-origin suite runs in both builds too; it takes the build from the project's name.
  projects: [{ name: 'chromium' }, { name: 'preact', testMatch: ['overlays.spec.ts', 'foreign-origin.spec.ts'], use: { baseURL: `http://127.0.0.1:${preactPort}` } }],
  webServer: [
    {
      // The built server against a throwaway data folder, so tests never touch .data/.
      command: `node dist/server/start.js`,
      // VITRINE_DEV=1: the /__dev/requests log that the tracking tests read (issue 8); it lives in one
      // worker's memory, so VITRINE_DEV=1 runs one worker (issue 29, server/supervisor/workers.ts).
      // The owner and viewer accounts of the owner tests (issue 18), the same on both: one data folder.
      // VITRINE_DEMO_IMAGES=all: every demo photo is drawn before it listens, as for the benches, so a
      // clean checkout's tests never wait for the server to draw 200 photos while they scroll. The
      // servers start one after another, so the second finds them drawn.
      env: {
        PORT: String(port),
        VITRINE_DATA_DIR: '.data/e2e',
        VITRINE_DEV: '1',
        VITRINE_ERROR_RATE_LIMIT: '600',
        VITRINE_RECORDS_RATE_LIMIT: '6000',
        VITRINE_DEMO_IMAGES: 'all',
        ...E2E_ACCOUNT_ENV,
      },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node dist/server/start.js`,
      // One worker: the variant's overlay tests need no more, and the machine runs both servers.
      env: { PORT: String(preactPort), VITRINE_DATA_DIR: '.data/e2e', VITRINE_ASSETS: 'dist/preact/assets', VITRINE_WORKERS: '1', ...E2E_ACCOUNT_ENV },
      url: `http://127.0.0.1:${preactPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
