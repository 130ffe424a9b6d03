import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BotLanguage, BotState } from '@shared/api/bots';
import { PLATFORM_NAMES } from '@shared/meeting-link';
import { useErrorMessage } from '../../lib/error-message';
import { useSettings } from '../settings/api';
import { useBotPlatforms, useBotSession, useBotSessions, useRetryBot, useStartBot, useStopBot } from './api';
import { defaultBotLanguage, justAdmitted, stepOf, stepStatuses, takeHandoffLink } from './bot-steps';
import { BotProgress } from './BotProgress';
import { BotStatusPanel } from './BotStatusPanel';
import { BotTranscript } from './BotTranscript';
import { FailurePanel } from './FailurePanel';
import { JoinForm } from './JoinForm';

/** The session the screen follows is in the address (`?session=`), so a reload or a shared link shows the same bot. */
const SESSION_PARAM = 'session';

const sessionStorageOrNull = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * The Join Meeting tab (spec §2, §4 join flow): step 1 the link; then the bot's real progress, polled from the server.
 * The bot runs on the server: leaving the screen does not stop it, and coming back resumes the newest running bot.
 */
export function JoinMeetingTab({ requested }: { requested?: { url: string; at: number } | null }) {
  const { t, i18n } = useTranslation('bot');
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get(SESSION_PARAM);
  const follow = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set(SESSION_PARAM, id);
        else next.delete(SESSION_PARAM);
        return next;
      },
      { replace: true },
    );

  // Coming back: the newest bot still running, unless the address names one.
  const active = useBotSessions(true);
  // Only an answer fetched now: a cached one may name a bot that has finished since.
  const resumable = sessionId === null && active.isFetchedAfterMount ? active.data?.items[0]?.id : undefined;
  useEffect(() => {
    if (resumable) follow(resumable);
    // `follow` is a new function each render; the id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumable]);

  const session = useBotSession(sessionId).data ?? null;
  const aliases = useBotPlatforms();
  const settings = useSettings();
  const start = useStartBot();
  const stop = useStopBot();
  const retry = useRetryBot();

  const [link, setLink] = useState('');
  const [handedOver, setHandedOver] = useState(false);
  // Read on every arrival, not only the first: Join with Bot may be pressed while this screen is already open.
  const location = useLocation();
  const stateLink = (location.state as { meetingLink?: unknown } | null)?.meetingLink;
  useEffect(() => {
    const handed = takeHandoffLink(sessionStorageOrNull()) ?? (typeof stateLink === 'string' ? stateLink : null);
    if (handed) {
      setLink(handed);
      setHandedOver(true);
    }
  }, [location.key, stateLink]);
  // A failed bot's link stays in the field, ready to correct or send again.
  const failedLink = session?.state === 'failed' ? session.meetingUrl : null;
  useEffect(() => {
    if (failedLink) setLink((current) => current || failedLink);
  }, [failedLink]);
  const [pickedLanguage, setPickedLanguage] = useState<BotLanguage | null>(null);
  const language = pickedLanguage ?? defaultBotLanguage(settings.data?.language, i18n.language);

  // The toast is for the moment the host lets the bot in, seen by this screen (not for a bot resumed inside).
  const seen = useRef<{ id: string; state: BotState } | null>(null);
  useEffect(() => {
    if (!session) return;
    const previous = seen.current?.id === session.id ? seen.current.state : undefined;
    seen.current = { id: session.id, state: session.state };
    if (justAdmitted(previous, session.state)) {
      notifications.show({
        color: 'green',
        message: t('joinedToast', { platform: PLATFORM_NAMES[session.platform], name: session.displayName }),
      });
    }
    if (session.state === 'done' && session.transcriptionId) {
      // Replacing the entry: Back from the minutes must not land on a finished bot that forwards again.
      void navigate(`/dashboard/mom/${session.transcriptionId}`, { replace: true });
    }
  }, [navigate, session, t]);

  const onJoin = (url: string) => {
    start.reset();
    start.mutate(
      { meetingUrl: url, language, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      {
        onSuccess: (s) => {
          seen.current = { id: s.id, state: s.state };
          follow(s.id);
        },
      },
    );
  };

  const onRetry = () => {
    if (!session) return;
    retry.mutate(session.id, {
      onSuccess: (s) => {
        seen.current = { id: s.id, state: s.state };
        follow(s.id);
      },
    });
  };

  // The calendar tab's Join Now: the link goes in and the bot is sent at once.
  const requestedAt = requested?.at;
  useEffect(() => {
    if (!requested) return;
    setLink(requested.url);
    onJoin(requested.url);
    // Once per request (its time stamp), whatever else changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestedAt]);

  // A bot stopped before it got in recorded nothing: the form comes back, with why.
  const stoppedEarly = session?.state === 'done' && !session.transcriptionId;
  const running = session !== null && session.state !== 'failed' && !stoppedEarly;
  const step = session ? stepOf(session) : 'join';
  const inMeeting = step === 'recording';

  return (
    <Stack gap="md">
      <BotProgress statuses={stepStatuses(session)} busy={running && step !== 'done'} />
      {session?.state === 'failed' && (
        <FailurePanel
          session={session}
          onRetry={onRetry}
          retrying={retry.isPending}
          retryError={retry.error ? errorText(retry.error) : null}
        />
      )}
      {stoppedEarly && session.endReason && (
        <Text size="sm" c="dimmed" role="status">
          {t(`left.${session.endReason}`)} {t('nothingRecorded')}
        </Text>
      )}
      {!running ? (
        <JoinForm
          aliases={aliases}
          link={link}
          onLink={setLink}
          language={language}
          onLanguage={setPickedLanguage}
          onJoin={onJoin}
          pending={start.isPending}
          serverError={start.error ? errorText(start.error) : null}
          handedOver={handedOver && link !== ''}
        />
      ) : (
        session && (
          <BotStatusPanel
            session={session}
            onStop={() => stop.mutate(session.id)}
            stopping={stop.isPending}
            stopError={stop.error ? errorText(stop.error) : null}
          />
        )
      )}
      {session && (inMeeting || step === 'transcribing' || step === 'generating') && (
        <BotTranscript recordingId={session.recordingId} live={inMeeting} />
      )}
    </Stack>
  );
}
