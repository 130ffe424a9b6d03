import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { CalendarDays, Mail, Users, Video, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OAuthCalendarProvider } from '@shared/api/calendar';
import { PLATFORM_NAMES, type MeetingPlatform } from '@shared/meeting-link';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TEXT_ON_TINT } from '../transcriptions/badges';
import { useCalendars } from '../calendar/api';
import { useConnectStart } from '../calendar/ConnectButtons';
import { JoinWithBotButton, OpenInBrowserLink } from '../calendar/EventActions';
import { EventList, EventRow, EventRowsSkeleton, NoEvents } from '../calendar/EventRow';
import { SCREEN_FETCH } from '../calendar/event-time';
import { MEETING_BOT_PATH } from '../calendar/handoff';
import { useUpcoming } from '../calendar/use-upcoming';

const RETURN_TO = '/dashboard/meetings';

const PLATFORMS: readonly { platform: MeetingPlatform; icon: LucideIcon }[] = [
  { platform: 'zoom', icon: Video },
  { platform: 'google-meet', icon: Video },
  { platform: 'teams', icon: Users },
];
const CALENDARS: readonly { provider: OAuthCalendarProvider; icon: LucideIcon }[] = [
  { provider: 'google', icon: CalendarDays },
  { provider: 'outlook', icon: Mail },
];

/**
 * docs/product.md §2 Meetings: Google and Outlook calendars connect (the calendar screen's flow); the meeting
 * platforms need no connection, the bot joins them as a guest, and their Connect says so. Below, the real
 * upcoming meetings.
 */
export function MeetingsPage() {
  const { t } = useTranslation(['meetings', 'calendar']);
  useDocumentTitle(t('title'));
  const calendars = useCalendars();
  const connect = useConnectStart(RETURN_TO);

  return (
    <Box maw={1100}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Stack gap="lg">
        <section aria-labelledby="meetings-integrations">
          <Title id="meetings-integrations" order={2} size="h4" mb="sm">
            {t('integrations')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
            {PLATFORMS.map(({ platform, icon }) => (
              <Integration key={platform} name={PLATFORM_NAMES[platform]} icon={icon}>
                <GuestExplainer name={PLATFORM_NAMES[platform]} />
              </Integration>
            ))}
            {CALENDARS.map(({ provider, icon }) => {
              const name = t(`calendar:connections.type.${provider}`);
              const isConnected = calendars.data?.connections.some((c) => c.type === provider);
              const configured = calendars.data?.providers[provider];
              return (
                <Integration key={provider} name={name} icon={icon}>
                  {isConnected ? (
                    <Badge variant="light" color="teal" c={TEXT_ON_TINT}>
                      {t('connected')}
                    </Badge>
                  ) : configured === false ? (
                    <Button component={Link} to="/dashboard/calendar" variant="default" size="xs">
                      {t('setUp')}
                    </Button>
                  ) : (
                    <Button
                      variant="default"
                      size="xs"
                      disabled={!calendars.data}
                      loading={connect.pending === provider}
                      aria-label={t('connectNamed', { name })}
                      onClick={() => connect.start(provider)}
                    >
                      {t('connect')}
                    </Button>
                  )}
                </Integration>
              );
            })}
          </SimpleGrid>
          {connect.error && (
            <Text role="alert" c="red.8" size="sm" mt="sm">
              {connect.error}
            </Text>
          )}
        </section>
        <MeetingsUpcoming />
      </Stack>
    </Box>
  );
}

function Integration({ name, icon: Icon, children }: { name: string; icon: LucideIcon; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <Text fw={600}>{name}</Text>
        </Group>
        <Box style={{ flexShrink: 0 }}>{children}</Box>
      </Group>
    </Paper>
  );
}

/** A meeting platform needs no account link: its Connect explains that, and where the bot is sent from. */
function GuestExplainer({ name }: { name: string }) {
  const { t } = useTranslation('meetings');
  return (
    <Popover width={280} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" aria-label={t('connectNamed', { name })}>
          {t('connect')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">{t('guest', { name })}</Text>
          <Anchor component={Link} to={MEETING_BOT_PATH} size="sm">
            {t('openBot')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function MeetingsUpcoming() {
  const { t } = useTranslation(['meetings', 'calendar']);
  const { now, state, items, retry } = useUpcoming(SCREEN_FETCH);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="meetings-upcoming">
      <Title id="meetings-upcoming" order={2} size="h4" mb="md">
        {t('upcoming')}
      </Title>
      {state === 'loading' ? (
        <EventRowsSkeleton label={t('calendar:upcoming.loading')} />
      ) : state === 'failed' ? (
        <Group gap="sm">
          <Text c="red.8" role="alert">
            {t('calendar:alerts.fetchUpcoming')}
          </Text>
          <Button size="xs" variant="default" onClick={retry}>
            {t('calendar:upcoming.retry')}
          </Button>
        </Group>
      ) : state === 'none' ? (
        <NoEvents title={t('empty')} hint={t('emptyHint')} />
      ) : items.length === 0 ? (
        <NoEvents title={t('calendar:upcoming.empty')} hint={t('calendar:upcoming.emptyHint')} />
      ) : (
        <EventList label={t('upcoming')}>
          {items.map((e) => (
            <EventRow
              key={e.id}
              event={e}
              now={now}
              actions={
                e.meetingUrl && (
                  <>
                    <OpenInBrowserLink meetingUrl={e.meetingUrl} title={e.title} />
                    <JoinWithBotButton meetingUrl={e.meetingUrl} title={e.title} size="xs" />
                  </>
                )
              }
            />
          ))}
        </EventList>
      )}
    </Paper>
  );
}
