import { Anchor, Badge, Button, EmptyState, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { FileText, Mic } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TranscriptionPageSchema, type Transcription } from '@shared/api/transcriptions';
import { api } from '../../lib/api';
import { transcriptionKeys } from '../transcriptions/api';
import { SourceBadge, StatusBadge, TEXT_ON_TINT } from '../transcriptions/badges';
import { formatDateTime } from '../transcriptions/format';

const RECENT = 5;
const working = (s: Transcription['status']) => s === 'pending' || s === 'processing';

/** Home: the user's latest work with its state, one click from each; a new user is shown where to start. */
export function RecentTranscriptionsPanel() {
  const { t, i18n } = useTranslation(['home', 'transcriptions']);
  const recent = useQuery({
    // Under the lists' key, so an upload, a rename or a delete anywhere refreshes it too.
    queryKey: [...transcriptionKeys.lists(), { recent: RECENT }],
    queryFn: ({ signal }) =>
      api(`/api/transcriptions?sort=newest&limit=${RECENT}`, { schema: TranscriptionPageSchema, signal }),
    refetchInterval: (q) => (q.state.data?.items.some((i) => working(i.status)) ? 2_000 : false),
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="home-recent-title">
      <Group justify="space-between" mb="md">
        <Title id="home-recent-title" order={2} size="h4">
          {t('recent.title')}
        </Title>
        {!!recent.data?.items.length && (
          <Anchor component={Link} to="/dashboard/transcriptions" size="sm">
            {t('recent.all')}
          </Anchor>
        )}
      </Group>
      {recent.isPending ? (
        <Loader size="sm" aria-label={t('recent.loading')} />
      ) : recent.isError ? (
        <Text c="red" role="alert">
          {t('recent.failed')}
        </Text>
      ) : recent.data.items.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<FileText size={24} aria-hidden />}
          withIndicatorBackground
          title={t('recent.empty')}
          description={t('recent.hint')}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/dashboard/manual-recording" leftSection={<Mic size={18} aria-hidden />}>
              {t('startRecording')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {recent.data.items.map((item) => (
            <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} miw={0}>
                <Anchor component={Link} to={`/dashboard/transcriptions/${item.id}`} fw={600} truncate>
                  {item.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDateTime(item.createdAt, i18n.language)}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <SourceBadge source={item.source} />
                {item.status === 'ready' ? (
                  <Badge variant="light" color="teal" c={TEXT_ON_TINT} data-status="ready">
                    {t('transcriptions:status.ready')}
                  </Badge>
                ) : (
                  <StatusBadge status={item.status} progress={item.progress} />
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
