import { Box, Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCalendars } from './api';
import { ConnectButtons } from './ConnectButtons';
import { ConnectionCard } from './ConnectionCard';
import { IcsForm } from './IcsForm';
import { UpcomingMeetings } from './UpcomingMeetings';

const RETURN_TO = '/dashboard/calendar';

/**
 * docs/product.md §2 Calendar screen (Jadwal Meeting): connect Google, Outlook or an ICS link; the connected
 * calendars with their sync state and auto-record; the upcoming meetings with a video link.
 */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  useDocumentTitle(t('title'));
  const calendars = useCalendars();
  const connections = calendars.data?.connections ?? [];

  return (
    <Box maw={1100}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="calendar-connect-title">
          <Title id="calendar-connect-title" order={2} size="h4" mb={4}>
            {t('connect.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('connect.readOnly')}
          </Text>
          <ConnectButtons returnTo={RETURN_TO} place="calendar" />
          <Divider my="lg" />
          <IcsForm />
        </Paper>

        {(calendars.isPending || connections.length > 0) && (
          <section aria-labelledby="calendar-connections-title">
            <Title id="calendar-connections-title" order={2} size="h4" mb="sm">
              {t('connections.title')}
            </Title>
            {calendars.isPending ? (
              <Skeleton height={120} radius="md" role="status" aria-label={t('connections.loading')} />
            ) : (
              <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                {connections.map((c) => (
                  <ConnectionCard key={c.id} connection={c} returnTo={RETURN_TO} />
                ))}
              </Stack>
            )}
          </section>
        )}

        <UpcomingMeetings />
      </Stack>
    </Box>
  );
}
