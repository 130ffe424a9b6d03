import type { Page } from 'playwright-core';
import type { BotEndReason } from '../../../../shared/api/bots.js';
import type { PlatformAdapter } from './adapter.js';
import { screenshot, sleep, wakeToolbar } from './actions.js';
import type { Capture } from './capture.js';
import { goneOf, peopleIn, probe, speakerIn } from './probe.js';
import type { BotRunOptions } from './runner.types.js';

export type StayResult = { kind: 'left'; reason: BotEndReason; leave: boolean } | { kind: 'crashed'; detail: string };

const TICK_MS = 1_000;

/**
 * In the call until a rule says leave, one look a second: the user's Stop (abort), the maximum duration, removed or
 * ended (texts only), alone (no person besides note-takers) for `aloneMs`. Meanwhile: who speaks, and a screenshot
 * when admitted but silent for `noAudioMs` (once per silent stretch). `leave: true` asks the caller to click Leave.
 */
export async function stayInMeeting(
  page: Page,
  adapter: PlatformAdapter,
  capture: Capture,
  opts: Pick<BotRunOptions, 'limits' | 'signal' | 'events' | 'displayName'>,
  stopReason: () => BotEndReason,
  isDead: () => string | null,
): Promise<StayResult> {
  const { limits, signal, events } = opts;
  const admittedAt = Date.now();
  let aloneSince: number | null = null;
  let speaker: string | null = null;
  let silentReportedFor: number | null = null;
  let tick = 0;

  for (; ; tick++) {
    if (signal.aborted) return { kind: 'left', reason: stopReason(), leave: true };
    const dead = isDead();
    if (dead) return { kind: 'crashed', detail: dead };
    const now = Date.now();
    if (now - admittedAt >= limits.maxDurationMs) return { kind: 'left', reason: 'max_duration', leave: true };

    await wakeToolbar(page, tick);
    const p = await probe(page, adapter.signals).catch(() => null);
    if (p) {
      const gone = goneOf(p);
      if (gone) return { kind: 'left', reason: gone.reason, leave: false };
      // No tiles at all means the page cannot be read (a layout the selectors miss), not an empty room: then only
      // the maximum duration ends the stay.
      if (p.tiles.length > 0 && peopleIn(p.tiles, opts.displayName).length === 0) {
        aloneSince ??= now;
        if (now - aloneSince >= limits.aloneMs) return { kind: 'left', reason: 'alone', leave: true };
      } else {
        aloneSince = null;
      }
      const who = speakerIn(p.tiles, opts.displayName);
      if (who !== speaker) {
        speaker = who;
        events.onSpeaker(who, capture.audioSeconds());
      }
    }

    const silentFrom = Math.max(admittedAt, capture.lastSoundAt() ?? 0);
    if (now - silentFrom >= limits.noAudioMs && silentReportedFor !== silentFrom) {
      silentReportedFor = silentFrom;
      events.onNoAudio(await screenshot(page));
    }
    await adapter.dismiss(page).catch(() => {});
    await sleep(TICK_MS, signal);
  }
}
