import { createHash, randomBytes } from 'node:crypto';
import type { Handler } from './http-util.js';
import { json, readForm } from './http-util.js';

/**
 * The OAuth 2.0 / OpenID side of Google and Microsoft for the calendar stand-ins: discovery, an authorization
 * endpoint that consents at once (redirecting back with a code), and a token endpoint for the authorization_code
 * (PKCE checked) and refresh_token grants. `invalid_grant` for a revoked, unknown or (with rotation) already used
 * refresh token, as the real ones answer.
 */
export interface OAuthStandInOptions {
  clientId: string;
  clientSecret: string;
  email: string;
  /** Microsoft: every refresh answers a new refresh token and the old one stops working. */
  rotateRefreshTokens?: boolean;
  /** Google: a refresh token only with access_type=offline. */
  refreshTokenNeedsOffline?: boolean;
  accessTokenSeconds?: number;
}

export interface OAuthStandIn {
  handler(issuer: () => string): Handler;
  /** The bearer token is current (not expired, not revoked). */
  accessTokenValid(token: string | undefined): boolean;
  /** Every access token expires now (the next API call answers 401). */
  expireAccessTokens(): void;
  /** The user revoked the app: refresh tokens answer invalid_grant, access tokens 401. */
  revoke(): void;
  /** What the clients sent, in order: the grants asked for, the scopes and prompts of authorizations. */
  readonly log: {
    grants: string[];
    authorizations: URLSearchParams[];
    refreshTokensUsed: string[];
  };
  /** Refresh tokens that still work. */
  liveRefreshTokens(): string[];
  /** The last refresh token handed out. */
  lastRefreshToken(): string | undefined;
}

export function createOAuthStandIn(opts: OAuthStandInOptions): OAuthStandIn {
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string; offline: boolean }>();
  const access = new Map<string, number>(); // token -> expiry (ms)
  const refresh = new Set<string>();
  let lastRefresh: string | undefined;
  const log = { grants: [] as string[], authorizations: [] as URLSearchParams[], refreshTokensUsed: [] as string[] };
  const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

  function issue(issuer: string, withRefresh: boolean, scope: string) {
    const accessToken = token('at');
    access.set(accessToken, Date.now() + (opts.accessTokenSeconds ?? 3600) * 1000);
    const body: Record<string, unknown> = {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: opts.accessTokenSeconds ?? 3600,
      scope,
    };
    if (withRefresh) {
      const r = token('rt');
      refresh.add(r);
      lastRefresh = r;
      body.refresh_token = r;
    }
    return { body, issuer };
  }

  return {
    log,
    accessTokenValid: (t) => Boolean(t && (access.get(t) ?? 0) > Date.now()),
    expireAccessTokens: () => {
      for (const k of access.keys()) access.set(k, 0);
    },
    revoke: () => {
      refresh.clear();
      access.clear();
    },
    liveRefreshTokens: () => [...refresh],
    lastRefreshToken: () => lastRefresh,
    handler: (issuer) => async (req, res, url) => {
      if (url.pathname === '/.well-known/openid-configuration') {
        json(res, 200, {
          issuer: issuer(),
          authorization_endpoint: `${issuer()}/oauth/authorize`,
          token_endpoint: `${issuer()}/oauth/token`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
        });
        return true;
      }
      if (url.pathname === '/oauth/authorize' && req.method === 'GET') {
        const q = url.searchParams;
        log.authorizations.push(q);
        const redirectUri = q.get('redirect_uri') ?? '';
        if (q.get('client_id') !== opts.clientId || !redirectUri || q.get('response_type') !== 'code') {
          json(res, 400, { error: 'invalid_request' });
          return true;
        }
        if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
          json(res, 400, { error: 'invalid_request', error_description: 'PKCE required' });
          return true;
        }
        const code = token('code');
        codes.set(code, {
          challenge: q.get('code_challenge')!,
          redirectUri,
          scope: q.get('scope') ?? '',
          offline: q.get('access_type') === 'offline' || (q.get('scope') ?? '').includes('offline_access'),
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        if (q.get('state')) back.searchParams.set('state', q.get('state')!);
        res.writeHead(302, { location: back.toString() }).end();
        return true;
      }
      if (url.pathname === '/oauth/token' && req.method === 'POST') {
        const form = await readForm(req);
        if (form.get('client_id') !== opts.clientId || form.get('client_secret') !== opts.clientSecret) {
          json(res, 401, { error: 'invalid_client' });
          return true;
        }
        const grant = form.get('grant_type') ?? '';
        log.grants.push(grant);
        if (grant === 'authorization_code') {
          const entry = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (!entry || entry.redirectUri !== form.get('redirect_uri') || entry.challenge !== challenge) {
            json(res, 400, { error: 'invalid_grant' });
            return true;
          }
          const withRefresh = opts.refreshTokenNeedsOffline ? entry.offline : true;
          const { body } = issue(issuer(), withRefresh, entry.scope);
          body.id_token = `${b64({ alg: 'none' })}.${b64({ iss: issuer(), aud: opts.clientId, sub: 'u-1', email: opts.email })}.`;
          json(res, 200, body);
          return true;
        }
        if (grant === 'refresh_token') {
          const used = form.get('refresh_token') ?? '';
          log.refreshTokensUsed.push(used);
          if (!refresh.has(used)) {
            json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
            return true;
          }
          if (opts.rotateRefreshTokens) refresh.delete(used);
          json(res, 200, issue(issuer(), Boolean(opts.rotateRefreshTokens), form.get('scope') ?? '').body);
          return true;
        }
        json(res, 400, { error: 'unsupported_grant_type' });
        return true;
      }
      return false;
    },
  };
}
