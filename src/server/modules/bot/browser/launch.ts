import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../platform/browser/chromium.js';

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
}

export function botLaunchArgs(extraArgs: readonly string[]): string[] {
  return [...BOT_CHROMIUM_ARGS, ...extraArgs];
}

const LAUNCH_TIMEOUT_MS = 30_000;

/** Starts the browser and its one page; throws when Chromium is missing or dies at launch. */
export async function launchBotBrowser(executablePath: string, extraArgs: readonly string[]): Promise<BotBrowser> {
  const browser = await chromium.launch({
    executablePath,
    args: botLaunchArgs(extraArgs),
    timeout: LAUNCH_TIMEOUT_MS,
  });
  try {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 720 },
      // The capture's AudioWorklet is loaded from a blob: URL, which a strict script-src would refuse; CSP is page
      // policy the platform cannot observe being bypassed.
      bypassCSP: true,
    });
    const page = await context.newPage();
    return { browser, context, page };
  } catch (e) {
    await closeQuietly(browser);
    throw e;
  }
}

const CLOSE_TIMEOUT_MS = 10_000;

/** Closes the browser, bounded: a hung close must not keep a bot slot forever. */
export async function closeQuietly(browser: Browser): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    browser.close().catch(() => {}),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
}
