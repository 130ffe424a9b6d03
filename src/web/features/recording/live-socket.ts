import { LiveMessageSchema, PCM_SAMPLE_RATE, type LiveMessage } from '@shared/api/recordings';

/**
 * `unreachable`: several attempts in a row closed before they opened (the server refused the handshake, e.g. a page
 * at an address it does not accept, or nothing answers). Attempts go on at the longest back-off; `open` ends it.
 */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'unreachable' | 'closed';

export interface LiveSocketOptions {
  recordingId: string;
  onMessage(msg: LiveMessage): void;
  onStatus?(status: LiveStatus): void;
  backoffMs?: readonly number[];
  /** Attempts in a row that never opened before the status is `unreachable` (default 3). */
  unreachableAfter?: number;
  /**
   * Audio kept while disconnected (default 10 s); older frames are dropped: the final pass at Stop still has all the
   * audio, and the server refuses a backlog of more than 30 s while its engine starts.
   */
  maxBufferedSeconds?: number;
  /** For tests: how to open a socket, and the page's address. */
  open?(url: string): WebSocket;
  location?: Pick<Location, 'protocol' | 'host'>;
}

// WebSocket.readyState values (named here: Node, where the unit tests run, has no WebSocket global before v22).
const OPEN = 1;
const CLOSED = 3;

interface Frame {
  pcm: Int16Array<ArrayBuffer>;
  /** Position of the frame's first sample in the recording (samples at 16 kHz). */
  at: number;
}

const DEFAULT_BACKOFF = [500, 1_000, 2_000, 5_000] as const;

export function liveUrl(recordingId: string, offsetSeconds: number, location: Pick<Location, 'protocol' | 'host'>) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const offset = Math.max(0, Math.round(offsetSeconds * 1000) / 1000);
  return `${scheme}//${location.host}/api/recordings/${recordingId}/live?offset=${offset}`;
}

/**
 * The live captions' WebSocket: sends 16 kHz PCM frames, receives LiveMessages. After a drop or a server restart it
 * reconnects with back-off and tells the server, through `offset`, where in the recording the next audio starts,
 * so segment times stay on the recording's clock.
 */
export class LiveSocket {
  private ws: WebSocket | null = null;
  private buffer: Frame[] = [];
  private samples = 0;
  private attempt = 0;
  /** Consecutive attempts that closed before opening: a browser hides why (a refused upgrade and a dead server alike). */
  private neverOpened = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closing = false;
  /** The server said it cannot do live text (an error message): stop trying, audio still uploads. */
  private failed = false;

  constructor(private readonly opts: LiveSocketOptions) {}

  /** A frame of audio, in recording order. */
  send(pcm: Int16Array<ArrayBuffer>): void {
    const frame = { pcm, at: this.samples };
    this.samples += pcm.length;
    if (this.failed || this.closing) return;
    if (this.ws?.readyState === OPEN && this.buffer.length === 0) {
      this.ws.send(pcm);
      return;
    }
    this.buffer.push(frame);
    const max = (this.opts.maxBufferedSeconds ?? 10) * PCM_SAMPLE_RATE;
    while (this.buffer.length > 1 && this.samples - this.buffer[0]!.at > max) this.buffer.shift();
    if (!this.ws && !this.retryTimer) this.connect();
  }

  /** Sends what is buffered if the socket is open, closes it, and waits (bounded) for the server's last words. */
  async close(waitMs = 2_000): Promise<void> {
    this.closing = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const ws = this.ws;
    if (!ws || ws.readyState === CLOSED) return this.setStatus('closed');
    if (ws.readyState === OPEN) this.flush(ws);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      ws.addEventListener('close', () => {
        clearTimeout(timer);
        resolve();
      });
      ws.close(1000, 'stop');
    });
    this.setStatus('closed');
  }

  private unreachable() {
    return this.neverOpened >= (this.opts.unreachableAfter ?? 3);
  }

  private setStatus(s: LiveStatus) {
    this.opts.onStatus?.(s);
  }

  private flush(ws: WebSocket) {
    for (const f of this.buffer) ws.send(f.pcm);
    this.buffer = [];
  }

  private connect() {
    const at = this.buffer[0]?.at ?? this.samples;
    const url = liveUrl(this.opts.recordingId, at / PCM_SAMPLE_RATE, this.opts.location ?? window.location);
    if (!this.unreachable()) this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const ws = this.opts.open ? this.opts.open(url) : new WebSocket(url);
    ws.binaryType = 'arraybuffer';
    this.ws = ws;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      this.attempt = 0;
      this.neverOpened = 0;
      this.setStatus('open');
      this.flush(ws);
    };
    ws.onmessage = (e) => {
      if (typeof e.data !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(e.data);
      } catch {
        return;
      }
      const msg = LiveMessageSchema.safeParse(parsed);
      if (!msg.success) return;
      if (msg.data.type === 'error') this.failed = true;
      this.opts.onMessage(msg.data);
    };
    ws.onclose = (e) => {
      if (this.ws === ws) this.ws = null;
      // 4xxx: the server refused this connection (not signed in, not the owner, finished): retrying cannot help.
      if (this.closing || this.failed || (e.code >= 4000 && e.code < 5000)) {
        this.setStatus('closed');
        return;
      }
      if (!opened) this.neverOpened += 1;
      this.setStatus(this.unreachable() ? 'unreachable' : 'reconnecting');
      const backoff = this.opts.backoffMs ?? DEFAULT_BACKOFF;
      const delay = backoff[Math.min(this.attempt, backoff.length - 1)]!;
      this.attempt += 1;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (!this.closing && !this.ws) this.connect();
      }, delay);
    };
  }
}
