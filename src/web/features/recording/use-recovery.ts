import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FinishResult } from '@shared/api/recordings';
import { transcriptionKeys } from '../transcriptions/api';
import type { UploaderProgress } from './chunk-uploader';
import type { ActiveRecording, RecordingStore } from './recording-store';
import type { Notice } from './recording-state';
import { findLeftBehind, Recovery } from './recovery';
import { noticeFor } from './use-recording';

export interface Recovered {
  recording: ActiveRecording;
  progress: UploaderProgress | null;
  finishing: boolean;
  error: Notice | null;
  result: FinishResult | null;
}

/**
 * Recordings a reload or a closed tab left in IndexedDB: their chunks upload as soon as the screen opens, and the
 * user finishes each one (the server then saves it as a transcription).
 */
export function useRecovery(store: RecordingStore) {
  const qc = useQueryClient();
  const [items, setItems] = useState<Recovered[]>([]);
  const recoveries = useRef(new Map<string, Recovery>());

  const patch = useCallback((id: string, change: Partial<Recovered>) => {
    setItems((list) => list.map((it) => (it.recording.id === id ? { ...it, ...change } : it)));
  }, []);

  // Runs on opening the screen, and again when asked (a Stop that failed leaves its recording to finish from here).
  const [generation, setGeneration] = useState(0);
  const rescan = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    let cancelled = false;
    const running = recoveries.current;
    void findLeftBehind(store)
      .then((found) => {
        const left = found.filter((rec) => !running.has(rec.id));
        if (cancelled || left.length === 0) return;
        const fresh = left.map((recording) => ({
          recording,
          progress: null,
          finishing: false,
          error: null,
          result: null,
        }));
        setItems((list) => [...list.filter((it) => !left.some((l) => l.id === it.recording.id)), ...fresh]);
        for (const rec of left) {
          const r = new Recovery(rec, store, (progress) => patch(rec.id, { progress }));
          running.set(rec.id, r);
          void r.resume();
        }
      })
      .catch(() => undefined); // no IndexedDB: nothing to recover
    return () => {
      cancelled = true;
    };
  }, [generation, patch, store]);

  // Leaving the screen stops the uploads; the chunks stay stored for the next visit.
  useEffect(() => {
    const running = recoveries.current;
    return () => {
      for (const r of running.values()) r.stop();
      running.clear();
    };
  }, []);

  const finish = useCallback(
    async (id: string) => {
      const r = recoveries.current.get(id);
      if (!r) return;
      patch(id, { finishing: true, error: null });
      try {
        const result = await r.finish();
        recoveries.current.delete(id);
        patch(id, { finishing: false, result });
        void qc.invalidateQueries({ queryKey: transcriptionKeys.lists() });
      } catch (err) {
        patch(id, { finishing: false, error: noticeFor(err, 'recording:errors.stopFailed') });
      }
    },
    [patch, qc],
  );

  const dismiss = useCallback((id: string) => {
    setItems((list) => list.filter((it) => it.recording.id !== id));
  }, []);

  return { items, finish, dismiss, rescan };
}
