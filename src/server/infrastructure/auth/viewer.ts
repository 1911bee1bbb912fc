import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, ClubMembership } from '../../../domain/policy/actor.ts';
import { findClubRoles } from './queries.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Config } from '../../config.ts';
import type { Db, DbHandle } from '../db/connection.ts';
import type { RecentReads } from '../http/recent-reads.ts';
import type { Auth } from './auth.ts';
import { toHeaders } from './request-headers.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { createSessionLookup, type SessionViewer } from './session-lookup.ts';
import { bearerToken, isApiRoute, resolveBearer } from './bearer.ts';
import { RateLimiter } from '../rate-limit/limiter.ts';

/** The signed-in user, as the server knows them for this request. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  role: Role | string;
  sessionId: string;
  /** When the session was last recorded active (ms), when the lookup read it. */
  sessionUpdatedAt?: number;
  /** The clubs the person serves, as what: read with the session. */
  memberships: ClubMembership[];
  /**
   * The language the person chose (null: none) when it was read with the session; absent
   * otherwise, and then read when a request needs it (http/language.ts).
   */
  language?: string | null;
  /** Set when the request came with an API token (auth/bearer.ts): which, and what it may do. */
  token?: { id: string; name: string; scopes: string[] } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** Resolves the session cookie, if any, once per API request. */
/** What resolving a session needs (a narrow slice of the server context). */
export interface ViewerDeps {
  config: Config;
  db: Db;
  auth: Auth;
  recentSessions: RecentReads<SessionViewer>;
  handle: Pick<DbHandle, 'dialect'>;
}

export const viewerPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ViewerDeps }) => {
  app.decorateRequest('viewer', null);
  // On PostgreSQL the requests read together look their sessions up together (one round trip).
  const lookup = createSessionLookup(ctx.config, ctx.db, ctx.recentSessions, { batched: ctx.handle.dialect === 'postgres' });
  const limiter = new RateLimiter(ctx.db);
  app.addHook('onRequest', async (request, reply) => {
    const bearer = bearerToken(request);
    if (bearer !== undefined && isApiRoute(request)) {
      request.viewer = await resolveBearer({ config: ctx.config, db: ctx.db, limiter }, request, reply, bearer);
      // Refused (401, 403, 429): the answer is sent and the route does not run.
      if (!request.viewer) return reply;
      return;
    }
    const cookie = request.headers.cookie;
    if (!cookie?.includes('session_token')) return;
    // The common case in one query; expiry, the daily extension and the rest stay Better Auth's.
    const fast = await lookup(cookie).catch(() => 'better-auth' as const);
    if (fast !== 'better-auth') {
      request.viewer = fast;
      return;
    }
    const result = await ctx.auth.api.getSession({ headers: toHeaders(request) }).catch(() => null);
    if (!result) return;
    const user = result.user as typeof result.user & { role?: string };
    request.viewer = {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role ?? 'student',
      sessionId: result.session.id,
      memberships: await findClubRoles(ctx.db, user.id),
    };
  });
});

/** 401 'Kindly login first.' unless signed in. */
export const requireUser: preValidationAsyncHookHandler = async (request) => {
  if (!request.viewer) throw unauthorized();
};

/**
 * A route's gate on who may call it at all: 401 'Kindly login first.' when signed out,
 * 403 with `message` when the domain predicate `may` (src/domain/policy) refuses the
 * viewer. Rules about one record (its owner, its dates) are the service's, after this.
 */
export function requireActor(may: (actor: Actor) => boolean, message: string): preValidationAsyncHookHandler {
  return async (request) => {
    if (!request.viewer) throw unauthorized();
    if (!may(request.viewer)) throw forbidden(message);
  };
}

/** The viewer of a route guarded by requireUser or requireActor. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
