import { useCalendarEvents, useCalendars } from './api';
import { upcoming } from './event-time';
import { useNow } from './use-now';

/**
 * What every list of upcoming meetings needs: the connections (to know whether to invite a connection), the events
 * once one exists, those not ended yet at the current time, and one state to show.
 */
export function useUpcoming(limit: number) {
  const now = useNow();
  const calendars = useCalendars();
  const connected = (calendars.data?.connections.length ?? 0) > 0;
  const events = useCalendarEvents(limit, connected);
  const state: 'loading' | 'failed' | 'none' | 'ready' =
    calendars.isPending || (connected && events.isPending)
      ? 'loading'
      : calendars.isError || events.isError
        ? 'failed'
        : !connected
          ? 'none'
          : 'ready';
  return {
    now,
    state,
    calendars: calendars.data,
    /** Not ended, by start (the server's order). */
    items: upcoming(events.data?.items ?? [], now),
    retry: () => void (calendars.isError ? calendars.refetch() : events.refetch()),
  };
}
