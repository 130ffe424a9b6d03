import type { FinishResult } from '@shared/api/recordings';
import type { EngineId } from '@shared/api/speech';
import type { Segment } from '@shared/api/transcriptions';
import type { UploaderProgress } from './chunk-uploader';

/**
 * docs/product.md §4 Manual recording: idle → recording → stopping → saved ('starting' covers the microphone prompt).
 */
export type Phase = 'idle' | 'starting' | 'recording' | 'stopping' | 'saved';

/** A message to show, as a translation key (`recording:` or `errors:`) so it follows a language switch. */
export interface Notice {
  key: string;
  params?: Record<string, string | number>;
}

export interface RecordingState {
  phase: Phase;
  recordingId: string | null;
  engine: EngineId | null;
  /** BCP 47 tag the recording was started with (id-ID, en-US). */
  lang: string | null;
  /** 'Recording {local date-time}', and the chunks the browser made (known once saved). */
  title: string | null;
  chunks: number;
  finals: Segment[];
  partial: string;
  error: Notice | null;
  /** ms since the epoch; the timer counts from here to `stoppedAt` (or now). */
  startedAt: number | null;
  stoppedAt: number | null;
  upload: UploaderProgress | null;
  result: FinishResult | null;
  /** How live text over the server's socket fares: reconnecting after a drop, or unable to connect at all. */
  liveConnection: LiveConnection;
}

export type LiveConnection = 'ok' | 'reconnecting' | 'unreachable';

export type Action =
  | { type: 'start'; id: string; engine: EngineId | null; lang: string; title: string }
  | { type: 'started'; at: number }
  | { type: 'startFailed'; error: Notice }
  | { type: 'partial'; text: string }
  | { type: 'final'; segment: Segment }
  | { type: 'error'; error: Notice }
  | { type: 'live'; connection: LiveConnection }
  | { type: 'stop'; at: number }
  | { type: 'upload'; progress: UploaderProgress }
  | { type: 'saved'; result: FinishResult; chunks: number }
  | { type: 'stopFailed'; error: Notice };

export const initialState: RecordingState = {
  phase: 'idle',
  recordingId: null,
  engine: null,
  lang: null,
  title: null,
  chunks: 0,
  finals: [],
  partial: '',
  error: null,
  startedAt: null,
  stoppedAt: null,
  upload: null,
  result: null,
  liveConnection: 'ok',
};

export function recordingReducer(state: RecordingState, action: Action): RecordingState {
  switch (action.type) {
    case 'start':
      // docs/product.md §4: Start resets error, text, summary and timer, and creates a new UUID. Not while stopping.
      if (state.phase === 'stopping' || state.phase === 'starting' || state.phase === 'recording') return state;
      return {
        ...initialState,
        phase: 'starting',
        recordingId: action.id,
        engine: action.engine,
        lang: action.lang,
        title: action.title,
      };
    case 'started':
      return state.phase === 'starting' ? { ...state, phase: 'recording', startedAt: action.at } : state;
    case 'startFailed':
      return { ...state, phase: 'idle', error: action.error, startedAt: null };
    case 'partial':
      return state.phase === 'recording' || state.phase === 'stopping' ? { ...state, partial: action.text } : state;
    case 'final':
      if (state.phase !== 'recording' && state.phase !== 'stopping') return state;
      return { ...state, finals: [...state.finals, action.segment], partial: '' };
    case 'error':
      return { ...state, error: action.error };
    case 'live':
      return { ...state, liveConnection: action.connection };
    case 'stop':
      return state.phase === 'recording' ? { ...state, phase: 'stopping', stoppedAt: action.at } : state;
    case 'upload':
      return { ...state, upload: action.progress };
    case 'saved':
      return {
        ...state,
        phase: 'saved',
        result: action.result,
        chunks: action.chunks,
        // The server's final pass over the whole audio replaces the live text when it has one.
        finals: action.result.segments.length > 0 ? action.result.segments : state.finals,
        partial: '',
        upload: null,
        liveConnection: 'ok',
      };
    case 'stopFailed':
      return { ...state, phase: 'idle', error: action.error, partial: '', upload: null, liveConnection: 'ok' };
  }
}

/** The transcript as plain text: the saved text after Stop, else the live finals. */
export function transcriptText(state: RecordingState): string {
  if (state.result?.text.trim()) return state.result.text.trim();
  return state.finals
    .map((s) => s.text.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * docs/product.md §4: the summary panel shows after Stop (saved) and whenever not recording and a transcript exists.
 */
export function showsSummary(state: RecordingState): boolean {
  if (state.phase === 'saved') return true;
  return state.phase === 'idle' && transcriptText(state).length > 0;
}

/**
 * What the saved notice says after Stop, as `recording:saved.*` keys: "saved with its transcript" only when there is
 * text (the server's, or the live finals the page showed), and "the final transcript is being prepared" only when the
 * server can transcribe the language now — without a ready engine the final pass fails at once, so the user is told
 * the audio waits for Try again instead.
 */
export function savedNotice(
  state: RecordingState,
  serverCanTranscribe: boolean,
): { body: 'body' | 'bodyNoText'; finalPass: 'finalPass' | 'finalPassLater' | null } {
  const body = transcriptText(state) ? 'body' : 'bodyNoText';
  if (!state.result?.audioSaved) return { body, finalPass: null };
  return { body, finalPass: serverCanTranscribe ? 'finalPass' : 'finalPassLater' };
}
