/// <reference lib="dom" />
import type { PageSignals } from './signals.js';

/** What one look at the page found (probe.ts turns it into a decision). */
export interface PageProbe {
  title: string;
  /** The first of each text list found on the page (key of PageSignals['texts']), with the text that matched. */
  found: Partial<Record<keyof PageSignals['texts'], string>>;
  signInField: boolean;
  captchaWidget: boolean;
  inCall: boolean;
  tiles: { name: string; self: boolean; speaking: boolean }[];
  /** The start of the visible text, for failure details. */
  excerpt: string;
}

/**
 * Runs INSIDE the page (through pageSource): plain DOM and CSS only, nothing imported, one pass over the visible
 * text. Hidden elements still count for `inCall` (Meet hides its toolbar; the leave button is still there).
 */
export function probeInPage(s: PageSignals): PageProbe {
  const body = document.body;
  const text = (body ? body.innerText : '').toLowerCase();
  const found: Record<string, string> = {};
  for (const [key, list] of Object.entries(s.texts)) {
    const hit = list.find((t) => text.includes(t.toLowerCase()));
    if (hit) found[key] = hit;
  }
  const any = (sels: string[]) => sels.some((sel) => document.querySelector(sel) !== null);
  const tiles: PageProbe['tiles'] = [];
  const seen = new Set<Element>();
  for (const tile of Array.from(document.querySelectorAll(s.css.tile))) {
    // Nested matches (a wrapper and its inner stream) are one participant.
    if (seen.has(tile) || (tile.parentElement && tile.parentElement.closest(s.css.tile))) continue;
    seen.add(tile);
    let name = '';
    if (s.css.tileNameAttr) name = tile.getAttribute(s.css.tileNameAttr) || '';
    if (!name && s.css.tileName) {
      const el = tile.querySelector(s.css.tileName);
      name = el && el.textContent ? el.textContent : '';
    }
    const self = s.css.selfTile ? tile.matches(s.css.selfTile) || tile.querySelector(s.css.selfTile) !== null : false;
    const speaking =
      tile.matches(s.css.speaking) ||
      tile.querySelector(s.css.speaking) !== null ||
      tile.closest(s.css.speaking) !== null;
    tiles.push({ name: name.replace(/\s+/g, ' ').trim(), self, speaking });
  }
  return {
    title: document.title,
    found,
    signInField: any(s.css.signIn),
    captchaWidget: any(s.css.captcha),
    inCall: any(s.css.inCall),
    tiles,
    excerpt: (body ? body.innerText : '').replace(/\s+/g, ' ').trim().slice(0, 300),
  };
}
