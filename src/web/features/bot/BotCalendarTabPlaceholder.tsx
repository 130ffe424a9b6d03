import { Button, EmptyState } from '@mantine/core';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The Calendar tab until the calendar capability brings its own (spec §2: upcoming meetings with Join Now): says
 * plainly that calendars are connected on the Meeting Schedule screen, and leads there.
 */
export function BotCalendarTabPlaceholder() {
  const { t } = useTranslation('bot');
  return (
    <EmptyState
      variant="light"
      icon={<CalendarDays size={28} aria-hidden />}
      title={t('calendar.title')}
      description={t('calendar.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/dashboard/calendar" variant="light">
          {t('calendar.open')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
