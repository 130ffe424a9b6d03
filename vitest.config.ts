import { defineConfig } from 'vitest/config';

// Unit (*.test.ts) and integration (*.int.test.ts) tests; end-to-end specs live in e2e/ and run with Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./src/server/test/global-setup.ts'],
  },
});
