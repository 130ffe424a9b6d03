import { useCallback, useEffect, useRef, useState } from 'react';
import type { SummaryJob } from '@shared/api/summaries';
import { PROGRESS_DONE, startProgress } from './progress';
import { queueAndFollow, type SummaryResult } from './run-job';

export type GeneratorState = 'idle' | 'generating' | 'done' | 'failed';

export interface GeneratorOptions {
  /**
   * Queues the job (a POST): once per press. The job retries failed attempts itself (docs/product.md §4: 2, 2 s apart).
   */
  start: (signal: AbortSignal) => Promise<SummaryJob>;
  onSuccess?: (result: SummaryResult) => void;
  onError?: (err: unknown) => void;
}

/**
 * One summary generation at a time: queue, follow the job (which retries on the server), and the spec's progress bar
 * meanwhile. Leaving the screen aborts the polling (the job itself finishes on the server and is stored).
 */
export function useSummaryGenerator({ start, onSuccess, onError }: GeneratorOptions) {
  const [state, setState] = useState<GeneratorState>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [result, setResult] = useState<SummaryResult | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The latest callbacks without restarting anything when a parent re-renders.
  const callbacks = useRef({ start, onSuccess, onError });
  callbacks.current = { start, onSuccess, onError };

  useEffect(() => () => controller.current?.abort(), []);

  const generate = useCallback(async () => {
    if (controller.current) return; // one at a time: the button is disabled too
    const abort = new AbortController();
    controller.current = abort;
    setState('generating');
    setError(null);
    const stop = startProgress(setProgress);
    try {
      const done = await queueAndFollow(callbacks.current.start, abort.signal);
      if (abort.signal.aborted) return;
      setProgress(PROGRESS_DONE);
      setResult(done);
      setState('done');
      callbacks.current.onSuccess?.(done);
    } catch (err) {
      if (abort.signal.aborted) return;
      setError(err);
      setState('failed');
      callbacks.current.onError?.(err);
    } finally {
      stop();
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState('idle');
    setProgress(0);
    setError(null);
    setResult(null);
  }, []);

  return { state, progress, error, result, generate, reset, generating: state === 'generating' };
}
