import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineInfo, SpeechLanguage } from '@shared/api/speech';
import { ApiError } from '../../lib/api';
import { transcriptionKeys } from '../transcriptions/api';
import { RecordingSession, StartError } from './recording-session';
import { initialState, recordingReducer, type Notice } from './recording-state';
import type { RecordingStore } from './recording-store';
import { TabAudioError, type AudioSource } from './tab-audio';

/** The error to show for a failed call: the server's code when it has a message (SPEECH_* ...), else `fallback`. */
export function noticeFor(err: unknown, fallback: string): Notice {
  if (err instanceof ApiError && err.code !== 'NETWORK' && err.code !== 'INTERNAL' && err.code !== 'BAD_REQUEST')
    return { key: `errors:${err.code}` };
  return { key: fallback };
}

export interface StartArgs {
  language: SpeechLanguage;
  /** id-ID or en-US. */
  lang: string;
  engine: EngineInfo | null;
  source: AudioSource;
}

/** The words for a failed start: the microphone, the tab picker (cancelled, no sound), else the server's or general. */
export function startNotice(stage: StartError['stage'], cause: unknown): Notice {
  if (stage === 'microphone') return { key: 'recording:errors.microphone' };
  if (stage === 'tab')
    return { key: `recording:errors.tab.${cause instanceof TabAudioError ? cause.reason : 'unsupported'}` };
  return noticeFor(cause, 'recording:errors.startFailed');
}

/** The Manual Recording screen's state machine (recording-state.ts) driving one RecordingSession at a time. */
export function useRecording(store: RecordingStore) {
  const { t, i18n } = useTranslation('recording');
  const qc = useQueryClient();
  const [state, dispatch] = useReducer(recordingReducer, initialState);
  const session = useRef<RecordingSession | null>(null);
  const stopping = useRef(false);

  // Leaving the screen mid-recording keeps the chunks in IndexedDB; the next visit offers to finish them.
  useEffect(() => () => session.current?.teardown(), []);

  const stop = useCallback(async () => {
    const s = session.current;
    if (!s || stopping.current) return;
    stopping.current = true;
    dispatch({ type: 'stop', at: Date.now() });
    try {
      const result = await s.stop();
      dispatch({ type: 'saved', result, chunks: s.chunksMade });
      void qc.invalidateQueries({ queryKey: transcriptionKeys.lists() });
    } catch (err) {
      dispatch({ type: 'stopFailed', error: noticeFor(err, 'recording:errors.stopFailed') });
    } finally {
      session.current = null;
      stopping.current = false;
    }
  }, [qc]);

  const start = useCallback(
    async ({ language, lang, engine, source }: StartArgs) => {
      if (session.current) return;
      const id = crypto.randomUUID();
      const title = t('recordingTitle', {
        date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date()),
      });
      dispatch({ type: 'start', id, engine: engine?.id ?? null, lang, title });
      try {
        const s = await RecordingSession.start(
          { id, language, lang, engine, title, store, source },
          {
            onPartial: (text) => dispatch({ type: 'partial', text }),
            onFinal: (segment) => dispatch({ type: 'final', segment }),
            onError: (error) => dispatch({ type: 'error', error }),
            onLive: (connection) => dispatch({ type: 'live', connection }),
            onUpload: (progress) => dispatch({ type: 'upload', progress }),
            onRecorderLost: () => {
              dispatch({ type: 'error', error: { key: 'recording:errors.recorderLost' } });
              void stop();
            },
          },
        );
        session.current = s;
        dispatch({ type: 'started', at: s.startedAtEpoch });
      } catch (err) {
        const stage = err instanceof StartError ? err.stage : 'recorder';
        const cause = err instanceof StartError ? err.cause : err;
        dispatch({ type: 'startFailed', error: startNotice(stage, cause) });
      }
    },
    [i18n.language, stop, store, t],
  );

  return { state, start, stop };
}
