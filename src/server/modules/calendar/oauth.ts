import { createHash, randomBytes } from 'node:crypto';
import type { OAuthCalendarProvider } from '../../../shared/api/calendar.js';
import type { Config } from '../../platform/config/config.js';
import { GrantRevokedError, ProviderError } from './calendar.types.js';

/**
 * The "connect a calendar" OAuth flow, separate from sign-in (better-auth's): authorization code + PKCE, offline
 * access for a refresh token, read-only calendar scope, endpoints from the issuer's OpenID discovery (GOOGLE_ISSUER,
 * MICROSOFT_ISSUER), so tests run the same code against a local stand-in.
 */
export const SCOPES: Record<OAuthCalendarProvider, string> = {
  google: 'openid email https://www.googleapis.com/auth/calendar.events.readonly',
  outlook: 'openid email offline_access Calendars.Read',
};

/** Either scope lets us read events; Google's consent screen lets the user untick it. */
const GOOGLE_CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events.readonly',
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar',
];

export interface TokenSet {
  accessToken: string;
  /** Present on the first exchange; on a refresh only when the provider rotated it (Microsoft does, always). */
  refreshToken: string | undefined;
  expiresAt: Date;
  scope: string | undefined;
  /** From the id token (or userinfo): the calendar account's address. */
  email: string | undefined;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
}

export interface OAuthClient {
  configured(provider: OAuthCalendarProvider): boolean;
  redirectUri(provider: OAuthCalendarProvider): string;
  authorizeUrl(
    provider: OAuthCalendarProvider,
    p: { state: string; codeVerifier: string; loginHint?: string },
  ): Promise<string>;
  exchangeCode(provider: OAuthCalendarProvider, code: string, codeVerifier: string): Promise<TokenSet>;
  refresh(provider: OAuthCalendarProvider, refreshToken: string): Promise<TokenSet>;
}

export const newCodeVerifier = () => randomBytes(32).toString('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The claims of an id token received straight from the token endpoint over the back channel (OIDC 3.1.3.7). */
function idTokenClaims(idToken: unknown): Record<string, unknown> {
  if (typeof idToken !== 'string') return {};
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}

const DISCOVERY_TTL_MS = 3600_000;
const TIMEOUT_MS = 15_000;

export function createOAuthClient(config: Pick<Config, 'google' | 'microsoft' | 'publicUrl'>): OAuthClient {
  // One entry per provider at most (two), refreshed hourly.
  const discovered = new Map<OAuthCalendarProvider, { at: number; doc: Discovery }>();

  function settings(provider: OAuthCalendarProvider) {
    const s = provider === 'google' ? config.google : config.microsoft;
    if (!s) throw new ProviderError(`${provider} is not configured`);
    return s;
  }

  async function discovery(provider: OAuthCalendarProvider): Promise<Discovery> {
    const cached = discovered.get(provider);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.doc;
    const res = await fetch(`${settings(provider).issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new ProviderError(`discovery answered ${res.status}`, res.status);
    const doc = (await res.json()) as Discovery;
    if (!doc.authorization_endpoint || !doc.token_endpoint) throw new ProviderError('discovery without endpoints');
    discovered.set(provider, { at: Date.now(), doc });
    return doc;
  }

  async function tokenRequest(provider: OAuthCalendarProvider, fields: Record<string, string>): Promise<TokenSet> {
    const { clientId, clientSecret } = settings(provider);
    const doc = await discovery(provider);
    const res = await fetch(doc.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...fields, client_id: clientId, client_secret: clientSecret }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      // invalid_grant: the refresh token (or code) was revoked, expired or already used: only a new consent helps.
      if (body.error === 'invalid_grant') throw new GrantRevokedError(`token endpoint: invalid_grant`);
      throw new ProviderError(`token endpoint answered ${res.status} ${String(body.error ?? '')}`, res.status);
    }
    if (typeof body.access_token !== 'string') throw new ProviderError('token endpoint answered no access token');
    const claims = idTokenClaims(body.id_token);
    const email = [claims.email, claims.preferred_username, claims.upn].find((v) => typeof v === 'string') as
      string | undefined;
    return {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
      expiresAt: new Date(Date.now() + (Number(body.expires_in) || 3600) * 1000),
      scope: typeof body.scope === 'string' ? body.scope : undefined,
      email,
    };
  }

  const redirectUri = (provider: OAuthCalendarProvider) =>
    `${config.publicUrl}/api/calendars/oauth/${provider}/callback`;

  return {
    configured: (provider) => Boolean(provider === 'google' ? config.google : config.microsoft),
    redirectUri,
    async authorizeUrl(provider, { state, codeVerifier, loginHint }) {
      const doc = await discovery(provider);
      const url = new URL(doc.authorization_endpoint);
      const params: Record<string, string> = {
        response_type: 'code',
        client_id: settings(provider).clientId,
        redirect_uri: redirectUri(provider),
        scope: SCOPES[provider],
        state,
        code_challenge: challengeOf(codeVerifier),
        code_challenge_method: 'S256',
        // Google hands out a refresh token only with offline access, and again only when consent is asked anew.
        ...(provider === 'google' ? { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' } : {}),
        ...(provider === 'outlook' ? { prompt: 'select_account', response_mode: 'query' } : {}),
        ...(loginHint ? { login_hint: loginHint } : {}),
      };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return url.toString();
    },
    async exchangeCode(provider, code, codeVerifier) {
      const tokens = await tokenRequest(provider, {
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri(provider),
      });
      if (provider === 'google' && tokens.scope && !GOOGLE_CALENDAR_SCOPES.some((s) => tokens.scope!.includes(s))) {
        throw new GrantRevokedError('the calendar permission was not granted');
      }
      return tokens;
    },
    refresh(provider, refreshToken) {
      return tokenRequest(provider, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        ...(provider === 'outlook' ? { scope: SCOPES.outlook } : {}),
      });
    },
  };
}
