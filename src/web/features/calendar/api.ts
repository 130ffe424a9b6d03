import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarConnectionSchema,
  CalendarsSchema,
  ConnectUrlSchema,
  EventListSchema,
  ScheduledBotSchema,
  type AutoRecord,
  type Calendars,
  type CalendarConnection,
  type OAuthCalendarProvider,
} from '@shared/api/calendar';
import { z } from 'zod';
import { api } from '../../lib/api';

export const calendarKeys = {
  all: ['calendar'] as const,
  calendars: ['calendar', 'connections'] as const,
  events: (limit: number) => ['calendar', 'events', limit] as const,
  allEvents: ['calendar', 'events'] as const,
};

const anySyncing = (data: Calendars | undefined) => !!data?.connections.some((c) => c.status === 'syncing');
/** While a sync runs, look again soon; otherwise every few minutes is plenty (the widget is on every page). */
const SYNC_POLL = 3_000;
const IDLE_POLL = 5 * 60_000;

/** The user's connections and which OAuth providers this server has configured. */
export function useCalendars() {
  return useQuery({
    queryKey: calendarKeys.calendars,
    queryFn: ({ signal }) => api('/api/calendars', { schema: CalendarsSchema, signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (anySyncing(q.state.data) ? SYNC_POLL : IDLE_POLL),
  });
}

/** Upcoming meetings with a video link (7 days, by start): 5 for the sidebar, 10 for the screens (spec §9). */
export function useCalendarEvents(limit: number, enabled = true) {
  const calendars = useCalendars();
  return useQuery({
    queryKey: calendarKeys.events(limit),
    queryFn: ({ signal }) => api(`/api/calendar/events?limit=${limit}`, { schema: EventListSchema, signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    enabled,
    refetchInterval: anySyncing(calendars.data) ? SYNC_POLL : IDLE_POLL,
  });
}

function useInvalidateCalendar() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: calendarKeys.all });
}

/** Sync every connection now; the events follow. */
export function useRefreshCalendars() {
  const qc = useQueryClient();
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: () =>
      api('/api/calendars/refresh', {
        method: 'POST',
        body: {},
        schema: z.object({ connections: z.array(CalendarConnectionSchema) }),
      }),
    onSuccess: ({ connections }) =>
      qc.setQueryData<Calendars>(calendarKeys.calendars, (old) => (old ? { ...old, connections } : old)),
    onSettled: () => invalidate(),
  });
}

/**
 * Starts a provider's consent: the server answers the address to open, and the browser leaves for it. It comes back
 * to `returnTo` (a dashboard path) with the outcome in the query (return-query.ts).
 */
export function useConnectCalendar() {
  return useMutation({
    mutationFn: async ({ provider, returnTo }: { provider: OAuthCalendarProvider; returnTo: string }) => {
      const { url } = await api(`/api/calendars/${provider}/connect`, {
        method: 'POST',
        body: { returnTo },
        schema: ConnectUrlSchema,
      });
      window.location.assign(url);
    },
  });
}

export function useAddIcs() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: (body: { url: string; name?: string }) =>
      api('/api/calendars/ics', { method: 'POST', body, schema: CalendarConnectionSchema }),
    onSuccess: () => invalidate(),
  });
}

export function useSetAutoRecord() {
  const qc = useQueryClient();
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: ({ id, autoRecord }: { id: string; autoRecord: AutoRecord }) =>
      api(`/api/calendars/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { autoRecord },
        schema: CalendarConnectionSchema,
      }),
    onSuccess: (updated: CalendarConnection) =>
      qc.setQueryData<Calendars>(calendarKeys.calendars, (old) =>
        old ? { ...old, connections: old.connections.map((c) => (c.id === updated.id ? updated : c)) } : old,
      ),
    // Auto-record may schedule or cancel bots on the listed meetings.
    onSettled: () => invalidate(),
  });
}

export function useDisconnectCalendar() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: (id: string) => api(`/api/calendars/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => invalidate(),
  });
}

/** Schedule the bot for a meeting (it joins `joinMinutesBefore` the start), or cancel it. */
export function useScheduleBot() {
  const invalidate = useInvalidateCalendar();
  return useMutation({
    mutationFn: ({ eventId, on }: { eventId: string; on: boolean }) =>
      api(`/api/calendar/events/${encodeURIComponent(eventId)}/bot`, {
        method: on ? 'POST' : 'DELETE',
        body: on ? {} : undefined,
        schema: ScheduledBotSchema,
      }),
    onSettled: () => invalidate(),
  });
}
