import { describe, expect, it } from 'vitest';
import { BOT_STATES, type BotSession, type BotState } from '@shared/api/bots';
import { parseMeetingLink } from '@shared/meeting-link';
import {
  BOT_STEPS,
  HANDOFF_KEY,
  defaultBotLanguage,
  formatTimer,
  isActive,
  isTerminal,
  justAdmitted,
  linkErrorKey,
  offersOwnBrowser,
  recordingSeconds,
  stepOf,
  stepStatuses,
  tabOf,
  takeHandoffLink,
} from './bot-steps';

const at = (state: BotState, joinedAt: string | null = null) => ({ state, joinedAt });

describe('steps of the Meeting Bot screen', () => {
  it('maps every state to the spec step it belongs to', () => {
    const steps = Object.fromEntries(BOT_STATES.map((s) => [s, stepOf(at(s))]));
    expect(steps).toEqual({
      queued: 'join',
      starting: 'join',
      joining: 'join',
      waiting: 'join',
      in_meeting: 'recording',
      no_audio: 'recording',
      transcribing: 'transcribing',
      summarizing: 'generating',
      done: 'done',
      failed: 'join',
    });
  });

  it('puts a failure where it happened: before admission at Join Meeting, after it at Recording', () => {
    expect(stepOf(at('failed'))).toBe('join');
    expect(stepOf(at('failed', '2026-01-01T10:00:00Z'))).toBe('recording');
  });

  it('marks Sign In done, the current step, and the ones still to come', () => {
    expect(stepStatuses(null)).toEqual({
      signIn: 'done',
      join: 'current',
      recording: 'todo',
      transcribing: 'todo',
      generating: 'todo',
    });
    expect(stepStatuses(at('no_audio', '2026-01-01T10:00:00Z'))).toMatchObject({
      join: 'done',
      recording: 'current',
      transcribing: 'todo',
    });
    expect(stepStatuses(at('summarizing'))).toMatchObject({ transcribing: 'done', generating: 'current' });
    expect(Object.values(stepStatuses(at('done')))).toEqual(BOT_STEPS.map(() => 'done'));
    expect(stepStatuses(at('failed'))).toMatchObject({ signIn: 'done', join: 'failed', recording: 'todo' });
  });

  it('knows which states are running and which are final', () => {
    expect(BOT_STATES.filter(isActive)).toEqual(['queued', 'starting', 'joining', 'waiting', 'in_meeting', 'no_audio']);
    expect(BOT_STATES.filter(isTerminal)).toEqual(['done', 'failed']);
  });

  it('toasts only when this screen saw the bot go from outside to inside the meeting', () => {
    expect(justAdmitted('waiting', 'in_meeting')).toBe(true);
    expect(justAdmitted('joining', 'no_audio')).toBe(true);
    expect(justAdmitted(undefined, 'in_meeting')).toBe(false); // resumed inside
    expect(justAdmitted('no_audio', 'in_meeting')).toBe(false); // audio arrived, not a new admission
    expect(justAdmitted('waiting', 'failed')).toBe(false);
  });

  it('offers recording from the own browser when the platform refuses bots, not for a bot that may succeed again', () => {
    expect(offersOwnBrowser('BOT_BLOCKED')).toBe(true);
    expect(offersOwnBrowser('BOT_SIGN_IN_REQUIRED')).toBe(true);
    expect(offersOwnBrowser('BOT_CAPTCHA')).toBe(true);
    expect(offersOwnBrowser('BOT_LOBBY_TIMEOUT')).toBe(false);
    expect(offersOwnBrowser(undefined)).toBe(false);
  });

  it('reads the tab from the address, Join Meeting when absent or unknown', () => {
    expect(tabOf('calendar')).toBe('calendar');
    expect(tabOf('sessions')).toBe('sessions');
    expect(tabOf(null)).toBe('join');
    expect(tabOf('admin')).toBe('join');
  });
});

describe('the Recording timer', () => {
  const base = { audioAt: null, joinedAt: null, endedAt: null } satisfies Partial<BotSession>;
  const now = Date.parse('2026-01-01T10:05:07Z');

  it('counts from the first audio, else from admission, and stops when the bot left', () => {
    expect(recordingSeconds(base, now)).toBe(0);
    expect(recordingSeconds({ ...base, joinedAt: '2026-01-01T10:00:00Z' }, now)).toBe(307);
    expect(recordingSeconds({ ...base, joinedAt: '2026-01-01T10:00:00Z', audioAt: '2026-01-01T10:01:00Z' }, now)).toBe(
      247,
    );
    expect(
      recordingSeconds({ ...base, joinedAt: '2026-01-01T10:00:00Z', endedAt: '2026-01-01T10:00:30.900Z' }, now),
    ).toBe(30);
  });

  it('shows mm:ss, and h:mm:ss from an hour on', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(65.9)).toBe('01:05');
    expect(formatTimer(59 * 60 + 59)).toBe('59:59');
    expect(formatTimer(3600 + 2 * 60 + 3)).toBe('1:02:03');
    expect(formatTimer(-4)).toBe('00:00');
  });
});

describe('the meeting link field', () => {
  it("says the spec's message for each kind of wrong link", () => {
    expect(linkErrorKey(parseMeetingLink(''))).toBe('errors:MEETING_LINK_EMPTY');
    expect(linkErrorKey(parseMeetingLink('meet google com'))).toBe('errors:MEETING_LINK_INVALID');
    expect(linkErrorKey(parseMeetingLink('https://example.com/room'))).toBe('errors:MEETING_PLATFORM_UNSUPPORTED');
    expect(linkErrorKey(parseMeetingLink('https://zoom.us/meeting'))).toBe('errors:ZOOM_LINK_INVALID');
    expect(linkErrorKey(parseMeetingLink('https://meet.google.com/abc-defg-hij'))).toBeNull();
  });

  it("defaults the language to the user's Settings language, else the page's", () => {
    expect(defaultBotLanguage('en', 'id')).toBe('en-US');
    expect(defaultBotLanguage('id', 'en')).toBe('id-ID');
    expect(defaultBotLanguage(null, 'en')).toBe('en-US');
    expect(defaultBotLanguage(null, 'en-GB')).toBe('en-GB');
    expect(defaultBotLanguage(undefined, 'id')).toBe('id-ID');
  });
});

describe('the calendar widget hand-off', () => {
  const storage = (initial: Record<string, string>) => {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      removeItem: (k: string) => void data.delete(k),
    };
  };

  it('fills in the link left under meetingLink and removes it, so a later visit starts empty', () => {
    const s = storage({ [HANDOFF_KEY]: ' https://meet.google.com/abc-defg-hij ' });
    expect(takeHandoffLink(s)).toBe('https://meet.google.com/abc-defg-hij');
    expect(s.data.has(HANDOFF_KEY)).toBe(false);
    expect(takeHandoffLink(s)).toBeNull();
  });

  it('is nothing when storage is missing, empty or refuses', () => {
    expect(takeHandoffLink(null)).toBeNull();
    expect(takeHandoffLink(storage({ [HANDOFF_KEY]: '  ' }))).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(takeHandoffLink(refusing)).toBeNull();
  });
});
