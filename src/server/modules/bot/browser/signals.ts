import type { BotFailureCode } from '../../../../shared/api/bots.js';

/**
 * What a platform's page is read for, as plain CSS and texts (checked inside the page by probe.page.ts, so nothing
 * here may be a Playwright-only selector). Each platform fills one of these in its *.selectors.ts.
 */
export interface PageSignals {
  /** Texts are matched case-insensitively as substrings of the page's visible text; list both apostrophe forms. */
  texts: {
    /** In the lobby / waiting room (lobby text vetoes admission). */
    lobby: string[];
    denied: string[];
    /** The platform gave up on the lobby itself ("No one responded…"). */
    lobbyLimit: string[];
    notFound: string[];
    notStarted: string[];
    signIn: string[];
    captcha: string[];
    blocked: string[];
    removed: string[];
    ended: string[];
  };
  /** Page titles (exact, case-insensitive) that mean the meeting has not started. */
  notStartedTitles: string[];
  css: {
    /** Elements only a participant in the call has (tiles, the in-call leave control). */
    inCall: string[];
    signIn: string[];
    captcha: string[];
    /** One participant tile. */
    tile: string;
    /** Inside a tile: the element whose text is the name (or `tileNameAttr` on the tile itself). */
    tileName: string | null;
    tileNameAttr: string | null;
    /** Inside a tile (or the tile itself): present while that participant speaks. */
    speaking: string;
    /** A tile that is the bot itself. */
    selfTile: string | null;
  };
}

/** Returns each text in both apostrophe forms (live copy uses ’, older copy and tests use '). */
export function bothApostrophes(texts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const t of texts) {
    out.add(t);
    out.add(t.replace(/’/g, "'"));
    out.add(t.replace(/'/g, '’'));
  }
  return [...out];
}

/** The failure a wall stands for, in the order they are checked (the most specific first). */
export const WALL_ORDER = [
  ['blocked', 'BOT_BLOCKED'],
  ['captcha', 'BOT_CAPTCHA'],
  ['signIn', 'BOT_SIGN_IN_REQUIRED'],
  ['denied', 'BOT_DENIED'],
  ['lobbyLimit', 'BOT_LOBBY_TIMEOUT'],
  ['notFound', 'BOT_MEETING_NOT_FOUND'],
  ['notStarted', 'BOT_MEETING_NOT_STARTED'],
] as const satisfies readonly (readonly [keyof PageSignals['texts'], BotFailureCode])[];
