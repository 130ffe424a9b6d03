import type { Locator, Page } from 'playwright-core';
import type { BotFailureCode } from '../../../../shared/api/bots.js';

/** Each click or keystroke run is bounded; a step that does not fit is tried again on the next tick. */
export const ACTION_TIMEOUT_MS = 2_500;

/** A wall seen while filling the pre-join screen (a passcode the bot does not have, …). */
export class JoinFailure extends Error {
  constructor(
    readonly code: BotFailureCode,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** The first of `selectors` visible now (no waiting), or null. */
export async function visible(page: Page, selectors: readonly string[]): Promise<Locator | null> {
  for (const sel of selectors) {
    const loc = page.locator(sel).first();
    if (await loc.isVisible().catch(() => false)) return loc;
  }
  return null;
}

/** Clicks the first visible of `selectors`; false when none is there or the click did not go through. */
export async function clickIfVisible(page: Page, selectors: readonly string[]): Promise<boolean> {
  const loc = await visible(page, selectors);
  if (!loc) return false;
  return loc
    .click({ timeout: ACTION_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
}

/**
 * Puts `value` in a field unless it is there already. `keystrokes`: typed key by key (Zoom enables Join only on real
 * key events), else filled at once.
 */
export async function typeInto(loc: Locator, value: string, keystrokes = false): Promise<boolean> {
  if ((await loc.inputValue({ timeout: ACTION_TIMEOUT_MS }).catch(() => '')) === value) return true;
  try {
    if (keystrokes) {
      await loc.fill('', { timeout: ACTION_TIMEOUT_MS });
      await loc.pressSequentially(value, { delay: 15, timeout: ACTION_TIMEOUT_MS + value.length * 50 });
    } else {
      await loc.fill(value, { timeout: ACTION_TIMEOUT_MS });
    }
    return (await loc.inputValue({ timeout: ACTION_TIMEOUT_MS })) === value;
  } catch {
    return false;
  }
}

/** Clicks Join when it is visible and enabled. */
export async function clickJoin(page: Page, selectors: readonly string[]): Promise<boolean> {
  const join = await visible(page, selectors);
  if (!join || !(await join.isEnabled().catch(() => false))) return false;
  return join
    .click({ timeout: ACTION_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
}

/** Shows a hidden toolbar (Meet hides it after a few seconds without mouse moves). */
export async function wakeToolbar(page: Page, tick: number): Promise<void> {
  const x = 600 + (tick % 2) * 40;
  await bounded(page.mouse.move(x, 400), 3_000, 'moving the mouse').catch(() => {});
}

export async function screenshot(page: Page): Promise<Buffer | null> {
  if (page.isClosed()) return null;
  return page.screenshot({ type: 'png', timeout: 5_000 }).catch(() => null);
}

/** Waits `ms`, or less when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** `p`, or a rejection after `ms` (a page that stopped answering must not stall a loop). */
export function bounded<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
