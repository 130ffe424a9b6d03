import {
  ACTIVE_BOT_STATES,
  BOT_LANGUAGES,
  type BotFailureCode,
  type BotLanguage,
  type BotSession,
  type BotState,
} from '@shared/api/bots';
import type { MeetingLinkCheck } from '@shared/meeting-link';

/** docs/product.md §2 Meeting Bot: the progress display's steps, in order. */
export const BOT_STEPS = ['signIn', 'join', 'recording', 'transcribing', 'generating'] as const;
export type BotStep = (typeof BOT_STEPS)[number];

/**
 * The step a session is at (Sign In is done: the screen is behind the sign-in guard). A failed session stopped where
 * it was: joining if it was never admitted, else recording.
 */
export function stepOf(s: Pick<BotSession, 'state' | 'joinedAt'>): BotStep | 'done' {
  switch (s.state) {
    case 'queued':
    case 'starting':
    case 'joining':
    case 'waiting':
      return 'join';
    case 'in_meeting':
    case 'no_audio':
      return 'recording';
    case 'transcribing':
      return 'transcribing';
    case 'summarizing':
      return 'generating';
    case 'done':
      return 'done';
    case 'failed':
      return s.joinedAt ? 'recording' : 'join';
  }
}

export type StepStatus = 'done' | 'current' | 'failed' | 'todo';

/** The status of every step for a session (none yet: step 1, the link, is current). */
export function stepStatuses(session: Pick<BotSession, 'state' | 'joinedAt'> | null): Record<BotStep, StepStatus> {
  const at = session ? stepOf(session) : 'join';
  const index = at === 'done' ? BOT_STEPS.length : BOT_STEPS.indexOf(at);
  const current: StepStatus = session?.state === 'failed' ? 'failed' : 'current';
  return Object.fromEntries(
    BOT_STEPS.map((step, i) => [step, i < index ? 'done' : i === index ? current : 'todo']),
  ) as Record<BotStep, StepStatus>;
}

export const isActive = (state: BotState): boolean => ACTIVE_BOT_STATES.includes(state);
export const isTerminal = (state: BotState): boolean => state === 'done' || state === 'failed';
/** Admitted into the meeting (the success toast's moment). */
export const isAdmitted = (state: BotState): boolean => state === 'in_meeting' || state === 'no_audio';

/**
 * The bot was just let in: the previous poll saw it outside (joining, in the lobby), this one inside. A session
 * resumed already inside does not count: the toast is for the moment it happens.
 */
export const justAdmitted = (previous: BotState | undefined, next: BotState): boolean =>
  previous !== undefined && ['queued', 'starting', 'joining', 'waiting'].includes(previous) && isAdmitted(next);

/** Failures no retry fixes: the platform refuses guests, so the user's own browser is the way that works. */
const OWN_BROWSER_FAILURES: readonly BotFailureCode[] = ['BOT_BLOCKED', 'BOT_SIGN_IN_REQUIRED', 'BOT_CAPTCHA'];
export const offersOwnBrowser = (code: BotFailureCode | undefined): boolean =>
  code !== undefined && OWN_BROWSER_FAILURES.includes(code);

/** The Recording timer counts from the first audio heard, else from admission; it stops when the bot left. */
export function recordingSeconds(s: Pick<BotSession, 'audioAt' | 'joinedAt' | 'endedAt'>, now: number): number {
  const from = s.audioAt ?? s.joinedAt;
  if (!from) return 0;
  const to = s.endedAt ? Date.parse(s.endedAt) : now;
  return Math.max(0, Math.floor((to - Date.parse(from)) / 1000));
}

/** mm:ss (spec §2 step 2); an hour or more as h:mm:ss so a long meeting stays readable. */
export function formatTimer(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The inline message of a link check, as an `errors:` key; null when the link is fine. */
export const linkErrorKey = (check: MeetingLinkCheck): string | null => (check.ok ? null : `errors:${check.code}`);

/** The bot's language from the user's Settings language (else the page's), id-ID when neither says. */
export function defaultBotLanguage(settingsLanguage: string | null | undefined, pageLanguage: string): BotLanguage {
  const lang = (settingsLanguage ?? pageLanguage).toLowerCase();
  if (lang.startsWith('en')) return lang === 'en-gb' ? 'en-GB' : 'en-US';
  return 'id-ID';
}

export const isBotLanguage = (v: string | null): v is BotLanguage => (BOT_LANGUAGES as readonly unknown[]).includes(v);

/**
 * The sidebar calendar widget's hand-off (spec §2 'Join with Bot'): the link it left under `meetingLink` in session
 * storage, removed once read so a later visit starts empty.
 */
export { MEETING_LINK_KEY as HANDOFF_KEY } from '../calendar/handoff';
import { MEETING_LINK_KEY as HANDOFF_KEY } from '../calendar/handoff';
export function takeHandoffLink(storage: Pick<Storage, 'getItem' | 'removeItem'> | null): string | null {
  if (!storage) return null;
  try {
    const link = storage.getItem(HANDOFF_KEY);
    storage.removeItem(HANDOFF_KEY);
    return link?.trim() ? link.trim() : null;
  } catch {
    return null; // storage refused (privacy mode): nothing was handed over
  }
}

export const BOT_TABS = ['join', 'calendar', 'sessions'] as const;
export type BotTab = (typeof BOT_TABS)[number];

/** The tab named in the address (`?tab=calendar`), Join Meeting otherwise. */
export const tabOf = (value: string | null): BotTab =>
  (BOT_TABS as readonly (string | null)[]).includes(value) ? (value as BotTab) : 'join';
