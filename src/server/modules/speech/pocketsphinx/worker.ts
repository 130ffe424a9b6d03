import { parentPort, workerData } from 'node:worker_threads';
import { createDecoder, type PocketsphinxPaths } from './ffi.js';
import { createRecognizer } from './recognizer.js';
import { nameThisThread, SPEECH_THREAD_NAME } from '../../../platform/thread-name.js';
import type { TimedSegment } from '../speech.types.js';

/** Messages the engine sends to a recognition worker. */
export type ToWorker = { t: 'write'; pcm: Int16Array } | { t: 'end' } | { t: 'stop' };
/** Messages a recognition worker sends back. */
export type FromWorker =
  | { t: 'ready' }
  | { t: 'partial'; text: string }
  | { t: 'final'; segment: TimedSegment }
  | { t: 'progress'; seconds: number }
  | { t: 'done' }
  /** Stopped when asked (ToWorker 'stop'): no native call runs any more. */
  | { t: 'stopped' }
  | { t: 'error'; message: string };

export interface WorkerInput {
  paths: PocketsphinxPaths;
  /** Live sessions want partial hypotheses; file passes want progress instead. */
  live: boolean;
  /** Int32 over a SharedArrayBuffer: the engine sets [0] to 1 to stop, read before each piece of audio. */
  stop: Int32Array;
}

/*
 * One recognition per worker thread: pocketsphinx's calls are synchronous and take ~0.2 s per second of audio, which
 * on the main thread would stall every HTTP request for that long.
 */
const port = parentPort!;
const post = (m: FromWorker) => port.postMessage(m);
const input = workerData as WorkerInput;

nameThisThread(SPEECH_THREAD_NAME);

try {
  const decoder = createDecoder(input.paths);
  const recognizer = createRecognizer(decoder, {
    partial: input.live ? (text) => post({ t: 'partial', text }) : undefined,
    final: (segment) => post({ t: 'final', segment }),
  });
  post({ t: 'ready' });
  let freed = false;
  // The decoder is freed before the last message: once the engine reads 'done' or 'stopped' it may terminate this
  // thread, and no pocketsphinx call may be running then.
  const quit = (t: 'done' | 'stopped') => {
    if (!freed) decoder.free();
    freed = true;
    post({ t });
    port.close();
  };
  port.on('message', (m: ToWorker) => {
    // Stopping is asked for here, not by terminating the thread: a thread terminated inside a pocketsphinx call
    // makes koffi throw into a dying isolate, which aborts the whole process (napi_throw, FATAL ERROR).
    if (Atomics.load(input.stop, 0)) return quit('stopped');
    try {
      if (m.t === 'write') {
        recognizer.write(m.pcm);
        if (!input.live) post({ t: 'progress', seconds: recognizer.seconds });
      } else if (m.t === 'end') {
        recognizer.end();
        quit('done');
      }
    } catch (err) {
      post({ t: 'error', message: (err as Error).message });
    }
  });
} catch (err) {
  post({ t: 'error', message: (err as Error).message });
  port.close();
}
