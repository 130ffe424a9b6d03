import { Anchor, Button, type ButtonProps } from '@mantine/core';
import { Bot, ExternalLink } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEETING_BOT_PATH, handOffMeetingLink } from './handoff';

/**
 * Join with Bot (spec §2 sidebar widget): the link goes to session storage under `meetingLink` and the Meeting Bot
 * screen opens with it; the navigation state carries it too, so the screen sees it even when it is already open.
 */
export function JoinWithBotButton({
  meetingUrl,
  title,
  ...props
}: { meetingUrl: string; title: string } & ButtonProps) {
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  return (
    <Button
      variant="light"
      leftSection={<Bot size={14} aria-hidden />}
      aria-label={t('event.joinWithBotNamed', { title })}
      onClick={() => {
        handOffMeetingLink(meetingUrl);
        void navigate(MEETING_BOT_PATH, { state: { meetingLink: meetingUrl } });
      }}
      {...props}
    >
      {t('event.joinWithBot')}
    </Button>
  );
}

/** Opens the meeting in a new tab, without giving it a handle on this one. */
export function JoinLink({ meetingUrl, title, ...props }: { meetingUrl: string; title: string } & ButtonProps) {
  const { t } = useTranslation('calendar');
  return (
    <Button
      component="a"
      href={meetingUrl}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      aria-label={t('event.joinNamed', { title })}
      {...props}
    >
      {t('event.join')}
    </Button>
  );
}

/** The calendar screen's "open in browser" link. */
export function OpenInBrowserLink({ meetingUrl, title }: { meetingUrl: string; title: string }) {
  const { t } = useTranslation('calendar');
  return (
    <Anchor
      href={meetingUrl}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={t('event.openNamed', { title })}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <ExternalLink size={14} aria-hidden />
      {t('event.open')}
    </Anchor>
  );
}
