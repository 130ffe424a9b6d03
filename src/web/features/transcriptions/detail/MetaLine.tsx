import { Group, Text, VisuallyHidden } from '@mantine/core';
import { CalendarDays, Clock, Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transcription } from '@shared/api/transcriptions';
import { clockHms } from '@shared/exports/timestamps';
import { SourceBadge, StatusBadge } from '../badges';
import { formatDateTime } from '../format';

function Item({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId}>
      {icon}
      <Text size="sm" c="dimmed">
        <VisuallyHidden component="span">{`${label}: `}</VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}

/** docs/product.md §2: duration hh:mm:ss, language code, date; with where it came from and, if not ready, its state. */
export function MetaLine({ transcription: tr }: { transcription: Transcription }) {
  const { t, i18n } = useTranslation('transcriptions');
  return (
    <Group gap="md" wrap="wrap">
      <Item testId="meta-duration" icon={<Clock size={16} aria-hidden />} label={t('meta.duration')}>
        {clockHms(tr.durationSeconds)}
      </Item>
      <Item testId="meta-language" icon={<Languages size={16} aria-hidden />} label={t('meta.language')}>
        {tr.language}
      </Item>
      <Item testId="meta-date" icon={<CalendarDays size={16} aria-hidden />} label={t('meta.date')}>
        <time dateTime={tr.createdAt}>{formatDateTime(tr.createdAt, i18n.language)}</time>
      </Item>
      <SourceBadge source={tr.source} />
      <StatusBadge status={tr.status} progress={tr.progress} />
    </Group>
  );
}
