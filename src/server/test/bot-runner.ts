import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHostAliases, type MeetingPlatform } from '../../shared/meeting-link.js';
import { CHROMIUM_PATH } from '../platform/browser/chromium.js';
import { decodeToPcm16k } from '../platform/media/ffmpeg.js';
import { rms, SAMPLE_RATE, SOUND_RMS } from '../modules/bot/browser/capture.js';
import { runMeetingBot } from '../modules/bot/browser/runner.js';
import type { BotOutcome, BotRunEvents, BotRunOptions } from '../modules/bot/browser/runner.types.js';

/**
 * Test helpers for the runner against the fake meeting (e2e/fake-meeting): recorded events, quick limits. Nothing here
 * imports e2e/ (this file is part of the server build, whose root is src/); the tests pass the meeting in.
 */

/** The harness's BOT_TEST_BROWSER_ARGS (e2e/fake-meeting/host.ts): loopback candidates for a loopback-only sandbox. */
const TEST_BROWSER_ARGS = ['--allow-loopback-in-peer-connection'];

export const BOT_NAME = 'Rina’s Notulen Bot';

export interface Recorded {
  order: string[];
  pcm: Int16Array[];
  chunks: { seq: number; webm: Buffer }[];
  speakers: { name: string | null; audioSeconds: number }[];
  noAudio: (Buffer | null)[];
  /** What the runner logged (its warnings say why a launch or a join went wrong). */
  log: string[];
  /** The outcome, once the run has ended. */
  outcome: BotOutcome | null;
}

export function recorder(): { rec: Recorded; events: BotRunEvents } {
  const rec: Recorded = { order: [], pcm: [], chunks: [], speakers: [], noAudio: [], log: [], outcome: null };
  const once = (name: string) => {
    if (rec.order.at(-1) !== name) rec.order.push(name);
  };
  return {
    rec,
    events: {
      onJoining: () => once('joining'),
      onWaiting: () => once('waiting'),
      onAdmitted: () => once('admitted'),
      onFirstSound: () => once('firstSound'),
      onNoAudio: (shot) => {
        once('noAudio');
        rec.noAudio.push(shot);
      },
      onAudio: (pcm) => rec.pcm.push(pcm),
      onChunk: (seq, webm) => rec.chunks.push({ seq, webm }),
      onSpeaker: (name, audioSeconds) => rec.speakers.push({ name, audioSeconds }),
    },
  };
}

export interface StartedBot {
  rec: Recorded;
  stop: AbortController;
  done: Promise<BotOutcome>;
}

export function startBot(
  meeting: { aliases: string },
  platform: MeetingPlatform,
  url: string,
  opts: { limits?: Partial<BotRunOptions['limits']>; password?: string } = {},
): StartedBot {
  const { rec, events } = recorder();
  const stop = new AbortController();
  const done = runMeetingBot({
    url,
    platform,
    displayName: BOT_NAME,
    password: opts.password,
    browser: { executablePath: CHROMIUM_PATH, extraArgs: TEST_BROWSER_ARGS },
    limits: {
      lobbyMs: 60_000,
      aloneMs: 60_000,
      maxDurationMs: 300_000,
      noAudioMs: 60_000,
      joinMs: 30_000,
      ...opts.limits,
    },
    signal: stop.signal,
    events,
    hostAliases: parseHostAliases(meeting.aliases),
    log: logInto(rec.log),
  }).then((outcome) => (rec.outcome = outcome));
  return { rec, stop, done };
}

/** A logger that keeps the runner's lines (pino's `(obj, msg)` or `(msg)`), for a failed wait to show. */
function logInto(lines: string[]): NonNullable<BotRunOptions['log']> {
  const at = (level: string) => (a: unknown, b?: unknown) => {
    lines.push(`${level}: ${typeof a === 'string' ? a : `${String(b ?? '')} ${JSON.stringify(a)}`}`.slice(0, 500));
  };
  return { info: at('info'), warn: at('warn') } as unknown as NonNullable<BotRunOptions['log']>;
}

/**
 * Waits until each bot has reported `event`. A bot whose run ends first, or a wait past `timeoutMs`, fails with what
 * that bot did and logged: "condition not met" alone never said why (session 17's CI: teams.chromium.test.ts).
 */
export async function reached(bots: StartedBot | StartedBot[], event: string, timeoutMs = 30_000): Promise<void> {
  const list = Array.isArray(bots) ? bots : [bots];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const waiting = list.filter((b) => !b.rec.order.includes(event));
    if (!waiting.length) return;
    const ended = waiting.find((b) => b.rec.outcome);
    const late = Date.now() > deadline ? waiting[0] : undefined;
    const bot = ended ?? late;
    if (bot) {
      const what = bot.rec.outcome ? `ended (${outcomeLine(bot.rec.outcome)})` : `not there in ${timeoutMs} ms`;
      throw new Error(
        `bot ${list.indexOf(bot) + 1} of ${list.length} ${what} before "${event}"; its events: ` +
          `${bot.rec.order.join(', ') || 'none'}; its log: ${bot.rec.log.slice(-6).join(' | ') || 'empty'}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function joined(pcm: Int16Array[]): Int16Array {
  const out = new Int16Array(pcm.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pcm) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Seconds from the first to the last 100 ms window above the sound threshold, and the RMS over that span. */
export function soundSpan(pcm: Int16Array): { seconds: number; rms: number } {
  const win = SAMPLE_RATE / 10;
  let first = -1;
  let last = -1;
  for (let i = 0; i + win <= pcm.length; i += win) {
    if (rms(pcm.subarray(i, i + win)) >= SOUND_RMS) {
      if (first < 0) first = i;
      last = i + win;
    }
  }
  if (first < 0) return { seconds: 0, rms: 0 };
  return { seconds: (last - first) / SAMPLE_RATE, rms: rms(pcm.subarray(first, last)) };
}

/** The recorded WebM chunks joined and decoded by ffmpeg. */
export async function decodeChunks(chunks: Recorded['chunks']): Promise<Int16Array> {
  const dir = mkdtempSync(join(tmpdir(), 'notulen-bot-'));
  try {
    const path = join(dir, 'copy.webm');
    writeFileSync(path, Buffer.concat([...chunks].sort((a, b) => a.seq - b.seq).map((c) => c.webm)));
    return await decodeToPcm16k(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const isPng = (b: Buffer | null) => !!b && b.subarray(1, 4).toString('latin1') === 'PNG';

/**
 * An outcome as one line ("failed BOT_BLOCKED with a screenshot: The page says …"): a failed expectation on it shows
 * the code, the screenshot and the detail in its first line, which is all CI's summary keeps.
 */
export function outcomeLine(o: BotOutcome): string {
  if (o.kind === 'left') return `left ${o.reason}`;
  return `failed ${o.code} ${isPng(o.screenshot) ? 'with' : 'without'} a screenshot: ${o.detail ?? ''}`;
}
