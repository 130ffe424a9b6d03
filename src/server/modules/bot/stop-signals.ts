import type { Database } from '../../platform/db/client.js';
import type { Log } from '../../platform/logger.js';
import { BOT_STOP_CHANNEL } from './bot.service.js';

/**
 * Stop reaches the process attending the meeting, whichever it is: the service NOTIFYs the session id, every bot
 * process hears it, and the one that registered the session aborts its run. (The attending process also reads the
 * row on every heartbeat, so a missed notification delays a Stop by seconds, never loses it.)
 */
export interface StopSignals {
  register(sessionId: string, abort: (reason: string) => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
  /**
   * Shutdown: every local bot leaves now and its job fails, so it is retried — by another bot process, or by this
   * server after its restart — and rejoins the meeting while it still runs.
   */
  shutdown(): void;
  readonly shuttingDown: boolean;
}

export function createStopSignals(database: Pick<Database, 'listen'>, log: Pick<Log, 'warn'>): StopSignals {
  const running = new Map<string, (reason: string) => void>();
  let unlisten: (() => Promise<void>) | null = null;
  let shuttingDown = false;
  return {
    register(sessionId, abort) {
      running.set(sessionId, abort);
      return () => {
        if (running.get(sessionId) === abort) running.delete(sessionId);
      };
    },
    async start() {
      unlisten ??= await database
        .listen(BOT_STOP_CHANNEL, (id) => running.get(id)?.('stopped'))
        .catch((err: unknown) => {
          log.warn({ err }, 'bot: cannot hear Stop notifications; Stop is read from the database instead');
          return null;
        });
    },
    async close() {
      await unlisten?.();
      unlisten = null;
    },
    shutdown() {
      shuttingDown = true;
      for (const abort of running.values()) abort('shutdown');
    },
    get shuttingDown() {
      return shuttingDown;
    },
  };
}
