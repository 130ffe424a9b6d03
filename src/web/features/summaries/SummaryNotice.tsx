import { Alert } from '@mantine/core';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SummaryNoticeSchema } from '@shared/summary/normalize';
import type { Summary } from '@shared/summary/summary';
import { fallbackReasonText } from './summary-error';

/** When the AI provider failed and the built-in summariser stood in, the summary says so and why. */
export function SummaryNotice({ summary }: { summary: Summary | null | undefined }) {
  const { t } = useTranslation('summary');
  const notice = SummaryNoticeSchema.safeParse((summary as { notice?: unknown } | null | undefined)?.notice);
  if (!notice.success) return null;
  return (
    <Alert color="yellow" variant="light" icon={<Info size={18} aria-hidden />} data-testid="summary-notice">
      {t('notice.fallback', { reason: fallbackReasonText(t, notice.data) })}
    </Alert>
  );
}
