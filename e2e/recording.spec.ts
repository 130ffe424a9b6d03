import { readFileSync } from 'node:fs';
import { CHROMIUM_PATH } from '../src/server/platform/browser/chromium.js';
import { fakeMicrophoneArgs, MEETING_KEYWORDS, speechWav } from './fixtures/audio.js';
import { pageToday } from './fixtures/page-clock.js';
import {
  decodedAudioSeconds,
  expectScreenOpen,
  keywordsIn,
  openRecorder,
  THREE_SECONDS_OR_MORE,
  transcriptionText,
  useRawAudio,
  whenFinished,
} from './fixtures/recording-page.js';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.js';

/**
 * Issue 4, Manual Recording end to end: Chromium's fake microphone plays espeak-ng speech (looped), the page records
 * it (webm chunks through IndexedDB to the server) and streams 16 kHz PCM to the server's offline English engine
 * (pocketsphinx) for live text.
 */
const speech = speechWav();

test.use({
  locale: 'en-US',
  launchOptions: { executablePath: CHROMIUM_PATH, args: fakeMicrophoneArgs(speech.path) },
});

test.describe('manual recording', () => {
  test.beforeEach(async ({ page, users }) => {
    await useRawAudio(page);
    await users.signIn(await users.create());
  });

  test('live text while recording; Stop saves the audio and the transcript; its summary downloads', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openRecorder(page);
    await expect(page.getByTestId('recording-engine')).toContainText('PocketSphinx');
    await expect(page.getByText('Transcription will appear here...')).toBeVisible();

    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByText('Recording', { exact: true })).toBeVisible();
    // Keywords of the spoken text appear as live text within one and a half passes of the file.
    await expect
      .poll(async () => keywordsIn(await page.getByTestId('live-text').innerText(), MEETING_KEYWORDS).length, {
        timeout: 30_000,
        message: 'live keywords',
      })
      .toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('timer')).not.toHaveText('00:00:00');
    await page.waitForTimeout(2_000);

    const finished = await whenFinished(page, () => page.getByRole('button', { name: 'Stop Recording' }).click());
    await expect(page.getByText('Recording saved', { exact: true })).toBeVisible();
    expect(finished.result.audioSaved).toBe(true);
    expect(finished.result.missing).toEqual([]);
    expect(finished.body.chunks).toBeGreaterThanOrEqual(Math.floor(finished.body.durationSeconds) - 1);
    expect(finished.body.title).toMatch(/^Recording /);
    await expect(page.getByText('Recording saved without audio. Please try uploading audio later.')).toHaveCount(0);
    // PocketSphinx is ready for English, so the final transcript is on its way. (Whether the live text made it into
    // the answer depends on the machine's load: a live session has a time limit to end.)
    await expect(page.getByTestId('final-pass')).toHaveText(
      'The final transcript is being prepared from the audio; until then the live transcript is shown.',
    );

    const seconds = await decodedAudioSeconds(page, finished.result.transcriptionId);
    expect(Math.abs(seconds - finished.body.durationSeconds), `audio ${seconds} s`).toBeLessThanOrEqual(0.5);
    const text = await transcriptionText(page, finished.result.transcriptionId);
    expect(keywordsIn(text, MEETING_KEYWORDS).length, `saved text: ${text}`).toBeGreaterThanOrEqual(3);
    test.info().annotations.push({
      type: 'measured',
      description: `recorded ${finished.body.durationSeconds} s in ${finished.body.chunks} chunks, decoded ${seconds.toFixed(3)} s; keywords ${keywordsIn(text, MEETING_KEYWORDS).join(',')}`,
    });

    // The summary panel under the saved recording: generate, then download it as a text file.
    const panel = page.getByTestId('recording-summary-panel');
    await panel.getByRole('button', { name: 'Generate Summary' }).click();
    await expect(panel.getByRole('button', { name: 'Download' })).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`meeting-summary-${await pageToday(page)}.txt`);
    const file = readFileSync(await download.path(), 'utf8');
    await expect(page.getByText('Summary downloaded')).toBeVisible();
    const panelText = await panel.innerText();
    const summaryLines = file
      .split('\n')
      // An action item's line in the file carries its fields in brackets; the panel shows them as their own lines.
      .map((l) =>
        l
          .replace(/^[-•*\d.\s]+/, '')
          .replace(/\s*\(Assignee: [^)]*\)$/, '')
          .trim(),
      )
      .filter((l) => l.length > 20);
    expect(summaryLines.length, file).toBeGreaterThan(0);
    for (const line of summaryLines) expect(panelText).toContain(line);
    expect(keywordsIn(file, MEETING_KEYWORDS).length, file).toBeGreaterThan(0);

    // The saved transcription opens from the result.
    await page.getByRole('link', { name: 'Open transcription' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/transcriptions/${finished.result.transcriptionId}$`));

    // Its audio knows its length on load (the stored WebM has a duration and cues), before anything played.
    const audio = page.locator('audio');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThanOrEqual(1);
    const onLoad = await audio.evaluate((el: HTMLAudioElement) => ({ duration: el.duration, time: el.currentTime }));
    expect(onLoad.time).toBe(0);
    expect(Number.isFinite(onLoad.duration), `duration on load: ${onLoad.duration}`).toBe(true);
    expect(Math.abs(onLoad.duration - seconds), `duration on load ${onLoad.duration}, decoded ${seconds}`).toBeLessThan(
      0.5,
    );
    // One row per utterance, each with its own time; clicking one plays the recording from there.
    await page.getByRole('tab', { name: 'Full Transcript' }).click();
    const rows = page.getByTestId('segments').locator('li[data-start]');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const starts = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-start'))));
    for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThan(starts[i - 1]!);
    const target = starts.length - 1;
    // The row's seek button (titled "Play from m:ss"), not its edit button.
    const seek = rows.nth(target).locator('button[title^="Play from"]');
    await seek.click();
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime))
      .toBeGreaterThanOrEqual(starts[target]! - 0.05);
    const after = await audio.evaluate((el: HTMLAudioElement) => el.currentTime);
    expect(after - starts[target]!, `clicked ${starts[target]} s, playing at ${after} s`).toBeLessThan(1.5);
    await expect(seek).toHaveAttribute('aria-current', 'true');
    test.info().annotations.push({
      type: 'measured',
      description: `player duration on load ${onLoad.duration.toFixed(3)} s; ${starts.length} segments at ${starts.map((s) => s.toFixed(2)).join(', ')}; seek to ${starts[target]} → ${after.toFixed(2)}`,
    });
  });

  test('a reload mid-recording loses nothing: stored chunks upload and the recording can be finished', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openRecorder(page);
    // Uploads fail for a while, so the chunks wait in IndexedDB when the page reloads.
    await page.route('**/api/recordings/*/chunks/*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByRole('timer')).toHaveText(/00:00:0[6-9]/, { timeout: 20_000 });
    await page.reload();

    const notice = page.getByTestId('recovered-recording');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/[1-9]\d* pieces of audio left to upload/);
    await page.unroute('**/api/recordings/*/chunks/*');
    await expect(notice).toContainText('All audio from this device is uploaded.', { timeout: 30_000 });

    const finished = await whenFinished(page, () => notice.getByRole('button', { name: 'Finish recording' }).click());
    await expect(page.getByTestId('recovered-saved')).toBeVisible();
    expect(finished.result.audioSaved).toBe(true);
    expect(finished.result.missing.length).toBeLessThanOrEqual(1);
    expect(finished.body.chunks).toBeGreaterThanOrEqual(5);
    const seconds = await decodedAudioSeconds(page, finished.result.transcriptionId);
    test.info().annotations.push({
      type: 'measured',
      description: `recovered ${finished.body.durationSeconds} s in ${finished.body.chunks} chunks, missing ${finished.result.missing.length}, decoded ${seconds.toFixed(3)} s`,
    });
    expect(seconds).toBeGreaterThanOrEqual(finished.body.durationSeconds - 1 - finished.result.missing.length);
    expect(seconds).toBeLessThanOrEqual(finished.body.durationSeconds + 1.5);
    // Nothing is left behind for the next visit.
    await page.reload();
    await expectScreenOpen(page);
    await expect(page.getByTestId('recovered-recording')).toHaveCount(0);
  });

  test('start errors: microphone refused, the server refusing the engine', async ({ page }) => {
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      const real = devices.getUserMedia.bind(devices);
      let refuse = true;
      devices.getUserMedia = (c) =>
        refuse ? ((refuse = false), Promise.reject(new DOMException('denied', 'NotAllowedError'))) : real(c);
    });
    await openRecorder(page);
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByTestId('recording-error')).toHaveText(
      'Failed to access microphone. Please check your permissions.',
    );
    await expect(page.getByRole('button', { name: 'Start Recording' })).toBeEnabled();

    // The server's SPEECH_* refusal reads as its localized error message.
    await page.route(/\/api\/recordings\/[\w-]+$/, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SPEECH_ENGINE_UNAVAILABLE', message: 'not ready' } }),
      }),
    );
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByTestId('recording-error')).toHaveText(
      'This speech-to-text engine is not ready on this server.',
    );
    await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  });

  test("Stop's result: the no-audio warning only when the server saved no audio; missing chunks told", async ({
    page,
  }) => {
    await openRecorder(page);
    // The server's answer is altered on its way to the page: what the screen makes of each kind of result.
    let change: Record<string, unknown> = { audioSaved: false };
    await page.route('**/api/recordings/*/finish', async (route) => {
      const res = await route.fetch({ timeout: 120_000 }); // the server's final pass can take a while
      await route.fulfill({ response: res, json: { ...((await res.json()) as object), ...change } });
    });
    const record = async () => {
      await page.getByRole('button', { name: 'Start Recording' }).click();
      await expect(page.getByRole('timer')).toHaveText(THREE_SECONDS_OR_MORE, { timeout: 15_000 });
      await page.getByRole('button', { name: 'Stop Recording' }).click();
      await expect(page.getByText('Recording saved', { exact: true })).toBeVisible({ timeout: 60_000 });
    };
    await record();
    await expect(page.getByText('Recording saved without audio. Please try uploading audio later.')).toBeVisible();

    change = { missing: [1] };
    await record();
    await expect(page.getByText('Recording saved without audio. Please try uploading audio later.')).toHaveCount(0);
    await expect(page.getByTestId('missing')).toHaveText(
      /^1 of \d+ one-second pieces of audio never reached the server and are missing from the recording\.$/,
    );
  });

  test('a failed Stop keeps the recording: the notice finishes it', async ({ page }) => {
    await openRecorder(page);
    await page.route('**/api/recordings/*/finish', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'refused for the test' } }),
      }),
    );
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByRole('timer')).toHaveText(THREE_SECONDS_OR_MORE, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByTestId('recording-error')).toHaveText('Failed to stop recording');
    const notice = page.getByTestId('recovered-recording');
    await expect(notice).toContainText('All audio from this device is uploaded.');

    await page.unroute('**/api/recordings/*/finish');
    const finished = await whenFinished(page, () => notice.getByRole('button', { name: 'Finish recording' }).click());
    await expect(page.getByTestId('recovered-saved')).toBeVisible();
    expect(finished.result.audioSaved).toBe(true);
    expect(finished.result.missing).toEqual([]);
    expect(finished.body.chunks).toBeGreaterThanOrEqual(3);
  });

  test.describe('in Indonesian', () => {
    test.use({ locale: 'id-ID' });

    test('idle, recording and saved states are accessible', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
      await openRecorder(page, 'English (US)');
      await expect(page.getByRole('heading', { level: 1, name: 'Rekam Manual' })).toBeVisible();
      await expect(page.getByText('Transkripsi akan muncul di sini...')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('idle');

      // Keyboard only: Start and Stop are reachable and work with the keyboard.
      await page.getByRole('button', { name: 'Mulai Rekam' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Merekam', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mulai Rekam' })).toBeDisabled();
      await expect(page.getByTestId('live-paragraph').first()).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousA11yViolations(page);
      await shot('recording');

      await whenFinished(page, async () => {
        await page.getByRole('button', { name: 'Berhenti Rekam' }).focus();
        await page.keyboard.press('Enter');
      });
      await expect(page.getByText('Rekaman tersimpan', { exact: true })).toBeVisible();
      await expect(page.getByTestId('recording-summary-panel')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mulai Rekam' })).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      await shot('saved');
    });

    test("the browser engine: the page's own recogniser, its restart rules, and its text saved", async ({ page }) => {
      // Chromium's Web Speech API needs Google's service, which these machines cannot reach: a stand-in with the
      // same interface plays a script of results, a no-speech and a network error, and records when it was started.
      await page.addInitScript(() => {
        type Handler = ((e: unknown) => void) | null;
        const w = window as unknown as { __rec: { starts: number[]; ends: number[]; config: unknown[] } };
        w.__rec = { starts: [], ends: [], config: [] };
        const result = (text: string, isFinal: boolean) => ({
          resultIndex: 0,
          results: [{ isFinal, length: 1, 0: { transcript: text } }],
        });
        class StandIn {
          lang = '';
          continuous = false;
          interimResults = false;
          onresult: Handler = null;
          onerror: Handler = null;
          onend: (() => void) | null = null;
          start() {
            const n = w.__rec.starts.push(performance.now());
            w.__rec.config.push({ lang: this.lang, continuous: this.continuous, interimResults: this.interimResults });
            const end = (error: string) => {
              this.onerror?.({ error });
              w.__rec.ends.push(performance.now());
              this.onend?.();
            };
            if (n === 1) {
              setTimeout(() => this.onresult?.(result('selamat pagi', false)), 300);
              setTimeout(() => this.onresult?.(result('Selamat pagi semua.', true)), 700);
              setTimeout(() => end('no-speech'), 1_000);
            } else if (n === 2) {
              setTimeout(() => this.onresult?.(result('Anggaran sudah disetujui.', true)), 300);
              setTimeout(() => end('network'), 500);
            }
          }
          stop() {
            setTimeout(() => this.onend?.(), 0);
          }
          abort() {
            this.stop();
          }
        }
        (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = StandIn;
      });
      await openRecorder(page, 'Bahasa Indonesia');
      await expect(page.getByTestId('recording-engine')).toContainText('Pengenal suara bawaan browser');
      await page.getByRole('button', { name: 'Mulai Rekam' }).click();
      await expect(page.getByTestId('live-text')).toContainText('Selamat pagi semua. Anggaran sudah disetujui.');
      // Errors show, except no-speech; restarts come 100 ms after an end and 1000 ms after an error.
      await expect(page.getByTestId('recording-error')).toHaveText(
        'Kesalahan pengenalan suara: browser tidak dapat menghubungi layanan pengenal suaranya (periksa koneksi internet)',
      );
      await expect
        .poll(() => page.evaluate(() => (window as never as { __rec: { starts: number[] } }).__rec.starts.length))
        .toBe(3);
      const rec = await page.evaluate(
        () => (window as never as { __rec: { starts: number[]; ends: number[]; config: unknown[] } }).__rec,
      );
      expect(rec.config[0]).toEqual({ lang: 'id-ID', continuous: true, interimResults: true });
      const afterEnd = rec.starts[1]! - rec.ends[0]!;
      const afterError = rec.starts[2]! - rec.ends[1]!;
      expect(afterEnd).toBeGreaterThanOrEqual(95);
      expect(afterEnd).toBeLessThan(600);
      expect(afterError).toBeGreaterThanOrEqual(995);
      expect(afterError).toBeLessThan(1_600);

      const finished = await whenFinished(page, () => page.getByRole('button', { name: 'Berhenti Rekam' }).click());
      expect(finished.result.audioSaved).toBe(true);
      // No server engine knows Indonesian here (no Whisper model): the notice says the final pass waits, not that
      // it is being prepared.
      await expect(page.getByTestId('recording-saved')).toContainText('tersimpan beserta transkripnya');
      await expect(page.getByTestId('final-pass')).toHaveText(
        'Server belum dapat mentranskripsi Bahasa Indonesia; audionya tetap tersimpan. Setelah mesin ucapan siap, ' +
          'buka transkripsi lalu pilih Coba lagi.',
      );
      const text = await transcriptionText(page, finished.result.transcriptionId);
      expect(text).toContain('Selamat pagi semua.');
      expect(text).toContain('Anggaran sudah disetujui.');
    });
  });
});
