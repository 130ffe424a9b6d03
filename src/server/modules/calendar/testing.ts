// Helpers for the calendar module's integration tests (no test framework imports: benches use them too).
import { randomUUID } from 'node:crypto';
import type { App } from '../../app.js';
import type { BotDispatcher } from './scheduler.js';

export interface DispatchCall {
  userId: string;
  meetingUrl: string;
  language: string;
  scheduledBotId: string;
  leaveAt?: Date | undefined;
  botSessionId: string;
  at: number;
}

/** The bot module seen from the calendar: every start and stop is recorded; starts answer a new session id. */
export function recordingDispatcher(): BotDispatcher & {
  starts: DispatchCall[];
  stops: { userId: string; id: string }[];
} {
  const starts: DispatchCall[] = [];
  const stops: { userId: string; id: string }[] = [];
  return {
    starts,
    stops,
    async start(userId, request) {
      const botSessionId = randomUUID();
      starts.push({ userId, ...request, botSessionId, at: Date.now() });
      return { id: botSessionId };
    },
    async stop(userId, id) {
      stops.push({ userId, id });
    },
    async sentSince(userId, scheduledBotId, since) {
      const sent = starts.findLast(
        (s) => s.userId === userId && s.scheduledBotId === scheduledBotId && s.at >= since.getTime(),
      );
      return sent ? { id: sent.botSessionId } : null;
    },
  };
}

/**
 * The browser's part of "Connect Google/Outlook": ask the app for the consent URL, open it at the stand-in (which
 * consents at once and redirects back), follow that redirect to the app's callback with the user's cookie. Answers
 * the consent URL and where the app sent the browser in the end.
 */
export async function connectOAuth(
  app: App,
  cookie: string,
  provider: 'google' | 'outlook',
  returnTo = '/dashboard/calendar',
): Promise<{ authorizeUrl: URL; callback: URL; location: URL }> {
  const started = await app.inject({
    method: 'POST',
    url: `/api/calendars/${provider}/connect`,
    headers: { cookie },
    payload: { returnTo },
  });
  if (started.statusCode !== 200) throw new Error(`connect answered ${started.statusCode} ${started.body}`);
  const authorizeUrl = new URL(started.json<{ url: string }>().url);
  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = consent.headers.get('location');
  if (consent.status !== 302 || !back)
    throw new Error(`the stand-in answered ${consent.status} ${await consent.text()}`);
  const callback = new URL(back);
  const done = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
  if (done.statusCode !== 302) throw new Error(`callback answered ${done.statusCode} ${done.body}`);
  return { authorizeUrl, callback, location: new URL(String(done.headers.location)) };
}

/** Polls `check` until it answers something truthy (or throws after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
