import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Profile menu "Contact Support" (docs/product.md §2 Profile dropdown): support comes from whoever runs this server;
 * the page says so and what to tell them. Rendered inside the dashboard layout, which has the <main>.
 */
export function SupportPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('support.title'));
  const tips = t('support.tips', { returnObjects: true }) as string[];
  return (
    <Stack maw={760}>
      <PageHeader title={t('support.title')} lead={t('support.lead')} />
      <Card withBorder padding="lg" radius="md">
        <Group gap="xs" mb="xs">
          <LifeBuoy size={20} aria-hidden />
          <Title order={2} size="h3">
            {t('support.whoTitle')}
          </Title>
        </Group>
        <Text mb="md">{t('support.who')}</Text>
        <Title order={3} size="h4" mb="xs">
          {t('support.tipsTitle')}
        </Title>
        <List spacing={4} mb="md">
          {tips.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List>
        <Group>
          <Button component={Link} to="/dashboard/help" variant="default">
            {t('support.openHelp')}
          </Button>
          <Button component="a" href="/api/docs" variant="subtle">
            {t('support.apiDocs')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
