import type { Page } from 'playwright-core';
import type { BotFailureCode } from '../../../../shared/api/bots.js';
import type { JoinInput, PlatformAdapter, PreJoinState } from './adapter.js';
import { JoinFailure, sleep } from './actions.js';
import { classifyJoin, describe, probe, type PageProbe } from './probe.js';
import type { BotRunOptions } from './runner.types.js';

export type JoinResult =
  { kind: 'admitted' } | { kind: 'stopped' } | { kind: 'failed'; code: BotFailureCode; detail: string };

const TICK_MS = 500;
/** After a Join click, the page gets this long to react before the pre-join step is tried again. */
const AFTER_CLICK_MS = 3_000;

/**
 * From the opened page to admission, one look per tick: a wall ends it with its own code; the lobby is waited out up
 * to `lobbyMs`; admission needs in-call signals and no lobby text; otherwise the adapter does the next pre-join step.
 * Every phase is bounded: reaching Join by `joinMs`, the page's answer to Join by `joinMs` after the click.
 */
export async function joinMeeting(
  page: Page,
  adapter: PlatformAdapter,
  input: JoinInput,
  opts: Pick<BotRunOptions, 'limits' | 'signal' | 'events'>,
  isDead: () => string | null,
): Promise<JoinResult> {
  const { limits, signal, events } = opts;
  const started = Date.now();
  const state: PreJoinState = { nameDone: false, clicks: 0 };
  let clickedAt: number | null = null;
  let lobbySince: number | null = null;
  let last: PageProbe | null = null;

  for (;;) {
    if (signal.aborted) return { kind: 'stopped' };
    const dead = isDead();
    if (dead) return { kind: 'failed', code: 'BOT_CRASHED', detail: dead };
    const now = Date.now();
    const p = await probe(page, adapter.signals).catch(() => null);
    if (p) {
      last = p;
      const st = classifyJoin(p, adapter.signals);
      if (st.kind === 'wall') return { kind: 'failed', code: st.code, detail: st.detail };
      // Removed from the waiting room is how Zoom says no.
      if (st.kind === 'gone') {
        return { kind: 'failed', code: st.reason === 'removed' ? 'BOT_DENIED' : 'BOT_JOIN_FAILED', detail: st.detail };
      }
      if (st.kind === 'in_call' && clickedAt !== null) return { kind: 'admitted' };
      if (st.kind === 'lobby') {
        if (lobbySince === null) {
          lobbySince = now;
          events.onWaiting();
        }
        await adapter.dismiss(page).catch(() => {});
      } else if (clickedAt === null || now - clickedAt >= AFTER_CLICK_MS) {
        try {
          if (await adapter.preJoinStep(page, input, state)) {
            state.clicks += 1;
            clickedAt = Date.now();
          }
        } catch (e) {
          if (e instanceof JoinFailure) return { kind: 'failed', code: e.code, detail: e.detail };
          // A step that raced a navigation is tried again on the next tick.
        }
      }
    }
    if (lobbySince !== null && now - lobbySince >= limits.lobbyMs) {
      return { kind: 'failed', code: 'BOT_LOBBY_TIMEOUT', detail: `Not admitted within ${seconds(limits.lobbyMs)}` };
    }
    if (lobbySince === null) {
      if (clickedAt === null && now - started >= limits.joinMs) {
        return {
          kind: 'failed',
          code: 'BOT_JOIN_FAILED',
          detail: `No join button: ${last ? describe(last) : 'page not readable'}`,
        };
      }
      if (clickedAt !== null && now - clickedAt >= limits.joinMs) {
        return {
          kind: 'failed',
          code: 'BOT_JOIN_FAILED',
          detail: `Neither lobby nor meeting after Join: ${last ? describe(last) : 'page not readable'}`,
        };
      }
    }
    await sleep(TICK_MS, signal);
  }
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
