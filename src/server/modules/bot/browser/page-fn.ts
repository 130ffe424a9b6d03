import type { Frame, Page } from 'playwright-core';

/**
 * Runs a self-contained function in the page. The function travels as source text; transpilers that keep function
 * names (esbuild's keepNames, used by tsx) insert calls to a `__name` helper the page does not have, so the text is
 * wrapped with a local one. The argument travels as JSON.
 */
export function pageSource<A, R>(fn: (arg: A) => R, arg: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`;
}

export function evalIn<A, R>(target: Page | Frame, fn: (arg: A) => R, arg: A): Promise<Awaited<R>> {
  return target.evaluate(pageSource(fn, arg)) as Promise<Awaited<R>>;
}
