import { Badge, Button, Group, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import { Mic, Square } from 'lucide-react';
import type { EngineId } from '@shared/api/speech';
import { useTranslation } from 'react-i18next';
import { formatClock } from './paragraphs';
import type { Phase } from './recording-state';
import { AUDIO_SOURCES, type AudioSource } from './tab-audio';

/** docs/product.md §9: id-ID (default) and en-US in the Manual Recording screen. */
export const RECORDING_LANGS = ['id-ID', 'en-US'] as const;
export type RecordingLang = (typeof RECORDING_LANGS)[number];

interface Props {
  phase: Phase;
  lang: RecordingLang;
  onLang(lang: RecordingLang): void;
  onStart(): void;
  onStop(): void;
  elapsedSeconds: number;
  /** Translated name of the engine in use (or about to be). */
  engineName: string;
  /** Engines the user may choose for the language (more than one: a select is shown). */
  engineOptions: { value: EngineId; label: string }[];
  engineValue: EngineId | null;
  onEngine(engine: EngineId): void;
  /** The engine list is still loading: Start waits for it. */
  loading: boolean;
  /** What to record: the microphone, or the microphone and a browser tab's sound. */
  source: AudioSource;
  onSource(source: AudioSource): void;
}

const STATUS_COLOR: Record<Phase, string> = {
  idle: 'gray',
  starting: 'yellow',
  recording: 'red',
  stopping: 'blue',
  saved: 'green',
};

export function RecordingControls({
  phase,
  lang,
  onLang,
  onStart,
  onStop,
  elapsedSeconds,
  engineName,
  engineOptions,
  engineValue,
  onEngine,
  loading,
  source,
  onSource,
}: Props) {
  const { t } = useTranslation('recording');
  const busy = phase === 'starting' || phase === 'recording' || phase === 'stopping';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('controls.label')}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Select
            label={t('controls.language')}
            data={RECORDING_LANGS.map((value) => ({ value, label: t(`controls.languages.${value}`) }))}
            value={lang}
            onChange={(v) => v && onLang(v as RecordingLang)}
            allowDeselect={false}
            disabled={busy}
            w={{ base: '100%', xs: 240 }}
          />
          {engineOptions.length > 1 && (
            <Select
              label={t('controls.engineChoice')}
              data={engineOptions}
              value={engineValue}
              onChange={(v) => v && onEngine(v as EngineId)}
              allowDeselect={false}
              disabled={busy}
              w={{ base: '100%', xs: 280 }}
              data-testid="recording-engine-select"
            />
          )}
          <Group gap="sm" align="center" wrap="nowrap">
            <Badge variant="light" color={STATUS_COLOR[phase]} c="var(--mantine-color-text)" data-phase={phase}>
              {t(`status.${phase}`)}
            </Badge>
            <Text
              component="span"
              role="timer"
              aria-label={t('controls.timer')}
              ff="monospace"
              fz={28}
              fw={600}
              data-testid="recording-timer"
            >
              {formatClock(elapsedSeconds)}
            </Text>
          </Group>
        </Group>
        <Radio.Group
          label={t('controls.source')}
          value={source}
          onChange={(v) => onSource(v as AudioSource)}
          description={source === 'mic+tab' ? t('controls.sourceTabHint') : undefined}
          data-testid="recording-source"
        >
          <Group gap="lg" mt={6} wrap="wrap">
            {AUDIO_SOURCES.map((value) => (
              <Radio key={value} value={value} label={t(`controls.sources.${value}`)} disabled={busy} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Button
              color="red.9"
              leftSection={<Mic size={18} aria-hidden />}
              onClick={onStart}
              disabled={busy || loading}
              loading={phase === 'starting'}
            >
              {t('controls.start')}
            </Button>
            <Button
              variant="default"
              leftSection={<Square size={16} aria-hidden />}
              onClick={onStop}
              disabled={phase !== 'recording' && phase !== 'stopping'}
              loading={phase === 'stopping'}
            >
              {t('controls.stop')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" data-testid="recording-engine">
            {t('controls.engine', { name: engineName })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
