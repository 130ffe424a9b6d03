import { Box, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Bell, CalendarDays, ShieldCheck, Video, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PreferencesForm } from './PreferencesForm';
import { SpeechSection } from './SpeechSection';

const SOON: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'platforms', icon: Video },
  { key: 'calendar', icon: CalendarDays },
  { key: 'notifications', icon: Bell },
  { key: 'security', icon: ShieldCheck },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** docs/product.md §2 Settings; the preferences are stored per user on the server. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  useDocumentTitle(t('title'));
  return (
    <Box maw={880}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Stack gap="lg">
        <Section id="settings-account" title={t('account.title')}>
          <Text size="sm" c="dimmed">
            {t('account.email')}
          </Text>
          <Text fw={600}>{user?.email}</Text>
        </Section>
        <Section id="settings-preferences" title={t('preferences.title')}>
          <PreferencesForm />
        </Section>
        <SpeechSection />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SOON.map(({ key, icon: Icon }) => (
            <Paper key={key} withBorder radius="md" p="lg" component="section" aria-labelledby={`settings-${key}`}>
              <Group justify="space-between" wrap="nowrap" mb="xs">
                <Group gap="xs" wrap="nowrap">
                  <Icon size={18} aria-hidden />
                  <Title id={`settings-${key}`} order={2} size="h5">
                    {t(`soon.${key}`)}
                  </Title>
                </Group>
                <Badge variant="light" color="gray">
                  {t('soon.badge')}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('soon.text', { section: t(`soon.${key}`) })}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <DeleteAccountSection />
      </Stack>
    </Box>
  );
}
