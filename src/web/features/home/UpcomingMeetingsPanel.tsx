import { Button, EmptyState, Paper, Title } from '@mantine/core';
import { CalendarPlus, CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * docs/product.md §2 Home: upcoming meetings come from a connected calendar; none is connected yet, so it invites one.
 */
export function UpcomingMeetingsPanel() {
  const { t } = useTranslation('home');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="home-upcoming-title">
      <Title id="home-upcoming-title" order={2} size="h4" mb="md">
        {t('upcoming.title')}
      </Title>
      <EmptyState
        size="sm"
        icon={<CalendarX size={24} aria-hidden />}
        withIndicatorBackground
        title={t('upcoming.empty')}
        description={t('upcoming.hint')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/dashboard/calendar" leftSection={<CalendarPlus size={18} aria-hidden />}>
            {t('upcoming.connect')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
