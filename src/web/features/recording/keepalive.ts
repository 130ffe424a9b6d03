/**
 * docs/product.md §4 keepalive: every 5 s, if the audio recorder became inactive unexpectedly, restart it, up to 3
 * attempts with back-off 1 s, 2 s, up to 5 s; the counter resets when the recorder is seen active; after 3 failures the
 * recording is stopped.
 */
export const KEEPALIVE_INTERVAL_MS = 5_000;
export const KEEPALIVE_BACKOFF_MS = [1_000, 2_000, 5_000] as const;
export const KEEPALIVE_MAX_ATTEMPTS = 3;

export interface KeepaliveOptions {
  isActive(): boolean;
  /** Makes a new recorder; throws when it cannot. */
  restart(): Promise<void> | void;
  /** Three restarts did not help: stop the recording. */
  onGiveUp(): void;
  intervalMs?: number;
  backoffMs?: readonly number[];
  maxAttempts?: number;
}

export class Keepalive {
  private timer: ReturnType<typeof setInterval> | null = null;
  private attempts = 0;
  private busy = false;

  constructor(private readonly opts: KeepaliveOptions) {}

  get restartAttempts(): number {
    return this.attempts;
  }

  start(): void {
    this.stop();
    this.timer = setInterval(() => void this.check(), this.opts.intervalMs ?? KEEPALIVE_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One keepalive tick (exported for tests through the interval). */
  async check(): Promise<void> {
    if (this.busy || this.timer === null) return;
    if (this.opts.isActive()) {
      this.attempts = 0;
      return;
    }
    const max = this.opts.maxAttempts ?? KEEPALIVE_MAX_ATTEMPTS;
    if (this.attempts >= max) {
      this.stop();
      this.opts.onGiveUp();
      return;
    }
    const backoff = this.opts.backoffMs ?? KEEPALIVE_BACKOFF_MS;
    const delay = backoff[Math.min(this.attempts, backoff.length - 1)]!;
    this.attempts += 1;
    this.busy = true;
    try {
      await new Promise((r) => setTimeout(r, delay));
      if (this.timer === null) return;
      await this.opts.restart();
    } catch {
      // counted; the next tick sees the recorder still inactive and tries again or gives up
    } finally {
      this.busy = false;
    }
  }
}
