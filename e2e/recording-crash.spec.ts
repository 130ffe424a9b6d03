import { CHROMIUM_PATH } from '../src/server/platform/browser/chromium.js';
import { fakeMicrophoneArgs, speechWav } from './fixtures/audio.js';
import {
  decodedAudioSeconds,
  openRecorder,
  settledTranscription,
  useRawAudio,
  whenFinished,
} from './fixtures/recording-page.js';
import { startServer, type NotulenServer } from './fixtures/server.js';
import { expect, test as base } from './fixtures/test.js';

/**
 * Issue 4: the server dies (SIGKILL, no shutdown) in the middle of a manual recording and comes back on the same port
 * and data directory. The page keeps recording, keeps its chunks in IndexedDB, retries until the server answers,
 * reconnects the live text, and the finished recording has every chunk the browser made but at most the one in
 * flight when the server died.
 */
interface CrashableServer extends NotulenServer {
  crash(): Promise<void>;
  relaunch(): Promise<void>;
}

// This file's workers get a server they can kill and start again (the shared fixture's cannot be).
const test = base.extend<object, { server: CrashableServer }>({
  server: [
    async ({ serverEnv }, use) => {
      const server = await startServer({ env: serverEnv });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test.use({
  locale: 'en-US',
  launchOptions: { executablePath: CHROMIUM_PATH, args: fakeMicrophoneArgs(speechWav().path) },
});

test('a server killed and restarted mid-recording loses at most the chunk in flight', async ({
  page,
  users,
  server,
}) => {
  test.setTimeout(300_000);
  await useRawAudio(page);
  await users.signIn(await users.create());
  await openRecorder(page);
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('timer')).toHaveText(/00:00:0[4-9]/, { timeout: 20_000 });

  await server.crash();
  // The page records on while the server is gone.
  await expect(page.getByRole('timer')).toHaveText(/00:00:(09|1\d)/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeEnabled();
  const liveBefore = (await page.getByTestId('live-text').innerText()).length;
  await server.relaunch();

  // Live text comes back through a new socket (the file loops, so there is new speech to hear).
  await expect
    .poll(async () => (await page.getByTestId('live-text').innerText()).length, { timeout: 40_000 })
    .toBeGreaterThan(liveBefore + 10);
  await expect(page.getByText('Reconnecting the live transcription…')).toHaveCount(0);

  const stopAt = Date.now();
  // Finishing includes the engine's whole-file pass, which the server bounds by its own time limit.
  const finished = await whenFinished(
    page,
    () => page.getByRole('button', { name: 'Stop Recording' }).click(),
    180_000,
  );
  const finishMs = Date.now() - stopAt;
  await expect(page.getByText('Recording saved', { exact: true })).toBeVisible();
  expect(finished.result.audioSaved).toBe(true);
  expect(finished.result.missing.length, `missing ${finished.result.missing.join(',')}`).toBeLessThanOrEqual(1);
  // The recording spans the crash and the restart (the timer passed 9 s before the relaunch), and the browser made a
  // one-second chunk for (nearly) every second of it: how many seconds that is depends on how fast the server came back.
  expect(finished.body.durationSeconds).toBeGreaterThanOrEqual(9);
  expect(finished.body.chunks).toBeGreaterThanOrEqual(Math.floor(finished.body.durationSeconds) - 2);
  const seconds = await decodedAudioSeconds(page, finished.result.transcriptionId);
  test.info().annotations.push({
    type: 'measured',
    description: `recorded ${finished.body.durationSeconds} s in ${finished.body.chunks} chunks, missing [${finished.result.missing.join(',')}], decoded ${seconds.toFixed(3)} s, Stop to saved ${finishMs} ms`,
  });
  const lost = finished.result.missing.length;
  expect(seconds).toBeGreaterThanOrEqual(finished.body.durationSeconds - 0.5 - lost);
  expect(seconds).toBeLessThanOrEqual(finished.body.durationSeconds + 0.5);
});

/**
 * Issue 9: Stop saves the live text at once; the worker then makes the final transcript. Here the server (which is
 * also the worker) is killed while that final pass runs. After the restart the job is taken up again and completes;
 * meanwhile the saved transcription shows the live text and says the final one is being prepared.
 */
test('a worker killed during the final pass: the job resumes after restart, the live text is shown meanwhile', async ({
  page,
  users,
  server,
}) => {
  test.setTimeout(300_000);
  await useRawAudio(page);
  await users.signIn(await users.create());
  await openRecorder(page);
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('timer')).toHaveText(/00:00:1[2-9]/, { timeout: 30_000 });
  await expect.poll(async () => (await page.getByTestId('live-text').innerText()).trim().length).toBeGreaterThan(20);

  const stopAt = Date.now();
  const finished = await whenFinished(page, () => page.getByRole('button', { name: 'Stop Recording' }).click());
  const stopMs = Date.now() - stopAt;
  await expect(page.getByText('Recording saved', { exact: true })).toBeVisible();
  const id = finished.result.transcriptionId;
  const liveText = finished.result.text;
  expect(liveText.length).toBeGreaterThan(0);

  // The audio is attached right before the final pass starts: kill the server then.
  type Tr = { status: string; text: string; audio: unknown; progress: number | null };
  const read = async () => (await (await page.request.get(`/api/transcriptions/${id}`)).json()) as Tr;
  await expect.poll(async () => (await read()).audio !== null, { timeout: 60_000, intervals: [100] }).toBe(true);
  const before = await read();
  expect(before.status, 'the final pass had already finished: nothing to interrupt').toBe('processing');
  await server.crash();
  await server.relaunch();

  // Meanwhile the saved transcription shows the live text and says the final transcript is on its way.
  await page.goto(`/dashboard/transcriptions/${id}`);
  const after = await read();
  if (after.status === 'processing') {
    await expect(page.getByText(/The live transcript is shown while the final transcript is prepared/)).toBeVisible();
  }
  const settled = await settledTranscription(page, id);
  expect(settled.status).toBe('ready');
  expect(settled.error).toBeNull();
  expect(settled.text.trim().length).toBeGreaterThan(0);
  await expect(page.getByText(/The live transcript is shown while/)).toHaveCount(0);
  test.info().annotations.push({
    type: 'measured',
    description: `Stop to saved ${stopMs} ms; status at the kill ${before.status} (${before.progress ?? 0} %), after restart ${after.status}`,
  });
});
