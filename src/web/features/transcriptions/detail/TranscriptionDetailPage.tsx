import { Group, Paper, Stack, Tabs } from '@mantine/core';
import { FileText, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CopyButton } from '../CopyButton';
import { TranscriptionSummary } from '../../summaries/TranscriptionSummary';
import { AudioPlayer } from '../transcript/AudioPlayer';
import { TranscriptView } from '../transcript/TranscriptView';
import { useAudioPlayer } from '../transcript/use-audio-player';
import { transcriptPlainText, useExportDocument } from '../use-export-document';
import { DeleteButton } from './DeleteButton';
import { TranscriptionRoute } from './TranscriptionRoute';
import { EditableTitle } from './EditableTitle';
import { ExportMenu } from './ExportMenu';
import { MetaLine } from './MetaLine';
import { ShareMenu } from './ShareMenu';
import { StatusNotice } from './StatusNotice';

const LIST = '/dashboard/transcriptions';

/** docs/product.md §2 Transcription detail (`transcriptions/:id`). */
export function TranscriptionDetailPage() {
  return <TranscriptionRoute backTo={LIST}>{(tr) => <TranscriptionDetail transcription={tr} />}</TranscriptionRoute>;
}

function TranscriptionDetail({ transcription: tr }: { transcription: Transcription }) {
  const { t } = useTranslation('transcriptions');
  useDocumentTitle(tr.title);
  const player = useAudioPlayer(tr.segments);
  const doc = useExportDocument(tr);
  const share = useMemo(
    () => ({
      title: tr.title,
      summary: doc.summary?.summary || null,
      url: `${window.location.origin}${LIST}/${tr.id}`,
    }),
    [doc.summary, tr.id, tr.title],
  );
  // Summary first as the spec lists it, but open on the transcript while there is no summary to read.
  const [tab, setTab] = useState<string | null>(tr.summary ? 'summary' : 'transcript');

  return (
    <Stack gap="md" maw={1100}>
      <Stack gap="xs">
        <EditableTitle id={tr.id} title={tr.title} />
        <MetaLine transcription={tr} />
      </Stack>
      <Group gap="sm" wrap="wrap" role="toolbar" aria-label={t('detail.actions')}>
        <ExportMenu doc={doc} />
        <ShareMenu content={share} />
        <CopyButton
          getText={() => transcriptPlainText(doc)}
          label={t('copy.button')}
          ariaLabel={t('copy.label')}
          copiedLabel={t('copy.copied')}
          failedLabel={t('copy.failed')}
        />
        <DeleteButton id={tr.id} title={tr.title} listPath={LIST} />
      </Group>
      <StatusNotice tr={tr} />
      <AudioPlayer audio={tr.audio} title={tr.title} player={player} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="summary" leftSection={<Sparkles size={16} aria-hidden />}>
            {t('detail.summaryTab')}
          </Tabs.Tab>
          <Tabs.Tab value="transcript" leftSection={<FileText size={16} aria-hidden />}>
            {t('detail.transcriptTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} mt="sm">
          <Tabs.Panel value="summary">
            <TranscriptionSummary transcription={tr} />
          </Tabs.Panel>
          <Tabs.Panel value="transcript">
            <TranscriptView transcription={tr} player={player} editable />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </Stack>
  );
}
