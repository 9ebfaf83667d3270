// Issue 22 (5), "Every call failing in turn": `npm run chaos` (scripts/chaos.mjs) runs tests/chaos
// against a server of its own (port 4191, data in .data/chaos), so that it never meets the e2e run's
// servers or database. Its results go to .chaos-results/, which `npm test` never deletes (it clears
// test-results/). The server's env and Chromium's launch are the e2e config's first server's.
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/ensure-chromium.mjs';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';
import { E2E_ACCOUNT_ENV } from './tests/e2e/accounts.ts';

const port = Number(process.env.CHAOS_PORT ?? 4191);

export default defineConfig({
  testDir: 'tests/chaos',
  outputDir: '.chaos-results/output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '.chaos-results/report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node dist/server/start.js',
    env: {
      PORT: String(port),
      VITRINE_DATA_DIR: '.data/chaos',
      VITRINE_DEV: '1',
      VITRINE_ERROR_RATE_LIMIT: '600',
      VITRINE_RECORDS_RATE_LIMIT: '6000',
      VITRINE_DEMO_IMAGES: 'all',
      ...E2E_ACCOUNT_ENV,
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
