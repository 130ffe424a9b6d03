import { Accordion, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';

const HELP_TOPICS = [
  { key: 'record', to: '/dashboard/manual-recording' },
  { key: 'bot', to: '/dashboard/meeting-bot' },
  { key: 'calendar', to: '/dashboard/calendar' },
  { key: 'summary', to: '/dashboard/transcriptions' },
  { key: 'settings', to: '/dashboard/settings' },
  { key: 'data', to: '/privacy' },
] as const;

/**
 * Profile menu "Help Center" (docs/product.md §2 Profile dropdown): the common questions, each with a link to the
 * screen that answers it. Rendered inside the dashboard layout, which has the <main>.
 */
export function HelpPage() {
  const { t } = useTranslation('profile');
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
