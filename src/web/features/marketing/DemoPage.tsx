import { Button, Card, Container, Group, SimpleGrid, Text, Timeline, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';

/** "Jadwalkan Demo": there is no sales team, so the page explains how to try it yourself. */
export function DemoPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('demo.title'));
  const steps = t('demo.steps', { returnObjects: true }) as { title: string; description: string }[];
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <PageHeader title={t('demo.title')} lead={t('demo.lead')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <section aria-labelledby="demo-steps">
          <Title order={2} size="h3" mb="lg" id="demo-steps">
            {t('demo.stepsTitle')}
          </Title>
          <Timeline active={steps.length} bulletSize={28} lineWidth={2}>
            {steps.map((s, i) => (
              <Timeline.Item
                key={s.title}
                bullet={
                  <Text size="xs" fw={700}>
                    {i + 1}
                  </Text>
                }
                title={
                  <Title order={3} size="h5">
                    {s.title}
                  </Title>
                }
              >
                <Text c="dimmed" size="sm">
                  {s.description}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
          <Group mt="xl">
            <Button component={Link} to="/signup">
              {t('demo.ctaSignup')}
            </Button>
            <Button component={Link} to="/login" variant="default">
              {t('demo.ctaLogin')}
            </Button>
          </Group>
        </section>
        <Card withBorder radius="lg" padding="xl" h="fit-content">
          <Title order={2} size="h3" mb="sm">
            {t('demo.teamTitle')}
          </Title>
          <Text lh={1.7}>{t('demo.team')}</Text>
        </Card>
      </SimpleGrid>
    </Container>
  );
}
