import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPEECH_LANGUAGES, type EngineInfo, type Engines } from '@shared/api/speech';
import { useEngines } from '../speech/api';
import { browserCanRecognise } from '../recording/engine-choice';
import { engineState, whisperFailure, type ModelFailureCode } from '../speech/status';
import { DefaultEngineSelects } from './DefaultEngineSelects';
import { WhisperModels } from './WhisperModels';

/**
 * Settings → Speech (`#speech`): every user sees each engine's state and the default engine per language; admins
 * also manage the Whisper models and choose the default engines. The list polls itself while a model downloads.
 */
export function SpeechSection() {
  const { t } = useTranslation('speech');
  const engines = useEngines();
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = !engines.isPending;
  // Arriving from "Download it in Settings → Speech": bring the section into view once it has its height.
  useEffect(() => {
    if (hash === '#speech' && loaded) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  let body;
  if (engines.isPending) {
    body = (
      <Stack gap="xs" aria-hidden data-testid="speech-loading">
        <Skeleton height={16} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={16} width="40%" />
      </Stack>
    );
  } else if (engines.isError) {
    body = (
      <Alert color="red" icon={<CircleAlert size={18} aria-hidden />} title={t('settings.loadError')} role="alert">
        <Button size="xs" variant="white" color="red" onClick={() => void engines.refetch()}>
          {t('settings.retry')}
        </Button>
      </Alert>
    );
  } else {
    const data = engines.data;
    body = (
      <Stack gap="lg">
        <EngineTable engines={data} />
        <DefaultsList engines={data} />
        {data.admin && (
          <>
            <WhisperModels admin={data.admin} />
            <DefaultEngineSelects engines={data} />
          </>
        )}
      </Stack>
    );
  }

  return (
    <Paper
      ref={ref}
      id="speech"
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="settings-speech"
      style={{ scrollMarginTop: 80 }}
    >
      <Title id="settings-speech" order={2} size="h4" mb={4}>
        {t('settings.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.lead')}
      </Text>
      {body}
    </Paper>
  );
}

/** A coloured badge with the engine's state in words ("Downloading 43 %", "Not installed" ...). */
export function EngineStateBadge({ engine, failure }: { engine: EngineInfo; failure?: ModelFailureCode | null }) {
  const { t } = useTranslation('speech');
  if (engine.runsIn === 'browser' && engine.ready && !browserCanRecognise(window)) {
    return (
      <Badge variant="light" color="gray" c="var(--mantine-color-text)">
        {t('state.browserUnsupported')}
      </Badge>
    );
  }
  const state = engineState(engine);
  const color = { ready: 'green', downloading: 'blue', missing: 'yellow', failed: 'red', invalid: 'red' }[
    state.kind as string
  ];
  const label =
    state.kind === 'downloading'
      ? state.percent === null
        ? t('state.downloadingNoPercent')
        : t('state.downloading', { percent: state.percent })
      : state.kind === 'failed'
        ? t('state.failed', { reason: t(`failure.${failure ?? 'unknown'}`) })
        : t(`state.${state.kind}`);
  return (
    <Badge
      variant="light"
      color={color ?? 'gray'}
      c="var(--mantine-color-text)"
      data-state={state.kind}
      // A failure's reason is a short sentence: it wraps in the table cell instead of being cut off with an ellipsis.
      styles={WRAPPING_BADGE}
    >
      {label}
    </Badge>
  );
}

const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.4 },
} as const;

function EngineTable({ engines }: { engines: Engines }) {
  const { t } = useTranslation('speech');
  const failure = whisperFailure(engines);
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label={t('settings.enginesLabel')} data-testid="speech-engines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('settings.engine')}</Table.Th>
            <Table.Th scope="col">{t('settings.languagesColumn')}</Table.Th>
            <Table.Th scope="col">{t('settings.where')}</Table.Th>
            <Table.Th scope="col">{t('settings.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {engines.engines.map((e) => (
            <Table.Tr key={e.id} data-engine={e.id}>
              <Table.Th scope="row" fw={600}>
                {t(`engines.${e.id}`)}
              </Table.Th>
              <Table.Td>{e.languages.map((l) => t(`languages.${l}`)).join(', ') || '—'}</Table.Td>
              <Table.Td>{t(`runsIn.${e.runsIn}`)}</Table.Td>
              <Table.Td>
                <EngineStateBadge engine={e} failure={e.id === 'whisper' ? failure : null} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Which engine each language uses when nothing is asked for (what recordings and uploads get). */
function DefaultsList({ engines }: { engines: Engines }) {
  const { t } = useTranslation('speech');
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {t('settings.defaultsTitle')}
      </Title>
      <Stack component="dl" gap={4} m={0} data-testid="speech-defaults">
        {SPEECH_LANGUAGES.map((lang) => {
          const id = engines.defaults[lang] ?? null;
          return (
            <Group key={lang} gap="xs" wrap="nowrap" data-language={lang}>
              <Text component="dt" size="sm" fw={600} miw={140}>
                {t(`languages.${lang}`)}
              </Text>
              <Text component="dd" size="sm" m={0} c={id ? undefined : 'dimmed'}>
                {id ? t(`engines.${id}`) : t('settings.defaultNone')}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
