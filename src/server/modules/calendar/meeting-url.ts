import { findMeetingLink, type HostAlias, type MeetingPlatform } from '../../../shared/meeting-link.js';

/**
 * The event's meeting link: the first of `candidates` (in the order the provider's data is trusted: conference
 * entry points, the provider's own join link, location, description, title) that is a Meet, Zoom or Teams link.
 */
export function pickMeetingLink(
  candidates: readonly (string | null | undefined)[],
  aliases: readonly HostAlias[],
): { meetingUrl: string | null; platform: MeetingPlatform | null } {
  for (const text of candidates) {
    const link = findMeetingLink(text, aliases);
    if (link) return { meetingUrl: link.url, platform: link.platform };
  }
  return { meetingUrl: null, platform: null };
}

/** Text of an HTML body (Graph) good enough to find a link in and to show as a description. */
export function htmlToText(html: string | null | undefined): string | null {
  if (!html) return null;
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]+)"[^>]*>/gi, ' $1 ')
    .replace(/<br\s*\/?>|<\/p>|<\/div>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
  return text || null;
}
