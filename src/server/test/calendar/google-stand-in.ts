import { bearer, json, listen } from './http-util.js';
import { createOAuthStandIn, type OAuthStandIn } from './oauth-stand-in.js';

/**
 * Google for calendar tests: OpenID discovery + OAuth (offline access, PKCE, invalid_grant when revoked) and Calendar
 * v3 `GET /calendar/v3/calendars/primary/events` honouring timeMin/timeMax, singleEvents, orderBy=startTime,
 * showDeleted, maxResults and pageToken (pages of `pageSize`, default 2, so clients must page). Events are stored as
 * the API returns them; tests change them (move, cancel, delete) between syncs.
 */
export interface GoogleApiEvent {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  summary?: string;
  description?: string;
  location?: string;
  start: { dateTime?: string; date?: string };
  end: { dateTime?: string; date?: string };
  attendees?: { email: string; displayName?: string; self?: boolean; responseStatus?: string }[];
  organizer?: { email: string; self?: boolean };
  recurringEventId?: string;
  hangoutLink?: string;
  conferenceData?: {
    conferenceId?: string;
    conferenceSolution?: { key: { type: string }; name: string };
    entryPoints: { entryPointType: string; uri: string; label?: string }[];
  };
}

export interface GoogleStandIn {
  /** GOOGLE_ISSUER */
  issuer: string;
  /** GOOGLE_CALENDAR_API_URL */
  apiUrl: string;
  oauth: OAuthStandIn;
  events: GoogleApiEvent[];
  pageSize: number;
  /** Each events.list request's query, in order. */
  listRequests: URLSearchParams[];
  move(id: string, start: Date, end: Date): void;
  cancel(id: string): void;
  remove(id: string): void;
  close(): Promise<void>;
}

const startOf = (e: GoogleApiEvent) => new Date(e.start.dateTime ?? `${e.start.date}T00:00:00Z`).getTime();
const endOf = (e: GoogleApiEvent) => new Date(e.end.dateTime ?? `${e.end.date}T00:00:00Z`).getTime();

export async function startGoogleStandIn(opts: {
  clientId: string;
  clientSecret: string;
  email: string;
  events?: GoogleApiEvent[];
  accessTokenSeconds?: number;
}): Promise<GoogleStandIn> {
  const oauth = createOAuthStandIn({ ...opts, refreshTokenNeedsOffline: true });
  const state = { events: opts.events ?? [], pageSize: 2, listRequests: [] as URLSearchParams[] };
  let base = '';
  const server = await listen([
    oauth.handler(() => base),
    (req, res, url) => {
      if (url.pathname !== '/calendar/v3/calendars/primary/events' || req.method !== 'GET') return false;
      if (!oauth.accessTokenValid(bearer(req))) {
        json(res, 401, { error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } });
        return true;
      }
      const q = url.searchParams;
      state.listRequests.push(q);
      if (q.get('orderBy') === 'startTime' && q.get('singleEvents') !== 'true') {
        json(res, 400, {
          error: { code: 400, message: 'The requested ordering is not available for the particular query.' },
        });
        return true;
      }
      const min = q.get('timeMin') ? Date.parse(q.get('timeMin')!) : -Infinity;
      const max = q.get('timeMax') ? Date.parse(q.get('timeMax')!) : Infinity;
      let items = state.events.filter((e) => endOf(e) > min && startOf(e) < max);
      if (q.get('showDeleted') !== 'true') items = items.filter((e) => e.status !== 'cancelled');
      if (q.get('orderBy') === 'startTime') items = [...items].sort((a, b) => startOf(a) - startOf(b));
      const size = Math.min(Number(q.get('maxResults') ?? 250), state.pageSize);
      const offset = q.get('pageToken') ? Number(Buffer.from(q.get('pageToken')!, 'base64url').toString()) : 0;
      const page = items.slice(offset, offset + size);
      const next = offset + size < items.length ? Buffer.from(String(offset + size)).toString('base64url') : undefined;
      // A cancelled occurrence comes back as Google sends it: id and status only.
      const shaped = page.map((e) =>
        e.status === 'cancelled' && e.recurringEventId
          ? { id: e.id, status: e.status, recurringEventId: e.recurringEventId }
          : e,
      );
      json(res, 200, { kind: 'calendar#events', items: shaped, ...(next ? { nextPageToken: next } : {}) });
      return true;
    },
  ]);
  base = server.base;
  const find = (id: string) => {
    const e = state.events.find((x) => x.id === id);
    if (!e) throw new Error(`no event ${id}`);
    return e;
  };
  return {
    issuer: base,
    apiUrl: `${base}/calendar/v3`,
    oauth,
    get events() {
      return state.events;
    },
    set events(v) {
      state.events = v;
    },
    get pageSize() {
      return state.pageSize;
    },
    set pageSize(v) {
      state.pageSize = v;
    },
    listRequests: state.listRequests,
    move(id, start, end) {
      const e = find(id);
      e.start = { dateTime: start.toISOString() };
      e.end = { dateTime: end.toISOString() };
    },
    cancel(id) {
      find(id).status = 'cancelled';
    },
    remove(id) {
      state.events = state.events.filter((e) => e.id !== id);
    },
    close: server.close,
  };
}

/** A Google event with a Meet conference (entry points), as Calendar returns one. */
export function googleMeeting(
  id: string,
  start: Date,
  minutes: number,
  extra: Partial<GoogleApiEvent> = {},
): GoogleApiEvent {
  const code = `abc-${id.slice(0, 4).padEnd(4, 'x')}-xyz`.toLowerCase().replace(/[^a-z-]/g, 'q');
  return {
    id,
    status: 'confirmed',
    summary: `Meeting ${id}`,
    start: { dateTime: start.toISOString() },
    end: { dateTime: new Date(start.getTime() + minutes * 60_000).toISOString() },
    organizer: { email: 'lead@example.com' },
    attendees: [
      { email: 'lead@example.com', responseStatus: 'accepted' },
      { email: 'ayu@example.com', displayName: 'Ayu', responseStatus: 'needsAction' },
    ],
    hangoutLink: `https://meet.google.com/${code}`,
    conferenceData: {
      conferenceId: code,
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
      entryPoints: [
        { entryPointType: 'video', uri: `https://meet.google.com/${code}`, label: `meet.google.com/${code}` },
        { entryPointType: 'phone', uri: 'tel:+62-21-5095-0000', label: '+62 21 5095 0000' },
      ],
    },
    ...extra,
  };
}
