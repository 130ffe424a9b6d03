import type { BotLanguage } from '../../../shared/api/bots.js';
import { PLATFORM_NAMES, type MeetingPlatform } from '../../../shared/meeting-link.js';

/**
 * A bot's transcript is titled like a manual recording's ('Recording {local date-time}'), in the meeting's language and
 * the user's time zone: "Rapat Google Meet 26 Nov 2026 14.05" / "Google Meet meeting 26 Nov 2026, 14:05".
 */
export function botTranscriptTitle(
  platform: MeetingPlatform,
  language: BotLanguage,
  at: Date,
  timeZone: string | undefined,
): string {
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
  const name = PLATFORM_NAMES[platform];
  return language.startsWith('id') ? `Rapat ${name} ${when}` : `${name} meeting ${when}`;
}
