import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';
import { SummaryDisplay } from './SummaryDisplay';
import { SummaryGenerator } from './SummaryGenerator';
import { SummaryNotice } from './SummaryNotice';

const hasTranscript = (tr: Transcription) => tr.text.trim() !== '' || tr.segments.some((s) => s.text.trim());

/**
 * A saved meeting's summary on the minutes screen and the transcription's Summary tab: the formatted summary with
 * its copy button, or the generator (docs/product.md §2). A record still waiting for its transcript has nothing to
 * summarise.
 */
export function TranscriptionSummary({
  transcription: tr,
  idPrefix,
}: {
  transcription: Transcription;
  idPrefix?: string;
}) {
  const { t } = useTranslation('summary');
  if (tr.summary) {
    return (
      <Stack gap="md">
        <SummaryNotice summary={tr.summary} />
        <SummaryDisplay summary={tr.summary} idPrefix={idPrefix} />
      </Stack>
    );
  }
  if (!hasTranscript(tr)) {
    return (
      <Stack gap={4} data-testid="summary-unavailable">
        <Text fw={600}>{t('unavailable.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('unavailable.noTranscript')}
        </Text>
      </Stack>
    );
  }
  return <SummaryGenerator transcription={tr} />;
}
