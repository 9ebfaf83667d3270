import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/fixtures/fast-check-setup.ts'],
    // DOM tests opt in with `// @vitest-environment happy-dom` at the top of the file.
  },
});
