import { Alert, Stack, Text } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { speechLanguageOf, type EngineId } from '@shared/api/speech';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSettings } from '../settings/api';
import { ReadinessNotice } from '../speech/ReadinessNotice';
import { fileReadiness } from '../speech/status';
import { RecordingSummaryPanel } from '../summaries/RecordingSummaryPanel';
import { useEngines } from './api';
import { browserCanRecognise, chosenEngine, enginesFor } from './engine-choice';
import { LivePanel } from './LivePanel';
import { createMemoryStore } from './memory-store';
import { toParagraphs } from './paragraphs';
import { noticeText } from './recognition-errors';
import { RecordingControls, type RecordingLang } from './RecordingControls';
import { RecoveredNotice } from './RecoveredNotice';
import { showsSummary, transcriptText } from './recording-state';
import { recordingStoreOrNull, type RecordingStore } from './recording-store';
import { SavedResult } from './SavedResult';
import { sourceFromQuery, type AudioSource } from './tab-audio';
import { StopProgress } from './StopProgress';
import { useRecording } from './use-recording';
import { useRecovery } from './use-recovery';
import { useElapsed } from './use-timer';

let sharedStore: RecordingStore | null = null;
const recordingStore = () => (sharedStore ??= recordingStoreOrNull() ?? createMemoryStore());

/** docs/product.md §2 Manual Recording (`/dashboard/manual-recording`). */
export function RecordingScreen() {
  const { t } = useTranslation('recording');
  useDocumentTitle(t('title'));
  const store = useMemo(recordingStore, []);
  const engines = useEngines();
  const settings = useSettings();
  const [lang, setLang] = useState<RecordingLang>('id-ID');
  const [params] = useSearchParams();
  const [source, setSource] = useState<AudioSource>(() => sourceFromQuery(params));
  const { state, start, stop } = useRecording(store);
  const recovery = useRecovery(store);
  const elapsed = useElapsed(state.startedAt, state.stoppedAt);
  // Idle after a Stop (not after a failed start): the stop failed, and its recording waits to be finished.
  const stopFailed = state.phase === 'idle' && state.stoppedAt !== null;
  const { rescan } = recovery;
  useEffect(() => {
    if (stopFailed) rescan();
  }, [rescan, stopFailed]);

  const language = speechLanguageOf(lang) ?? 'id';
  const [pickedEngine, setPickedEngine] = useState<EngineId | null>(null);
  const engineOptions = useMemo(
    () => enginesFor(engines.data, language, browserCanRecognise(window)),
    [engines.data, language],
  );
  const engine = chosenEngine(engines.data, engineOptions, language, pickedEngine);
  // While recording, the engine the recording was started with; otherwise the one Start would use.
  const shownEngine = state.engine ?? (state.phase === 'idle' || state.phase === 'saved' ? engine?.id : null);
  const engineName = t(`engines.${shownEngine ?? 'server'}`);

  const paragraphs = useMemo(
    () => toParagraphs(state.finals, settings.data?.speakerSensitivityMs ?? 2000),
    [settings.data?.speakerSensitivityMs, state.finals],
  );
  const text = transcriptText(state);
  const recordingNow = state.phase === 'recording' || state.phase === 'stopping';
  const error = state.error && noticeText(state.error, t);
  // After Stop: can the server make the final transcript now? (Unknown engines: assume so, as before.)
  const savedLanguage = speechLanguageOf(state.lang ?? lang) ?? language;
  const serverCanTranscribe = !engines.data || fileReadiness(engines.data, savedLanguage).kind === 'ready';

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('title')} lead={t('lead')} />
      {recovery.items.map((item) => (
        <RecoveredNotice
          key={item.recording.id}
          item={item}
          onFinish={() => void recovery.finish(item.recording.id)}
          onDismiss={() => recovery.dismiss(item.recording.id)}
        />
      ))}
      <RecordingControls
        phase={state.phase}
        lang={lang}
        onLang={setLang}
        onStart={() => void start({ language, lang, engine, source })}
        onStop={() => void stop()}
        elapsedSeconds={elapsed}
        engineName={engineName}
        engineOptions={engineOptions.map((e) => ({ value: e.id, label: t(`engines.${e.id}`) }))}
        engineValue={engine?.id ?? null}
        onEngine={setPickedEngine}
        loading={engines.isPending}
        source={source}
        onSource={setSource}
      />
      {/* Before starting: whether the server can transcribe this language, and if not why and what to do. */}
      {(state.phase === 'idle' || state.phase === 'saved') && !engines.isPending && (
        <ReadinessNotice
          engines={engines.data}
          loading={false}
          failed={engines.isError}
          language={language}
          quietFor={engine?.id ?? null}
        >
          {t('speech:notice.canRecord')}
        </ReadinessNotice>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<CircleAlert size={18} aria-hidden />} role="alert">
          <Text size="sm" c="var(--mantine-color-text)" data-testid="recording-error">
            {t(error.key, error.params)}
          </Text>
        </Alert>
      )}
      {state.phase === 'stopping' && <StopProgress upload={state.upload} />}
      {state.phase === 'saved' && state.result && (
        <SavedResult
          state={state}
          result={state.result}
          language={savedLanguage}
          serverCanTranscribe={serverCanTranscribe}
        />
      )}
      <LivePanel
        paragraphs={paragraphs}
        partial={state.partial}
        connection={recordingNow ? state.liveConnection : 'ok'}
        noLive={recordingNow && engine !== null && !engine.live}
        saved={state.phase === 'saved'}
      />
      {showsSummary(state) && (
        <RecordingSummaryPanel
          text={text}
          language={state.lang ?? lang}
          transcriptionId={state.result?.transcriptionId ?? null}
        />
      )}
    </Stack>
  );
}
