import { existsSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { HostAlias } from '../../../../shared/meeting-link.js';
import { CHROMIUM_ARGS } from '../../../platform/browser/chromium.js';
import { startEgressProxy, type EgressProxy } from './egress-proxy.js';

/**
 * The bot's Chromium: one per meeting. Headless Debian Chromium with the project's base flags, plus what a guest in a
 * call needs and nothing a platform detects (meeting-bots.md §A: never --disable-web-security or certificate bypasses;
 * Vexa saw them answered with "You can't join this meeting").
 */
export const BOT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  // The pages' getUserMedia succeeds without a prompt or a real device (the bot then turns mic and camera off).
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  // Otherwise AudioContexts and <audio> start suspended and no PCM flows.
  '--autoplay-policy=no-user-gesture-required',
  '--disable-blink-features=AutomationControlled',
  // One renderer-side GPU thread instead of a GPU process (Vexa measured ~4x less CPU per bot).
  '--in-process-gpu',
  // English UI, so the English texts in *.selectors.ts match (Meet also gets ?hl=en).
  '--lang=en-US',
];

export interface BotBrowser {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Every connection of this browser goes through it (egress-proxy.ts). */
  egress: EgressProxy;
}

// Flags that would route around the egress proxy: Chromium's last proxy flag wins, or one disables it outright.
const PROXY_FLAG =
  /^--(no-proxy-server|proxy-server|proxy-pac-url|proxy-auto-detect|proxy-bypass-list|winhttp-proxy-resolver)(=|$)/;

/** The bot's flags, then BOT_BROWSER_ARGS without proxy flags, then the egress proxy's (which must win). */
export function botLaunchArgs(extraArgs: readonly string[], proxyArgs: readonly string[] = []): string[] {
  return [...BOT_CHROMIUM_ARGS, ...extraArgs.filter((a) => !PROXY_FLAG.test(a)), ...proxyArgs];
}

const LAUNCH_TIMEOUT_MS = 30_000;
// A Chromium that exists but dies at launch on a busy machine usually starts a second later: one more try before the
// meeting is given up (a missing Chromium is not tried again).
const LAUNCH_ATTEMPTS = 2;
const RELAUNCH_DELAY_MS = 1_000;

/**
 * Starts the egress proxy, the browser behind it and its one page; throws when Chromium is missing or dies at
 * launch. `aliases` are the hosts the bot may reach whatever their address (MEETING_HOST_ALIASES).
 */
export async function launchBotBrowser(
  executablePath: string,
  extraArgs: readonly string[],
  egress: { aliases: readonly HostAlias[]; warn: (msg: string) => void },
): Promise<BotBrowser> {
  const proxy = await startEgressProxy({ aliases: egress.aliases }, egress.warn);
  let browser: Browser | undefined;
  for (let attempt = 1; !browser; attempt++) {
    try {
      browser = await chromium.launch({
        executablePath,
        args: botLaunchArgs(extraArgs, proxy.chromiumArgs),
        timeout: LAUNCH_TIMEOUT_MS,
      });
    } catch (e) {
      if (attempt >= LAUNCH_ATTEMPTS || !existsSync(executablePath)) {
        await proxy.close();
        throw e;
      }
      egress.warn(`Chromium did not start, trying again: ${browserLog(e)}`);
      await delay(RELAUNCH_DELAY_MS);
    }
  }
  try {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 720 },
      // The capture's AudioWorklet is loaded from a blob: URL, which a strict script-src would refuse; CSP is page
      // policy the platform cannot observe being bypassed.
      bypassCSP: true,
    });
    const page = await context.newPage();
    return { browser, context, page, egress: proxy };
  } catch (e) {
    await closeQuietly(browser);
    await proxy.close();
    throw e;
  }
}

/**
 * Playwright's launch error with what Chromium printed (its "Browser logs"), bounded: the first line alone never says
 * why a browser died.
 */
export function browserLog(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.length > 4_000 ? `${text.slice(0, 4_000)}…` : text;
}

/** Closes the browser (bounded) and then its proxy. */
export async function closeBotBrowser(bb: BotBrowser): Promise<void> {
  await closeQuietly(bb.browser);
  await bb.egress.close();
}

const CLOSE_TIMEOUT_MS = 10_000;

/** Closes the browser, bounded: a hung close must not keep a bot slot forever. */
async function closeQuietly(browser: Browser): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    browser.close().catch(() => {}),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
}
