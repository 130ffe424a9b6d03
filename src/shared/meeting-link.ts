/**
 * Meeting links (docs/product.md §5 "Meeting link"): which platform a link belongs to, and whether the bot can use it.
 * One function for the browser (validation as the user types, the platform badge), the bot (where to go) and the
 * calendar (finding the link in an event). Pure: no DOM, no Node.
 *
 * `aliases` (MEETING_HOST_ALIASES, `platform=host:port`) make another host count as a platform and be opened over
 * http as given: tests' fake meetings and private deployments.
 */

export const MEETING_PLATFORMS = ['google-meet', 'zoom', 'teams'] as const;
export type MeetingPlatform = (typeof MEETING_PLATFORMS)[number];

export const PLATFORM_NAMES: Record<MeetingPlatform, string> = {
  'google-meet': 'Google Meet',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
};

export interface HostAlias {
  platform: MeetingPlatform;
  /** `host` or `host:port`, lower case. */
  host: string;
}

/** Why a link is refused, as error codes (their texts are the spec's, in errors.json). */
export type MeetingLinkError =
  | 'MEETING_LINK_EMPTY' // 'Please enter a meeting link'
  | 'MEETING_LINK_INVALID' // 'Please enter a valid URL'
  | 'MEETING_PLATFORM_UNSUPPORTED' // 'Unsupported meeting platform'
  | 'ZOOM_LINK_INVALID'; // 'Invalid Zoom meeting URL'

/** The spec's texts (docs/product.md §5), for API error messages; the UI shows errors.json's in the user's language. */
export const MEETING_LINK_MESSAGES: Record<MeetingLinkError, string> = {
  MEETING_LINK_EMPTY: 'Please enter a meeting link',
  MEETING_LINK_INVALID: 'Please enter a valid URL',
  MEETING_PLATFORM_UNSUPPORTED: 'Unsupported meeting platform',
  ZOOM_LINK_INVALID: 'Invalid Zoom meeting URL',
};

export interface MeetingLink {
  platform: MeetingPlatform;
  /** The link as the user gave it, normalised by URL (no surrounding spaces). */
  url: string;
  /** Zoom only: the meeting id (digits) and the passcode from `pwd`, if any. */
  zoom?: { meetingId: string; password: string | undefined };
  /** The host matched an alias: the link may be http and on any host. */
  aliased: boolean;
}

export type MeetingLinkCheck = { ok: true; link: MeetingLink } | { ok: false; code: MeetingLinkError };

const PLATFORM_HOSTS: readonly { platform: MeetingPlatform; test: (host: string) => boolean }[] = [
  { platform: 'google-meet', test: (h) => h === 'meet.google.com' },
  { platform: 'zoom', test: (h) => h === 'zoom.us' || h.endsWith('.zoom.us') || h === 'zoomgov.com' },
  {
    platform: 'teams',
    test: (h) =>
      h === 'teams.microsoft.com' ||
      h === 'teams.live.com' ||
      h.endsWith('.teams.microsoft.com') ||
      h === 'teams.cloud.microsoft',
  },
];

/** The platform of a host (`meet.google.com`, `us02web.zoom.us`, an alias's `127.0.0.1:4000`), or undefined. */
export function platformOfHost(host: string, aliases: readonly HostAlias[] = []): MeetingPlatform | undefined {
  const h = host.toLowerCase();
  const alias = aliases.find((a) => a.host === h);
  if (alias) return alias.platform;
  const bare = h.replace(/:\d+$/, '');
  return PLATFORM_HOSTS.find((p) => p.test(bare))?.platform;
}

/** Zoom's meeting id: `/j/<digits>`, also the web client's `/wc/<digits>/join` and `/wc/join/<digits>`. */
const ZOOM_PATHS = [/^\/j\/(\d{9,12})\/?$/, /^\/wc\/(\d{9,12})\/(?:join|start)\/?$/, /^\/wc\/join\/(\d{9,12})\/?$/];

/** Checks a link the way the Meeting Bot screen and the bot do. */
export function parseMeetingLink(input: string, aliases: readonly HostAlias[] = []): MeetingLinkCheck {
  const text = input.trim();
  if (!text) return { ok: false, code: 'MEETING_LINK_EMPTY' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, code: 'MEETING_LINK_INVALID' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, code: 'MEETING_LINK_INVALID' };
  const aliased = aliases.some((a) => a.host === url.host.toLowerCase());
  const platform = platformOfHost(url.host, aliases);
  // A real platform link over plain http is someone's typo or a trap; only aliases may be http.
  if (!platform || (!aliased && url.protocol !== 'https:')) return { ok: false, code: 'MEETING_PLATFORM_UNSUPPORTED' };
  const link: MeetingLink = { platform, url: url.toString(), aliased };
  if (platform === 'zoom') {
    const meetingId = ZOOM_PATHS.map((re) => re.exec(url.pathname)?.[1]).find(Boolean);
    if (!meetingId) return { ok: false, code: 'ZOOM_LINK_INVALID' };
    link.zoom = { meetingId, password: url.searchParams.get('pwd') ?? undefined };
  }
  return { ok: true, link };
}

/**
 * `MEETING_HOST_ALIASES`: `platform=host[:port]` separated by commas. Throws an Error naming the bad entry (config
 * turns it into a start-up message).
 */
export function parseHostAliases(value: string | undefined): HostAlias[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const m = /^([a-z-]+)=([a-z0-9.-]+(?::\d{1,5})?)$/i.exec(entry);
      const platform = m?.[1]?.toLowerCase();
      if (!m || !MEETING_PLATFORMS.includes(platform as MeetingPlatform)) {
        throw new Error(`"${entry}" is not platform=host:port with platform one of ${MEETING_PLATFORMS.join(', ')}`);
      }
      return { platform: platform as MeetingPlatform, host: m[2]!.toLowerCase() };
    });
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"'()[\]{}]+/gi;

/**
 * The first meeting link in free text (an event's location, description or title; HTML tags and entities are
 * harmless here), or undefined. Trailing punctuation is not part of a link.
 */
export function findMeetingLink(text: string | null | undefined, aliases: readonly HostAlias[] = []) {
  if (!text) return undefined;
  for (const match of text.replace(/&amp;/g, '&').matchAll(URL_IN_TEXT)) {
    const candidate = match[0].replace(/[.,;:!?]+$/, '');
    const check = parseMeetingLink(candidate, aliases);
    if (check.ok) return check.link;
  }
  return undefined;
}
