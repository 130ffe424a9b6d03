import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ArrowLeft, CalendarDays, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';
import { durationMinutes } from '@shared/exports/timestamps';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TranscriptionRoute } from '../detail/TranscriptionRoute';
import { StatusNotice } from '../detail/StatusNotice';
import { formatDateTime } from '../format';
import { TranscriptionSummary } from '../../summaries/TranscriptionSummary';
import { AudioPlayer } from '../transcript/AudioPlayer';
import { TranscriptView } from '../transcript/TranscriptView';
import { useAudioPlayer } from '../transcript/use-audio-player';

const LIST = '/dashboard/mom';

/**
 * docs/product.md §2 MoM detail (`mom/:id` and `moms/:id`): the same record as the transcription screen, read as
 * minutes.
 */
export function MomDetailPage() {
  return <TranscriptionRoute backTo={LIST}>{(tr) => <MomDetail transcription={tr} />}</TranscriptionRoute>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function MomDetail({ transcription: tr }: { transcription: Transcription }) {
  const { t, i18n } = useTranslation('transcriptions');
  const navigate = useNavigate();
  const location = useLocation();
  const player = useAudioPlayer(tr.segments);
  useDocumentTitle(tr.title);

  // Back goes where the user came from; opened directly (a shared link), it goes to the list.
  const back = () => void (location.key !== 'default' ? navigate(-1) : navigate(LIST));

  return (
    <Stack gap="md" maw={1100}>
      <Group>
        <Button variant="subtle" leftSection={<ArrowLeft size={16} aria-hidden />} onClick={back} px="xs">
          {t('detail.back')}
        </Button>
      </Group>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {tr.title}
        </Title>
        <Group gap="md" c="dimmed">
          <Group gap={6} wrap="nowrap">
            <CalendarDays size={16} aria-hidden />
            <Text size="sm" data-testid="mom-created">
              {t('mom.created', { date: formatDateTime(tr.createdAt, i18n.language) })}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Clock size={16} aria-hidden />
            <Text size="sm" data-testid="mom-duration">
              {t('mom.minutes', { count: durationMinutes(tr.durationSeconds) })}
            </Text>
          </Group>
        </Group>
      </Stack>
      <StatusNotice tr={tr} />
      <AudioPlayer audio={tr.audio} title={tr.title} player={player} />
      <Section id="mom-summary" title={t('mom.summary')}>
        <TranscriptionSummary transcription={tr} idPrefix="mom-summary" />
      </Section>
      <Section id="mom-transcript" title={t('mom.transcript')}>
        <TranscriptView transcription={tr} player={player} />
      </Section>
    </Stack>
  );
}
