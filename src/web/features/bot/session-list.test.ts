import { describe, expect, it } from 'vitest';
import type { BotSession } from '@shared/api/bots';
import type { ScheduledBot } from '@shared/api/calendar';
import { mergeSessions, shortId } from './session-list';
import { speakerParagraphs } from './live-transcript';

const session = (id: string, status: 'active' | 'ended', createdAt: string, joinedAt: string | null = null) =>
  ({
    id,
    status,
    createdAt,
    joinedAt,
    platform: 'zoom',
    meetingUrl: `https://zoom.us/j/${id}`,
  }) as BotSession;

const scheduled = (id: string, scheduledJoinTime: string, status: ScheduledBot['status'] = 'scheduled') =>
  ({
    id,
    eventId: `event-${id}`,
    title: `Meeting ${id}`,
    status,
    scheduledJoinTime,
    platform: 'teams',
    meetingUrl: `https://teams.microsoft.com/l/meetup-join/${id}`,
  }) as ScheduledBot;

describe('the Scheduled Sessions list', () => {
  it('lists active sessions first (newest first), then scheduled bots (soonest first), then ended ones', () => {
    const rows = mergeSessions(
      [
        session('ended-old', 'ended', '2026-01-01T08:00:00Z'),
        session('active-old', 'active', '2026-01-02T08:00:00Z'),
        session('ended-new', 'ended', '2026-01-03T08:00:00Z'),
        session('active-new', 'active', '2026-01-02T07:00:00Z', '2026-01-02T09:00:00Z'),
      ],
      [scheduled('late', '2026-01-05T10:00:00Z'), scheduled('soon', '2026-01-04T10:00:00Z')],
    );
    expect(rows.map((r) => `${r.status}:${r.id}`)).toEqual([
      'active:active-new',
      'active:active-old',
      'scheduled:soon',
      'scheduled:late',
      'ended:ended-new',
      'ended:ended-old',
    ]);
  });

  it('keeps what End Session needs: the session to stop, or the calendar event to cancel the bot of', () => {
    const [s, b] = mergeSessions(
      [session('a', 'active', '2026-01-02T08:00:00Z')],
      [scheduled('b', '2026-01-04T10:00:00Z')],
    );
    expect(s).toMatchObject({ kind: 'session', id: 'a', platform: 'zoom', start: '2026-01-02T08:00:00Z' });
    expect(b).toMatchObject({ kind: 'scheduled', eventId: 'event-b', title: 'Meeting b', platform: 'teams' });
  });

  it('leaves out bots already dispatched or cancelled, and works without calendars', () => {
    const rows = mergeSessions(
      [],
      [scheduled('x', '2026-01-04T10:00:00Z', 'dispatched'), scheduled('y', '2026-01-04T10:00:00Z', 'cancelled')],
    );
    expect(rows).toEqual([]);
    expect(mergeSessions([session('a', 'ended', '2026-01-02T08:00:00Z')], null)).toHaveLength(1);
  });

  it('shows a session id by its first 8 characters', () => {
    expect(shortId('0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('0f8e1c2a');
  });
});

describe('the live transcript of a bot', () => {
  it('leads each paragraph with its speaker and starts a new one when the speaker changes or after a pause', () => {
    const paragraphs = speakerParagraphs(
      [
        { start: 0, end: 1, text: 'Selamat pagi', speaker: 'Budi' },
        { start: 1.2, end: 2, text: 'semuanya.', speaker: 'Budi' },
        { start: 2.5, end: 3, text: 'Pagi, Pak.', speaker: 'Sari' },
        { start: 10, end: 11, text: 'Mari mulai.', speaker: 'Sari' },
        { start: 11.1, end: 12, text: 'Tanpa nama.' },
      ],
      2000,
    );
    expect(paragraphs).toEqual([
      'Budi: Selamat pagi semuanya.',
      'Sari: Pagi, Pak.',
      'Sari: Mari mulai.',
      'Tanpa nama.',
    ]);
  });
});
