import type { FinishResult } from '@shared/api/recordings';
import { ApiError } from '../../lib/api';
import { createRecording, putChunk } from './api';
import { ChunkUploader, type UploaderProgress } from './chunk-uploader';
import { isAbandoned } from './recording-lock';
import { finishOrFetch } from './recording-session';
import type { ActiveRecording, RecordingStore } from './recording-store';

/** Recordings a closed or reloaded page left in the store (none that another open tab is still making). */
export async function findLeftBehind(store: RecordingStore): Promise<ActiveRecording[]> {
  const all = await store.listRecordings();
  const left: ActiveRecording[] = [];
  for (const rec of all) if (await isAbandoned(rec.id)) left.push(rec);
  return left.sort((a, b) => a.startedAt - b.startedAt);
}

/**
 * Uploads a left-behind recording's chunks at once (before the user decides anything: that is what makes them
 * safe) and finishes it when asked.
 */
export class Recovery {
  private readonly uploader: ChunkUploader;

  constructor(
    readonly recording: ActiveRecording,
    private readonly store: RecordingStore,
    onProgress: (p: UploaderProgress) => void,
  ) {
    const { id, language, engine } = recording;
    this.uploader = new ChunkUploader({
      recordingId: id,
      store,
      send: (seq, blob) => putChunk(id, seq, blob),
      ensureCreated: () => createRecording(id, { language, ...(engine ? { engine } : {}) }).then(() => undefined),
      onProgress,
    });
  }

  resume(): Promise<number> {
    return this.uploader.resume();
  }

  async finish(): Promise<FinishResult> {
    await this.uploader.drain();
    const { id, title, chunksMade, durationSeconds } = this.recording;
    try {
      const result = await finishOrFetch(id, {
        title,
        chunks: chunksMade,
        durationSeconds: Math.round(durationSeconds * 1000) / 1000,
      });
      await this.store.deleteRecording(id).catch(() => undefined);
      return result;
    } catch (err) {
      // Interrupted before its first chunk: there is nothing to save, so nothing to keep offering.
      if (err instanceof ApiError && err.code === 'RECORDING_EMPTY') {
        await this.store.deleteRecording(id).catch(() => undefined);
      }
      throw err;
    }
  }

  stop(): void {
    this.uploader.stop();
  }
}
