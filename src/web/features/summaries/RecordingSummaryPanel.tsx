import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Copy, Download, Share2, Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';
import { transcriptionKeys } from '../transcriptions/api';
import { downloadText } from '../transcriptions/download';
import { SummaryDisplay } from './SummaryDisplay';
import { useSummaryLabels } from './use-summary-labels';
import { writeClipboard } from '../transcriptions/use-copy';
import { summarizeText } from './run-job';
import { recordingSummary, recordingSummaryText, shareOrCopy, summaryFileName } from './summary-file';
import { summaryErrorText } from './summary-error';
import { SummaryNotice } from './SummaryNotice';
import { useSummaryGenerator } from './use-summary-generator';
import { useSummaryToast } from './use-toast';

export interface RecordingSummaryPanelProps {
  /** The recording's transcript so far. */
  text: string;
  /** BCP 47 tag of the recording (id-ID, en-US): the summary is written in it. */
  language: string;
  /**
   * The recording's saved transcription, once Stop has saved it: the summary is stored on it as well, so opening the
   * saved meeting shows it. Null before (a Stop that failed): the summary is then the panel's alone.
   */
  transcriptionId?: string | null;
}

/**
 * docs/product.md §2 Manual Recording summary panel and §8 Recording and summary: Generate Summary, then Copy, Download
 * (`meeting-summary-{yyyy-mm-dd}.txt`) and Share (Web Share API, else copy), each with its toast. The panel shows
 * summary, topics and action items only (docs/product.md §3); the transcription it is stored on keeps the whole
 * summary.
 */
export function RecordingSummaryPanel({ text, language, transcriptionId = null }: RecordingSummaryPanelProps) {
  const { t } = useTranslation('summary');
  const qc = useQueryClient();
  const labels = useSummaryLabels();
  const toast = useSummaryToast();
  const blank = text.trim() === '';
  const gen = useSummaryGenerator({
    start: (signal) => summarizeText({ text, language, transcriptionId }, signal),
    onSuccess: ({ summary }) => {
      if (transcriptionId) {
        // Stored on the transcription by the server: the saved meeting's screens show it without a reload.
        qc.setQueryData<Transcription>(transcriptionKeys.detail(transcriptionId), (old) =>
          old ? { ...old, summary } : old,
        );
        void qc.invalidateQueries({ queryKey: transcriptionKeys.all });
      }
      toast(true, t('panel.success'));
    },
    onError: () => toast(false, t('panel.failedToast')),
  });
  const { reset } = gen;

  // A new recording starts from an empty transcript: the previous summary goes with it.
  useEffect(() => {
    if (blank) reset();
  }, [blank, reset]);

  const summary = useMemo(() => (gen.result ? recordingSummary(gen.result.summary) : null), [gen.result]);
  const plain = () => (gen.result ? recordingSummaryText(gen.result.summary, labels) : '');

  const generate = () => {
    if (blank) {
      toast(false, t('panel.empty'));
      return;
    }
    void gen.generate();
  };

  const copy = async () => {
    try {
      await writeClipboard(plain());
      toast(true, t('panel.copied'));
    } catch {
      toast(false, t('panel.copyFailed'));
    }
  };

  const download = () => {
    try {
      downloadText(plain(), summaryFileName(), 'text/plain;charset=utf-8');
      toast(true, t('panel.downloaded'));
    } catch {
      toast(false, t('panel.downloadFailed'));
    }
  };

  const share = async () => {
    try {
      const outcome = await shareOrCopy({ title: t('panel.shareTitle'), text: plain() }, navigator, writeClipboard);
      if (outcome === 'shared') toast(true, t('panel.shared'));
      else if (outcome === 'copied') toast(true, t('panel.shareFallback'));
    } catch {
      toast(false, t('panel.shareFailed'));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="recording-summary">
      <Stack gap="md" data-testid="recording-summary-panel">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="recording-summary">
            {t('panel.title')}
          </Title>
          <Group gap="xs">
            <Button
              onClick={generate}
              disabled={blank || gen.generating}
              loading={gen.generating}
              leftSection={<Sparkles size={16} aria-hidden />}
            >
              {gen.generating ? t('panel.generating') : t('panel.generate')}
            </Button>
            {summary && (
              <>
                <Button variant="default" leftSection={<Copy size={16} aria-hidden />} onClick={() => void copy()}>
                  {t('panel.copy')}
                </Button>
                <Button variant="default" leftSection={<Download size={16} aria-hidden />} onClick={download}>
                  {t('panel.download')}
                </Button>
                <Button variant="default" leftSection={<Share2 size={16} aria-hidden />} onClick={() => void share()}>
                  {t('panel.share')}
                </Button>
              </>
            )}
          </Group>
        </Group>
        {gen.generating && (
          <Progress value={gen.progress} animated aria-label={t('generator.progressLabel')} data-value={gen.progress} />
        )}
        {gen.state === 'failed' && (
          <Stack gap={2} role="alert" data-testid="recording-summary-error">
            <Text c="red.8" fw={600}>
              {t('panel.failedInline')}
            </Text>
            <Text c="red.8" size="sm">
              {summaryErrorText(t, gen.error)}
            </Text>
          </Stack>
        )}
        {summary ? (
          <>
            <SummaryNotice summary={gen.result?.summary} />
            <SummaryDisplay summary={summary} idPrefix="recording-summary" />
          </>
        ) : (
          !gen.generating && (
            <Text size="sm" c="dimmed" fs="italic">
              {t('empty.none')}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
