import { Accordion, Anchor, Button, Card, CopyButton, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { Check, Copy, LifeBuoy, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';

// The profile-menu pages (spec §2 Profile dropdown). They render inside the dashboard layout, so no <main> here.

export function UpgradePage() {
  const { t } = useTranslation('pages');
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

export function ReferPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('refer.title'));
  const link = `${window.location.origin}/signup`;
  return (
    <Stack maw={760}>
      <PageHeader title={t('refer.title')} lead={t('refer.lead')} />
      <Card withBorder padding="lg" radius="md">
        <Text mb="md">{t('refer.explanation')}</Text>
        <Group align="end" wrap="nowrap">
          <TextInput label={t('refer.linkLabel')} value={link} readOnly style={{ flex: 1 }} />
          <CopyButton value={link} timeout={2000}>
            {({ copied, copy }) => (
              <Button onClick={copy} leftSection={copied ? <Check size={16} /> : <Copy size={16} />}>
                {copied ? t('refer.copied') : t('refer.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Card>
    </Stack>
  );
}

const HELP_TOPICS = [
  { key: 'record', to: '/dashboard/manual-recording' },
  { key: 'bot', to: '/dashboard/meeting-bot' },
  { key: 'calendar', to: '/dashboard/calendar' },
  { key: 'summary', to: '/dashboard/transcriptions' },
  { key: 'settings', to: '/dashboard/settings' },
  { key: 'data', to: '/privacy' },
] as const;

export function HelpPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('help.title'));
  return (
    <Stack maw={760}>
      <PageHeader title={t('help.title')} lead={t('help.lead')} />
      <Accordion variant="separated" radius="md">
        {HELP_TOPICS.map(({ key, to }) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`help.topics.${key}.question`)}</Accordion.Control>
            <Accordion.Panel>
              <Text mb="sm">{t(`help.topics.${key}.answer`)}</Text>
              <Button component={Link} to={to} variant="light" size="xs">
                {t(`help.topics.${key}.action`)}
              </Button>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text>
        {t('help.moreHelp')}{' '}
        <Anchor component={Link} to="/dashboard/support" underline="always">
          {t('help.contactSupport')}
        </Anchor>
      </Text>
    </Stack>
  );
}

export function SupportPage() {
  const { t } = useTranslation('pages');
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
