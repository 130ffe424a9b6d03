import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BotListSchema,
  BotPlatformsSchema,
  BotSessionSchema,
  type BotSession,
  type StartBotBody,
} from '@shared/api/bots';
import { ScheduledBotListSchema, ScheduledBotSchema } from '@shared/api/calendar';
import { RecordingSchema } from '@shared/api/recordings';
import type { HostAlias } from '@shared/meeting-link';
import { ApiError, api } from '../../lib/api';
import { isActive, isTerminal } from './bot-steps';

/** How often a running bot, and the transcript it feeds, are asked for (spec: the screen follows the bot live). */
export const BOT_POLL_MS = 1_500;
const LIST_POLL_MS = 5_000;

export const botKeys = {
  all: ['bots'] as const,
  platforms: ['bots', 'platforms'] as const,
  lists: () => [...botKeys.all, 'list'] as const,
  list: (active: boolean) => [...botKeys.lists(), { active }] as const,
  detail: (id: string) => [...botKeys.all, 'detail', id] as const,
  scheduled: ['scheduled-bots'] as const,
  recording: (id: string) => ['bots', 'recording', id] as const,
};

const NO_ALIASES: HostAlias[] = [];

/** Hosts this server counts as a platform (test meetings, private deployments), for the badge as the user types. */
export function useBotPlatforms() {
  const query = useQuery({
    queryKey: botKeys.platforms,
    queryFn: ({ signal }) => api('/api/bots/platforms', { schema: BotPlatformsSchema, signal }),
    staleTime: Infinity,
    retry: false,
  });
  // Without the list the public platforms still work; only an alias would be called unsupported.
  return query.data?.aliases ?? NO_ALIASES;
}

/** The user's sessions, newest first; `active`: only bots that are (or will be) in a meeting. */
export function useBotSessions(active: boolean) {
  return useQuery({
    queryKey: botKeys.list(active),
    queryFn: ({ signal }) =>
      api(`/api/bots?active=${active}&limit=${active ? 5 : 50}`, { schema: BotListSchema, signal }),
    refetchInterval: (query) => (query.state.data?.items.some((s) => isActive(s.state)) ? LIST_POLL_MS : false),
  });
}

/** One session, asked for every 1.5 s until it is done or failed. */
export function useBotSession(id: string | null) {
  return useQuery({
    queryKey: botKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api(`/api/bots/${id}`, { schema: BotSessionSchema, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isTerminal(query.state.data.state) ? false : BOT_POLL_MS),
    // A poll in a background tab is wasted; coming back refreshes at once.
    refetchIntervalInBackground: false,
  });
}

function useSessionMutation<V>(call: (vars: V) => Promise<BotSession>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (session) => {
      qc.setQueryData(botKeys.detail(session.id), session);
      void qc.invalidateQueries({ queryKey: botKeys.lists() });
    },
  });
}

/** Sends a bot (201: the session, usually queued). */
export const useStartBot = () =>
  useSessionMutation((body: StartBotBody) => api('/api/bots', { body, schema: BotSessionSchema }));

/** The user's Stop: the bot leaves; the transcript is saved and the minutes generated. */
export const useStopBot = () =>
  useSessionMutation((id: string) =>
    api(`/api/bots/${id}/stop`, { method: 'POST', body: {}, schema: BotSessionSchema }),
  );

/** The same link again: a new session. */
export const useRetryBot = () =>
  useSessionMutation((id: string) =>
    api(`/api/bots/${id}/retry`, { method: 'POST', body: {}, schema: BotSessionSchema }),
  );

/**
 * Bots the calendar will send later, soonest first. null when this server has no calendars (the route answers 404):
 * the tab then lists only sessions.
 */
export function useScheduledBots() {
  return useQuery({
    queryKey: botKeys.scheduled,
    queryFn: async ({ signal }) => {
      try {
        return (await api('/api/scheduled-bots', { schema: ScheduledBotListSchema, signal })).items;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

/** Cancels the bot scheduled for a calendar event. */
export function useCancelScheduledBot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      api(`/api/calendar/events/${encodeURIComponent(eventId)}/bot`, { method: 'DELETE', schema: ScheduledBotSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: botKeys.scheduled }),
  });
}

/** The recording a bot feeds: its segments grow while the bot is in the meeting. */
export function useBotRecording(recordingId: string | null, live: boolean) {
  return useQuery({
    queryKey: botKeys.recording(recordingId ?? ''),
    queryFn: ({ signal }) => api(`/api/recordings/${recordingId}`, { schema: RecordingSchema, signal }),
    enabled: recordingId !== null,
    refetchInterval: live ? BOT_POLL_MS : false,
    refetchIntervalInBackground: false,
    // The bot may not have created its recording yet: an error is shown as "no text yet", not retried hard.
    retry: false,
  });
}

/** The screenshot's address; `version` changes it when the bot took a newer one. */
export const screenshotUrl = (id: string, version: string) =>
  `/api/bots/${id}/screenshot?v=${encodeURIComponent(version)}`;
