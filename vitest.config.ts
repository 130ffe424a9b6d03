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
    // One file at a time (Vitest's default on two cores). Two at a time was measured in session 13's CI: unit 1080 s
    // instead of 1107 s, PostgreSQL 704 s instead of 726 s; the files are CPU-bound, and timing checks suffered.
    // Files share one process and its module cache: each file re-importing the server cost ~8 s, the unit tier took
    // 748 s instead of ~1000 s. So a test file leaves process-wide state (env, globals, timers) as it found it;
    // `--isolate` runs each file in a fresh process again, to find a file that does not.
    isolate: false,
  },
});
