import type { ActiveRecording, RecordingStore, StoredChunk } from './recording-store';

/** A RecordingStore in memory: for unit tests, and for browsers without IndexedDB (nothing survives a reload). */
export function createMemoryStore(): RecordingStore {
  const chunks = new Map<string, StoredChunk>();
  const recordings = new Map<string, ActiveRecording>();
  const key = (id: string, seq: number) => `${id}/${seq}`;
  return {
    putChunk: async (c) => void chunks.set(key(c.recordingId, c.seq), c),
    getChunk: async (id, seq) => chunks.get(key(id, seq)),
    deleteChunk: async (id, seq) => void chunks.delete(key(id, seq)),
    pendingSeqs: async (id) =>
      [...chunks.values()]
        .filter((c) => c.recordingId === id)
        .map((c) => c.seq)
        .sort((a, b) => a - b),
    putRecording: async (r) => void recordings.set(r.id, { ...r }),
    getRecording: async (id) => recordings.get(id),
    listRecordings: async () => [...recordings.values()],
    deleteRecording: async (id) => {
      recordings.delete(id);
      for (const [k, c] of chunks) if (c.recordingId === id) chunks.delete(k);
    },
  };
}
