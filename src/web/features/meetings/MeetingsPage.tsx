import { Box, EmptyState, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CalendarDays, CalendarX, Mail, Video, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SoonButton } from '../../components/SoonButton';

const INTEGRATIONS: readonly { key: string; name: string; icon: LucideIcon }[] = [
  { key: 'zoom', name: 'Zoom', icon: Video },
  { key: 'meet', name: 'Google Meet', icon: Video },
  { key: 'teams', name: 'Microsoft Teams', icon: Users },
  { key: 'gcal', name: 'Google Calendar', icon: CalendarDays },
  { key: 'outlook', name: 'Outlook Calendar', icon: Mail },
];

/**
 * docs/product.md §2 Meetings: the Connect buttons are static in the spec; they say honestly that the integration is
 * coming.
 */
export function MeetingsPage() {
  const { t } = useTranslation('meetings');
  useDocumentTitle(t('title'));
  return (
    <Box maw={1100}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Stack gap="lg">
        <section aria-labelledby="meetings-integrations">
          <Title id="meetings-integrations" order={2} size="h4" mb="sm">
            {t('integrations')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
            {INTEGRATIONS.map(({ key, name, icon: Icon }) => (
              <Paper key={key} withBorder radius="md" p="md">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
                      <Icon size={20} />
                    </ThemeIcon>
                    <Text fw={600}>{name}</Text>
                  </Group>
                  <SoonButton variant="default" size="xs" hint={t('connectHint', { name })}>
                    {t('connect')}
                  </SoonButton>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="meetings-upcoming">
          <Title id="meetings-upcoming" order={2} size="h4" mb="md">
            {t('upcoming')}
          </Title>
          <EmptyState
            size="sm"
            withIndicatorBackground
            icon={<CalendarX size={24} aria-hidden />}
            title={t('empty')}
            description={t('emptyHint')}
          />
        </Paper>
      </Stack>
    </Box>
  );
}
