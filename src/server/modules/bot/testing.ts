import type { BotOutcome, BotRunOptions, RunMeetingBot } from './browser/runner.types.js';

/*
 * A scripted stand-in for the browser, for the tests of the pipeline around it (sessions, chunks, live text, finish,
 * minutes, Stop, rejoin). It sends real audio through the real events; the browser itself is tested against the fake
 * meeting (browser/*.chromium.test.ts, e2e/fake-meeting).
 */

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Resolves when the run's signal aborts (the user's Stop), with the outcome a real bot reports then. */
export function untilStopped(opts: BotRunOptions): Promise<BotOutcome> {
  return new Promise((resolve) => {
    const done = () => resolve({ kind: 'left', reason: 'stopped' });
    if (opts.signal.aborted) done();
    else opts.signal.addEventListener('abort', done, { once: true });
  });
}

export interface ScriptedBrowser {
  run: RunMeetingBot;
  /** Every run's options, in order (a rejoin is a second run). */
  runs: BotRunOptions[];
  /** What the next runs do; each test sets it. */
  script: (opts: BotRunOptions, runIndex: number) => Promise<BotOutcome>;
}

export function scriptedBrowser(): ScriptedBrowser {
  const browser: ScriptedBrowser = {
    runs: [],
    script: async () => ({ kind: 'failed', code: 'BOT_JOIN_FAILED', detail: 'no script', screenshot: null }),
    run: (opts) => {
      browser.runs.push(opts);
      return browser.script(opts, browser.runs.length - 1);
    },
  };
  return browser;
}

/** What an admitted bot hears: the meeting's chunks (WebM, seq from 0) and PCM in 200 ms frames, a speaker named. */
export function hear(opts: BotRunOptions, audio: { chunks: Buffer[]; pcm: Int16Array; speaker?: string }): void {
  const { events } = opts;
  events.onAdmitted();
  events.onFirstSound();
  if (audio.speaker) events.onSpeaker(audio.speaker, 0);
  for (let at = 0; at < audio.pcm.length; at += 3200) events.onAudio(audio.pcm.subarray(at, at + 3200));
  audio.chunks.forEach((chunk, seq) => events.onChunk(seq, chunk));
}

/** A tiny valid PNG (1×1), as a failed bot's screenshot. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
