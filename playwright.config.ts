import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/server/platform/browser/chromium.js';

/**
 * End-to-end tests (e2e/*.spec.ts). Each worker starts the BUILT server (`npm run build` first) on its own port
 * with its own data directory (a copy of the one e2e/global-setup.ts migrates), SMTP capture and OpenID Connect
 * stand-in (e2e/fixtures/server.ts). Chromium is Debian's: Playwright cannot
 * download its own browser on these machines. No retries: a flaky test is a bug to fix, not to hide.
 */
const HEAVY = ['**/meeting-bot.spec.ts', '**/calendar.spec.ts', '**/recording-crash.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  // A light test takes 10–30 s alone, and up to 42 s in CI beside a meeting bot on two cores (meeting-bot-screen's
  // first test, against the 45 s this was): a time limit here only catches a hang, speed is measured in bench/.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores: one worker per core, each with its own server and browser. E2E_WORKERS=1 to debug.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    // Indonesian is the product's first language; tests of the English site say `test.use({ locale: 'en-US' })`.
    locale: 'id-ID',
    // The page's clock is not the runner's (UTC in CI): tests compute expected dates in the page (fixtures/page-clock.ts).
    // E2E_TIMEZONE=Pacific/Kiritimati (UTC+14) puts the page on another day than the runner, to catch a test that doesn't.
    timezoneId: process.env.E2E_TIMEZONE ?? 'Asia/Jakarta',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // The journeys that run two or three Chromiums and live speech recognition at once (a meeting bot, a scheduled bot,
  // a server killed mid-recording) go one at a time: on two cores, two of them side by side starved each other's
  // audio and pages (CI saw garbled bot audio and 10 s page loads). The other worker runs the light tests meanwhile.
  projects: [
    { name: 'chromium', testIgnore: HEAVY },
    { name: 'chromium-heavy', testMatch: HEAVY, workers: 1 },
  ],
});
