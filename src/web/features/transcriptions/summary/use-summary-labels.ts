import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportLabels } from '@shared/exports/document';
import type { SummaryLabels } from '@shared/summary/summary-text';

/** The words the plain-text summary and the exports need, in the reader's language. */
export function useSummaryLabels(): SummaryLabels {
  const { t } = useTranslation('summary');
  return useMemo(
    () => ({
      summary: t('sections.summary'),
      topics: t('sections.topics'),
      actionItems: t('sections.actionItems'),
      participants: t('sections.participants'),
      topicFallback: t('fallback.topic'),
      participantFallback: t('fallback.participant'),
      assignee: t('fields.assignee'),
      deadline: t('fields.deadline'),
      status: t('fields.status'),
    }),
    // `t` is a new function after a language switch, so the labels follow the language.
    [t],
  );
}

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
