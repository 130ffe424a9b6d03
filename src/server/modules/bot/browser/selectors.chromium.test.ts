import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../platform/browser/chromium.js';
import { MEET, MEET_SIGNALS } from './meet.selectors.js';
import type { PageSignals } from './signals.js';
import { TEAMS, TEAMS_SIGNALS } from './teams.selectors.js';
import { ZOOM, ZOOM_SIGNALS } from './zoom.selectors.js';

// Every selector parses where it is used (a dead selector inside a try/catch fails silently: Vexa's selectors.ts):
// the Playwright lists through page.locator, the in-page signals through document.querySelectorAll, in real Chromium.

const PLATFORMS: [string, Record<string, readonly string[]>, PageSignals][] = [
  ['Meet', MEET, MEET_SIGNALS],
  ['Teams', TEAMS, TEAMS_SIGNALS],
  ['Zoom', ZOOM, ZOOM_SIGNALS],
];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.setContent(
    '<main><button><span>Join now</span></button><input type="text" aria-label="Your name"></main>',
  );
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const cssOf = (s: PageSignals) =>
  [
    ...s.css.inCall,
    ...s.css.signIn,
    ...s.css.captcha,
    s.css.tile,
    s.css.tileName,
    s.css.speaking,
    s.css.selfTile,
  ].filter((x): x is string => typeof x === 'string');

describe.each(PLATFORMS)('%s selectors', (_name, playwright, signals) => {
  it('every Playwright selector parses', async () => {
    const all = Object.values(playwright).flat();
    expect(all.length).toBeGreaterThan(5);
    for (const sel of all) {
      await expect(page.locator(sel).count(), sel).resolves.toBeGreaterThanOrEqual(0);
    }
  });

  it('every in-page selector is plain CSS', async () => {
    const bad = await page.evaluate((sels) => {
      const out: string[] = [];
      for (const s of sels) {
        try {
          document.querySelectorAll(s);
        } catch {
          out.push(s);
        }
      }
      return out;
    }, cssOf(signals));
    expect(bad).toEqual([]);
  });

  it('every text with an apostrophe is listed in both forms', () => {
    for (const list of Object.values(signals.texts)) {
      for (const t of list) {
        if (t.includes('’')) expect(list, t).toContain(t.replace(/’/g, "'"));
        if (t.includes("'")) expect(list, t).toContain(t.replace(/'/g, '’'));
      }
    }
  });
});

it('Zoom: the modals the bot answers in the call, never the one saying the meeting ended or it was removed', async () => {
  const modal = (title: string) =>
    `<div class="zm-modal" role="dialog"><div class="zm-modal-body-title">${title}</div><button>OK</button><button>Stay Muted</button></div>`;
  const matches = async (html: string) => {
    await page.setContent(html);
    let n = 0;
    for (const sel of ZOOM.dismiss) n += await page.locator(sel).count();
    return n;
  };
  expect(await matches(modal('The host would like you to unmute'))).toBeGreaterThan(0);
  expect(await matches(modal('This meeting has been ended by host'))).toBe(0);
  expect(await matches(modal('You have been removed from this meeting by the host'))).toBe(0);
});

it('the check itself refuses what Playwright or CSS would refuse', async () => {
  await expect(page.locator('text*="x"').count()).rejects.toThrow();
  expect(
    await page.evaluate(() => {
      try {
        document.querySelector('button:has-text("Join")');
        return 'parsed';
      } catch {
        return 'refused';
      }
    }),
  ).toBe('refused');
});
