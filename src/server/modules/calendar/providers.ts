import type { HostAlias } from '../../../shared/meeting-link.js';
import type { EventAttendee } from './calendar.schema.js';
import { GrantRevokedError, ProviderError, type SourceEvent, type SyncWindow } from './calendar.types.js';
import { htmlToText, pickMeetingLink } from './meeting-url.js';

/**
 * Google Calendar v3 `events.list` and Microsoft Graph `/me/calendarView` over plain fetch (base URLs from config),
 * each page turned into {@link SourceEvent}s. `token()` answers a valid access token; `force` asks for a refreshed
 * one after a 401.
 */
export interface SourceListing {
  events: SourceEvent[];
  /** Occurrences the provider reports as deleted without their details (Google's cancelled instances). */
  cancelledIds: string[];
}

export type TokenSource = (force: boolean) => Promise<string>;

const TIMEOUT_MS = 20_000;
const MAX_PAGES = 50;

/** A GET with the bearer token; a 401 is answered once more with a refreshed token, then means the grant is gone. */
async function authorizedGet(url: string, token: TokenSource, headers: Record<string, string> = {}) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${await token(attempt > 0)}`, accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) return (await res.json()) as Record<string, unknown>;
    const body = await res.text().catch(() => '');
    if (res.status === 401 && attempt === 0) continue;
    if (res.status === 401) throw new GrantRevokedError('the calendar API refuses the refreshed token');
    // Google answers 403 with reason insufficientPermissions / ACCESS_TOKEN_SCOPE_INSUFFICIENT when the scope was
    // taken away; Graph 403 ErrorAccessDenied. Quota and rate limits are 403/429 too and only need a later try.
    if (res.status === 403 && !/rateLimit|quota|usageLimits/i.test(body)) {
      throw new GrantRevokedError(`the calendar API refuses access (403)`);
    }
    throw new ProviderError(`calendar API answered ${res.status}`, res.status);
  }
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

interface GoogleTime {
  dateTime?: string;
  date?: string;
}
interface GoogleEvent {
  id: string;
  status?: string;
  summary?: string;
  description?: string;
  location?: string;
  start?: GoogleTime;
  end?: GoogleTime;
  attendees?: { email?: string; displayName?: string; resource?: boolean }[];
  organizer?: { email?: string; self?: boolean };
  recurringEventId?: string;
  hangoutLink?: string;
  conferenceData?: { entryPoints?: { entryPointType?: string; uri?: string }[] };
}

const googleTime = (t: GoogleTime | undefined) =>
  t?.dateTime ? new Date(t.dateTime) : t?.date ? new Date(`${t.date}T00:00:00Z`) : null;

export function fromGoogle(item: GoogleEvent, aliases: readonly HostAlias[]): SourceEvent | null {
  const start = googleTime(item.start);
  const end = googleTime(item.end);
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const video = item.conferenceData?.entryPoints?.filter((e) => e.entryPointType === 'video').map((e) => e.uri) ?? [];
  const link = pickMeetingLink([...video, item.hangoutLink, item.location, item.description, item.summary], aliases);
  return {
    externalId: item.id,
    title: item.summary ?? '',
    description: str(item.description),
    start,
    end,
    allDay: !item.start?.dateTime,
    ...link,
    attendees: (item.attendees ?? [])
      .filter((a) => !a.resource)
      .map((a): EventAttendee => ({ email: str(a.email), name: str(a.displayName) })),
    organizer: str(item.organizer?.email),
    isOrganizer: item.organizer?.self === true,
    isRecurring: Boolean(item.recurringEventId),
    location: str(item.location),
    cancelled: item.status === 'cancelled',
  };
}

export async function listGoogleEvents(
  baseUrl: string,
  token: TokenSource,
  window: SyncWindow,
  aliases: readonly HostAlias[],
): Promise<SourceListing> {
  const out: SourceListing = { events: [], cancelledIds: [] };
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = new URL(`${baseUrl}/calendars/primary/events`);
    const params: Record<string, string> = {
      timeMin: window.from.toISOString(),
      timeMax: window.to.toISOString(),
      singleEvents: 'true',
      orderBy: 'startTime',
      showDeleted: 'true',
      maxResults: '2500',
      ...(pageToken ? { pageToken } : {}),
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const body = await authorizedGet(url.toString(), token);
    for (const item of (body.items ?? []) as GoogleEvent[]) {
      const event = typeof item.id === 'string' ? fromGoogle(item, aliases) : null;
      if (event) out.events.push(event);
      else if (item.status === 'cancelled' && typeof item.id === 'string') out.cancelledIds.push(item.id);
    }
    pageToken = str(body.nextPageToken) ?? undefined;
    if (!pageToken) return out;
  }
  throw new ProviderError('too many pages of events');
}

interface GraphEvent {
  id: string;
  subject?: string;
  bodyPreview?: string;
  body?: { contentType?: string; content?: string };
  start?: { dateTime?: string };
  end?: { dateTime?: string };
  isAllDay?: boolean;
  isCancelled?: boolean;
  isOrganizer?: boolean;
  type?: string;
  seriesMasterId?: string | null;
  attendees?: { type?: string; emailAddress?: { address?: string; name?: string } }[];
  organizer?: { emailAddress?: { address?: string } };
  location?: { displayName?: string };
  onlineMeeting?: { joinUrl?: string } | null;
  onlineMeetingUrl?: string | null;
}

/** Graph's UTC times have seven fractional digits and no zone (Prefer: outlook.timezone="UTC"). */
function graphTime(value: string | undefined) {
  if (!value) return null;
  const m = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(\.\d+)?(Z|[+-]\d\d:\d\d)?$/.exec(value);
  if (!m) return null;
  const date = new Date(`${m[1]}${(m[2] ?? '').slice(0, 4)}${m[3] ?? 'Z'}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function fromGraph(item: GraphEvent, aliases: readonly HostAlias[]): SourceEvent | null {
  const start = graphTime(item.start?.dateTime);
  const end = graphTime(item.end?.dateTime);
  if (!start || !end) return null;
  const body =
    item.body?.contentType === 'html'
      ? htmlToText(item.body.content)
      : (str(item.body?.content) ?? str(item.bodyPreview));
  const location = str(item.location?.displayName);
  const link = pickMeetingLink(
    [item.onlineMeeting?.joinUrl, item.onlineMeetingUrl, location, body, item.subject],
    aliases,
  );
  return {
    externalId: item.id,
    title: item.subject ?? '',
    description: body,
    start,
    end,
    allDay: item.isAllDay === true,
    ...link,
    attendees: (item.attendees ?? [])
      .filter((a) => a.type !== 'resource')
      .map((a) => ({ email: str(a.emailAddress?.address), name: str(a.emailAddress?.name) })),
    organizer: str(item.organizer?.emailAddress?.address),
    isOrganizer: item.isOrganizer === true,
    isRecurring: Boolean(item.seriesMasterId) || item.type === 'occurrence' || item.type === 'exception',
    location,
    cancelled: item.isCancelled === true,
  };
}

const GRAPH_SELECT = [
  'id',
  'subject',
  'bodyPreview',
  'body',
  'start',
  'end',
  'isAllDay',
  'isCancelled',
  'isOrganizer',
  'type',
  'seriesMasterId',
  'attendees',
  'organizer',
  'location',
  'onlineMeeting',
  'onlineMeetingUrl',
].join(',');

export async function listGraphEvents(
  baseUrl: string,
  token: TokenSource,
  window: SyncWindow,
  aliases: readonly HostAlias[],
): Promise<SourceListing> {
  const out: SourceListing = { events: [], cancelledIds: [] };
  const first = new URL(`${baseUrl}/me/calendarView`);
  first.searchParams.set('startDateTime', window.from.toISOString());
  first.searchParams.set('endDateTime', window.to.toISOString());
  first.searchParams.set('$orderby', 'start/dateTime');
  first.searchParams.set('$select', GRAPH_SELECT);
  first.searchParams.set('$top', '500');
  let next: string | null = first.toString();
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const body = await authorizedGet(next, token, { prefer: 'outlook.timezone="UTC"' });
    for (const item of (body.value ?? []) as GraphEvent[]) {
      const event = typeof item.id === 'string' ? fromGraph(item, aliases) : null;
      if (event) out.events.push(event);
    }
    next = str(body['@odata.nextLink']);
    // The bearer token goes only where Graph lives.
    if (next && new URL(next).origin !== first.origin) throw new ProviderError('nextLink points elsewhere');
  }
  if (next) throw new ProviderError('too many pages of events');
  return out;
}
