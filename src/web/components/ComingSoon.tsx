import { Button, EmptyState, Paper, Stack } from '@mantine/core';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader';
import { useDocumentTitle } from '../lib/use-document-title';

export type ComingScreen = 'meetingBot' | 'calendar';

/** Placeholder for a screen whose capability ships in a later issue; the route already exists so links work. */
export function ComingSoon({ screen }: { screen: ComingScreen }) {
  const { t } = useTranslation('coming');
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <Stack gap={0} maw={1100}>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          variant="light"
          icon={<Hourglass size={28} aria-hidden />}
          title={t('title')}
          description={t(`screens.${screen}.description`)}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/dashboard/home" variant="light">
              {t('backHome')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </Stack>
  );
}
