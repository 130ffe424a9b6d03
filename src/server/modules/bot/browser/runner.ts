import { BOT_END_REASONS, type BotEndReason, type BotFailureCode } from '../../../../shared/api/bots.js';
import type { MeetingPlatform } from '../../../../shared/meeting-link.js';
import type { JoinInput, PlatformAdapter } from './adapter.js';
import { screenshot } from './actions.js';
import { installCapture } from './capture.js';
import { joinMeeting } from './join.js';
import { browserLog, closeBotBrowser, launchBotBrowser, type BotBrowser } from './launch.js';
import { leaveMeeting } from './leave.js';
import { meetAdapter } from './meet.adapter.js';
import { guardNavigations } from './navigation-guard.js';
import { stayInMeeting } from './meeting.js';
import type { BotOutcome, BotRunEvents, BotRunOptions, RunMeetingBot } from './runner.types.js';
import { teamsAdapter } from './teams.adapter.js';
import { zoomAdapter } from './zoom.adapter.js';

const ADAPTERS: Record<MeetingPlatform, PlatformAdapter> = {
  'google-meet': meetAdapter,
  teams: teamsAdapter,
  zoom: zoomAdapter,
};

const firstLine = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 300);

function stopReason(signal: AbortSignal): BotEndReason {
  const r: unknown = signal.reason;
  return typeof r === 'string' && (BOT_END_REASONS as readonly string[]).includes(r) ? (r as BotEndReason) : 'stopped';
}

/**
 * Attends one meeting: launches Chromium, joins through the platform's adapter, captures the audio from inside the
 * page, stays until a rule says leave, and always closes the browser. Never throws: a failure is an outcome.
 */
export const runMeetingBot: RunMeetingBot = async (opts) => {
  const log = opts.log;
  if (opts.signal.aborted) return { kind: 'left', reason: stopReason(opts.signal) };
  let bb: BotBrowser;
  try {
    bb = await launchBotBrowser(opts.browser.executablePath, opts.browser.extraArgs, {
      aliases: opts.hostAliases ?? [],
      warn: (msg) => log?.warn(msg),
    });
  } catch (e) {
    log?.warn({ err: browserLog(e) }, 'bot: Chromium did not start');
    return failed('BOT_BROWSER_UNAVAILABLE', `Chromium did not start: ${firstLine(e)}`, null);
  }
  try {
    return await attend(bb, opts);
  } catch (e) {
    log?.warn({ err: firstLine(e) }, 'bot: run failed');
    return failed('BOT_JOIN_FAILED', firstLine(e), await screenshot(bb.page));
  } finally {
    await closeBotBrowser(bb);
  }
};

/** The module's callbacks, each guarded: a throwing handler must not end the bot's stay. */
function guarded(events: BotRunEvents, log: BotRunOptions['log']): BotRunEvents {
  const out = {} as Record<string, unknown>;
  for (const [name, fn] of Object.entries(events) as [string, (...a: unknown[]) => void][]) {
    out[name] = (...args: unknown[]) => {
      try {
        fn(...args);
      } catch (e) {
        log?.warn({ err: firstLine(e) }, `bot: ${name} threw`);
      }
    };
  }
  return out as unknown as BotRunEvents;
}

async function attend({ context, page }: BotBrowser, given: BotRunOptions): Promise<BotOutcome> {
  const opts: BotRunOptions = { ...given, events: guarded(given.events, given.log) };
  const { signal, events, log } = opts;
  const adapter = ADAPTERS[opts.platform];
  let dead: string | null = null;
  page.on('crash', () => (dead = 'The page crashed'));
  page.on('close', () => (dead ??= 'The page was closed'));
  const isDead = () => dead;
  const warn = (msg: string) => log?.warn(msg);

  await guardNavigations(context, page, opts.hostAliases ?? [], warn);
  const capture = await installCapture(context, { preferTeamsMain: adapter.preferTeamsMain, events, warn });
  const input: JoinInput = {
    url: opts.url,
    displayName: opts.displayName,
    password: opts.password,
    aliases: opts.hostAliases ?? [],
  };
  const url = adapter.joinUrl(input);
  events.onJoining();
  log?.info({ platform: opts.platform }, 'bot: opening the meeting page');
  try {
    // A Stop during a slow load need not wait for it (the browser is closed right after).
    await Promise.race([
      page.goto(url, { waitUntil: 'domcontentloaded', timeout: opts.limits.joinMs }),
      new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true })),
    ]);
    if (signal.aborted) return { kind: 'left', reason: stopReason(signal) };
  } catch (e) {
    if (signal.aborted) return { kind: 'left', reason: stopReason(signal) };
    return failed('BOT_JOIN_FAILED', `The meeting page did not open: ${firstLine(e)}`, await screenshot(page));
  }

  const joined = await joinMeeting(page, adapter, input, opts, isDead);
  if (joined.kind === 'stopped') {
    await leaveMeeting(page, adapter, false);
    return { kind: 'left', reason: stopReason(signal) };
  }
  if (joined.kind === 'failed') {
    log?.info({ code: joined.code, detail: joined.detail }, 'bot: could not join');
    return failed(joined.code, joined.detail, await screenshot(page));
  }

  log?.info({ platform: opts.platform }, 'bot: admitted');
  events.onAdmitted();
  await capture.start(page);
  const stay = await stayInMeeting(page, adapter, capture, opts, () => stopReason(signal), isDead);
  if (stay.kind === 'crashed') return failed('BOT_CRASHED', stay.detail, await screenshot(page));
  if (stay.leave) await leaveMeeting(page, adapter, true);
  log?.info({ reason: stay.reason, tracks: capture.tracks().length }, 'bot: left the meeting');
  return { kind: 'left', reason: stay.reason };
}

function failed(code: BotFailureCode, detail: string | null, shot: Buffer | null): BotOutcome {
  return { kind: 'failed', code, detail, screenshot: shot };
}
