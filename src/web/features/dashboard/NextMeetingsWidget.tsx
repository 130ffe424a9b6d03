import { ActionIcon, Anchor, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { CalendarX, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * docs/product.md §2 'Your Next Meetings'. Calendars arrive with the calendar capability; until then the widget says so
 * honestly instead of showing invented events, and Refresh explains why it has nothing to refresh.
 */
export function NextMeetingsWidget() {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="next-meetings-title">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Title id="next-meetings-title" order={2} size="sm">
          {t('nextMeetings.title')}
        </Title>
        <Tooltip
          label={t('nextMeetings.refreshHint')}
          events={{ hover: true, focus: true, touch: true }}
          multiline
          maw={240}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('nextMeetings.refresh')}
            aria-disabled="true"
            data-disabled
            onClick={(e) => e.preventDefault()}
          >
            <RefreshCw size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <CalendarX size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{t('nextMeetings.empty')}</Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('nextMeetings.hint')}{' '}
        <Anchor component={Link} to="/dashboard/calendar" size="xs" underline="always">
          {t('nextMeetings.connect')}
        </Anchor>
      </Text>
    </Paper>
  );
}
