import { Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { CalendarDays, Clock, Languages, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TranscriptionListItem } from '@shared/api/transcriptions';
import { clockHms } from '@shared/exports/timestamps';
import { SourceBadge, StatusBadge, TEXT_ON_TINT } from '../badges';
import { formatDateTime } from '../format';
import { Snippet } from './Snippet';
import classes from './TranscriptionCard.module.css';

function Meta({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <Text size="xs" c="dimmed">
        {label && <VisuallyHidden component="span">{`${label}: `}</VisuallyHidden>}
        {children}
      </Text>
    </Group>
  );
}

/** One row of the list: title (the link), badges, snippet, then date, duration and language. */
export function TranscriptionCard({ item, to }: { item: TranscriptionListItem; to: string }) {
  const { t, i18n } = useTranslation('transcriptions');
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} size="h5" style={{ minWidth: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
            <Link to={to} className={classes.link}>
              {item.title}
            </Link>
          </Title>
          <Group gap={6} wrap="wrap">
            <StatusBadge status={item.status} progress={item.progress} />
            {item.hasSummary && (
              <Badge variant="light" color="indigo" c={TEXT_ON_TINT}>
                {t('list.summaryBadge')}
              </Badge>
            )}
            <SourceBadge source={item.source} />
          </Group>
        </Group>
        <Snippet snippet={item.snippet} />
        <Group gap="md" wrap="wrap">
          <Meta icon={<CalendarDays size={14} aria-hidden />} label={t('meta.date')}>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
          </Meta>
          <Meta icon={<Clock size={14} aria-hidden />} label={t('meta.duration')}>
            {clockHms(item.durationSeconds)}
          </Meta>
          <Meta icon={<Languages size={14} aria-hidden />} label={t('meta.language')}>
            {item.language}
          </Meta>
          {!item.hasAudio && <Meta icon={<VolumeX size={14} aria-hidden />}>{t('list.noAudio')}</Meta>}
        </Group>
      </Stack>
    </Paper>
  );
}
