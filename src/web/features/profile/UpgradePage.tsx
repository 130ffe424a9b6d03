import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Profile menu "Upgrade Plan" (docs/product.md §2 Profile dropdown): Basic is the only plan and has every feature, so
 * the page says so and links to pricing. Rendered inside the dashboard layout, which has the <main>.
 */
export function UpgradePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('upgrade.title'));
  const included = t('upgrade.included', { returnObjects: true }) as string[];
  return (
    <Stack maw={760}>
      <PageHeader title={t('upgrade.title')} lead={t('upgrade.lead')} />
      <Card withBorder padding="lg" radius="md">
        <Group gap="xs" mb="xs">
          <Sparkles size={20} aria-hidden />
          <Title order={2} size="h3">
            {t('upgrade.currentPlan', { plan: 'Basic' })}
          </Title>
        </Group>
        <Text mb="sm">{t('upgrade.explanation')}</Text>
        <List spacing={4} mb="md">
          {included.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Group>
          <Button component={Link} to="/pricing" variant="default">
            {t('upgrade.seePricing')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
