import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const ALL = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
  'e2e/fake-meeting/**/*.test.ts',
];
const SERIAL = [
  'src/server/*.int.test.ts',
  'src/server/modules/bot/bot-meeting.int.test.ts',
  'src/server/modules/bot/browser/*.chromium.test.ts',
  'src/server/modules/speech/pocketsphinx/pocketsphinx.int.test.ts',
  'src/server/modules/speech/whisper/whisper.int.test.ts',
  'e2e/fake-meeting/**/*.test.ts',
];

// Unit (*.test.ts) and integration (*.int.test.ts) tests; end-to-end specs live in e2e/ and run with Playwright.
export default defineConfig({
  // Same alias as vite.config.ts, so web modules and their tests resolve the shared contracts.
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./src/server/test/global-setup.ts'],
    // Vitest's default is one worker per core minus one: a single worker on CI's two cores. Most files wait on
    // sockets and PGlite and run two at a time; the files that drive Chromium, real-time audio or several server
    // processes run one at a time afterwards, so nothing starves their clocks.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ALL,
          exclude: [...configDefaults.exclude, ...SERIAL],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: 'serial', include: SERIAL, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
