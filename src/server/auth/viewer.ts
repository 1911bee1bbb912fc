import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../domain/roles.ts';
import type { ServerContext } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { createSessionLookup } from './session-lookup.ts';

/** The signed-in user, as the server knows them for this request. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  role: Role | string;
  sessionId: string;
  /** When the session was last recorded active (ms), when the lookup read it. */
  sessionUpdatedAt?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** The client address as Fastify resolved it (honouring TRUST_PROXY): set here, never taken from the client. */
export const CLIENT_IP_HEADER = 'x-quad-client-ip';

/** The request's headers for Better Auth, plus the client address it records and limits by. */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Resolves the session cookie, if any, once per API request. */
export const viewerPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ServerContext }) => {
  app.decorateRequest('viewer', null);
  const lookup = createSessionLookup(ctx.config, ctx.db, ctx.recentSessions);
  app.addHook('onRequest', async (request) => {
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
    };
  });
});

/** 401 'Kindly login first.' unless signed in. */
export const requireUser: preValidationAsyncHookHandler = async (request) => {
  if (!request.viewer) throw unauthorized();
};

/** 401 when signed out, 403 with `message` for another role. */
export function requireRole(role: Role, message?: string): preValidationAsyncHookHandler {
  return async (request) => {
    if (!request.viewer) throw unauthorized();
    if (request.viewer.role !== role) throw forbidden(message);
  };
}

/** The viewer of a route guarded by requireUser or requireRole. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
