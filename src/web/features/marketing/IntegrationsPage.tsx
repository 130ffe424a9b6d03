import { Button, Card, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { CalendarDays, Video, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';

const GROUPS: { title: string; icon: LucideIcon; items: string[] }[] = [
  { title: 'meetingsTitle', icon: Video, items: ['meet', 'zoom', 'teams', 'browserTab'] },
  { title: 'calendarsTitle', icon: CalendarDays, items: ['gcal', 'outlook', 'ics'] },
];

export function IntegrationsPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('integrations.title'));
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <PageHeader title={t('integrations.title')} lead={t('integrations.lead')} />
      {GROUPS.map(({ title, icon: Icon, items }) => (
        <section key={title} aria-labelledby={`integrations-${title}`}>
          <Title order={2} size="h3" mb="md" mt="lg" id={`integrations-${title}`}>
            {t(`integrations.${title}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {items.map((key) => (
              <Card key={key} withBorder radius="lg" padding="lg">
                <Group gap="sm" mb="sm" wrap="nowrap">
                  <ThemeIcon size={40} radius="md" variant="light">
                    <Icon size={22} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {t(`integrations.items.${key}.name`)}
                  </Title>
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`integrations.items.${key}.description`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      ))}
      <Text c="dimmed" mt="xl" size="sm">
        {t('integrations.note')}
      </Text>
      <Button component={Link} to="/signup" mt="lg">
        {t('integrations.cta')}
      </Button>
    </Container>
  );
}
