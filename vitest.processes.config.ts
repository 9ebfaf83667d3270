// issue 23: the tests that start several server processes on one PostgreSQL (npm run test:postgres,
// scripts/test-postgres.mjs, which starts the database and builds the server first).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/processes/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
