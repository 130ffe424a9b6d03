import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@shared/api/recordings';
import { LiveSocket, type LiveStatus } from './live-socket';

const ID = '00000000-0000-4000-8000-000000000004';

/** The parts of a browser WebSocket LiveSocket uses, driven by the test. */
class FakeSocket {
  readyState = 0;
  binaryType = 'blob';
  sent: Int16Array[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  private closeListeners: (() => void)[] = [];
  constructor(readonly url: string) {}
  send(data: Int16Array) {
    this.sent.push(data);
  }
  addEventListener(_: 'close', fn: () => void) {
    this.closeListeners.push(fn);
  }
  close() {
    this.drop(1000);
  }
  // test controls
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
    for (const fn of this.closeListeners) fn();
  }
  say(msg: LiveMessage) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const frame = (n = 1600) => new Int16Array(n);

describe('LiveSocket', () => {
  let sockets: FakeSocket[];
  let messages: LiveMessage[];
  let statuses: LiveStatus[];
  let live: LiveSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    messages = [];
    statuses = [];
    live = new LiveSocket({
      recordingId: ID,
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s),
      backoffMs: [100, 200],
      location: { protocol: 'http:', host: 'example.test' },
      open: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s as unknown as WebSocket;
      },
    });
  });
  afterEach(() => vi.useRealTimers());

  it('connects on the first frame, sends what waited, and passes valid messages on', () => {
    live.send(frame());
    live.send(frame());
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe(`ws://example.test/api/recordings/${ID}/live?offset=0`);
    sockets[0]!.accept();
    expect(sockets[0]!.sent).toHaveLength(2);
    live.send(frame());
    expect(sockets[0]!.sent).toHaveLength(3);
    sockets[0]!.say({ type: 'partial', text: 'hello' });
    sockets[0]!.onmessage?.({ data: '{"type":"nonsense"}' });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(messages).toEqual([{ type: 'partial', text: 'hello' }]);
  });

  it('after a drop reconnects with back-off and the offset of the first audio not yet sent', async () => {
    live.send(frame());
    sockets[0]!.accept();
    for (let i = 0; i < 9; i++) live.send(frame()); // 1 s sent
    sockets[0]!.drop(1006);
    expect(statuses.at(-1)).toBe('reconnecting');
    live.send(frame()); // 1.0 s .. 1.1 s waits in the buffer
    live.send(frame());
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.url).toContain('offset=1');
    sockets[1]!.drop(1006); // the server is still down
    await vi.advanceTimersByTimeAsync(150);
    expect(sockets).toHaveLength(2); // second back-off is 200 ms
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets).toHaveLength(3);
    expect(sockets[2]!.url).toContain('offset=1');
    sockets[2]!.accept();
    expect(sockets[2]!.sent).toHaveLength(2);
    expect(statuses.at(-1)).toBe('open');
  });

  it('keeps at most the newest 10 s while disconnected, and reconnects at their offset', async () => {
    live.send(frame());
    sockets[0]!.accept();
    sockets[0]!.drop(1006);
    for (let i = 0; i < 300; i++) live.send(frame()); // 30 s while the server is away
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets[1]!.url).toContain('offset=20.1');
    sockets[1]!.accept();
    expect(sockets[1]!.sent).toHaveLength(100);
  });

  it('stops trying after the server says it cannot do live text, or refuses with a 4xxx code', async () => {
    live.send(frame());
    sockets[0]!.accept();
    sockets[0]!.say({ type: 'error', code: 'SPEECH_MODEL_MISSING', message: 'no model' });
    sockets[0]!.drop(1011);
    await vi.advanceTimersByTimeAsync(1_000);
    live.send(frame());
    expect(sockets).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 'error', code: 'SPEECH_MODEL_MISSING' });
  });

  it('says it is unreachable after three attempts in a row that never opened, keeps trying, and recovers', async () => {
    live.send(frame());
    // A refused handshake (403: an address the server does not accept) reaches the page as a close before open.
    sockets[0]!.drop(1006);
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(100);
    sockets[1]!.drop(1006);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(200);
    sockets[2]!.drop(1006);
    expect(statuses.at(-1)).toBe('unreachable');
    // Further attempts do not flicker back to "reconnecting" while they fail.
    for (let i = 3; i < 6; i++) {
      await vi.advanceTimersByTimeAsync(200);
      expect(sockets).toHaveLength(i + 1);
      sockets[i]!.drop(1006);
      expect(statuses.at(-1)).toBe('unreachable');
    }
    expect(new Set(statuses.slice(statuses.indexOf('unreachable')))).toEqual(new Set(['unreachable']));
    // The server answers again (a restart that took long): live text comes back.
    await vi.advanceTimersByTimeAsync(200);
    sockets[6]!.accept();
    expect(statuses.at(-1)).toBe('open');
    // A later drop of an open socket starts counting afresh: "reconnecting" first.
    sockets[6]!.drop(1006);
    expect(statuses.at(-1)).toBe('reconnecting');
  });

  it('a socket that opened and dropped is not counted as unreachable', async () => {
    live.send(frame());
    for (let i = 0; i < 5; i++) {
      sockets[i]!.accept();
      sockets[i]!.drop(1006);
      expect(statuses.at(-1)).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(200);
    }
  });

  it('close flushes and closes without reconnecting', async () => {
    live.send(frame());
    sockets[0]!.accept();
    await live.close(50);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });
});
