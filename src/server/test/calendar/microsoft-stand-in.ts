import { bearer, json, listen } from './http-util.js';
import { createOAuthStandIn, type OAuthStandIn } from './oauth-stand-in.js';

/**
 * Microsoft identity + Graph for calendar tests: discovery, OAuth with rotating refresh tokens (a used one is refused
 * afterwards with invalid_grant), and `GET /v1.0/me/calendarView` with startDateTime/endDateTime, `$top` (pages of
 * `pageSize`, default 2) and `@odata.nextLink`, times in UTC without offset as Graph sends them with
 * `Prefer: outlook.timezone="UTC"`.
 */
export interface GraphApiEvent {
  id: string;
  subject: string;
  bodyPreview?: string;
  body?: { contentType: 'html' | 'text'; content: string };
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  isAllDay?: boolean;
  isCancelled?: boolean;
  isOrganizer?: boolean;
  type?: 'singleInstance' | 'occurrence' | 'exception' | 'seriesMaster';
  seriesMasterId?: string | null;
  attendees?: { type: string; emailAddress: { address: string; name?: string } }[];
  organizer?: { emailAddress: { address: string; name?: string } };
  location?: { displayName: string };
  isOnlineMeeting?: boolean;
  onlineMeetingProvider?: string;
  onlineMeeting?: { joinUrl: string } | null;
  onlineMeetingUrl?: string | null;
}

export interface MicrosoftStandIn {
  issuer: string;
  /** MICROSOFT_GRAPH_URL */
  graphUrl: string;
  oauth: OAuthStandIn;
  events: GraphApiEvent[];
  pageSize: number;
  /** The Prefer header of each calendarView request. */
  preferHeaders: (string | undefined)[];
  close(): Promise<void>;
}

/** Graph's form: seven fractional digits, no zone. */
const graphTime = (d: Date) => d.toISOString().replace('Z', '0000');
const parse = (s: string) => Date.parse(`${s.slice(0, 23)}Z`);

export async function startMicrosoftStandIn(opts: {
  clientId: string;
  clientSecret: string;
  email: string;
  events?: GraphApiEvent[];
}): Promise<MicrosoftStandIn> {
  const oauth = createOAuthStandIn({ ...opts, rotateRefreshTokens: true });
  const state = { events: opts.events ?? [], pageSize: 2, preferHeaders: [] as (string | undefined)[] };
  let base = '';
  const server = await listen([
    oauth.handler(() => base),
    (req, res, url) => {
      if (url.pathname !== '/v1.0/me/calendarView' || req.method !== 'GET') return false;
      if (!oauth.accessTokenValid(bearer(req))) {
        json(res, 401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired.' } });
        return true;
      }
      state.preferHeaders.push(req.headers.prefer as string | undefined);
      const q = url.searchParams;
      const from = Date.parse(q.get('startDateTime') ?? '');
      const to = Date.parse(q.get('endDateTime') ?? '');
      if (Number.isNaN(from) || Number.isNaN(to)) {
        json(res, 400, { error: { code: 'ErrorInvalidParameter', message: 'startDateTime and endDateTime required' } });
        return true;
      }
      const items = state.events
        .filter((e) => parse(e.end.dateTime) > from && parse(e.start.dateTime) < to)
        .sort((a, b) => parse(a.start.dateTime) - parse(b.start.dateTime));
      const top = Math.min(Number(q.get('$top') ?? 10), state.pageSize);
      const skip = Number(q.get('$skip') ?? 0);
      const value = items.slice(skip, skip + top);
      const body: Record<string, unknown> = {
        '@odata.context': `${base}/v1.0/$metadata#users('me')/calendarView`,
        value,
      };
      if (skip + top < items.length) {
        const next = new URL(`${url.pathname}${url.search}`, base);
        next.searchParams.set('$skip', String(skip + top));
        body['@odata.nextLink'] = next.toString();
      }
      json(res, 200, body);
      return true;
    },
  ]);
  base = server.base;
  return {
    issuer: base,
    graphUrl: `${base}/v1.0`,
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
    preferHeaders: state.preferHeaders,
    close: server.close,
  };
}

/** A Teams meeting as Graph returns it. */
export function teamsMeeting(
  id: string,
  start: Date,
  minutes: number,
  extra: Partial<GraphApiEvent> = {},
): GraphApiEvent {
  return {
    id,
    subject: `Teams ${id}`,
    bodyPreview: 'Microsoft Teams meeting',
    body: { contentType: 'html', content: '<html><body><p>Microsoft Teams meeting</p></body></html>' },
    start: { dateTime: graphTime(start), timeZone: 'UTC' },
    end: { dateTime: graphTime(new Date(start.getTime() + minutes * 60_000)), timeZone: 'UTC' },
    isAllDay: false,
    isCancelled: false,
    isOrganizer: true,
    type: 'singleInstance',
    seriesMasterId: null,
    attendees: [
      { type: 'required', emailAddress: { address: 'budi@example.com', name: 'Budi' } },
      { type: 'optional', emailAddress: { address: 'sari@example.com', name: 'Sari' } },
      { type: 'resource', emailAddress: { address: 'room-1@example.com', name: 'Room 1' } },
    ],
    organizer: { emailAddress: { address: 'me@example.com', name: 'Me' } },
    location: { displayName: 'Microsoft Teams Meeting' },
    isOnlineMeeting: true,
    onlineMeetingProvider: 'teamsForBusiness',
    onlineMeeting: { joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${id}%40thread.v2/0` },
    onlineMeetingUrl: null,
    ...extra,
  };
}

export { graphTime };
