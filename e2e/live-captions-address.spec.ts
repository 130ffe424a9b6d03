import { CHROMIUM_PATH } from '../src/server/platform/browser/chromium.js';
import { fakeMicrophoneArgs, MEETING_KEYWORDS, speechWav } from './fixtures/audio.js';
import { keywordsIn, openRecorder, transcriptionText, useRawAudio, whenFinished } from './fixtures/recording-page.js';
import { expect, test } from './fixtures/test.js';

/**
 * Issue 10: live captions work at any address the server answers, not only at PUBLIC_URL. This file's server says
 * PUBLIC_URL=http://localhost:PORT while the browser uses http://127.0.0.1:PORT (the baseURL), as someone opening
 * it by IP address or on a LAN would. And when the live socket cannot connect at all, the panel says so and the
 * recording goes on to a transcript.
 */
test.use({
  serverEnv: { PUBLIC_URL: 'http://localhost:{port}' },
  locale: 'en-US',
  launchOptions: { executablePath: CHROMIUM_PATH, args: fakeMicrophoneArgs(speechWav().path) },
});

const UNREACHABLE = 'The live transcription cannot connect. The recording continues and is transcribed when you stop.';

test.beforeEach(async ({ page, users }) => {
  await useRawAudio(page);
  await users.signIn(await users.create());
});

test('live captions at 127.0.0.1 when PUBLIC_URL names localhost', async ({ page, server }) => {
  test.setTimeout(120_000);
  expect(new URL(server.baseURL).hostname).toBe('127.0.0.1');
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await openRecorder(page);
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect
    .poll(async () => keywordsIn(await page.getByTestId('live-text').innerText(), MEETING_KEYWORDS).length, {
      timeout: 30_000,
      message: 'live keywords',
    })
    .toBeGreaterThanOrEqual(3);
  await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
  await expect(page.getByText('Reconnecting the live transcription…')).toHaveCount(0);
  expect(sockets.length).toBe(1);
  expect(new URL(sockets[0]!).host).toBe(new URL(server.baseURL).host);

  const finished = await whenFinished(page, () => page.getByRole('button', { name: 'Stop Recording' }).click());
  await expect(page.getByText('Recording saved', { exact: true })).toBeVisible();
  expect(finished.result.audioSaved).toBe(true);
});

test('a live socket that never connects: the panel says so, and Stop still saves a transcript', async ({ page }) => {
  test.setTimeout(150_000);
  // Every handshake fails before it opens, as a refused one (403) does: the socket is pointed at a closed port.
  await page.addInitScript(() => {
    const Real = window.WebSocket;
    window.WebSocket = class extends Real {
      constructor(url: string | URL, protocols?: string | string[]) {
        const dead = new URL(url);
        dead.port = '9';
        super(dead, protocols);
      }
    };
  });
  await openRecorder(page);
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByTestId('live-unreachable')).toHaveText(UNREACHABLE, { timeout: 20_000 });
  await expect(page.getByText('Reconnecting the live transcription…')).toHaveCount(0);
  // The recording goes on.
  await expect(page.getByRole('timer')).toHaveText(/00:00:(0[8-9]|[1-5]\d)/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeEnabled();

  const finished = await whenFinished(page, () => page.getByRole('button', { name: 'Stop Recording' }).click());
  await expect(page.getByText('Recording saved', { exact: true })).toBeVisible();
  await expect(page.getByTestId('live-unreachable')).toHaveCount(0);
  expect(finished.result.audioSaved).toBe(true);
  const text = await transcriptionText(page, finished.result.transcriptionId);
  expect(keywordsIn(text, MEETING_KEYWORDS).length, `saved text: ${text}`).toBeGreaterThanOrEqual(3);
});

test.describe('in Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('the panel says the live transcription cannot connect', async ({ page }) => {
    await page.addInitScript(() => {
      const Real = window.WebSocket;
      window.WebSocket = class extends Real {
        constructor(url: string | URL, protocols?: string | string[]) {
          const dead = new URL(url);
          dead.port = '9';
          super(dead, protocols);
        }
      };
    });
    await openRecorder(page);
    await page.getByRole('button', { name: 'Mulai Rekam' }).click();
    await expect(page.getByTestId('live-unreachable')).toHaveText(
      'Transkripsi langsung tidak dapat tersambung. Perekaman tetap berjalan dan ditranskripsi setelah Anda berhenti.',
      { timeout: 20_000 },
    );
    await whenFinished(page, () => page.getByRole('button', { name: 'Berhenti Rekam' }).click());
  });
});
