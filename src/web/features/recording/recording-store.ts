import type { EngineId, SpeechLanguage } from '@shared/api/speech';

/**
 * The browser's durable copy of a recording while it is being made: every MediaRecorder chunk is written here
 * before it is uploaded and deleted once the server has stored it, so a reload, a dropped network or a server
 * restart loses nothing but what was in flight. Plain IndexedDB: no library for two object stores.
 */
export interface ActiveRecording {
  id: string;
  language: SpeechLanguage;
  engine: EngineId | null;
  /** ms since the epoch. */
  startedAt: number;
  title: string;
  /** Chunks the recorder has made (next seq). */
  chunksMade: number;
  /** Recording time by the page's clock, updated with each chunk. */
  durationSeconds: number;
  state: 'recording' | 'stopped';
}

export interface StoredChunk {
  recordingId: string;
  seq: number;
  blob: Blob;
}

/** What the uploader and the screen need from the store (an in-memory one stands in for it in unit tests). */
export interface ChunkStore {
  putChunk(chunk: StoredChunk): Promise<void>;
  getChunk(recordingId: string, seq: number): Promise<StoredChunk | undefined>;
  deleteChunk(recordingId: string, seq: number): Promise<void>;
  /** Sequence numbers still stored for a recording, ascending. */
  pendingSeqs(recordingId: string): Promise<number[]>;
}

export interface RecordingStore extends ChunkStore {
  putRecording(rec: ActiveRecording): Promise<void>;
  getRecording(id: string): Promise<ActiveRecording | undefined>;
  listRecordings(): Promise<ActiveRecording[]>;
  /** The recording and all its chunks. */
  deleteRecording(id: string): Promise<void>;
}

const DB_NAME = 'notulen-recordings';
const CHUNKS = 'chunks';
const RECORDINGS = 'recordings';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(CHUNKS)) db.createObjectStore(CHUNKS, { keyPath: ['recordingId', 'seq'] });
      if (!db.objectStoreNames.contains(RECORDINGS)) db.createObjectStore(RECORDINGS, { keyPath: 'id' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
  }).catch((err: unknown) => {
    opening = null;
    throw err;
  });
  return opening;
}

/** All keys [recordingId, seq] of one recording: the compound key sorts by id, then seq. */
const rangeOf = (recordingId: string) => IDBKeyRange.bound([recordingId, 0], [recordingId, Infinity]);

export function openRecordingStore(): RecordingStore {
  const withStore = async <T>(
    name: string,
    mode: IDBTransactionMode,
    fn: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const db = await openDb();
    const tx = db.transaction(name, mode);
    const result = request(fn(tx.objectStore(name)));
    await done(tx);
    return result;
  };

  return {
    putChunk: async (chunk) => {
      await withStore(CHUNKS, 'readwrite', (s) => s.put(chunk));
    },
    getChunk: (recordingId, seq) =>
      withStore(CHUNKS, 'readonly', (s) => s.get([recordingId, seq]) as IDBRequest<StoredChunk | undefined>),
    deleteChunk: async (recordingId, seq) => {
      await withStore(CHUNKS, 'readwrite', (s) => s.delete([recordingId, seq]));
    },
    pendingSeqs: async (recordingId) => {
      const keys = await withStore(CHUNKS, 'readonly', (s) => s.getAllKeys(rangeOf(recordingId)));
      return keys.map((k) => (k as [string, number])[1]).sort((a, b) => a - b);
    },
    putRecording: async (rec) => {
      await withStore(RECORDINGS, 'readwrite', (s) => s.put(rec));
    },
    getRecording: (id) =>
      withStore(RECORDINGS, 'readonly', (s) => s.get(id) as IDBRequest<ActiveRecording | undefined>),
    listRecordings: () => withStore(RECORDINGS, 'readonly', (s) => s.getAll() as IDBRequest<ActiveRecording[]>),
    deleteRecording: async (id) => {
      const db = await openDb();
      const tx = db.transaction([CHUNKS, RECORDINGS], 'readwrite');
      tx.objectStore(CHUNKS).delete(rangeOf(id));
      tx.objectStore(RECORDINGS).delete(id);
      await done(tx);
    },
  };
}

/** The store, or null where IndexedDB is unavailable (private modes of some browsers): uploads then go direct. */
export function recordingStoreOrNull(): RecordingStore | null {
  return typeof indexedDB === 'undefined' ? null : openRecordingStore();
}
