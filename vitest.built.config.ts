// Issue 29: the tests against the built server (dist/server/start.js under its supervisor): the
// supervisor's replacing and draining, and the raw-socket fuzz target; issue 32: the packed package,
// installed and type-checked (tests/built/package.test.ts). They need the build, so
// npm test (scripts/test.mjs) runs them right after its build step; npm run fuzz builds first.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/fixtures/fast-check-setup.ts'],
    testTimeout: 120_000,
    // The first run draws the demo's pictures once (.data/built/images), under a minute.
    hookTimeout: 180_000,
    // One server at a time: each is a supervisor and its workers on a machine the tests share.
    fileParallelism: false,
  },
});
