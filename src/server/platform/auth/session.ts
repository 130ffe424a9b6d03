import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.js';
import type { Role } from '../../../shared/api/auth.js';
import { forbidden, unauthenticated } from '../http/errors.js';
import { createSessionCache } from './session-cache.js';

export type { Role };

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  role: Role;
}

/** The fields of better-auth's user object we read; anything else it carries never leaves the server. */
interface AuthUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified: boolean;
  role?: unknown;
}

/**
 * better-auth's user as ours. Admin rights need a verified e-mail: ADMIN_EMAILS names addresses, and an OAuth provider
 * may sign in someone whose address it has not verified. The guards and /api/me both use this, so the UI matches.
 */
export function toSessionUser(value: unknown): SessionUser {
  const u = value as AuthUser;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    image: u.image ?? null,
    emailVerified: u.emailVerified,
    role: u.role === 'admin' && u.emailVerified ? 'admin' : 'user',
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; absent on public routes. */
    user?: SessionUser;
  }
}

export interface Guards {
  /** The signed-in user, or null; reads the session cookie through better-auth. */
  currentUser(req: FastifyRequest): Promise<SessionUser | null>;
  requireUser: preHandlerAsyncHookHandler;
  requireAdmin: preHandlerAsyncHookHandler;
  /** Drops this request's session from the short cache; call before ending the session. */
  forgetSession(req: FastifyRequest): void;
  /**
   * Drops every cached session of a user in this process (their sessions were revoked: password reset, account
   * deleted); other processes follow within the cache's few seconds.
   */
  forgetUser(userId: string): void;
}

export function createGuards(auth: Auth, { sessionCacheMs = 5_000 }: { sessionCacheMs?: number } = {}): Guards {
  const cache = createSessionCache<SessionUser>({ ttlMs: sessionCacheMs });
  async function lookUp(req: FastifyRequest): Promise<SessionUser | null> {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
    if (!found) return null;
    const user = toSessionUser(found.user);
    cache.set(req.headers.cookie, user);
    return user;
  }
  async function currentUser(req: FastifyRequest): Promise<SessionUser | null> {
    return cache.get(req.headers.cookie) ?? lookUp(req);
  }
  async function requireUser(req: FastifyRequest, _reply: FastifyReply) {
    const user = await currentUser(req);
    if (!user) throw unauthenticated();
    req.user = user;
  }
  // Admin rights are read fresh every time: taking them away must not wait for the cache.
  async function requireAdmin(req: FastifyRequest) {
    const user = await lookUp(req);
    if (!user) throw unauthenticated();
    req.user = user;
    if (user.role !== 'admin') throw forbidden();
  }
  return {
    currentUser,
    requireUser,
    requireAdmin,
    forgetSession: (req) => cache.forget(req.headers.cookie),
    forgetUser: (userId) => cache.forgetWhere((user) => user.id === userId),
  };
}

/** For handlers behind requireUser: the guard has run, so the user is there. */
export function userOf(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}
