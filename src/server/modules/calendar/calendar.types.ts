import type { MeetingPlatform } from '../../../shared/meeting-link.js';
import type { EventAttendee } from './calendar.schema.js';

/** One occurrence as every source (Google, Graph, ICS) delivers it to the sync. */
export interface SourceEvent {
  externalId: string;
  title: string;
  description: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
  meetingUrl: string | null;
  platform: MeetingPlatform | null;
  attendees: EventAttendee[];
  organizer: string | null;
  isOrganizer: boolean;
  isRecurring: boolean;
  location: string | null;
  cancelled: boolean;
}

export interface SyncWindow {
  from: Date;
  to: Date;
}

/** The window a sync covers (spec §9: the coming 7 days) plus the last day, so a meeting running now is in it. */
export function syncWindow(now = new Date()): SyncWindow {
  return { from: new Date(now.getTime() - 24 * 3600_000), to: new Date(now.getTime() + 7 * 24 * 3600_000) };
}

/** The provider no longer honours the grant (revoked, expired, scope taken away): reconnect, do not retry. */
export class GrantRevokedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GrantRevokedError';
  }
}

/** Any other failure of a provider call; the next sync tries again. */
export class ProviderError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
