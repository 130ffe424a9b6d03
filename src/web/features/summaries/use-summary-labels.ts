import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
