import type { Page } from 'playwright-core';
import type { BotFailureCode } from '../../../../shared/api/bots.js';
import { bounded } from './actions.js';
import { evalIn } from './page-fn.js';
import { probeInPage, type PageProbe } from './probe.page.js';
import { WALL_ORDER, type PageSignals } from './signals.js';

export type { PageProbe };

/** What the page shows, decided on positive signals only. */
export type PageState =
  | { kind: 'wall'; code: BotFailureCode; detail: string }
  | { kind: 'gone'; reason: 'removed' | 'meeting_ended'; detail: string }
  | { kind: 'lobby' }
  | { kind: 'in_call' }
  | { kind: 'other' };

export function probe(page: Page, signals: PageSignals): Promise<PageProbe> {
  return bounded(evalIn(page, probeInPage, signals), 5_000, 'reading the page');
}

/** A wall the page shows (before admission), if any: the most specific first. */
export function wallOf(p: PageProbe, s: PageSignals): { code: BotFailureCode; detail: string } | null {
  for (const [key, code] of WALL_ORDER) {
    const text = p.found[key];
    if (text) return { code, detail: `The page says "${text}"` };
    if (key === 'captcha' && p.captchaWidget) return { code, detail: 'The page shows a captcha' };
    if (key === 'signIn' && p.signInField) return { code, detail: 'The page asks to sign in' };
    if (key === 'notStarted' && s.notStartedTitles.some((t) => t.toLowerCase() === p.title.trim().toLowerCase())) {
      return { code, detail: `The page title is "${p.title}"` };
    }
  }
  return null;
}

/** Removed or ended, by text only (never role=alert: mute toasts are alerts too, Vexa #600). */
export function goneOf(p: PageProbe): { reason: 'removed' | 'meeting_ended'; detail: string } | null {
  if (p.found.removed) return { reason: 'removed', detail: `The page says "${p.found.removed}"` };
  if (p.found.ended) return { reason: 'meeting_ended', detail: `The page says "${p.found.ended}"` };
  return null;
}

/** Before admission: a wall, gone, the lobby, in the call (in-call signals AND no lobby text), or nothing yet. */
export function classifyJoin(p: PageProbe, s: PageSignals): PageState {
  const wall = wallOf(p, s);
  if (wall) return { kind: 'wall', ...wall };
  const gone = goneOf(p);
  if (gone) return { kind: 'gone', ...gone };
  if (p.found.lobby) return { kind: 'lobby' };
  if (p.inCall) return { kind: 'in_call' };
  return { kind: 'other' };
}

/** What a failure detail says the page showed when nothing known was found. */
export function describe(p: PageProbe): string {
  const excerpt = p.excerpt ? `: "${p.excerpt.slice(0, 200)}"` : ' (no text)';
  return `Page "${p.title}"${excerpt}`;
}

// Other note-takers do not keep a bot in a meeting (twenty #23053, inbox-zero #3412).
const NOTE_TAKERS = [
  /otter/i,
  /fireflies/i,
  /read\.ai/i,
  /\bread ai\b/i,
  /tl;?dv/i,
  /note-?taker/i,
  /\bbot\b/i,
  /[a-z]Bot\b/,
];
const SELF = /^you$|\(you\)$/i;

export function isNoteTaker(name: string): boolean {
  return NOTE_TAKERS.some((re) => re.test(name));
}

/** The people in the call: distinct names on tiles, without the bot itself and other note-takers. */
export function peopleIn(tiles: PageProbe['tiles'], selfName: string): string[] {
  const self = selfName.trim().toLowerCase();
  const names = tiles
    .filter((t) => !t.self && t.name && t.name.toLowerCase() !== self && !SELF.test(t.name))
    .map((t) => t.name)
    .filter((n) => !isNoteTaker(n));
  return [...new Set(names)];
}

/** Who is speaking now (a tile's speaking indicator), not the bot; null when nobody is. */
export function speakerIn(tiles: PageProbe['tiles'], selfName: string): string | null {
  const self = selfName.trim().toLowerCase();
  const t = tiles.find((x) => x.speaking && !x.self && x.name && x.name.toLowerCase() !== self && !SELF.test(x.name));
  return t ? t.name : null;
}
