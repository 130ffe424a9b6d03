import type { BotSession } from '@shared/api/bots';
import type { ScheduledBot } from '@shared/api/calendar';
import type { MeetingPlatform } from '@shared/meeting-link';

/**
 * One row of the Scheduled Sessions tab: a bot session (sent now or dispatched by the calendar) or a bot the calendar
 * will send later. Spec §4 Session status: 'active' shows Active; a scheduled bot shows Scheduled; a session that
 * ended says Ended (the prototype's "anything else is Scheduled" would call a finished meeting scheduled).
 */
export type SessionRow =
  | {
      kind: 'session';
      id: string;
      status: 'active' | 'ended';
      platform: MeetingPlatform;
      meetingUrl: string;
      /** ISO instant: admitted, else asked for. */
      start: string;
      session: BotSession;
    }
  | {
      kind: 'scheduled';
      id: string;
      status: 'scheduled';
      platform: MeetingPlatform;
      meetingUrl: string;
      /** ISO instant the bot will join. */
      start: string;
      eventId: string;
      title: string;
    };

const RANK: Record<SessionRow['status'], number> = { active: 0, scheduled: 1, ended: 2 };

/** Spec §9: the session id is shown by its first 8 characters. */
export const shortId = (id: string): string => id.slice(0, 8);

/**
 * Sessions and scheduled bots as one list: active first (newest first), then scheduled (soonest first), then ended
 * (newest first). A scheduled bot already dispatched or cancelled is not a scheduled one any more.
 */
export function mergeSessions(
  sessions: readonly BotSession[],
  scheduled: readonly ScheduledBot[] | null,
): SessionRow[] {
  const rows: SessionRow[] = [
    ...sessions.map((s): SessionRow => ({
      kind: 'session',
      id: s.id,
      status: s.status,
      platform: s.platform,
      meetingUrl: s.meetingUrl,
      start: s.joinedAt ?? s.createdAt,
      session: s,
    })),
    ...(scheduled ?? [])
      .filter((b) => b.status === 'scheduled')
      .map((b): SessionRow => ({
        kind: 'scheduled',
        id: b.id,
        status: 'scheduled',
        platform: b.platform,
        meetingUrl: b.meetingUrl,
        start: b.scheduledJoinTime,
        eventId: b.eventId,
        title: b.title,
      })),
  ];
  return rows.sort((a, b) => {
    const byRank = RANK[a.status] - RANK[b.status];
    if (byRank) return byRank;
    const diff = Date.parse(a.start) - Date.parse(b.start);
    return a.status === 'scheduled' ? diff : -diff;
  });
}
