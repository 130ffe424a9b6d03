import { Badge, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';

/** One free, self-hosted plan: Basic (docs/product.md §6 shows every user on 'Basic'). */
export function PricingPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('pricing.title'));
  const included = t('pricing.included', { returnObjects: true }) as string[];
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <PageHeader title={t('pricing.title')} lead={t('pricing.lead')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder radius="lg" padding="xl" shadow="sm">
          <Group justify="space-between" mb="md">
            <Title order={2}>{t('pricing.planName')}</Title>
            <Badge size="lg" variant="light">
              {t('pricing.price')}
            </Badge>
          </Group>
          <Text c="dimmed" mb="lg">
            {t('pricing.priceNote')}
          </Text>
          <Title order={3} size="h5" mb="xs">
            {t('pricing.includedTitle')}
          </Title>
          <List
            spacing="xs"
            mb="xl"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light">
                <Check size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {included.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Button component={Link} to="/signup" fullWidth size="md">
            {t('pricing.cta')}
          </Button>
        </Card>
        <Stack>
          <Title order={2} size="h3">
            {t('pricing.costsTitle')}
          </Title>
          <Text lh={1.7}>{t('pricing.costs')}</Text>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
