import { describe, expect, it } from 'vitest';
import { decodePcm, rms } from './capture.js';
import { MEET_SIGNALS } from './meet.selectors.js';
import { pageSource } from './page-fn.js';
import { classifyJoin, isNoteTaker, peopleIn, speakerIn, type PageProbe } from './probe.js';
import { bothApostrophes } from './signals.js';
import { ZOOM_SIGNALS } from './zoom.selectors.js';

const probe = (p: Partial<PageProbe>): PageProbe => ({
  title: 'Meet',
  found: {},
  signInField: false,
  captchaWidget: false,
  inCall: false,
  tiles: [],
  excerpt: '',
  ...p,
});

describe('classifyJoin', () => {
  it('admits only on in-call signals without lobby text (Meet keeps Leave call in the lobby)', () => {
    expect(classifyJoin(probe({ inCall: true }), MEET_SIGNALS)).toEqual({ kind: 'in_call' });
    expect(classifyJoin(probe({ inCall: true, found: { lobby: 'Asking to be let in' } }), MEET_SIGNALS)).toEqual({
      kind: 'lobby',
    });
    expect(classifyJoin(probe({}), MEET_SIGNALS)).toEqual({ kind: 'other' });
  });

  it('names each wall with its own code, the most specific first', () => {
    const code = (p: Partial<PageProbe>) => {
      const st = classifyJoin(probe(p), ZOOM_SIGNALS);
      return st.kind === 'wall' ? st.code : st.kind;
    };
    expect(code({ found: { blocked: 'x', signIn: 'y' } })).toBe('BOT_BLOCKED');
    expect(code({ captchaWidget: true })).toBe('BOT_CAPTCHA');
    expect(code({ signInField: true })).toBe('BOT_SIGN_IN_REQUIRED');
    expect(code({ found: { denied: 'x', lobby: 'y' } })).toBe('BOT_DENIED');
    expect(code({ found: { lobbyLimit: 'x' } })).toBe('BOT_LOBBY_TIMEOUT');
    expect(code({ found: { notFound: 'x' } })).toBe('BOT_MEETING_NOT_FOUND');
    expect(code({ title: 'Error - Zoom' })).toBe('BOT_MEETING_NOT_STARTED');
    expect(code({ found: { removed: 'x' } })).toBe('gone');
  });
});

describe('people and speakers', () => {
  const tiles = [
    { name: 'Rina’s Notulen Bot', self: false, speaking: false },
    { name: 'You', self: false, speaking: true },
    { name: 'Otter.ai', self: false, speaking: true },
    { name: 'Fireflies.ai Notetaker', self: false, speaking: false },
    { name: 'tl;dv Recorder', self: false, speaking: false },
    { name: 'Abbott Wijaya', self: false, speaking: false },
    { name: 'Abbott Wijaya', self: false, speaking: false },
  ];

  it('counts distinct people, without the bot, "You" and other note-takers', () => {
    expect(peopleIn(tiles, 'Rina’s Notulen Bot')).toEqual(['Abbott Wijaya']);
    expect(peopleIn(tiles.slice(0, 5), 'Rina’s Notulen Bot')).toEqual([]);
    expect(['Read.ai meeting notes', 'ZoomBot', 'Meeting Bot', 'Otter'].every(isNoteTaker)).toBe(true);
    expect(['Abbott Wijaya', 'Robert', 'Botagoz'].some(isNoteTaker)).toBe(false);
  });

  it('the speaker is a speaking tile other than the bot', () => {
    expect(speakerIn(tiles.slice(0, 2), 'Rina’s Notulen Bot')).toBeNull();
    expect(speakerIn(tiles, 'Rina’s Notulen Bot')).toBe('Otter.ai');
  });
});

describe('helpers', () => {
  it('lists texts in both apostrophe forms', () => {
    expect(bothApostrophes(['You’ll join', 'plain'])).toEqual(['You’ll join', "You'll join", 'plain']);
  });

  it('decodes base64 Int16 PCM and measures its RMS', () => {
    const pcm = Int16Array.from([1000, -1000, 1000, -1000]);
    const back = decodePcm(Buffer.from(pcm.buffer).toString('base64'));
    expect(Array.from(back)).toEqual([1000, -1000, 1000, -1000]);
    expect(rms(back)).toBe(1000);
    expect(rms(new Int16Array(0))).toBe(0);
  });

  it('sends page functions as source with a local __name, so keepNames transpilers do not break them', () => {
    const src = pageSource((n: number) => n + 1, 41);
    expect(new Function(`return ${src}`)()).toBe(42);
  });
});
