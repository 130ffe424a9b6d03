import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Bot, FileText, Mic } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { displayName } from '../dashboard/user-display';
import { ActionCard } from './ActionCard';
import { RecentTranscriptionsPanel } from './RecentTranscriptionsPanel';
import { UpcomingMeetingsPanel } from './UpcomingMeetingsPanel';

/**
 * docs/product.md §2 Home. The spec's /record, /join-meeting and /transcripts point at the dashboard screens they name.
 */
export function HomePage() {
  const { t } = useTranslation(['home', 'dashboard']);
  const { user } = useSession();
  const name = displayName(user, t('dashboard:user.fallbackName'));
  useDocumentTitle(t('title'));
  return (
    <Stack gap="xl" maw={1100}>
      <Group justify="space-between" align="center" gap="md">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('welcome', { name })}
        </Title>
        <Button component={Link} to="/dashboard/manual-recording" size="md" leftSection={<Mic size={18} aria-hidden />}>
          {t('startRecording')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ActionCard
          to="/dashboard/meeting-bot"
          icon={Bot}
          title={t('assistant.title')}
          description={t('assistant.description')}
          action={t('assistant.action')}
        />
        <ActionCard
          to="/dashboard/transcriptions"
          icon={FileText}
          title={t('minutes.title')}
          description={t('minutes.description')}
          action={t('minutes.action')}
        />
      </SimpleGrid>
      <RecentTranscriptionsPanel />
      <UpcomingMeetingsPanel />
    </Stack>
  );
}
