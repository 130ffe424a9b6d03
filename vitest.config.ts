import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit (*.test.ts) and integration (*.int.test.ts) tests; end-to-end specs live in e2e/ and run with Playwright.
export default defineConfig({
  // Same alias as vite.config.ts, so web modules and their tests resolve the shared contracts.
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
      'e2e/fake-meeting/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./src/server/test/global-setup.ts'],
  },
});
