import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { ChunkUploader, classify } from './chunk-uploader';
import { createMemoryStore } from './memory-store';

const ID = '00000000-0000-4000-8000-000000000001';
const noSleep = async () => undefined;

async function stored(store: ReturnType<typeof createMemoryStore>, seqs: number[]) {
  for (const seq of seqs) await store.putChunk({ recordingId: ID, seq, blob: new Blob([`chunk ${seq}`]) });
}

describe('ChunkUploader', () => {
  it('uploads in order, one at a time, and deletes each chunk from the store after the server has it', async () => {
    const store = createMemoryStore();
    await stored(store, [0, 1, 2, 3]);
    const sent: number[] = [];
    let inFlight = 0;
    const up = new ChunkUploader({
      recordingId: ID,
      store,
      send: async (seq, blob) => {
        inFlight++;
        expect(inFlight).toBe(1);
        expect(await blob.text()).toBe(`chunk ${seq}`);
        await new Promise((r) => setTimeout(r, 2));
        expect(await store.getChunk(ID, seq)).toBeDefined(); // still stored while in flight
        sent.push(seq);
        inFlight--;
      },
      ensureCreated: async () => undefined,
      sleep: noSleep,
    });
    // Queued out of order while 0 is in flight: the smallest pending seq goes next.
    up.add(0, new Blob(['chunk 0']));
    up.add(3, null);
    up.add(2, new Blob(['chunk 2']));
    up.add(1, null);
    await up.drain();
    expect(sent).toEqual([0, 1, 2, 3]);
    expect(await store.pendingSeqs(ID)).toEqual([]);
    expect(up.progress()).toMatchObject({ pending: 0, uploaded: 4, retrying: false, dropped: [] });
  });

  it('retries a chunk through network failures and server errors with growing back-off, never skipping it', async () => {
    const store = createMemoryStore();
    await stored(store, [0, 1]);
    const waits: number[] = [];
    const attempts: number[] = [];
    let failures = 5;
    const up = new ChunkUploader({
      recordingId: ID,
      store,
      send: async (seq) => {
        attempts.push(seq);
        if (seq === 0 && failures-- > 0) {
          throw failures % 2 ? new ApiError(0, 'NETWORK', 'down') : new ApiError(503, 'UNAVAILABLE', 'restarting');
        }
      },
      ensureCreated: async () => undefined,
      backoffMs: [10, 20, 50],
      sleep: async (ms) => void waits.push(ms),
    });
    await up.resume();
    await up.drain();
    expect(attempts).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(waits).toEqual([10, 20, 50, 50, 50]);
    expect(await store.pendingSeqs(ID)).toEqual([]);
  });

  it('creates the recording when the server does not know it (404), then uploads', async () => {
    const store = createMemoryStore();
    await stored(store, [0]);
    let created = false;
    const up = new ChunkUploader({
      recordingId: ID,
      store,
      send: async () => {
        if (!created) throw new ApiError(404, 'NOT_FOUND', 'no recording');
      },
      ensureCreated: async () => void (created = true),
      sleep: noSleep,
    });
    await up.resume();
    await up.drain();
    expect(created).toBe(true);
    expect(up.progress().uploaded).toBe(1);
  });

  it('drops a chunk the server refuses for good and goes on with the next', async () => {
    const store = createMemoryStore();
    await stored(store, [0, 1]);
    const up = new ChunkUploader({
      recordingId: ID,
      store,
      send: async (seq) => {
        if (seq === 0) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'too big');
      },
      ensureCreated: async () => undefined,
      sleep: noSleep,
    });
    await up.resume();
    await up.drain();
    expect(up.progress()).toMatchObject({ uploaded: 1, dropped: [0], pending: 0 });
    expect(await store.pendingSeqs(ID)).toEqual([]);
  });

  it('after stop leaves the rest in the store for a later page to resume', async () => {
    const store = createMemoryStore();
    await stored(store, [0, 1, 2]);
    const first = new ChunkUploader({
      recordingId: ID,
      store,
      send: async () => {
        first.stop();
        throw new ApiError(0, 'NETWORK', 'offline');
      },
      ensureCreated: async () => undefined,
      sleep: noSleep,
    });
    await first.resume();
    await first.drain();
    expect(await store.pendingSeqs(ID)).toEqual([0, 1, 2]);

    const sent: number[] = [];
    const second = new ChunkUploader({
      recordingId: ID,
      store,
      send: async (seq) => void sent.push(seq),
      ensureCreated: async () => undefined,
      sleep: noSleep,
    });
    expect(await second.resume()).toBe(3);
    await second.drain();
    expect(sent).toEqual([0, 1, 2]);
  });

  it('classifies failures', () => {
    expect(classify(new TypeError('fetch failed'))).toBe('retry');
    expect(classify(new ApiError(0, 'NETWORK', ''))).toBe('retry');
    expect(classify(new ApiError(502, 'INTERNAL', ''))).toBe('retry');
    expect(classify(new ApiError(429, 'RATE_LIMITED', ''))).toBe('retry');
    expect(classify(new ApiError(404, 'NOT_FOUND', ''))).toBe('create');
    expect(classify(new ApiError(409, 'RECORDING_FINISHED', ''))).toBe('drop');
    expect(classify(new ApiError(400, 'VALIDATION', ''))).toBe('drop');
  });
});
