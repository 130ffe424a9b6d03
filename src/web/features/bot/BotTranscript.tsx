import { useMemo } from 'react';
import { LivePanel } from '../recording/LivePanel';
import { useSettings } from '../settings/api';
import { useBotRecording } from './api';
import { speakerParagraphs } from './live-transcript';

/**
 * What the bot has heard so far: the recording it feeds, asked for every 1.5 s while it is in the meeting (its
 * segments grow), shown in the manual recording's live panel.
 */
export function BotTranscript({ recordingId, live }: { recordingId: string; live: boolean }) {
  const recording = useBotRecording(recordingId, live);
  const settings = useSettings();
  const segments = recording.data?.segments;
  const paragraphs = useMemo(
    () => speakerParagraphs(segments ?? [], settings.data?.speakerSensitivityMs ?? 2000),
    [segments, settings.data?.speakerSensitivityMs],
  );
  return <LivePanel paragraphs={paragraphs} partial="" connection="ok" noLive={false} saved={!live} />;
}
