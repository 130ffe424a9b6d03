import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportLabels } from '@shared/exports/document';
import { useSummaryLabels } from '../summaries/use-summary-labels';

/** The words of an exported transcription: the summary's, and the transcript's own, in the reader's language. */
export function useExportLabels(): ExportLabels {
  const summary = useSummaryLabels();
  const { t } = useTranslation('transcriptions');
  return useMemo(
    () => ({
      ...summary,
      date: t('meta.date'),
      duration: t('meta.duration'),
      language: t('meta.language'),
      transcript: t('transcript.label'),
    }),
    [summary, t],
  );
}
