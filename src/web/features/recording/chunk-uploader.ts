import { ApiError } from '../../lib/api';
import type { ChunkStore } from './recording-store';

export interface UploaderProgress {
  /** Chunks made but not yet stored by the server. */
  pending: number;
  uploaded: number;
  /** The last attempt failed and the uploader is waiting to try again (network down, server restarting). */
  retrying: boolean;
  /** Chunks the server refused for good (too large, recording already finished). */
  dropped: number[];
}

export interface UploaderOptions {
  recordingId: string;
  store: ChunkStore;
  /** PUTs one chunk; resolves once the server has stored it (a repeat is fine: the server ignores it). */
  send(seq: number, blob: Blob): Promise<void>;
  /** Creates the recording on the server (idempotent); called when a chunk is answered 404. */
  ensureCreated(): Promise<void>;
  /** Waits between attempts; the last one repeats for as long as the failures last. */
  backoffMs?: readonly number[];
  sleep?(ms: number): Promise<void>;
  onProgress?(progress: UploaderProgress): void;
}

const DEFAULT_BACKOFF = [500, 1_000, 2_000, 5_000] as const;

type Verdict = 'retry' | 'create' | 'drop';

/** What to do after a failed PUT: most failures pass (network, restart, overload), a few never will. */
export function classify(err: unknown): Verdict {
  if (!(err instanceof ApiError)) return 'retry';
  if (err.status === 404) return 'create';
  if (err.status === 0 || err.status >= 500 || err.status === 408 || err.status === 429 || err.status === 401)
    return 'retry';
  return 'drop';
}

/**
 * Uploads a recording's chunks in order, one at a time, each from the durable store; deletes a chunk from the store
 * only after the server has it. Never gives up on a chunk for a passing reason: a dropped network or a restarting
 * server only delays it.
 */
export class ChunkUploader {
  /** seq → the chunk in memory (null: only in the store, e.g. after a reload). */
  private readonly queue = new Map<number, Blob | null>();
  private uploaded = 0;
  private retrying = false;
  private readonly dropped: number[] = [];
  private running = false;
  private stopped = false;
  private waiters: (() => void)[] = [];
  private readonly backoff: readonly number[];
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly opts: UploaderOptions) {
    this.backoff = opts.backoffMs ?? DEFAULT_BACKOFF;
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  get pending(): number {
    return this.queue.size;
  }

  progress(): UploaderProgress {
    return { pending: this.queue.size, uploaded: this.uploaded, retrying: this.retrying, dropped: [...this.dropped] };
  }

  /** A chunk that is already in the store (and, while the page lives, in memory). */
  add(seq: number, blob: Blob | null = null): void {
    if (this.stopped) return;
    this.queue.set(seq, blob);
    this.notify();
    void this.run();
  }

  /** Queues every chunk the store still holds for this recording (after a reload). */
  async resume(): Promise<number> {
    const seqs = await this.opts.store.pendingSeqs(this.opts.recordingId);
    for (const seq of seqs) if (!this.queue.has(seq)) this.queue.set(seq, null);
    this.notify();
    void this.run();
    return seqs.length;
  }

  /** Resolves when every queued chunk is stored on the server (or dropped). */
  drain(): Promise<void> {
    if (this.queue.size === 0 && !this.running) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Stops after the current attempt; what is left stays in the store for a later resume. */
  stop(): void {
    this.stopped = true;
    this.release();
  }

  private notify() {
    this.opts.onProgress?.(this.progress());
  }

  private release() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  private next(): number | undefined {
    let min: number | undefined;
    for (const seq of this.queue.keys()) if (min === undefined || seq < min) min = seq;
    return min;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let seq = this.next(); seq !== undefined && !this.stopped; seq = this.next()) {
        await this.uploadOne(seq);
      }
    } finally {
      this.running = false;
      if (this.queue.size === 0 || this.stopped) this.release();
    }
  }

  private async uploadOne(seq: number): Promise<void> {
    const { store, recordingId } = this.opts;
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        const blob = this.queue.get(seq) ?? (await store.getChunk(recordingId, seq))?.blob;
        if (!blob) break; // already uploaded and deleted by an earlier page
        await this.opts.send(seq, blob);
        this.uploaded += 1;
        this.retrying = false;
        await store.deleteChunk(recordingId, seq).catch(() => undefined);
        break;
      } catch (err) {
        const verdict = classify(err);
        if (verdict === 'drop') {
          this.dropped.push(seq);
          this.retrying = false;
          await store.deleteChunk(recordingId, seq).catch(() => undefined);
          break;
        }
        this.retrying = true;
        this.notify();
        await this.sleep(this.backoff[Math.min(attempt, this.backoff.length - 1)]!);
        if (verdict === 'create') await this.opts.ensureCreated().catch(() => undefined);
      }
    }
    if (!this.stopped) this.queue.delete(seq);
    this.notify();
  }
}
