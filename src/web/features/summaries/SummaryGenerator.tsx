import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';
import { transcriptionKeys } from '../transcriptions/api';
import { summarizeTranscription } from './run-job';
import { summaryErrorText } from './summary-error';
import { useSummaryGenerator } from './use-summary-generator';
import { useSummaryToast } from './use-toast';

/**
 * docs/product.md §2 MoM detail / §4 Summary generation: the AI summary generator of a saved meeting. Progress while
 * the job runs (which retries a failed attempt twice, 2 s apart, on the server), then 'Coba Lagi Buat Ringkasan' with
 * the reason. The summary is stored on the transcription by the server; the cached record is updated so every screen
 * shows it at once.
 */
export function SummaryGenerator({ transcription: tr }: { transcription: Transcription }) {
  const { t } = useTranslation('summary');
  const qc = useQueryClient();
  const toast = useSummaryToast();
  const gen = useSummaryGenerator({
    start: (signal) => summarizeTranscription(tr.id, signal),
    onSuccess: ({ summary }) => {
      qc.setQueryData<Transcription>(transcriptionKeys.detail(tr.id), (old) => (old ? { ...old, summary } : old));
      void qc.invalidateQueries({ queryKey: transcriptionKeys.all });
      toast(true, t('generator.success'));
    },
  });

  return (
    <Stack gap="sm" align="flex-start" data-testid="summary-generator">
      <Text fw={600}>{t('unavailable.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('unavailable.body')}
      </Text>
      {gen.generating && (
        <Stack gap={4} w="100%" maw={420}>
          <Progress
            value={gen.progress}
            animated
            aria-label={t('generator.progressLabel')}
            data-testid="summary-progress"
            data-value={gen.progress}
          />
          <Text size="xs" c="dimmed" role="status">
            {t('generator.progress', { value: gen.progress })}
          </Text>
        </Stack>
      )}
      {gen.state === 'failed' && (
        <Alert color="red" variant="light" title={t('generator.failed')} data-testid="summary-error" w="100%">
          {summaryErrorText(t, gen.error)}
        </Alert>
      )}
      <Button
        onClick={() => void gen.generate()}
        loading={gen.generating}
        leftSection={gen.state === 'failed' ? <RotateCcw size={16} aria-hidden /> : <Sparkles size={16} aria-hidden />}
      >
        {gen.state === 'failed' ? t('generator.retry') : t('generator.button')}
      </Button>
    </Stack>
  );
}
